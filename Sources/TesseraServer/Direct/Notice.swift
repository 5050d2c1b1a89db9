import Foundation
import Hummingbird

/// Carries a redirect's notice ("Saved ACADEMY DINOSAUR.") to the page it leads to, in a cookie
/// that page reads and clears: shown once, on that page only (the cookie names it), and never in
/// an address someone could bookmark, share or reload.
enum Notice {
    static let cookieName = "tessera_notice"
    /// The longest notice carried; a row's name can be long.
    static let maximumLength = 300

    /// The cookie that carries `text` to the page at `location`; a warning says so in a third part.
    static func cookie(saying text: String, warning: Bool = false, at location: String) -> Cookie {
        let path = location.split(separator: "?", maxSplits: 1).first.map(String.init) ?? location
        let value = ([path, String(text.prefix(maximumLength))] + (warning ? ["warning"] : []))
            .map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }.joined(separator: "|")
        return Cookie(name: cookieName, value: value, maxAge: 60, path: "/", httpOnly: true, sameSite: .lax)
    }

    /// The cookie that removes it, once shown.
    static let clearing = Cookie(name: cookieName, value: "", expires: Date(timeIntervalSince1970: 0), path: "/", httpOnly: true, sameSite: .lax)

    /// The notice `request` carries, if any. Only ever shown as text, and bounded: a cookie set
    /// by someone else can say nothing worse than a sentence.
    static func read(from request: Request) -> String? {
        readWithKind(from: request)?.text
    }

    /// The notice `request` carries, and whether it is a warning.
    static func readWithKind(from request: Request) -> (text: String, isWarning: Bool)? {
        guard let value = request.cookies[cookieName]?.value else { return nil }
        let parts = value.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "warning"), let path = parts[0].removingPercentEncoding,
            path == request.uri.path, let text = parts[1].removingPercentEncoding, !text.isEmpty
        else { return nil }
        return (String(text.prefix(maximumLength)), parts.count == 3)
    }

    /// Whether `request` carries a notice at all, for this page or not: either way it is spent.
    static func isCarried(by request: Request) -> Bool {
        request.cookies[cookieName].map { !$0.value.isEmpty } ?? false
    }
}
