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
    /// The stylesheet and icon of the router's theme, which the pages rendered for this request
    /// link: set by ``ThemeMiddleware`` (`addTesseraMiddleware(theme:)`). Keep it stored, as
    /// ``BasicTesseraRequestContext`` does; a context that does not (the default of this
    /// protocol, for contexts written before themes) has its pages link the standard theme,
    /// which every router serves too.
    var themeAssets: ThemeAssets { get set }
    /// The session ``user`` came from, to ask again who it belongs to now: set by
    /// ``LoginMiddleware``. Live streams ask it before each event and end when the person signed
    /// out, lost their account or had their roles changed. Keep it stored, as
    /// ``BasicTesseraRequestContext`` does; a context that does not (the default of this
    /// protocol, for contexts written before it) has its streams end only when the browser
    /// leaves.
    var signedInSession: SignedInSession? { get set }
}

extension TesseraRequestContext {
    /// The standard theme's, whatever is set: the default for a context that does not store it.
    public var themeAssets: ThemeAssets {
        get { .standard }
        set {}
    }

    /// None, whatever is set: the default for a context that does not store it.
    public var signedInSession: SignedInSession? {
        get { nil }
        set {}
    }
}

/// The request context Tessera's server uses when you bring none of your own.
public struct BasicTesseraRequestContext: TesseraRequestContext, ProxiedRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var csrfToken = ""
    public var user: SignedInUser?
    public var themeAssets = ThemeAssets.standard
    public var signedInSession: SignedInSession?
    /// The client's address — the connection's, or the one a trusted proxy forwarded
    /// (``TrustedProxyMiddleware``): live streams are counted by it.
    public var remoteAddress: SocketAddress?

    public init(source: Source) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
