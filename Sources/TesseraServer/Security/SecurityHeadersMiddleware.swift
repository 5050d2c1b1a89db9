import HTTPTypes
import Hummingbird

/// Adds the headers that make a browser refuse what Tessera's pages never need: scripts from
/// elsewhere or inline, being framed by another site, guessing content types, leaking the address
/// to other sites.
///
/// Inline `style` attributes stay allowed: views write values only known at run time (a width, a
/// custom colour) as inline styles, and the renderer escapes them like every attribute.
public struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The `Content-Security-Policy` sent with every response.
    public var contentSecurityPolicy: String

    /// A middleware with Tessera's policy, or one of yours.
    public init(
        contentSecurityPolicy: String =
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; "
            + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'"
    ) {
        self.contentSecurityPolicy = contentSecurityPolicy
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.xFrameOptions] = "DENY"
        response.headers[.referrerPolicy] = "same-origin"
        return response
    }
}

extension HTTPField.Name {
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}
