import Hummingbird

extension Router where Context: TesseraRequestContext {
    /// Adds Tessera's middleware in the order they work in — the host check before anything else,
    /// security headers on every response, error pages for every error, forged-request checks
    /// before any route — and the routes of Tessera's assets.
    ///
    /// - Parameter allowedHosts: the host names requests may name (see ``AllowedHosts``): give
    ///   ``AllowedHosts/loopback`` for a server on loopback that has no password, so that no web
    ///   page can reach it by DNS rebinding.
    ///
    /// ```swift
    /// let router = Router(context: BasicTesseraRequestContext.self, options: .autoGenerateHeadEndpoints)
    /// router.addTesseraMiddleware()
    /// router.get("films") { request, context in ... }
    /// ```
    public func addTesseraMiddleware(allowedHosts: AllowedHosts = .any) {
        if !allowedHosts.allowsAnyHost {
            add(middleware: HostCheckMiddleware(allowedHosts: allowedHosts))
        }
        add(middleware: SecurityHeadersMiddleware())
        add(middleware: ErrorPageMiddleware())
        add(middleware: CSRFMiddleware())
        TesseraAssets.addRoutes(to: self)
    }
}
