/// Renders views to HTML.
///
/// ```swift
/// let renderer = HTMLRenderer()
/// let html = renderer.renderString(Text("Hello & welcome"))   // "Hello &amp; welcome"
///
/// // A whole page, written to standard output a chunk at a time:
/// var output = FileDescriptorSink.standardOutput
/// try renderer.render(HTMLDocument(title: "Films") { FilmTable() }, into: &output)
///
/// // In a server, into the response body, pausing while the client reads:
/// var body = MyResponseWriter(writer)                // an AsyncHTMLWriter
/// try await renderer.render(page, into: &body)
/// ```
///
/// The same view and environment always give the same bytes. Rendering starts no thread and
/// holds no lock: a synchronous rendering runs on the caller's thread, an asynchronous one in the
/// caller's task. The renderer recurses once per level of the view tree, down to
/// ``RenderOptions/maximumDepth`` levels — far more than a real page has, few enough for a
/// thread's usual stack (8 MiB; a test renders 900 levels on the test's own thread in a debug
/// build).
public struct HTMLRenderer: Sendable {
    /// The settings used for every rendering.
    public var options: RenderOptions

    /// The environment every rendering starts from.
    public var environment: EnvironmentValues

    /// A renderer with the given settings and root environment.
    public init(options: RenderOptions = RenderOptions(), environment: EnvironmentValues = EnvironmentValues()) {
        self.options = options
        self.environment = environment
    }

    /// Renders `view` into `sink`, handing it the HTML a chunk at a time.
    ///
    /// - Throws: The first error the sink threw, or ``RenderError`` for a view tree nested deeper
    ///   than ``RenderOptions/maximumDepth``. Rendering stops there.
    @discardableResult
    public func render<Content: View, Sink: HTMLSink>(_ view: Content, into sink: inout Sink) throws -> RenderStatistics {
        let box = SinkBox(sink)
        var output = HTMLOutput(sink: box, options: options)
        EnvironmentValues.$current.withValue(environment) {
            Content._render(view, into: &output, context: RenderContext(environment: environment))
        }
        defer { sink = box.sink }
        return try output.finish().0
    }

    /// Renders `view` into `writer` in the calling task, handing it each chunk as it fills and
    /// waiting for the writer before rendering on: a slow client pauses the rendering (a list's
    /// rows, a database cursor behind them) instead of growing memory.
    ///
    /// - Throws: The writer's first error, `CancellationError` when the task is cancelled, or
    ///   ``RenderError``. Rendering stops there.
    @discardableResult
    public func render<Content: View, Writer: AsyncHTMLWriter>(_ view: Content, into writer: inout Writer) async throws -> RenderStatistics {
        var output = AsyncHTMLOutput(writer: writer, options: options)
        let environment = environment
        try await EnvironmentValues.$current.withValue(environment) {
            try await Content._renderAsync(view, into: &output, context: RenderContext(environment: environment))
        }
        let (statistics, finished) = try await output.finish()
        writer = finished
        return statistics
    }

    /// Renders `view` to bytes of UTF-8. A view tree nested too deep gives at most what was
    /// written before the limit.
    public func renderBytes<Content: View>(_ view: Content) -> [UInt8] {
        var bytes: [UInt8] = []
        // An array never throws from `write`.
        _ = try? render(view, into: &bytes)
        return bytes
    }

    /// Renders `view` to a string. For tests and small fragments; stream large pages with
    /// ``render(_:into:)-(_,Sink)``.
    public func renderString<Content: View>(_ view: Content) -> String {
        String(decoding: renderBytes(view), as: UTF8.self)
    }
}

/// A rendering stopped because its view tree is nested deeper than
/// ``RenderOptions/maximumDepth``: a view that contains itself without end, most likely.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    /// The view at which the limit was reached, by type.
    public var view: String
    /// The limit.
    public var maximumDepth: Int

    public var description: String {
        "the view tree is nested deeper than \(maximumDepth) levels at \(view): a view that contains itself without end? (RenderOptions.maximumDepth sets the limit)"
    }
}

/// The sink a synchronous rendering writes into, held by reference so that the caller gets its
/// own sink back, mutated, without a cast.
private final class SinkBox<Sink: HTMLSink>: HTMLSink {
    var sink: Sink

    init(_ sink: Sink) {
        self.sink = sink
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        try sink.write(bytes)
    }
}
