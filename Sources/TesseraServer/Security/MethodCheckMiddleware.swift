import HTTPTypes
import Hummingbird

/// Answers 405 Method Not Allowed, with `Allow`, to a method the address does not take — `PUT`,
/// `DELETE`, `TRACE` or `PROPFIND` anywhere, and a POST to a page that takes no form when the
/// server knows its addresses — before the forged-request check, which would otherwise refuse it
/// with 403 as a form without its token: the method is wrong, not the form. Pages are read with
/// GET (HEAD), and changed with POST, as HTML forms send them.
public struct MethodCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The methods a Tessera server's routes take.
    public static var allowed: [HTTPRequest.Method] { [.get, .head, .post, .options] }

    /// The methods an address takes, when the server knows them: `nil` for ``allowed``.
    let methods: @Sendable (String) -> [HTTPRequest.Method]?

    /// A middleware refusing the methods that are not ``allowed``, and those `methods` says an
    /// address does not take.
    public init(methods: @escaping @Sendable (_ path: String) -> [HTTPRequest.Method]? = { _ in nil }) {
        self.methods = methods
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let allowed = methods(request.uri.path) ?? Self.allowed
        guard allowed.contains(request.method) || (request.method == .head && allowed.contains(.get)) || request.method == .options else {
            throw HTTPError(
                .methodNotAllowed, headers: [.allow: allowed.map(\.rawValue).joined(separator: ", ")],
                message: Self.allowed.contains(request.method)
                    ? "This address does not take \(request.method.rawValue) requests."
                    : "This server does not take \(request.method.rawValue) requests: pages are read with GET and changed with POST.")
        }
        return try await next(request, context)
    }
}
