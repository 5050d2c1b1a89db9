import HTTPTypes
import Hummingbird

extension Router where Context: TesseraRequestContext {
    /// Adds Tessera's middleware in the order they work in — the theme given to every request,
    /// the host check before anything else, security headers on every response, error pages for
    /// every error, 405 for a method no route takes, forged-request checks before any route — and the routes of Tessera's assets,
    /// the theme's stylesheet among them.
    ///
    /// - Parameters:
    ///   - allowedHosts: the host names requests may name (see ``AllowedHosts``): give
    ///     ``AllowedHosts/loopback`` for a server on loopback that has no password, so that no
    ///     web page can reach it by DNS rebinding.
    ///   - theme: the theme of this router's pages (see ``ThemeAssets``): its stylesheet is
    ///     served, and every page rendered for a request through this router links it. The
    ///     standard theme by default.
    ///   - methods: the methods an address takes, when the routes know (see
    ///     ``MethodCheckMiddleware``): `nil` for any of GET, HEAD, POST and OPTIONS.
    ///
    /// ```swift
    /// let router = Router(context: BasicTesseraRequestContext.self, options: .autoGenerateHeadEndpoints)
    /// router.addTesseraMiddleware(theme: ThemeAssets(theme: try Theme(contentsOfFile: "purple.json")))
    /// router.get("films") { request, context in ... }
    /// ```
    public func addTesseraMiddleware(
        allowedHosts: AllowedHosts = .any, theme: ThemeAssets = .standard,
        methods: @escaping @Sendable (_ path: String) -> [HTTPRequest.Method]? = { _ in nil }
    ) {
        // First: the pages of every later middleware (error pages, the sign-in page) follow it.
        add(middleware: ThemeMiddleware(theme))
        if !allowedHosts.allowsAnyHost {
            add(middleware: HostCheckMiddleware(allowedHosts: allowedHosts))
        }
        add(middleware: SecurityHeadersMiddleware())
        add(middleware: ErrorPageMiddleware())
        add(middleware: MethodCheckMiddleware(methods: methods))
        add(middleware: CSRFMiddleware())
        TesseraAssets.addRoutes(to: self, theme: theme)
    }
}
