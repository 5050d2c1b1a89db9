import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization
import Tessera

/// A page as a Hummingbird response: the view's HTML streamed into the response body as it is
/// rendered, so the first bytes leave before the last row is written and a page of any size takes
/// the same memory — or, for a page of bounded size, rendered whole and sent at once
/// (``Delivery-swift.enum/whole``).
///
/// The view is handed over (`sending`): the response renders it in its body's task, after the
/// route has returned, and nothing else may hold on to it meanwhile.
///
/// ```swift
/// router.get("films") { request, context in
///     HTMLResponse(title: "Films") { FilmList(films: try await store.films()) }
/// }
/// ```
public struct HTMLResponse<Content: View>: ResponseGenerator {
    /// How a page's HTML reaches the client.
    public enum Delivery: Sendable {
        /// Rendered into the body a chunk (`RenderOptions.chunkSize`) at a time, each write
        /// waiting for the client: memory stays at a chunk whatever the page's size. The head
        /// leaves first, and the body goes chunked, without a length.
        case streamed
        /// Rendered whole when the response is made, then sent with its `Content-Length` in one
        /// write, head and all. For pages whose size has a bound (a page of at most so many rows):
        /// it spares the task switches and system calls of a head, chunks and an end sent one by
        /// one — a quarter of the cost of a small page — and a `HEAD` request learns the length.
        case whole
    }

    let status: HTTPResponse.Status
    let headers: HTTPFields
    /// The rendering of the view, handed to whoever renders it: the view travels inside it, so
    /// the response's `Sendable` parts hold neither the view nor its type.
    let rendering: HandedOver<Rendering>

    /// A rendering, streamed into a body or made whole at once, given the theme of the request
    /// (which a whole page links).
    enum Rendering {
        case streamed((ThemeAssets, inout ResponseBodyHTMLWriter) async throws -> Void)
        case whole((ThemeAssets) throws -> [ByteBuffer])
    }

    /// A response with `content`'s HTML, as it is: a fragment, or a whole page when `content` is an
    /// `HTMLDocument`.
    public init(
        status: HTTPResponse.Status = .ok,
        headers: HTTPFields = [:],
        renderer: HTMLRenderer = HTMLRenderer(),
        delivery: Delivery = .streamed,
        content: sending Content
    ) {
        self.status = status
        self.headers = headers
        switch delivery {
        case .streamed:
            rendering = HandedOver(.streamed { _, body in
                _ = try await renderer.render(content, into: &body)
            })
        case .whole:
            rendering = HandedOver(.whole { _ in
                var sink = ByteBufferSink()
                try renderer.render(content, into: &sink)
                return sink.chunks
            })
        }
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = headers
        headers[.contentType] = "text/html; charset=utf-8"
        if headers[.cacheControl] == nil {
            // Pages show data that changes: never serve one from a cache.
            headers[.cacheControl] = "no-store"
        }
        // A response is made once: were it made again, the view would be gone, and it says so
        // rather than render it twice.
        guard let rendering = rendering.take() else { throw HTMLResponseError.alreadyWritten }
        let theme = context.servedTheme
        switch rendering {
        case .whole(let render):
            let chunks = try render(theme)
            // One chunk (most pages): head, body and end leave in one write. More: the head, then
            // all the chunks in one write; either way with the length.
            if chunks.count == 1 { return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: chunks[0])) }
            return Response(status: status, headers: headers, body: ResponseBody(contentLength: chunks.reduce(0) { $0 + $1.readableBytes }) { writer in
                try await writer.write(contentsOf: chunks)
                try await writer.finish(nil)
            })
        case .streamed(let render):
            // The view passes to the body's task, which renders it a chunk at a time, each write
            // waiting for the client.
            let handedOver = HandedOver(render)
            return Response(
                status: status,
                headers: headers,
                body: ResponseBody { writer in
                    guard let render = handedOver.take() else { throw HTMLResponseError.alreadyWritten }
                    var body = ResponseBodyHTMLWriter(writer: writer)
                    try await render(theme, &body)
                    writer = body.writer
                    try await writer.finish(nil)
                }
            )
        }
    }
}

extension HTMLResponse {
    /// A whole page titled `title`, with the stylesheet and icon of the request's theme linked:
    /// the router's (``TesseraRequestContext/themeAssets``, set by `addTesseraMiddleware(theme:)`),
    /// or the standard theme's (``TesseraAssets``). The page is put together when the response is
    /// made, where the request's context is known. Without a `language`, the page's is the
    /// renderer's environment's `uiLanguage`.
    public init<Body: View>(
        status: HTTPResponse.Status = .ok,
        title: String,
        language: String? = nil,
        renderer: HTMLRenderer = HTMLRenderer(),
        delivery: Delivery = .streamed,
        @ViewBuilder body: () -> sending Body
    ) where Content == HTMLDocument<Body> {
        let body = body()
        self.status = status
        self.headers = [:]
        // The body goes into the rendering, which puts it in its document with the request's
        // theme: it is handed over once, and so is the rendering.
        let handedOver = HandedOver(body)
        func document(_ theme: ThemeAssets) throws -> HTMLDocument<Body> {
            guard let body = handedOver.take() else { throw HTMLResponseError.alreadyWritten }
            return HTMLDocument(title: title, language: language, stylesheet: .linked(theme.stylesheetPath), icon: theme.iconPath) { body }
        }
        switch delivery {
        case .streamed:
            rendering = HandedOver(.streamed { theme, output in
                _ = try await renderer.render(try document(theme), into: &output)
            })
        case .whole:
            rendering = HandedOver(.whole { theme in
                var sink = ByteBufferSink()
                try renderer.render(try document(theme), into: &sink)
                return sink.chunks
            })
        }
    }
}

/// A value handed from one task to another: put in once (`sending`), taken out once. What lets a
/// view that is not `Sendable` reach the response body's task with the compiler's consent.
final class HandedOver<Value>: Sendable {
    private let value: Mutex<Value?>

    init(_ value: sending Value) {
        self.value = Mutex(value)
    }

    /// The value, the first time; `nil` after.
    func take() -> sending Value? {
        value.withLock { value in
            let taken = value.take()
            return taken
        }
    }
}

/// The bytes of a whole rendering, in the buffers the response sends: a buffer a chunk, so that
/// a large page is never copied into a larger buffer as it grows.
struct ByteBufferSink: HTMLSink {
    var chunks: [ByteBuffer] = []

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        chunks.append(ByteBuffer(bytes: bytes))
    }
}

/// An ``HTMLResponse`` whose body was asked for a second time: its view was rendered the first.
struct HTMLResponseError: Error, CustomStringConvertible {
    static let alreadyWritten = HTMLResponseError()

    var description: String { "an HTMLResponse writes its view once; make a new response for each request" }
}

/// A response body as the writer of an asynchronous rendering.
struct ResponseBodyHTMLWriter: AsyncHTMLWriter {
    var writer: any ResponseBodyWriter

    mutating func write(_ bytes: [UInt8]) async throws {
        try await writer.write(ByteBuffer(bytes: bytes))
    }
}
