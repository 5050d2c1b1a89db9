import Hummingbird

extension Router where Context: TesseraRequestContext {
    /// Adds Tessera's middleware in the order they work in — security headers on every response,
    /// error pages for every error, forged-request checks before any route — and the routes of
    /// Tessera's assets.
    ///
    /// ```swift
    /// let router = Router(context: BasicTesseraRequestContext.self)
    /// router.addTesseraMiddleware()
    /// router.get("films") { request, context in ... }
    /// ```
    public func addTesseraMiddleware() {
        add(middleware: SecurityHeadersMiddleware())
        add(middleware: ErrorPageMiddleware())
        add(middleware: CSRFMiddleware())
        TesseraAssets.addRoutes(to: self)
    }
}
