import HTTPTypes
import Hummingbird

/// Answers 405 Method Not Allowed, with `Allow`, to a method no route of a Tessera server takes —
/// `PUT`, `DELETE`, `TRACE`, `PROPFIND` and the like — before the forged-request check, which
/// would otherwise refuse it with 403 as a form without a token: the method is wrong, not the
/// form. Pages are read with GET (HEAD), and changed with POST, as HTML forms send them.
public struct MethodCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The methods a Tessera server's routes take.
    public static var allowed: [HTTPRequest.Method] { [.get, .head, .post, .options] }

    /// A middleware refusing the methods that are not ``allowed``.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.allowed.contains(request.method) else {
            throw HTTPError(
                .methodNotAllowed, headers: [.allow: Self.allowed.map(\.rawValue).joined(separator: ", ")],
                message: "This server does not take \(request.method.rawValue) requests: pages are read with GET and changed with POST.")
        }
        return try await next(request, context)
    }
}
