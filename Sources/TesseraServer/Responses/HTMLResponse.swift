import HTTPTypes
import Hummingbird
import Synchronization
import Tessera

/// A page as a Hummingbird response: the view's HTML streamed into the response body as it is
/// rendered, so the first bytes leave before the last row is written and a page of any size takes
/// the same memory.
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
    let status: HTTPResponse.Status
    let headers: HTTPFields
    /// The rendering of the view, handed to the body's task: the view travels inside it, so the
    /// body's `Sendable` closure holds neither the view nor its type.
    let rendering: HandedOver<(inout ResponseBodyHTMLWriter) async throws -> Void>

    /// A response with `content`'s HTML, as it is: a fragment, or a whole page when `content` is an
    /// ``HTMLDocument``.
    public init(
        status: HTTPResponse.Status = .ok,
        headers: HTTPFields = [:],
        renderer: HTMLRenderer = HTMLRenderer(),
        content: sending Content
    ) {
        self.status = status
        self.headers = headers
        let rendering: (inout ResponseBodyHTMLWriter) async throws -> Void = { body in
            _ = try await renderer.render(content, into: &body)
        }
        self.rendering = HandedOver(rendering)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = headers
        headers[.contentType] = "text/html; charset=utf-8"
        if headers[.cacheControl] == nil {
            // Pages show data that changes: never serve one from a cache.
            headers[.cacheControl] = "no-store"
        }
        let rendering = rendering
        return Response(
            status: status,
            headers: headers,
            body: ResponseBody { writer in
                // The view passes to the body's task, which renders it a chunk at a time, each
                // write waiting for the client. A response is written once: were it written again,
                // the view would be gone, and the body says so rather than render it twice.
                guard let render = rendering.take() else { throw HTMLResponseError.alreadyWritten }
                var body = ResponseBodyHTMLWriter(writer: writer)
                try await render(&body)
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
        @ViewBuilder body: () -> sending Body
    ) where Content == HTMLDocument<Body> {
        let body = body()
        self.init(
            status: status,
            renderer: renderer,
            content: HTMLDocument(
                title: title, language: language, stylesheet: .linked(TesseraAssets.stylesheetPath), icon: TesseraAssets.iconPath
            ) { body }
        )
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
