import HTTPTypes
import Hummingbird
import Tessera

/// A page as a Hummingbird response: the view's HTML streamed into the response body as it is
/// rendered, so the first bytes leave before the last row is written and a page of any size takes
/// the same memory.
///
/// ```swift
/// router.get("films") { request, context in
///     HTMLResponse(title: "Films") { FilmList(films: try await store.films()) }
/// }
/// ```
public struct HTMLResponse<Content: View>: ResponseGenerator {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let renderer: HTMLRenderer
    let content: Content

    /// A response with `content`'s HTML, as it is: a fragment, or a whole page when `content` is an
    /// ``HTMLDocument``.
    public init(
        status: HTTPResponse.Status = .ok,
        headers: HTTPFields = [:],
        renderer: HTMLRenderer = HTMLRenderer(),
        content: Content
    ) {
        self.status = status
        self.headers = headers
        self.renderer = renderer
        self.content = content
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = headers
        headers[.contentType] = "text/html; charset=utf-8"
        if headers[.cacheControl] == nil {
            // Pages show data that changes: never serve one from a cache.
            headers[.cacheControl] = "no-store"
        }
        // The view is rendered in the body's task, which alone uses it after this returns; the
        // body's closure must be `Sendable`, views need not be.
        nonisolated(unsafe) let render = { [renderer, content] (body: inout ResponseBodyHTMLWriter) async throws in
            try await renderer.render(content, into: &body)
        }
        return Response(
            status: status,
            headers: headers,
            body: ResponseBody { writer in
                // Rendered in this task, a chunk at a time; each write waits for the client.
                var body = ResponseBodyHTMLWriter(writer: writer)
                _ = try await render(&body)
                writer = body.writer
                try await writer.finish(nil)
            }
        )
    }
}

extension HTMLResponse {
    /// A whole page titled `title`, with Tessera's stylesheet and icon linked from ``TesseraAssets``.
    public init<Body: View>(
        status: HTTPResponse.Status = .ok,
        title: String,
        language: String = "en",
        renderer: HTMLRenderer = HTMLRenderer(),
        @ViewBuilder body: () -> Body
    ) where Content == HTMLDocument<Body> {
        self.init(
            status: status,
            renderer: renderer,
            content: HTMLDocument(
                title: title, language: language, stylesheet: .linked(TesseraAssets.stylesheetPath), icon: TesseraAssets.iconPath,
                content: body)
        )
    }
}

/// A response body as the writer of an asynchronous rendering.
struct ResponseBodyHTMLWriter: AsyncHTMLWriter {
    var writer: any ResponseBodyWriter

    mutating func write(_ bytes: [UInt8]) async throws {
        try await writer.write(ByteBuffer(bytes: bytes))
    }
}
