import HTTPTypes
import Hummingbird

/// Answers 421 (Misdirected Request) to a request whose `Host` names a host the server does not
/// answer to, before anything else looks at it; see ``AllowedHosts`` for why.
///
/// ```swift
/// router.add(middleware: HostCheckMiddleware(allowedHosts: .loopback.adding(["shop.internal"])))
/// ```
///
/// A request without a `Host` (only HTTP/1.0 may omit it) passes: browsers always send one, so
/// a page rebinding a name cannot send a request without.
public struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The hosts requests may name.
    public let allowedHosts: AllowedHosts

    /// A middleware that lets through requests to `allowedHosts`.
    public init(allowedHosts: AllowedHosts) {
        self.allowedHosts = allowedHosts
    }

    private static var hostField: HTTPField.Name { HTTPField.Name("Host")! }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard !allowedHosts.allowsAnyHost else { return try await next(request, context) }
        // HTTP/1's Host header arrives as the request's authority.
        guard let authority = request.head.authority ?? request.headers[Self.hostField] else {
            return try await next(request, context)
        }
        guard allowedHosts.allows(authority: authority) else {
            // Plain text and no page: the request was not meant for this server, and nothing of
            // it (not even the name it gave) is echoed back.
            return Response(
                status: .misdirectedRequest,
                headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
                body: ResponseBody(byteBuffer: ByteBuffer(string:
                    "This server does not answer to that host name. Open it by the address it printed when it started, or start it with --allowed-host NAME.\n")))
        }
        return try await next(request, context)
    }
}

