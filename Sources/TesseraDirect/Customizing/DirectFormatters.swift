import Foundation
import Tessera
import TesseraData

/// The formatters the `formatter` key may name: the built-in ones (``ValueFormatter``) and those
/// an application registers, as Direct to SwiftUI applications add formatters of their own.
///
/// ```swift
/// var formatters = DirectFormatters()
/// formatters.register("minutes") { value, _ in
///     guard case .integer(let minutes) = value else { return nil }
///     return "\(minutes) min"
/// }
/// formatters.register("shortDate", Date.FormatStyle(date: .numeric, time: .omitted))
/// let application = try await DirectApplication(database: database, rules: rules, formatters: formatters)
/// ```
///
/// Rules then name them like the built-in ones: `formatter = 'minutes'`. A registered name takes
/// precedence over a built-in one of the same name.
public struct DirectFormatters: Sendable {
    private var registered: [String: @Sendable (DatabaseValue, Locale) -> String?] = [:]

    /// The built-in formatters only.
    public init() {}

    /// The built-in formatters and nothing else.
    public static let standard = DirectFormatters()

    /// Registers `format` as `name`; a rule's argument after a colon (`name:argument`) is left to
    /// `format`'s closure to ignore, as the name is matched without it.
    public mutating func register(_ name: String, format: @escaping @Sendable (DatabaseValue, Locale) -> String?) {
        precondition(!name.isEmpty && !name.contains(":"), "a formatter's name is not empty and has no colon: \(name)")
        registered[name] = format
    }

    /// Registers a format style as `name` (see ``DirectFormatter``'s initializers for the values
    /// each kind of style takes).
    public mutating func register<Style: FormatStyle>(_ name: String, _ style: Style)
    where Style.FormatInput == Decimal, Style.FormatOutput == String, Style: Sendable {
        register(name, format: DirectFormatter(style).format!)
    }

    /// Registers a `Double` format style as `name`.
    public mutating func register<Style: FormatStyle>(_ name: String, _ style: Style)
    where Style.FormatInput == Double, Style.FormatOutput == String, Style: Sendable {
        register(name, format: DirectFormatter(style).format!)
    }

    /// Registers an `Int` format style as `name`.
    public mutating func register<Style: FormatStyle>(_ name: String, _ style: Style)
    where Style.FormatInput == Int, Style.FormatOutput == String, Style: Sendable {
        register(name, format: DirectFormatter(style).format!)
    }

    /// Registers a date format style as `name`.
    public mutating func register<Style: FormatStyle>(_ name: String, _ style: Style)
    where Style.FormatInput == Date, Style.FormatOutput == String, Style: Sendable {
        register(name, format: DirectFormatter(style).format!)
    }

    /// Every name a rule may give: the built-in ones and the registered ones.
    public var names: Set<String> { ValueFormatter.names.union(registered.keys) }

    /// Whether a rule's formatter is one these formatters know (a format of its own always is).
    public func knows(_ formatter: DirectFormatter) -> Bool {
        formatter.isCustom || names.contains(formatter.baseName)
    }

    /// `value` as text by `formatter` for the locale `locale` gives (asked for only when needed);
    /// `nil` for `NULL`. A formatter that does not know the value, or a name no formatter has,
    /// leaves the value as it is stored.
    public func text(of value: DatabaseValue, formatter: DirectFormatter?, locale: () -> Locale) -> String? {
        guard !value.isNull else { return nil }
        if let formatter {
            if let format = formatter.format ?? registered[formatter.baseName] {
                return format(value, locale()) ?? ValueFormatter.text(of: value, formatter: nil, locale: locale)
            }
            return ValueFormatter.text(of: value, formatter: formatter.name, locale: locale)
        }
        return ValueFormatter.text(of: value, formatter: nil, locale: locale)
    }
}

private struct DirectFormattersKey: EnvironmentKey {
    static let defaultValue = DirectFormatters.standard
}

extension EnvironmentValues {
    /// The formatters the page's `formatter` rules name: the application's.
    public var directFormatters: DirectFormatters {
        get { self[DirectFormattersKey.self] }
        set { self[DirectFormattersKey.self] = newValue }
    }
}

private struct CellPreviewLengthEnvironmentKey: EnvironmentKey {
    static let defaultValue = DisplayLimit.cell
}

extension EnvironmentValues {
    /// Characters a list cell shows of a long value: the entity's `cellPreviewLength` rule's,
    /// else the application's (`--cell-preview-length`), 300 by default.
    public var cellPreviewLength: Int {
        get { self[CellPreviewLengthEnvironmentKey.self] }
        set { self[CellPreviewLengthEnvironmentKey.self] = newValue }
    }
}
