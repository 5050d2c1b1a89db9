import Foundation
import Hummingbird

/// Carries a redirect's notice ("Saved ACADEMY DINOSAUR.") to the page it leads to, in a cookie
/// that page reads and clears: shown once, on that page, and never in an address someone could
/// bookmark, share or reload.
enum Notice {
    static let cookieName = "tessera_notice"
    /// The longest notice carried; a row's name can be long.
    static let maximumLength = 300

    /// The cookie that carries `text` to the next page.
    static func cookie(saying text: String) -> Cookie {
        let value = String(text.prefix(maximumLength)).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return Cookie(name: cookieName, value: value, maxAge: 60, path: "/", httpOnly: true, sameSite: .lax)
    }

    /// The cookie that removes it, once shown.
    static let clearing = Cookie(name: cookieName, value: "", expires: Date(timeIntervalSince1970: 0), path: "/", httpOnly: true, sameSite: .lax)

    /// The notice `request` carries, if any. Only ever shown as text, and bounded: a cookie set
    /// by someone else can say nothing worse than a sentence.
    static func read(from request: Request) -> String? {
        guard let value = request.cookies[cookieName]?.value, !value.isEmpty,
            let text = value.removingPercentEncoding, !text.isEmpty
        else { return nil }
        return String(text.prefix(maximumLength))
    }
}
