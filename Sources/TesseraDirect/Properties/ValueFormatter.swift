import Foundation
import Tessera
import TesseraData

/// Turns a value into the text a person reads, by the `formatter` rule's name:
///
/// | Formatter | `12.5` becomes |
/// |---|---|
/// | `currency` | `$12.50` (US dollars) |
/// | `currency:EUR` | `€12.50` — any ISO 4217 code |
/// | `percent` | `1,250%` (the value is a fraction: `0.125` is `12.5%`) |
/// | `number` | `12.5`, with grouping: `1,234,567` |
/// | `date` | `Feb 15, 2006` (dates and timestamps) |
/// | `dateTime` | `Feb 15, 2006 at 5:03 AM` (timestamps, in UTC) |
/// | `bytes` | `12 bytes`, `3.4 MB` (whole numbers and binary values) |
///
/// Without a formatter, values read as they are stored: `2006-02-15`, `12.50`. A formatter that
/// does not fit the value (a `currency` on text) leaves it as it is. An application adds
/// formatters of its own with ``DirectFormatters``.
public enum ValueFormatter {
    /// The names ``text(of:formatter:locale:)`` knows, for rule checks and documentation.
    public static let names: Set<String> = ["currency", "percent", "number", "date", "dateTime", "bytes"]

    /// `value` formatted by `formatter` for `locale`; `nil` for `NULL`.
    public static func text(of value: DatabaseValue, formatter: String?, locale: Locale) -> String? {
        text(of: value, formatter: formatter, locale: { locale })
    }

    /// `value` formatted by `formatter` for the locale `locale` gives, asked for only when the
    /// value needs one: a list's cells mostly show values as they are stored.
    static func text(of value: DatabaseValue, formatter: String?, locale: () -> Locale) -> String? {
        guard !value.isNull else { return nil }
        guard let formatter else {
            if case .blob(let size) = value { return byteCount(size, locale: locale()) }
            return value.text
        }
        let locale = locale()
        let name = formatter.split(separator: ":", maxSplits: 1).first.map(String.init) ?? formatter
        switch name {
        case "currency":
            guard let number = value.decimal else { break }
            let code = formatter.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? "USD"
            return number.formatted(.currency(code: code).locale(locale))
        case "percent":
            guard let number = value.decimal else { break }
            return number.formatted(.percent.locale(locale))
        case "number":
            guard let number = value.decimal else { break }
            return number.formatted(.number.locale(locale))
        case "date", "dateTime":
            guard let date = value.dateValue else { break }
            var style = Date.FormatStyle(date: .abbreviated, time: name == "date" ? .omitted : .shortened, locale: locale)
            style.timeZone = TimeZone(identifier: "UTC")!
            return date.formatted(style)
        case "bytes":
            switch value {
            case .blob(let size): return byteCount(size, locale: locale)
            case .integer(let size): return byteCount(Int(clamping: size), locale: locale)
            default: break
            }
        default:
            break
        }
        return value.text
    }

    static func byteCount(_ size: Int, locale: Locale) -> String {
        // Exactly, below a kilobyte (Foundation's "1 kB" for 999 bytes says less), in the
        // language the locale is of.
        if size < 1000 {
            let language = locale.language.languageCode.flatMap { UILanguage(rawValue: $0.identifier) } ?? .english
            return DirectText.bytes(size).text(in: language, locale: locale)
        }
        return Int64(size).formatted(.byteCount(style: .file).locale(locale))
    }
}
