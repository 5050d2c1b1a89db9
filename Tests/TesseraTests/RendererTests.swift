import Testing
import Tessera

@Suite("Renderer")
struct RendererTests {
    struct Row: View {
        var index: Int
        var body: some View {
            HStack {
                Text("Row \(index)").bold()
                Spacer()
                Link("Open", destination: "/rows/\(index)")
            }
        }
    }

    @Test func sameInputGivesTheSameBytes() {
        let page = HTMLDocument(title: "Rows") {
            List { ForEach(0..<200) { Row(index: $0) } }
        }
        let renderer = HTMLRenderer()
        let first = renderer.renderBytes(page)
        for _ in 0..<3 {
            #expect(renderer.renderBytes(page) == first)
        }
    }

    @Test func documentHasDoctypeHeadAndBody() {
        let output = html(HTMLDocument(title: "Films & more", language: "de") { Text("Hi") })
        #expect(output.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Films &amp; more</title><style>"))
        #expect(output.hasSuffix("</style></head><body>Hi</body></html>"))
        #expect(wellFormednessProblem(output) == nil)
        let linked = html(HTMLDocument(title: "x", stylesheet: .linked("/tessera.css")) { EmptyView() })
        #expect(linked.contains(#"<link rel="stylesheet" href="/tessera.css">"#))
        #expect(!linked.contains("<style>"))
    }

    @Test func stylesheetStylesEveryClassTheViewsWrite() {
        let css = Stylesheet.standard.css
        let classes = [
            "t-hstack", "t-vstack", "t-zstack", "t-spacer", "t-divider", "t-list", "t-section-header", "t-form", "t-grid",
            "t-grid-row", "t-navigation-stack", "t-navigation-link", "t-label", "t-icon", "t-button", "t-field", "t-toggle",
            "t-switch", "t-padding", "t-clip", "t-hidden", "t-italic", "t-frame", "t-fill-width", "t-line-limit",
            "t-visually-hidden", "t-font-largeTitle", "t-font-caption2", "t-weight-700", "t-fg-red", "t-bg-secondary",
        ]
        for name in classes {
            #expect(css.contains(".\(name)"), "no rule for .\(name)")
        }
        #expect(css.contains("prefers-color-scheme:dark"))
    }

    @Test func everyElementHasAStableIdentityPath() {
        let view = VStack {
            Text("a").bold()
            HStack {
                ForEach([10, 20], id: \.self) { Text(String($0)).italic() }
            }
        }
        let expected = #"<div data-tid="" class="t-vstack"><span data-tid="0" class="t-weight-700">a</span><div data-tid="1" class="t-hstack"><span data-tid="1/@10" class="t-italic">10</span><span data-tid="1/@20" class="t-italic">20</span></div></div>"#
        #expect(html(view, identity: .all) == expected)
        #expect(html(view, identity: .all) == expected)
        #expect(html(view, identity: .explicit) == #"<div class="t-vstack"><span class="t-weight-700">a</span><div class="t-hstack"><span data-tid="1/@10" class="t-italic">10</span><span data-tid="1/@20" class="t-italic">20</span></div></div>"#)
    }

    @Test func aMillionRowsStreamInBoundedMemory() throws {
        let rows = 1_000_000
        let view = List {
            ForEach(0..<rows) { index in
                Text("Row \(index)")
            }
        }
        var sink = CountingSink()
        let options = RenderOptions(chunkSize: 16 * 1024)
        let statistics = try HTMLRenderer(options: options).render(view, into: &sink)
        // Every row was written, in many chunks, and the renderer never held more than a chunk
        // and the last write: its memory does not grow with the page.
        #expect(statistics.byteCount == sink.byteCount)
        #expect(sink.byteCount > 20_000_000)
        #expect(sink.chunkCount > 1_000)
        #expect(statistics.peakBufferSize < 2 * options.chunkSize)
        #expect(sink.largestChunk < 2 * options.chunkSize)
        #expect(statistics.elementCount == rows + 1)
    }

    /// A view and its stack count two levels each: 450 of them are 900 levels, under the limit
    /// of 1,000, rendered on the test's own thread (no thread of the renderer's, no large stack).
    @Test func aTreeNineHundredLevelsDeepRendersOnTheCallersThread() async throws {
        let depth = 450
        var view = AnyView(Text("leaf"))
        for _ in 0..<depth {
            view = AnyView(VStack { view })
        }
        let output = html(view)
        // Compare counts and flags, not the output: a failure must not print megabytes.
        let opened = output.components(separatedBy: "<div class=\"t-vstack\">").count - 1
        let hasLeaf = output.contains("<span>leaf</span>")
        let problem = wellFormednessProblem(output)
        #expect(opened == depth)
        #expect(hasLeaf)
        #expect(problem == nil)
        var asynchronous: [UInt8] = []
        try await HTMLRenderer().render(view, into: &asynchronous)
        #expect(String(decoding: asynchronous, as: UTF8.self) == output)
    }

    @Test func nestingBeyondTheMaximumDepthStopsWithAnErrorNamingTheView() async throws {
        var view = AnyView(Text("leaf"))
        for _ in 0..<10_000 {
            view = AnyView(VStack { view })
        }
        var bytes: [UInt8] = []
        let error = #expect(throws: RenderError.self) { try HTMLRenderer().render(view, into: &bytes) }
        #expect(error?.view == "VStack<AnyView>")
        #expect(error?.maximumDepth == 1_000)
        #expect(error?.description.contains("nested deeper than 1000 levels at VStack<AnyView>") == true)
        // The same limit, asynchronously, and a lower one of one's own.
        await #expect(throws: RenderError.self) { try await HTMLRenderer().render(view, into: &bytes) }
        let shallow = AnyView(VStack { VStack { VStack { Text("leaf") } } })
        #expect(throws: RenderError.self) { try HTMLRenderer(options: RenderOptions(maximumDepth: 4)).render(shallow, into: &bytes) }
        #expect(throws: Never.self) { try HTMLRenderer(options: RenderOptions(maximumDepth: 10)).render(shallow, into: &bytes) }
    }

    struct FailingSink: HTMLSink {
        struct Closed: Error {}
        var calls = 0
        mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
            calls += 1
            throw Closed()
        }
    }

    @Test func aFailingSinkStopsTheRenderingAndItsErrorIsThrown() {
        var sink = FailingSink()
        var rendered = 0
        let view = List {
            ForEach(0..<1_000_000) { (index: Int) -> Text in
                rendered += 1
                return Text("Row \(index)")
            }
        }
        #expect(throws: FailingSink.Closed.self) {
            try HTMLRenderer(options: RenderOptions(chunkSize: 1024)).render(view, into: &sink)
        }
        #expect(rendered < 1_000)
    }

    @Test func theSinkGetsItsStateBack() throws {
        var sink = CountingSink()
        try HTMLRenderer().render(Text("hello"), into: &sink)
        #expect(sink.byteCount == 5)
        #expect(sink.chunkCount == 1)
    }
}
