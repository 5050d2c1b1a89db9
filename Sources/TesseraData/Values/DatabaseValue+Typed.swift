import Foundation

/// A value as a Swift type, when it is one: what a view of yours reads from a row
/// (`object.first_name.string`, `object.amount.decimal`) instead of switching over the cases.
///
/// Each is `nil` for `NULL` and for a value of another kind; none converts text it would have to
/// guess at (`"12"` is no `int`), but numbers convert between themselves where nothing is lost.
extension DatabaseValue {
    /// Text: the value of ``text(_:)``, and of the text-like cases (``uuid(_:)``, ``json(_:)``,
    /// ``decimal(_:)`` digits, ``date(_:)`` and ``timestamp(_:)`` as stored).
    public var string: String? {
        switch self {
        case .text(let text), .uuid(let text), .json(let text), .decimal(let text), .date(let text), .timestamp(let text): text
        default: nil
        }
    }

    /// A whole number: an ``integer(_:)``, or a decimal or double without a fraction.
    public var int: Int? {
        switch self {
        case .integer(let number): Int(exactly: number)
        case .double(let number): Int(exactly: number)
        case .decimal(let digits): Int(digits) ?? Double(digits).flatMap { Int(exactly: $0) }
        default: nil
        }
    }

    /// A number as a `Double` (a decimal's digits may round).
    public var double: Double? {
        switch self {
        case .integer(let number): Double(number)
        case .double(let number): number
        case .decimal(let digits): Double(digits)
        default: nil
        }
    }

    /// A number as a `Decimal`, exact for ``decimal(_:)`` and ``integer(_:)``.
    public var decimal: Decimal? {
        switch self {
        case .integer(let number): Decimal(number)
        case .double(let number): number.isFinite ? Decimal(number) : nil
        case .decimal(let digits): Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX"))
        default: nil
        }
    }

    /// A flag: a ``bool(_:)``.
    public var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// A moment: a ``timestamp(_:)``, or a ``date(_:)`` at midnight, both read as UTC.
    public var dateValue: Date? {
        let text: String
        switch self {
        case .date(let day): text = day + " 00:00:00"
        case .timestamp(let stamp): text = stamp
        default: return nil
        }
        // `YYYY-MM-DD HH:MM:SS[.ffffff][+00]`: the fields, ignoring the rest.
        let digits = text.split(whereSeparator: { !$0.isNumber }).prefix(6).compactMap { Int($0) }
        guard digits.count == 6 else { return nil }
        var components = DateComponents()
        (components.year, components.month, components.day) = (digits[0], digits[1], digits[2])
        (components.hour, components.minute, components.second) = (digits[3], digits[4], digits[5])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)
    }
}
