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
public enum TesseraAssets {
    /// The stylesheet: Tessera's, with the standard theme's colours for the components, and the
    /// Direct application's additions.
    static let css = Theme.standard.stylesheet.css + DirectStylesheet.css

    /// The path pages link the stylesheet from.
    public static let stylesheetPath = "/_tessera/tessera-\(fingerprint(of: css)).css"

    private static let stylesheet = ByteBuffer(string: css)

    /// The path pages load the live script from (see ``LiveSections``): the project's own, from
    /// this origin, as the content security policy requires.
    public static let liveScriptPath = "/_tessera/tessera-live-\(fingerprint(of: LiveScript.source)).js"

    private static let liveScript = ByteBuffer(string: LiveScript.source)

    /// The path pages link their icon from. Without a link a browser asks for `/favicon.ico`,
    /// which an application need not have: a 404 and an error in the browser's console on every
    /// first visit.
    public static let iconPath = "/_tessera/tessera-icon-\(fingerprint(of: icon)).svg"

    /// The mark of the navigation bar's "Tessera" link, four tiles, in the accent colour.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#0a5fd1">\
        <rect x="3" y="3" width="8" height="8" rx="1.5"/><rect x="13" y="3" width="8" height="8" rx="1.5"/>\
        <rect x="3" y="13" width="8" height="8" rx="1.5"/><rect x="13" y="13" width="8" height="8" rx="1.5"/></svg>

        """

    private static let iconBuffer = ByteBuffer(string: icon)
    /// The Direct pages' script (the related-row picker), served where they load it from.
    private static let directScript = ByteBuffer(string: DirectScript.source)
    /// The script that lets a `SignatureCapture` be drawn, served where the cell loads it from.
    private static let signatureScript = ByteBuffer(string: SignatureCapture.scriptSource)

    /// Adds the asset routes to `router`.
    public static func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        serve(stylesheet, as: "text/css; charset=utf-8", at: stylesheetPath, on: router)
        serve(liveScript, as: "text/javascript; charset=utf-8", at: liveScriptPath, on: router)
        serve(iconBuffer, as: "image/svg+xml", at: iconPath, on: router)
        serve(directScript, as: "text/javascript; charset=utf-8", at: DirectScript.path, on: router)
        serve(signatureScript, as: "text/javascript; charset=utf-8", at: SignatureCapture.scriptPath, on: router)
    }

    /// Serves `content` at `path`, cached for a year: the path changes with the content.
    private static func serve<Context: RequestContext>(_ content: ByteBuffer, as type: String, at path: String, on router: Router<Context>) {
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
