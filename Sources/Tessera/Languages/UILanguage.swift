/// A language Tessera's own texts are written in: what a page says (its buttons, headings,
/// messages), its `<html lang>` and `dir`, and how its counts take their plural forms.
///
/// It is not the formatting locale: a person in Switzerland reads German texts (`de`) with Swiss
/// numbers (`de-CH`, `1’234.50`). A page's environment holds both (``EnvironmentValues/uiLanguage``
/// and ``EnvironmentValues/locale``), chosen per request — the person's choice, else the
/// browser's `Accept-Language`, else the server's default — never the machine's.
public enum UILanguage: String, Sendable, Hashable, CaseIterable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case japanese = "ja"

    /// Its BCP 47 code: `de`, what `<html lang>` and `Content-Language` say.
    public var code: String { rawValue }

    /// Its name in itself, as a list of languages to choose from shows it: "Deutsch".
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        case .french: "Français"
        case .spanish: "Español"
        case .japanese: "日本語"
        }
    }

    /// Whether its text runs from right to left (`dir="rtl"`): none of these yet; Arabic and
    /// Hebrew will.
    public var isRightToLeft: Bool { false }

    /// The language of `code` (`de`, `DE`, `de-CH`, `de_CH`: the language's part), or `nil`
    /// for one Tessera has no texts in.
    public init?(code: String) {
        let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self.init(rawValue: language)
    }

    /// The plural category `number` takes here (CLDR's cardinal rules, version 44):
    /// - English, German: `one` for 1 without a fraction shown ("1 row", but "1.0 rows");
    /// - French: `one` for 0 and 1 with any fraction ("0 ligne", "1,5 ligne"), `many` for exact
    ///   millions ("1 000 000 de lignes");
    /// - Spanish: `one` for exactly 1 ("1,0 fila" too), `many` for exact millions;
    /// - Japanese: always `other`.
    public func pluralCategory(_ number: PluralOperands) -> PluralCategory {
        let exactMillion = number.i != 0 && number.i % 1_000_000 == 0 && number.v == 0
        switch self {
        case .english, .german:
            return number.i == 1 && number.v == 0 ? .one : .other
        case .french:
            if number.i == 0 || number.i == 1 { return .one }
            return exactMillion ? .many : .other
        case .spanish:
            if number.equals(1) { return .one }
            return exactMillion ? .many : .other
        case .japanese:
            return .other
        }
    }

    /// The plural category of a whole number here.
    public func pluralCategory(_ number: Int) -> PluralCategory {
        pluralCategory(PluralOperands(number))
    }
}
