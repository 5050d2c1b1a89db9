import Foundation

/// Renders views to HTML.
///
/// ```swift
/// let renderer = HTMLRenderer()
/// let html = renderer.renderString(Text("Hello & welcome"))   // "Hello &amp; welcome"
///
/// // A whole page, streamed to standard output a chunk at a time:
/// var output = FileDescriptorSink.standardOutput
/// try renderer.render(HTMLDocument(title: "Films") { FilmTable() }, into: &output)
/// ```
///
/// The same view and environment always give the same bytes. The renderer recurses once per level
/// of the view tree, so it works on a thread of its own whose stack fits
/// ``RenderOptions/maximumDepth`` levels; the calling thread waits for it.
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
    /// - Throws: The first error the sink threw. Rendering stops there.
    @discardableResult
    public func render<Content: View, Sink: HTMLSink>(_ view: Content, into sink: inout Sink) throws -> RenderStatistics {
        let body = RenderBody { output, context in
            Content._render(view, into: &output, context: context)
        }
        return try render(body, into: &sink)
    }

    /// Renders what `body` writes into `sink`, on the render thread.
    func render<Sink: HTMLSink>(_ body: RenderBody, into sink: inout Sink) throws -> RenderStatistics {
        let job = job(body, into: sink)
        job.runOnRenderThread()
        let (statistics, finishedSink) = try job.result!.get()
        // The job hands back the sink it was given, mutated.
        sink = finishedSink as! Sink
        return statistics
    }

    /// Renders `view` to bytes of UTF-8.
    public func renderBytes<Content: View>(_ view: Content) -> [UInt8] {
        var bytes: [UInt8] = []
        // An array never throws from `write`.
        _ = try? render(view, into: &bytes)
        return bytes
    }

    /// Renders `view` to a string. For tests and small fragments; stream large pages with
    /// ``render(_:into:)``.
    public func renderString<Content: View>(_ view: Content) -> String {
        String(decoding: renderBytes(view), as: UTF8.self)
    }
}

extension HTMLRenderer {
    /// A rendering of `body` into `sink`, not started yet.
    func job(_ body: RenderBody, into sink: any HTMLSink) -> RenderJob {
        RenderJob(sink: sink, options: options, environment: environment, render: body.render)
    }
}

/// A view's rendering as a closure, ready to hand to the render thread.
///
/// The view it captures need not be `Sendable`: it is handed over whole, used only on the render
/// thread, and the caller does not touch it meanwhile.
struct RenderBody: @unchecked Sendable {
    let render: (inout HTMLOutput, RenderContext) -> Void
}

/// One rendering, handed to the render thread.
///
/// It holds a view and a sink, which need not be `Sendable`: the calling thread gives both up
/// while it waits for the render thread, takes them back only after the thread has finished,
/// and the semaphore orders the two. No value is ever used by two threads at once.
final class RenderJob: @unchecked Sendable {
    private let render: (inout HTMLOutput, RenderContext) -> Void
    private let sink: any HTMLSink
    private let options: RenderOptions
    private let environment: EnvironmentValues
    private(set) var result: Result<(RenderStatistics, any HTMLSink), any Error>?

    init(
        sink: any HTMLSink,
        options: RenderOptions,
        environment: EnvironmentValues,
        render: @escaping (inout HTMLOutput, RenderContext) -> Void
    ) {
        self.render = render
        self.sink = sink
        self.options = options
        self.environment = environment
    }

    /// Renders on the render thread and waits for it.
    func runOnRenderThread() {
        let done = DispatchSemaphore(value: 0)
        start { done.signal() }
        done.wait()
    }

    /// Starts rendering on a thread of its own, with a stack sized by the options, and calls
    /// `completion` on that thread when ``result`` is set.
    func start(completion: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            run()
            completion()
        }
        thread.stackSize = options.stackSize
        thread.name = "tessera.render"
        thread.start()
    }

    private func run() {
        var output = HTMLOutput(sink: sink, options: options)
        let context = RenderContext(environment: environment)
        EnvironmentValues.$current.withValue(environment) {
            render(&output, context)
        }
        result = Result { try output.finish() }
    }
}
