import HTTPTypes
import Hummingbird

/// The answer to a form a page posted: for the live script (which says so with `X-Tessera-Live`),
/// `204 No Content`, as the change reaches the page through its stream; for a plain form, a
/// `303 See Other` back to the page, which shows the change when the browser gets it (POST, then
/// redirect, then GET: reloading the page does not post again).
public enum PostResponse {
    /// The header the live script sends with the forms it posts.
    public static let liveHeader = HTTPField.Name("X-Tessera-Live")!

    /// The form field that says which page to come back to (`_return`).
    public static let returnField = "_return"

    /// The response to `request`, whose form asked to come back to `returnPath` (`fallback` when it
    /// asked for none, or for a place that is not a path of this site).
    public static func after(_ request: Request, returnPath: String?, fallback: String = "/") -> Response {
        if request.headers[liveHeader] == "1" {
            return Response(status: .noContent, headers: [.cacheControl: "no-store"])
        }
        return Response.redirect(to: safePath(returnPath) ?? fallback, type: .normal)
    }

    /// `path` when it is a path of this site (`/…`, not `//host…`, no control characters or
    /// spaces), else `nil`: a return address comes from the browser, and must not send the person
    /// to another site.
    public static func safePath(_ path: String?) -> String? {
        guard let path, path.utf8.count <= 2048, path.hasPrefix("/") else { return nil }
        let bytes = Array(path.utf8)
        if bytes.count > 1 && (bytes[1] == UInt8(ascii: "/") || bytes[1] == UInt8(ascii: "\\")) { return nil }
        guard bytes.allSatisfy({ $0 > 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\\") }) else { return nil }
        return path
    }
}
