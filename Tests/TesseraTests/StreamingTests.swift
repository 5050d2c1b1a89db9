import Foundation
import Synchronization
import Testing
import Tessera

/// Counts rows rendered, read from the test while the rendering runs in a task of its own.
final class RowCounter: Sendable {
    private let count = Mutex(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int {
        count.withLock { $0 }
    }
}

/// A modifier of one's own: its body wraps the content.
struct Card: ViewModifier {
    func body(content: Content) -> some View {
        VStack { content }.padding(4).border(.secondary)
    }
}

/// A writer that keeps the chunks, and can be told to wait or fail.
struct RecordingWriter: AsyncHTMLWriter {
    var bytes: [UInt8] = []
    var chunks = 0
    /// Called with the number of the chunk about to be taken (from 1); may wait or throw.
    var onChunk: @Sendable (Int) async throws -> Void = { _ in }

    mutating func write(_ chunk: [UInt8]) async throws {
        chunks += 1
        try await onChunk(chunks)
        bytes += chunk
    }
}

struct WriterFailed: Error {}

@Suite("Asynchronous rendering in the caller's task")
struct StreamingTests {
    func rows(_ count: Int, counter: RowCounter) -> some View {
        List {
            ForEach(0..<count) { index in
                counter.increment()
                return Text("Row \(index) of the list")
            }
        }
    }

    /// The rows in a section of a list, under a font and a modifier of one's own: containers and
    /// modifiers between the page and the rows pass the pauses on.
    func wrappedRows(_ count: Int, counter: RowCounter) -> some View {
        List {
            Section {
                ForEach(0..<count) { index in
                    counter.increment()
                    return Text("Row \(index) of the list")
                }
            } header: {
                Text("Rows")
            }
        }
        .font(.body)
        .modifier(Card())
    }

    /// The rows in a grid in a disclosure group.
    func disclosedRows(_ count: Int, counter: RowCounter) -> some View {
        DisclosureGroup("All rows", isExpanded: true) {
            Grid {
                ForEach(0..<count) { index in
                    counter.increment()
                    return GridRow { Text("Row \(index)"); Text("of the grid") }
                }
            }
        }
    }

    @Test func theChunksAreTheBytesOfASynchronousRendering() async throws {
        let counter = RowCounter()
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 512))
        var writer = RecordingWriter()
        try await renderer.render(rows(2_000, counter: counter), into: &writer)
        #expect(writer.bytes == renderer.renderBytes(rows(2_000, counter: counter)))
        #expect(writer.chunks > 50)
    }

    /// Every container that renders asynchronously, with the modifiers around it: the same bytes
    /// as the synchronous renderer writes.
    @Test(arguments: [IdentityAttributesCase.explicit, .all])
    func aWholePageAsynchronouslyIsThePageSynchronously(identities: IdentityAttributesCase) async throws {
        struct Film: Identifiable { let id: Int; let title: String }
        let films = (1...300).map { Film(id: $0, title: "Film <\($0)> & co") }
        let page = HTMLDocument(title: "Films") {
            NavigationStack {
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        Text("\(films.count) films").foregroundStyle(.secondary)
                        Spacer()
                        Link("New", destination: "/new")
                    }
                    .frame(maxWidth: .infinity)
                    Table(films) {
                        TableColumn("Title") { Link($0.title, destination: "/films/\($0.id)") }
                        TableColumn("Number") { Text(String($0.id)).bold().padding(2).background(.green) }
                    }
                    List(films) { film in
                        if film.id.isMultiple(of: 2) { Text(film.title).italic() } else { AnyView(Text("odd").id(film.id)) }
                    }
                    Group {
                        ForEach(films.prefix(5)) { Text($0.title).environment(\.isEnabled, false) }
                    }
                    .padding()
                    ZStack { Text("over") }
                    List {
                        Section {
                            ForEach(films.prefix(20)) { film in
                                HStack { Text(film.title); Spacer(); Text("\(film.id)") }.background(.red).padding(1)
                            }
                        } header: {
                            Text("Section").accessibilityHeading(.h2)
                        }
                    }
                    .font(.caption)
                    .frame(maxWidth: 600)
                    VStack { Text("identified") }.id("block")
                    Form(action: "/save") {
                        Text("A form").modifier(Card())
                    }
                    Section("Plain") { Text("outside a list") }
                    DisclosureGroup("More") {
                        Grid(horizontalSpacing: 4) {
                            ForEach(films.prefix(10)) { film in GridRow { Text(film.title); Text("\(film.id)").bold() } }
                        }
                    }
                    .id("more")
                }
                .navigationTitle("Films")
            }
        }
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 700, identityAttributes: identities.value))
        var writer = RecordingWriter()
        try await renderer.render(page, into: &writer)
        let synchronous = renderer.renderString(page)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == synchronous)
        #expect(synchronous.contains("Film &lt;300&gt; &amp; co"))
    }

    @Test(arguments: [0, 1, 2])
    func aSlowReaderPausesTheRendering(wrapping: Int) async throws {
        let counter = RowCounter()
        let firstChunk = RowCounter()
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 1024))
        let rendering = Task {
            var writer = RecordingWriter { number in
                firstChunk.increment()
                // The reader takes its first chunk, then stops reading.
                if number > 1 { try await Task.sleep(for: .seconds(3600)) }
            }
            switch wrapping {
            case 0: try await renderer.render(rows(1_000_000, counter: counter), into: &writer)
            case 1: try await renderer.render(wrappedRows(1_000_000, counter: counter), into: &writer)
            default: try await renderer.render(disclosedRows(1_000_000, counter: counter), into: &writer)
            }
        }
        while firstChunk.value < 2 { try await Task.sleep(for: .milliseconds(5)) }
        try await Task.sleep(for: .milliseconds(300))
        // About 30 rows fit a chunk: the rendering waits with the second one.
        #expect(counter.value < 1_000)
        rendering.cancel()
        await #expect(throws: CancellationError.self) { try await rendering.value }
        let afterCancel = counter.value
        try await Task.sleep(for: .milliseconds(100))
        #expect(counter.value == afterCancel)
    }

    @Test func aFailingWriterStopsTheRenderingWithItsError() async throws {
        let counter = RowCounter()
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 1024))
        var writer = RecordingWriter { number in
            if number == 3 { throw WriterFailed() }
        }
        await #expect(throws: WriterFailed.self) {
            try await renderer.render(rows(1_000_000, counter: counter), into: &writer)
        }
        #expect(counter.value < 1_000)
    }

    @Test func aCancelledTaskStopsTheRendering() async throws {
        let counter = RowCounter()
        let renderer = HTMLRenderer(options: RenderOptions(chunkSize: 1024))
        let rendering = Task {
            var writer = RecordingWriter()
            try await renderer.render(rows(1_000_000, counter: counter), into: &writer)
        }
        while counter.value < 100 { await Task.yield() }
        rendering.cancel()
        await #expect(throws: CancellationError.self) { try await rendering.value }
        #expect(counter.value < 1_000_000)
    }
}

/// `RenderOptions.IdentityAttributes` as a test argument.
enum IdentityAttributesCase: CustomTestStringConvertible, Sendable {
    case explicit, all

    var value: RenderOptions.IdentityAttributes { self == .explicit ? .explicit : .all }
    var testDescription: String { self == .explicit ? "explicit identities" : "all identities" }
}
