import HTTPTypes
import Hummingbird

/// Answers `HEAD` as `GET` without the body, as HTTP asks: routes are written for `GET`, and a
/// checker, a proxy or `curl -I` asking for the headers alone should get the page's status and
/// headers, not a 404.
public struct HeadMiddleware<Context: RequestContext>: RouterMiddleware {
    /// A middleware that answers `HEAD` requests.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        var head = request.head
        head.method = .get
        var response = try await next(Request(head: head, body: request.body), context)
        // The body is never written: a page (or a live stream) that would have been sent is not
        // made at all. Its length is unknown before it is made, so none is claimed.
        response.body = ResponseBody()
        if response.headers[.contentLength] == nil || response.headers[.transferEncoding] != nil {
            response.headers[.contentLength] = nil
        }
        return response
    }
}
