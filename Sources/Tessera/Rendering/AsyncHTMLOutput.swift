/// Where an asynchronous rendering hands its HTML, a chunk at a time: a response body, say.
///
/// ``HTMLRenderer/render(_:into:)-(_,Writer)`` awaits each ``write(_:)`` before it
/// renders on, so a writer that waits for a slow client holds the rendering back instead of
/// letting it fill memory.
public protocol AsyncHTMLWriter {
    /// Takes the next chunk of UTF-8 encoded HTML; returns when the writer can take more.
    mutating func write(_ bytes: [UInt8]) async throws
}

extension Array: AsyncHTMLWriter where Element == UInt8 {
    /// Appends the chunk: the whole document ends up in the array.
    public mutating func write(_ bytes: [UInt8]) async throws {
        append(contentsOf: bytes)
    }
}

/// The stream of HTML an asynchronous rendering writes: an ``HTMLOutput`` whose full chunks wait
/// for the next ``yield()``, where they are handed to the writer in the rendering's own task.
///
/// A view renders asynchronously through `View._renderAsync(_:into:context:)`: containers render
/// their children asynchronously; a view that has only a synchronous
/// `View._render(_:into:context:)` is written whole into ``html`` and handed on at its end. A list
/// of a million rows therefore pauses after each row while the client reads, and the memory held
/// is a row and a chunk.
public struct AsyncHTMLOutput<Writer: AsyncHTMLWriter>: ~Copyable {
    /// The synchronous output, for views that render synchronously.
    public var html: HTMLOutput
    private var writer: Writer
    private let chunks: PendingChunks
    private var handed = 0

    init(writer: Writer, options: RenderOptions) {
        let chunks = PendingChunks()
        self.chunks = chunks
        self.writer = writer
        html = HTMLOutput(sink: chunks, options: options)
    }

    /// Hands the chunks written since the last call to the writer, waiting for it as long as it
    /// needs. Throws the writer's error, `CancellationError` when the task is cancelled, or the
    /// rendering's own error (``RenderError``) once what came before it is handed on.
    public mutating func yield() async throws {
        if !chunks.isEmpty {
            try Task.checkCancellation()
            for chunk in chunks.take() {
                try await writer.write(chunk)
                handed += 1
                // A writer that never waits (an array, a fast socket) would keep this task on
                // its thread for the whole page: let the others run now and then.
                if handed % 8 == 0 { await Task.yield() }
            }
        }
        if let failure = html.failure { throw failure }
    }

    /// Hands everything left to the writer; the writer is handed back with what the rendering
    /// wrote.
    consuming func finish() async throws -> (RenderStatistics, Writer) {
        let finished = Result { try html.finish() }
        // What was written before an error still reaches the writer; then the error is thrown.
        try await yield()
        return (try finished.get().0, writer)
    }
}

/// The chunks an ``HTMLOutput`` filled since the last ``AsyncHTMLOutput/yield()``.
private final class PendingChunks: HTMLSink {
    private var chunks: [[UInt8]] = []

    var isEmpty: Bool { chunks.isEmpty }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        chunks.append(Array(bytes))
    }

    func take() -> [[UInt8]] {
        var taken: [[UInt8]] = []
        swap(&taken, &chunks)
        return taken
    }
}

extension AsyncHTMLOutput {
    /// Renders `view` asynchronously one level deeper in the identity path.
    @inlinable
    public mutating func render<Content: View>(_ view: Content, identity: IdentityComponent, context: RenderContext) async throws {
        html.pushIdentity(identity)
        try await Content._renderAsync(view, into: &self, context: context)
        html.popIdentity()
    }

    /// Writes an element whose content is `content`, rendered asynchronously: the asynchronous
    /// ``HTMLOutput/element(_:_:context:layout:content:)``.
    @inlinable
    public mutating func element<Content: View>(
        _ name: StaticString,
        _ attributes: HTMLAttributes = HTMLAttributes(),
        context: RenderContext,
        layout: ChildLayout = .flow,
        content: Content
    ) async throws {
        var inner = context
        let opened = html.openElement(name, attributes, context: &inner, layout: layout)
        if opened.rendersContent {
            try await Content._renderAsync(content, into: &self, context: inner)
        }
        html.closeElement(opened)
    }

    /// Renders `content` with `decoration` pending for its next element, asynchronously.
    @inlinable
    public mutating func render<Content: View>(_ content: Content, decoratedWith decoration: Decoration, context: RenderContext) async throws {
        let (inner, mark) = html.pushDecoration(decoration, context: context)
        try await Content._renderAsync(content, into: &self, context: inner)
        html.popDecorations(to: mark)
    }
}
