import Foundation
import HTTPTypes
import Hummingbird
import Tessera

/// The files Tessera's pages link to: its stylesheet and its live script, served from memory
/// under `/_tessera/`.
///
/// Each file's URL carries a hash of its content, so browsers may cache it for a year and still
/// see a new version at once: the URL changes with the content.
public enum TesseraAssets {
    /// The path pages link the stylesheet from.
    public static let stylesheetPath = "/_tessera/tessera-\(fingerprint(of: Stylesheet.standard.css)).css"

    private static let stylesheet = ByteBuffer(string: Stylesheet.standard.css)

    /// The path pages load the live script from (see ``LiveSections``): the project's own, from
    /// this origin, as the content security policy requires.
    public static let liveScriptPath = "/_tessera/tessera-live-\(fingerprint(of: LiveScript.source)).js"

    private static let liveScript = ByteBuffer(string: LiveScript.source)

    /// Adds the asset routes to `router`.
    public static func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        router.get(RouterPath(stringLiteral: stylesheetPath)) { _, _ in
            Response(
                status: .ok,
                headers: [
                    .contentType: "text/css; charset=utf-8",
                    .cacheControl: "public, max-age=31536000, immutable",
                ],
                body: ResponseBody(byteBuffer: stylesheet)
            )
        }
        router.get(RouterPath(liveScriptPath)) { _, _ in
            Response(
                status: .ok,
                headers: [
                    .contentType: "text/javascript; charset=utf-8",
                    .cacheControl: "public, max-age=31536000, immutable",
                ],
                body: ResponseBody(byteBuffer: liveScript)
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
