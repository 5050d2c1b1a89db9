import Foundation
import Tessera
import Synchronization

/// What rendering costs the process beyond time: memory while a slow client reads a huge page,
/// and threads while many pages render at once. Run by `tessera-benchmark streaming [rows]` and
/// `tessera-benchmark concurrency [renders]`; `RenderResourceTests` runs both and reads the lines
/// they print. Each exits 1 when the figure is over its bound.
enum ResourceChecks {
    /// Renders `rows` rows through a reader that pauses every few chunks, and reports how far the
    /// process's resident memory rose above where it started.
    static func streaming(rows: Int) async throws -> Bool {
        let renderer = HTMLRenderer()
        // Warm the allocator and the runtime's caches first: they are not the rendering's.
        var warmUp = CountingWriter()
        try await renderer.render(page(rows: 20_000), into: &warmUp)
        let start = residentBytes()
        var reader = CountingWriter(pauseEvery: 8)
        let began = ContinuousClock.now
        try await renderer.render(page(rows: rows), into: &reader)
        let seconds = (ContinuousClock.now - began) / .seconds(1)
        let rise = max(0, reader.highestResident - start)
        print(String(format: "streaming: %d rows, %.1f MB in %d chunks, %.1f s, a pause every 8 chunks", rows, Double(reader.bytes) / 1e6, reader.chunks, seconds))
        print(String(format: "streaming: resident memory %.1f MiB at the start, %.1f MiB at most: +%.2f MiB", mebibytes(start), mebibytes(reader.highestResident), mebibytes(rise)))
        return rise < 8 * 1024 * 1024
    }

    /// Starts `renders` renderings at once, each waiting for its reader, and counts the process's
    /// threads before and while they are all in flight.
    static func concurrency(renders: Int) async throws -> Bool {
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 1024))
        // The concurrency pool and the timers start their threads on first use: use them first.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    var writer = CountingWriter(pauseEvery: 1)
                    try await renderer.render(page(rows: 100), into: &writer)
                }
            }
            try await group.waitForAll()
        }
        let before = threadCount()
        let started = Counter()
        var highest = before
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<renders {
                group.addTask {
                    var writer = CountingWriter(firstPause: .milliseconds(500), started: started)
                    try await renderer.render(page(rows: 200), into: &writer)
                }
            }
            // Every rendering has written its first chunk and waits in its reader: count now.
            while started.value < renders { try await Task.sleep(for: .milliseconds(10)) }
            for _ in 0..<10 {
                highest = max(highest, threadCount())
                try await Task.sleep(for: .milliseconds(20))
            }
            try await group.waitForAll()
        }
        print("concurrency: \(renders) renderings in flight at once; threads before: \(before), at most while they ran: \(highest)")
        return highest <= before
    }

    private static func page(rows: Int) -> some View {
        List {
            ForEach(0..<rows) { index in
                Text("Row \(index) of the list")
            }
        }
    }

    /// The process's resident memory, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The process's threads, from /proc/self/task.
    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }

    private static func mebibytes(_ bytes: Int) -> Double {
        Double(bytes) / 1_048_576
    }
}

/// A reader that counts what it is given, pausing as a slow client would.
private struct CountingWriter: AsyncHTMLWriter {
    var pauseEvery = 0
    var firstPause: Duration?
    var started: Counter?
    private(set) var bytes = 0
    private(set) var chunks = 0
    private(set) var highestResident = 0

    init(pauseEvery: Int = 0, firstPause: Duration? = nil, started: Counter? = nil) {
        self.pauseEvery = pauseEvery
        self.firstPause = firstPause
        self.started = started
    }

    mutating func write(_ chunk: [UInt8]) async throws {
        bytes += chunk.count
        chunks += 1
        if chunks == 1, let firstPause {
            started?.increment()
            try await Task.sleep(for: firstPause)
        }
        if pauseEvery > 0 && chunks % pauseEvery == 0 {
            highestResident = max(highestResident, ResourceChecks.residentBytes())
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}

/// A count that many tasks add to.
private final class Counter: Sendable {
    private let count = Mutex(0)

    func increment() { count.withLock { $0 += 1 } }

    var value: Int { count.withLock { $0 } }
}
