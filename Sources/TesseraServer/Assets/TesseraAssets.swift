import Foundation
import HTTPTypes
import Hummingbird
import Tessera
import TesseraComponents
import TesseraDirect

/// The files Tessera's pages link to: its stylesheet, its live script and its icon, served from
/// memory under `/_tessera/`.
///
/// Each file's URL carries a hash of its content, so browsers may cache it for a year and still
/// see a new version at once: the URL changes with the content.
///
/// The stylesheet and the icon are the standard theme's here; a router built with a theme of its
/// own serves that theme's (``ThemeAssets``), and its pages link those.
public enum TesseraAssets {
    /// The stylesheet of the standard theme: Tessera's, with the standard theme's colours for
    /// the components, and the Direct application's additions.
    static var css: String { ThemeAssets.standard.css }

    /// The path pages of the standard theme link the stylesheet from. A page served by a router
    /// with a theme of its own links ``ThemeAssets/stylesheetPath`` instead, which
    /// `context.themeAssets` gives.
    public static var stylesheetPath: String { ThemeAssets.standard.stylesheetPath }

    /// The path pages load the live script from (see ``LiveSections``): the project's own, from
    /// this origin, as the content security policy requires.
    public static let liveScriptPath = "/_tessera/tessera-live-\(fingerprint(of: LiveScript.source)).js"

    private static let liveScript = ByteBuffer(string: LiveScript.source)

    /// The path pages of the standard theme link their icon from. Without a link a browser asks
    /// for `/favicon.ico`, which an application need not have: a 404 and an error in the
    /// browser's console on every first visit.
    public static var iconPath: String { ThemeAssets.standard.iconPath }

    /// The Direct pages' script (the related-row picker), served where they load it from.
    private static let directScript = ByteBuffer(string: DirectScript.source)
    /// The script that lets a `SignatureCapture` be drawn, served where the cell loads it from.
    private static let signatureScript = ByteBuffer(string: SignatureCapture.scriptSource)

    /// Adds the asset routes to `router`: the scripts, and the stylesheet and icon of `theme` —
    /// and of the standard theme too, so that a page that links those (one rendered without
    /// the request's context) is never unstyled.
    public static func addRoutes<Context: RequestContext>(to router: Router<Context>, theme: ThemeAssets = .standard) {
        theme.addRoutes(to: router)
        if theme !== ThemeAssets.standard { ThemeAssets.standard.addRoutes(to: router, besides: theme) }
        serve(liveScript, as: "text/javascript; charset=utf-8", at: liveScriptPath, on: router)
        serve(directScript, as: "text/javascript; charset=utf-8", at: DirectScript.path, on: router)
        serve(signatureScript, as: "text/javascript; charset=utf-8", at: SignatureCapture.scriptPath, on: router)
    }

    /// Serves `content` at `path`, cached for a year: the path changes with the content.
    static func serve<Context: RequestContext>(_ content: ByteBuffer, as type: String, at path: String, on router: Router<Context>) {
        router.get(RouterPath(path)) { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: type, .cacheControl: "public, max-age=31536000, immutable"],
                body: ResponseBody(byteBuffer: content)
            )
        }
    }

    /// A short, stable hash of `text` (FNV-1a, 64 bits): enough to tell versions apart, which is
    /// all a cache-busting URL needs.
    static func fingerprint(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
