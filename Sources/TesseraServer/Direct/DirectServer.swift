import Hummingbird
import TesseraDirect

/// The router of `tessera serve`: Tessera's middleware, sign-in when credentials are given, and
/// a Direct application's routes.
///
/// ```swift
/// let router = DirectServer.router(for: application, login: .init(user: "admin", password: secret))
/// let app = Application(router: router, server: .tessera(), configuration: .init(address: .hostname("0.0.0.0", port: 8080)))
/// try await app.runService()
/// ```
public enum DirectServer {
    /// The one account that may sign in.
    public struct Login: Sendable {
        /// The user name.
        public var user: String
        /// The password.
        public var password: String
        /// How fast wrong passwords may be tried.
        public var signInLimits: SignInLimits
        /// What the session cookies are signed with, and where sign-outs are kept; `nil` makes a
        /// key at start-up, so that a restart signs everyone out and no other instance accepts
        /// this one's cookies. Give every instance behind a balancer the same one.
        public var secret: SessionSecret?

        /// An account `user` with `password`, whose wrong passwords are throttled by
        /// `signInLimits`, and whose sessions are signed with `secret` (see ``secret``).
        public init(user: String, password: String, signInLimits: SignInLimits = SignInLimits(), secret: SessionSecret? = nil) {
            self.user = user
            self.password = password
            self.signInLimits = signInLimits
            self.secret = secret
        }
    }

    /// A router serving `application`, behind a sign-in page when `login` is given.
    ///
    /// - Parameters:
    ///   - application: the application to serve.
    ///   - login: the user and password of the sign-in page; `nil` serves without one.
    ///   - allowsDebugParameter: whether `?debug=1` shows the rules behind each property;
    ///     `tessera serve` allows it on loopback only.
    ///   - allowedHosts: the host names requests may name; by default the loopback names without
    ///     `login` (a page elsewhere cannot reach the server by DNS rebinding), any with it.
    ///   - liveListLimits: the bounds of the live lists' memory and streams.
    ///   - logsRequests: whether each request is logged, one line (``RequestLogMiddleware``).
    ///   - trustedProxies: the proxies in front whose `X-Forwarded-For` (or `Forwarded`) names
    ///     the client (``TrustedProxyMiddleware``); nobody by default.
    ///
    /// `/healthz` and `/readyz` answer health checks (``HealthCheckMiddleware``). Serve it with
    /// `server: .tessera()` (see ``ConnectionTimeouts``) so that slow clients are let go.
    public static func router(
        for application: DirectApplication, login: Login? = nil, allowsDebugParameter: Bool = false,
        allowedHosts: AllowedHosts? = nil, liveListLimits: LiveListLimits = LiveListLimits(), logsRequests: Bool = false,
        trustedProxies: TrustedProxies = .nobody
    ) -> Router<BasicTesseraRequestContext> {
        // HEAD answered as GET without its body: a link checker or `curl -I` gets the page's
        // status, not a 404.
        let router = Router(context: BasicTesseraRequestContext.self, options: .autoGenerateHeadEndpoints)
        // First: a balancer's checks need no session nor the site's host name, and are not logged.
        router.add(middleware: HealthCheckMiddleware(database: application.database))
        if trustedProxies != .nobody { router.add(middleware: TrustedProxyMiddleware(trustedProxies)) }
        if logsRequests { router.add(middleware: RequestLogMiddleware()) }
        router.addTesseraMiddleware(allowedHosts: allowedHosts ?? (login == nil ? .loopback : .any))
        if let login {
            router.add(middleware: LoginMiddleware(
                user: login.user, password: login.password, signInLimits: login.signInLimits, secret: login.secret))
        }
        router.addDirectRoutes(application, allowsDebugParameter: allowsDebugParameter, liveListLimits: liveListLimits)
        return router
    }
}
