import Hummingbird
import NIOCore
import TesseraDirect

/// A request context that carries what Tessera's pages need from the middleware: the token its
/// forms must send back, and who signed in.
///
/// Use ``BasicTesseraRequestContext``, or conform your own context to embed Tessera in an
/// application that has one.
public protocol TesseraRequestContext: RequestContext {
    /// The token a form on this request's page must submit as `_csrf`: set by
    /// ``CSRFMiddleware``. Put it in forms with ``CSRFTokenField``.
    var csrfToken: String { get set }
    /// Who the request comes from: set by ``LoginMiddleware`` from the session, `nil` when
    /// nobody signs in. The Direct application's rules read it as `user`, which is how they
    /// decide what each person sees and changes. Keep it stored, as
    /// ``BasicTesseraRequestContext`` does: a context that forgot it would show everyone what
    /// nobody's rules allow.
    var user: SignedInUser? { get set }
}

/// The request context Tessera's server uses when you bring none of your own.
public struct BasicTesseraRequestContext: TesseraRequestContext, ProxiedRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var csrfToken = ""
    public var user: SignedInUser?
    /// The client's address — the connection's, or the one a trusted proxy forwarded
    /// (``TrustedProxyMiddleware``): live streams are counted by it.
    public var remoteAddress: SocketAddress?

    public init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
