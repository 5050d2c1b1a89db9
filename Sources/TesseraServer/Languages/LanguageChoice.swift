import Foundation
import Hummingbird
import Tessera

/// How a server chooses the language of each page: the person's own choice (kept in a cookie by
/// ``cookie(choosing:path:)``, as Django's `set_language` keeps it), else what their browser asks
/// for (`Accept-Language`), else the server's default. Never the machine's.
///
/// ```swift
/// let choice = LanguageChoice(languages: UILanguage.allCases, defaultLanguage: .german)
/// let renderer = HTMLRenderer(environment: choice.environment(for: request))
/// ```
///
/// The formatting locale goes with it: the language and the region the browser named, when it
/// named one for that language (`de-CH` → German texts, Swiss numbers).
public struct LanguageChoice: Sendable, Equatable {
    /// The languages offered, in the order a menu lists them.
    public var languages: [UILanguage]
    /// The language of a page when neither the person nor the browser chooses one offered.
    public var defaultLanguage: UILanguage

    /// The cookie that keeps a person's choice.
    public static let cookieName = "tessera-language"

    /// A choice among `languages`, `defaultLanguage` when none serves (offered or not, it is
    /// the one pages fall back to).
    public init(languages: [UILanguage] = UILanguage.allCases, defaultLanguage: UILanguage = .english) {
        self.languages = languages.isEmpty ? [defaultLanguage] : languages
        self.defaultLanguage = defaultLanguage
    }

    /// The language of `request`'s page, and the locale its values are formatted in.
    public func choose(for request: Request) -> (language: UILanguage, locale: Locale) {
        if let chosen = request.cookies[Self.cookieName].flatMap({ UILanguage(rawValue: $0.value) }), languages.contains(chosen) {
            return (chosen, Self.locale(chosen, region: nil))
        }
        if let header = request.headers[.acceptLanguage],
            let found = AcceptLanguage(header).lookup(among: languages.map(\.code)),
            let language = UILanguage(rawValue: found.language)
        {
            return (language, Self.locale(language, region: found.region))
        }
        return (defaultLanguage, Self.locale(defaultLanguage, region: nil))
    }

    /// An environment for `request`'s page: its `EnvironmentValues.uiLanguage` and
    /// `EnvironmentValues.locale`.
    public func environment(for request: Request) -> EnvironmentValues {
        let (language, locale) = choose(for: request)
        var environment = EnvironmentValues()
        environment.uiLanguage = language
        environment.locale = locale
        return environment
    }

    /// The cookie that keeps `language` as the person's choice, for a year, for the pages under
    /// `path`.
    public func cookie(choosing language: UILanguage, path: String = "/") -> Cookie {
        Cookie(name: Self.cookieName, value: language.code, maxAge: 365 * 24 * 3600, path: path, httpOnly: true, sameSite: .lax)
    }

    /// The locale of `language` in `region`: built from the language's own code and a region of
    /// two letters only (checked by ``AcceptLanguage``), so that no header makes new locales
    /// without end. English without a region is the United States' (Tessera's default).
    static func locale(_ language: UILanguage, region: String?) -> Locale {
        if let region, region.count == 2, region.allSatisfy({ $0.isASCII && $0.isUppercase }) {
            return Locale(identifier: language.code + "_" + region)
        }
        return language == .english ? Locale(identifier: "en_US") : Locale(identifier: language.code)
    }
}
