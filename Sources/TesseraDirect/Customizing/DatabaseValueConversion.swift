import Foundation
import TesseraData

/// A database value as the input of a format: a number, or a date read as UTC.
enum DatabaseValueConversion {
    static func decimal(_ value: DatabaseValue) -> Decimal? {
        switch value {
        case .integer(let number): return Decimal(number)
        case .double(let number): return number.isFinite ? Decimal(number) : nil
        case .decimal(let digits): return Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX"))
        default: return nil
        }
    }

    static func double(_ value: DatabaseValue) -> Double? {
        switch value {
        case .integer(let number): return Double(number)
        case .double(let number): return number
        case .decimal(let digits): return Double(digits)
        default: return nil
        }
    }

    /// Whole numbers only: a decimal or double with a fraction is not an `Int`.
    static func integer(_ value: DatabaseValue) -> Int? {
        switch value {
        case .integer(let number): return Int(exactly: number)
        case .double(let number): return Int(exactly: number)
        case .decimal(let digits): return Int(digits) ?? Double(digits).flatMap { Int(exactly: $0) }
        default: return nil
        }
    }

    static func date(_ value: DatabaseValue) -> Date? {
        let text: String
        switch value {
        case .date(let day): text = day + " 00:00:00"
        case .timestamp(let stamp): text = stamp
        default: return nil
        }
        // `YYYY-MM-DD HH:MM:SS[.ffffff][+00]`, always UTC: read the fields, ignore the rest.
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
