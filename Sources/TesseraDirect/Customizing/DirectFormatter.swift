import Foundation
import TesseraData
import TesseraRules

/// What the `formatter` key holds: the name of a formatter (`"currency"`, `"date"`, one an
/// application registered in ``DirectFormatters``), or a format of your own handed over by a Swift
/// rule.
///
/// Rule files name formatters (`formatter = 'currency:EUR'`); Swift rules can also hand a
/// `FormatStyle` or a closure directly, as Direct to SwiftUI's `formatter` key takes a `Formatter`:
///
/// ```swift
/// \.propertyKey == "length" => \.formatter <= DirectFormatter(IntegerFormatStyle<Int>().grouping(.never))
/// \.propertyKey == "rating" => \.formatter <= DirectFormatter("stars") { value, _ in
///     guard case .integer(let stars) = value, (0...5).contains(stars) else { return nil }
///     return String(repeating: "★", count: Int(stars))
/// }
/// ```
///
/// A format style gets the value converted to its input — a number for a number style, a `Date`
/// for a date style (dates and timestamps are read as UTC) — and the page's locale. A value it
/// cannot take (text for a number style) shows as it is stored, as does a name no formatter has;
/// `tessera rules check` reports such a name.
public struct DirectFormatter: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The formatter's name: a registered one's, or what names a format of yours in explanations.
    public let name: String
    let format: (@Sendable (DatabaseValue, Locale) -> String?)?

    /// The formatter registered as `name` (an argument after a colon: `currency:EUR`).
    public init(_ name: String) {
        self.name = name
        format = nil
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// A format of your own, named `name` in explanations: `format` turns a value (never `NULL`)
    /// into text for a locale, or returns `nil` to show the value as it is stored.
    public init(_ name: String, format: @escaping @Sendable (DatabaseValue, Locale) -> String?) {
        self.name = name
        self.format = format
    }

    /// A format style for decimal numbers: integers, decimals and doubles.
    public init<Style: FormatStyle>(_ style: Style) where Style.FormatInput == Decimal, Style.FormatOutput == String, Style: Sendable {
        self.init(String(describing: Style.self)) { value, locale in
            value.decimal.map { style.locale(locale).format($0) }
        }
    }

    /// A format style for `Double`s: integers, decimals and doubles.
    public init<Style: FormatStyle>(_ style: Style) where Style.FormatInput == Double, Style.FormatOutput == String, Style: Sendable {
        self.init(String(describing: Style.self)) { value, locale in
            value.double.map { style.locale(locale).format($0) }
        }
    }

    /// A format style for `Int`s: integers, and decimals and doubles that are whole numbers.
    public init<Style: FormatStyle>(_ style: Style) where Style.FormatInput == Int, Style.FormatOutput == String, Style: Sendable {
        self.init(String(describing: Style.self)) { value, locale in
            value.int.map { style.locale(locale).format($0) }
        }
    }

    /// A format style for dates: dates and timestamps, read as UTC.
    public init<Style: FormatStyle>(_ style: Style) where Style.FormatInput == Date, Style.FormatOutput == String, Style: Sendable {
        self.init(String(describing: Style.self)) { value, locale in
            value.dateValue.map { style.locale(locale).format($0) }
        }
    }

    /// Whether it carries its own format (rather than naming a registered one).
    public var isCustom: Bool { format != nil }

    /// The registered formatter's name without its argument: `currency` of `currency:EUR`.
    public var baseName: String {
        String(name.split(separator: ":", maxSplits: 1).first ?? Substring(name))
    }

    /// The argument after the colon: `EUR` of `currency:EUR`.
    public var argument: String? {
        name.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init)
    }

    public var description: String { name }

    public static func == (lhs: DirectFormatter, rhs: DirectFormatter) -> Bool {
        lhs.name == rhs.name && (lhs.format == nil) == (rhs.format == nil)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

extension DirectFormatter: LosslessRuleValueConvertible {
    /// A formatter compares as its name: `formatter = 'currency'`.
    public var ruleValue: RuleValue { .string(name) }

    public init?(ruleValue: RuleValue) {
        guard case .string(let name) = ruleValue, !name.isEmpty else { return nil }
        self.init(name)
    }
}
