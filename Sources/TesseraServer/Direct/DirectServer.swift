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
    /// Who may sign in: one user and password, or the accounts of a file.
    public struct Login: Sendable {
        /// Who may sign in.
        enum Credentials: Sendable {
            case password(user: String, password: String)
            case accounts(AccountsSource)
        }

        let credentials: Credentials
        /// How fast wrong passwords may be tried.
        public var signInLimits: SignInLimits
        /// What the session cookies are signed with, and where sign-outs are kept; `nil` makes a
        /// key at start-up, so that a restart signs everyone out and no other instance accepts
        /// this one's cookies. Give every instance behind a balancer the same one.
        public var secret: SessionSecret?

        /// An account `user` with `password`, whose wrong passwords are throttled by
        /// `signInLimits`, and whose sessions are signed with `secret` (see ``secret``).
        public init(user: String, password: String, signInLimits: SignInLimits = SignInLimits(), secret: SessionSecret? = nil) {
            self.credentials = .password(user: user, password: password)
            self.signInLimits = signInLimits
            self.secret = secret
        }

        /// The accounts of `accountsFile` (see ``Accounts``), read now and again whenever the file
        /// changes, so that `tessera users add` and `remove` apply to a running server.
        ///
        /// - Throws: ``AccountsError`` when the file does not read.
        public init(accountsFile: String, signInLimits: SignInLimits = SignInLimits(), secret: SessionSecret? = nil) throws(AccountsError) {
            self.credentials = .accounts(try AccountsSource(file: accountsFile))
            self.signInLimits = signInLimits
            self.secret = secret
        }

        /// `accounts`, as given.
        public init(accounts: Accounts, signInLimits: SignInLimits = SignInLimits(), secret: SessionSecret? = nil) {
            self.credentials = .accounts(AccountsSource(accounts: accounts))
            self.signInLimits = signInLimits
            self.secret = secret
        }

        /// How many accounts may sign in now: 1 for one user and password.
        public var accountCount: Int {
            switch credentials {
            case .password: 1
            case .accounts(let source): source.current().entries.count
            }
        }

        /// The sign-in this asks for, in front of requests of `Context`.
        func middleware<Context: TesseraRequestContext>(for context: Context.Type = Context.self) -> LoginMiddleware<Context> {
            switch credentials {
            case .password(let user, let password):
                LoginMiddleware(user: user, password: password, signInLimits: signInLimits, secret: secret)
            case .accounts(let source):
                LoginMiddleware(accounts: source, signInLimits: signInLimits, secret: secret)
            }
        }
    }

    /// A router serving `application`, behind a sign-in page when `login` is given.
    ///
    /// - Parameters:
    ///   - application: the application to serve.
    ///   - login: who may sign in (one user and password, or an accounts file); `nil` serves
    ///     without a sign-in.
    ///   - allowsDebugParameter: whether `?debug=1` shows the rules behind each property;
    ///     `tessera serve` allows it on loopback only.
    ///   - allowedHosts: the host names requests may name; by default the loopback names without
    ///     `login` (a page elsewhere cannot reach the server by DNS rebinding), any with it.
    ///   - liveListLimits: the bounds of the live lists' memory and streams.
    ///   - logsRequests: whether each request is logged, one line (``RequestLogMiddleware``).
    ///   - trustedProxies: the proxies in front whose `X-Forwarded-For` (or `Forwarded`) names
    ///     the client (``TrustedProxyMiddleware``); nobody by default.
    ///   - theme: the pages' theme (``ThemeAssets``): the standard one by default;
    ///     `ThemeAssets(theme: try Theme(contentsOfFile: "purple.json"))` for one of a file.
    ///
    /// `/healthz` and `/readyz` answer health checks (``HealthCheckMiddleware``). Serve it with
    /// `server: .tessera()` (see ``ConnectionTimeouts``) so that slow clients are let go.
    public static func router(
        for application: DirectApplication, login: Login? = nil, allowsDebugParameter: Bool = false,
        allowedHosts: AllowedHosts? = nil, liveListLimits: LiveListLimits = LiveListLimits(), logsRequests: Bool = false,
        trustedProxies: TrustedProxies = .nobody, theme: ThemeAssets = .standard
    ) -> Router<BasicTesseraRequestContext> {
        // HEAD answered as GET without its body: a link checker or `curl -I` gets the page's
        // status, not a 404.
        let router = Router(context: BasicTesseraRequestContext.self, options: .autoGenerateHeadEndpoints)
        // First: a balancer's checks need no session nor the site's host name, and are not logged.
        router.add(middleware: HealthCheckMiddleware(database: application.database))
        if trustedProxies != .nobody { router.add(middleware: TrustedProxyMiddleware(trustedProxies)) }
        if logsRequests { router.add(middleware: RequestLogMiddleware()) }
        let base = application.paths.basePath
        router.addTesseraMiddleware(allowedHosts: allowedHosts ?? (login == nil ? .loopback : .any), theme: theme) { path in
            // The application's addresses, under its base path; others (assets, the sign-in
            // page) take what the server takes.
            guard path.hasPrefix(base) else { return nil }
            switch application.methods(ofPath: String(path.dropFirst(base.count))) {
            case .read: return [.get, .head]
            case .readAndPost: return [.get, .head, .post]
            case .post: return [.post]
            case nil: return nil
            }
        }
        if let login {
            // Its password page in the application's frame, as the application's own pages.
            router.add(middleware: login.middleware(for: BasicTesseraRequestContext.self).framingPages(in: application))
        }
        router.addDirectRoutes(application, allowsDebugParameter: allowsDebugParameter, liveListLimits: liveListLimits)
        return router
    }
}
