import Hummingbird
import Tessera
import TesseraComponents
import TesseraDirect

/// A theme as a server serves it: its stylesheet and its icon, made once, at paths that carry a
/// hash of their content — what every page of a router links.
///
/// A router gets its theme where it gets Tessera's middleware, and its pages follow without
/// being told:
///
/// ```swift
/// let theme = try Theme(contentsOfFile: "purple.json")
/// let router = Router(context: BasicTesseraRequestContext.self, options: .autoGenerateHeadEndpoints)
/// router.addTesseraMiddleware(theme: ThemeAssets(theme: theme))
/// router.get("films") { request, context in
///     HTMLResponse(title: "Films") { FilmList() }   // links the purple stylesheet
/// }
/// ```
///
/// How it reaches the pages: ``ThemeMiddleware`` (which `addTesseraMiddleware(theme:)` puts
/// first) sets ``TesseraRequestContext/themeAssets`` on each request's context, and what renders
/// a page reads it there — ``HTMLResponse`` when it makes its response, live views
/// (`addLiveView`), error pages (``ErrorPageMiddleware``) and the sign-in page. Two routers in one
/// process, each with its theme, serve each its own: nothing is global but the standard theme's
/// assets, which never change.
///
/// Make one per theme and keep it (the router does): it renders the stylesheet, some 40 KB, when
/// made.
public final class ThemeAssets: Sendable {
    /// The theme.
    public let theme: Theme
    /// The stylesheet: Tessera's, the theme's colours and fonts, and the Direct application's
    /// additions.
    let css: String
    /// The path the stylesheet is served at: `/_tessera/tessera-HASH.css`.
    public let stylesheetPath: String
    /// The path the icon is served at: Tessera's four tiles in the theme's `iconColor`,
    /// of the light palette or the dark one as the browser prefers.
    public let iconPath: String
    private let stylesheet: ByteBuffer
    private let icon: ByteBuffer

    /// The assets of `theme`.
    public init(theme: Theme) {
        self.theme = theme
        css = theme.stylesheet.css + DirectStylesheet.css
        stylesheetPath = "/_tessera/tessera-\(TesseraAssets.fingerprint(of: css)).css"
        stylesheet = ByteBuffer(string: css)
        let icon = Self.icon(light: theme.color(.iconColor, in: .light), dark: theme.color(.iconColor, in: .dark))
        iconPath = "/_tessera/tessera-icon-\(TesseraAssets.fingerprint(of: icon)).svg"
        self.icon = ByteBuffer(string: icon)
    }

    /// The assets of the theme a person wrote in the JSON file at `path`: `Theme(contentsOfFile:)`
    /// tells its format. Ask `theme.contrastWarnings` whether its text reads well.
    ///
    /// - Throws: `ThemeFileError`, which says what is wrong and where.
    public convenience init(contentsOfFile path: String) throws(ThemeFileError) {
        self.init(theme: try Theme(contentsOfFile: path))
    }

    /// The standard theme's: what a router without a theme of its own serves, and what a page
    /// rendered without a request's context links.
    public static let standard = ThemeAssets(theme: .standard)

    /// The mark of the pages' icon, four tiles, in `light`, or `dark` where the browser prefers
    /// dark.
    static func icon(light: RGBColor, dark: RGBColor) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="\(light)">\
        <style>@media (prefers-color-scheme:dark){svg{fill:\(dark)}}</style>\
        <rect x="3" y="3" width="8" height="8" rx="1.5"/><rect x="13" y="3" width="8" height="8" rx="1.5"/>\
        <rect x="3" y="13" width="8" height="8" rx="1.5"/><rect x="13" y="13" width="8" height="8" rx="1.5"/></svg>

        """
    }

    /// Serves the stylesheet and the icon on `router`, but for those `served` serves already at
    /// the same paths (two themes of one icon colour have one icon).
    func addRoutes<Context: RequestContext>(to router: Router<Context>, besides served: ThemeAssets? = nil) {
        if stylesheetPath != served?.stylesheetPath {
            TesseraAssets.serve(stylesheet, as: "text/css; charset=utf-8", at: stylesheetPath, on: router)
        }
        if iconPath != served?.iconPath {
            TesseraAssets.serve(icon, as: "image/svg+xml", at: iconPath, on: router)
        }
    }
}

/// Gives each request's context the router's theme (``TesseraRequestContext/themeAssets``), so
/// that the pages rendered for it link that theme's stylesheet.
///
/// `router.addTesseraMiddleware(theme:)` adds it first; add it yourself only when you put
/// Tessera's middleware together by hand, before ``ErrorPageMiddleware`` (whose pages must see
/// it) and every route.
public struct ThemeMiddleware<Context: TesseraRequestContext>: RouterMiddleware {
    /// The theme's assets, served by the same router (`TesseraAssets.addRoutes(to:theme:)`).
    public let assets: ThemeAssets

    /// A middleware that gives requests `assets`.
    public init(_ assets: ThemeAssets) {
        self.assets = assets
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.themeAssets = assets
        return try await next(request, context)
    }
}

extension RequestContext {
    /// The theme of the router that took the request: the one ``ThemeMiddleware`` put in a
    /// ``TesseraRequestContext``, else the standard theme's.
    var servedTheme: ThemeAssets {
        (self as? any TesseraRequestContext)?.themeAssets ?? .standard
    }
}
