import Foundation
import HTTPTypes
import Hummingbird
import Tessera

/// The files Tessera's pages link to: its stylesheet, served from memory under `/_tessera/`.
///
/// Each file's URL carries a hash of its content, so browsers may cache it for a year and still
/// see a new version at once: the URL changes with the content.
public enum TesseraAssets {
    /// The path pages link the stylesheet from.
    public static let stylesheetPath = "/_tessera/tessera-\(fingerprint(of: Stylesheet.standard.css)).css"

    private static let stylesheet = ByteBuffer(string: Stylesheet.standard.css)

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
