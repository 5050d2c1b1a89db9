import Foundation
import Synchronization
import Testing
import Tessera

/// Counts rows rendered, from the render thread, read from the test.
final class RowCounter: Sendable {
    private let count = Mutex(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int {
        count.withLock { $0 }
    }
}

@Suite("Asynchronous chunks")
struct StreamingTests {
    func rows(_ count: Int, counter: RowCounter) -> some View {
        List {
            ForEach(0..<count) { index in
                counter.increment()
                return Text("Row \(index) of the list")
            }
        }
    }

    @Test func chunksAreTheSameBytesAsARendering() async throws {
        let counter = RowCounter()
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 512))
        var streamed: [UInt8] = []
        var chunks = 0
        for try await chunk in renderer.chunks(of: rows(2_000, counter: counter)) {
            streamed += chunk
            chunks += 1
        }
        #expect(streamed == renderer.renderBytes(rows(2_000, counter: counter)))
        #expect(chunks > 50)
    }

    @Test func aSlowReaderHoldsTheRendererBack() async throws {
        let counter = RowCounter()
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 1024))
        let iterator = renderer.chunks(of: rows(1_000_000, counter: counter), bufferedChunks: 2).makeAsyncIterator()
        _ = try await iterator.next()
        try await Task.sleep(for: .milliseconds(300))
        // About 30 rows fit a chunk: the renderer may be a few chunks ahead, never far.
        let rendered = counter.value
        #expect(rendered < 1_000)
        withExtendedLifetime(iterator) {}
    }

    @Test func stoppingEarlyStopsTheRendering() async throws {
        let counter = RowCounter()
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 1024))
        var read = 0
        for try await _ in renderer.chunks(of: rows(1_000_000, counter: counter)) {
            read += 1
            if read == 3 { break }
        }
        try await Task.sleep(for: .milliseconds(200))
        let afterStop = counter.value
        try await Task.sleep(for: .milliseconds(200))
        #expect(counter.value == afterStop)
        #expect(afterStop < 1_000)
    }

    @Test func cancellingTheTaskStopsTheRendering() async throws {
        let counter = RowCounter()
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 1024))
        let chunks = renderer.chunks(of: rows(1_000_000, counter: counter), bufferedChunks: 1)
        let firstChunk = RowCounter()
        let reading = Task {
            var read = 0
            for try await _ in chunks {
                read += 1
                firstChunk.increment()
                // A reader slower than the renderer: it is waiting in next() when cancelled.
                while !Task.isCancelled && read > 2 { await Task.yield() }
            }
            return read
        }
        while firstChunk.value < 3 { try await Task.sleep(for: .milliseconds(5)) }
        reading.cancel()
        let result = await reading.result
        #expect(throws: CancellationError.self) { try result.get() }
        try await Task.sleep(for: .milliseconds(100))
        #expect(counter.value < 100_000)
    }
}

@Test func chunksCanBeIteratedOnce() async throws {
    let chunks = HTMLRenderer().chunks(of: Text("once"))
    var first: [UInt8] = []
    for try await chunk in chunks { first += chunk }
    #expect(String(decoding: first, as: UTF8.self) == "once")
    await #expect(throws: HTMLChunks.IteratedTwice.self) {
        for try await _ in chunks {}
    }
}
