import Foundation

/// Turning text from a form (or a qualifier) into a typed ``DatabaseValue``, with the messages a
/// person can act on.
extension Attribute {
    /// `input` as a value of the attribute's type, whatever the column's declared limits (its
    /// length, its integer range, its decimal precision): how a value in a condition is read,
    /// where a value the column holds may be compared although a form could not save it (SQLite
    /// keeps 9999999999.99 in a `NUMERIC(10,2)`).
    public func parseIgnoringLimits(_ input: String) throws(FieldError) -> DatabaseValue {
        var loose = self
        loose.maximumLength = nil
        loose.integerRange = nil
        loose.decimalPrecision = nil
        return try loose.parse(input)
    }

    /// Parses what a person typed into this attribute's value.
    ///
    /// Empty text (after trimming spaces, for every type but text) is `NULL`; whether `NULL` is
    /// allowed is ``validate(_:isInsert:)``'s question. The parsed value is normalized: a
    /// timestamp written with a `T` gets a space, a UUID is lowercased, a decimal loses its `+`.
    ///
    /// ```swift
    /// try length.parse("117")   // .integer(117)
    /// try length.parse("long")  // throws FieldError(.notAWholeNumber)
    /// ```
    ///
    /// - Throws: ``FieldError`` with a message that reads after the field's label, such as
    ///   "must be a whole number" or "at most 50 characters".
    public func parse(_ input: String) throws(FieldError) -> DatabaseValue {
        if input.unicodeScalars.contains("\0") {
            throw FieldError(.containsNUL)
        }
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        if valueType != .text && trimmed.isEmpty { return .null }
        if valueType == .text && input.isEmpty { return .null }
        switch valueType {
        case .integer:
            guard let number = Int64(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) else {
                if Double(trimmed) != nil { throw FieldError(.wholeNumberWithDecimalPoint) }
                throw FieldError(.notAWholeNumber)
            }
            if let range = integerRange, !range.contains(number) {
                throw FieldError(.notBetween(String(range.lowerBound), String(range.upperBound)))
            }
            return .integer(number)
        case .double:
            // Not-a-number and the infinities as the engines write them (PostgreSQL's float
            // types hold them); not Swift's other spellings ("inf", "nan").
            switch trimmed {
            case "NaN": return .double(.nan)
            case "Infinity": return .double(.infinity)
            case "-Infinity": return .double(-.infinity)
            default: break
            }
            guard let number = Double(trimmed), number.isFinite else { throw FieldError(.notANumber) }
            return .double(number)
        case .decimal:
            return .decimal(try parseDecimal(trimmed))
        case .text:
            if let maximumLength, input.unicodeScalars.count > maximumLength {
                throw FieldError(.tooLong(maximum: maximumLength, actual: input.unicodeScalars.count))
            }
            return .text(input)
        case .boolean:
            switch trimmed.lowercased() {
            case "true", "t", "yes", "y", "on", "1": return .bool(true)
            case "false", "f", "no", "n", "off", "0": return .bool(false)
            default: throw FieldError(.notTrueOrFalse)
            }
        case .date:
            // Also what PostgreSQL writes and shows: `infinity`, `-infinity`, `0044-03-15 BC`.
            guard let date = Self.calendarDate(trimmed).flatMap({ $0.count == 10 ? $0 : nil }) ?? TemporalText.date(trimmed) else {
                throw FieldError(.notADate)
            }
            return .date(date)
        case .timestamp:
            guard let timestamp = Self.timestamp(trimmed) ?? TemporalText.timestamp(trimmed) else {
                throw FieldError(.notADateAndTime)
            }
            return .timestamp(timestamp)
        case .uuid:
            guard let uuid = UUID(uuidString: trimmed) else {
                throw FieldError(.notAUUID)
            }
            return .uuid(uuid.uuidString.lowercased())
        case .json:
            // Checked by JSON's grammar, not read: a number beyond a Double (1e400, which jsonb
            // keeps) is as valid as any other.
            guard JSONSyntax.isValid(trimmed) else { throw FieldError(.notJSON) }
            return .json(trimmed)
        case .blob:
            throw FieldError(.binaryAsText)
        }
    }

    /// Checks a value against this attribute before it is written: its type, length, range and,
    /// for `NULL`, whether the attribute is required.
    ///
    /// A value of another case is accepted when its text parses as this attribute's type (the
    /// text `"12"` for an integer column), and the parsed value is returned: write that one.
    ///
    /// - Parameters:
    ///   - value: The value to be written.
    ///   - isInsert: On insert, `NULL` in an attribute the database fills in (a default, a serial
    ///     key) means "let the database choose"; on update it means `NULL`.
    /// - Throws: ``FieldError`` with a message such as "required".
    public func validate(_ value: DatabaseValue, isInsert: Bool) throws(FieldError) -> DatabaseValue {
        if isReadOnly { throw FieldError(.computedByTheDatabase) }
        if case .blob = value { throw FieldError(.binaryNotChangedHere) }
        let parsed: DatabaseValue
        switch (valueType, value) {
        case (_, .null): parsed = .null
        case (.blob, .bytes):
            // An upload, into a binary column.
            parsed = value
        case (_, .bytes):
            throw FieldError(.binaryInColumnOf(declaredType))
        case (.double, .double):
            // NaN and the infinities too: PostgreSQL's float columns hold them, SQLite's REAL the
            // infinities (what an engine cannot keep, the engine's check refuses).
            parsed = value
        case (.text, .text(let text)):
            // Text is taken as it is: the empty string is a value, not NULL, when it comes from code.
            if text.unicodeScalars.contains("\0") { throw FieldError(.containsNUL) }
            if let maximumLength, text.unicodeScalars.count > maximumLength {
                throw FieldError(.tooLong(maximum: maximumLength, actual: text.unicodeScalars.count))
            }
            parsed = value
        default:
            guard let text = value.text else { parsed = .null; break }
            parsed = try parse(text)
        }
        if parsed.isNull {
            if !isNullable && !(isInsert && isDatabaseGenerated) { throw FieldError(.required) }
        }
        return parsed
    }

    private func parseDecimal(_ text: String) throws(FieldError) -> String {
        // Not-a-number and the infinities, which PostgreSQL's numeric holds, as it writes them;
        // a numeric of declared precision holds NaN but no infinity.
        switch text.lowercased() {
        case "nan": return "NaN"
        case "infinity", "+infinity", "-infinity":
            let infinity = text.hasPrefix("-") ? "-Infinity" : "Infinity"
            guard let precision = decimalPrecision else { return infinity }
            throw FieldError(.notBetween("-" + Self.largest(precision), Self.largest(precision)))
        default: break
        }
        var digits = Substring(text)
        var sign = ""
        if digits.hasPrefix("-") { sign = "-"; digits = digits.dropFirst() } else if digits.hasPrefix("+") { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
            !(parts[0].isEmpty && (parts.count == 1 || parts[1].isEmpty))
        else { throw FieldError(.notADecimal) }
        let whole = parts[0].isEmpty ? "0" : String(parts[0])
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        if let precision = decimalPrecision {
            let wholeDigits = whole.drop(while: { $0 == "0" }).count
            if fraction.count > precision.fractionDigits {
                throw FieldError(.tooManyFractionDigits(precision.fractionDigits))
            }
            if wholeDigits > precision.digits - precision.fractionDigits {
                throw FieldError(.notBetween("-" + Self.largest(precision), Self.largest(precision)))
            }
        }
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The largest number a decimal of `precision` holds: `999.99` for (5, 2).
    private static func largest(_ precision: DecimalPrecision) -> String {
        let whole = String(repeating: "9", count: max(precision.digits - precision.fractionDigits, 0))
        let fraction = String(repeating: "9", count: precision.fractionDigits)
        return (whole.isEmpty ? "0" : whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `YYYY-MM-DD` that names a real day, or `nil`.
    static func calendarDate(_ text: some StringProtocol) -> String? {
        let parts = text.prefix(10).split(separator: "-", omittingEmptySubsequences: false)
        guard text.count >= 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), day >= 1
        else { return nil }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard day <= days else { return nil }
        return String(text)
    }

    /// `YYYY-MM-DD[ T]HH:MM[:SS[.ffffff]][Z|±HH[:MM]]`, normalized with a space, or `nil`.
    static func timestamp(_ text: String) -> String? {
        guard text.count >= 10, calendarDate(text.prefix(10)) != nil else { return nil }
        if text.count == 10 { return text + " 00:00:00" }
        let rest = text.dropFirst(10)
        guard rest.first == " " || rest.first == "T" else { return nil }
        let time = rest.dropFirst()
        var index = time.startIndex
        func twoDigits(max: Int) -> Bool {
            guard time.distance(from: index, to: time.endIndex) >= 2 else { return false }
            let end = time.index(index, offsetBy: 2)
            guard let value = Int(time[index..<end]), time[index..<end].allSatisfy(\.isASCIIDigitCharacter), value <= max else { return false }
            index = end
            return true
        }
        guard twoDigits(max: 23), index < time.endIndex, time[index] == ":" else { return nil }
        index = time.index(after: index)
        guard twoDigits(max: 59) else { return nil }
        // Without seconds, ":00" is added, so that text comparisons (SQLite) order it right.
        var normalized = String(time[time.startIndex..<index])
        let secondsStart = index
        if index < time.endIndex, time[index] == ":" {
            index = time.index(after: index)
            guard twoDigits(max: 60) else { return nil }
            if index < time.endIndex, time[index] == "." {
                index = time.index(after: index)
                let start = index
                while index < time.endIndex, time[index].isASCIIDigitCharacter { index = time.index(after: index) }
                guard index > start else { return nil }
            }
        }
        normalized += index > secondsStart ? String(time[secondsStart..<index]) : ":00"
        let zone = time[index...]
        if !zone.isEmpty {
            let valid = zone == "Z" || ((zone.first == "+" || zone.first == "-")
                && zone.dropFirst().allSatisfy { $0.isASCIIDigitCharacter || $0 == ":" } && zone.count >= 3)
            guard valid else { return nil }
        }
        return String(text.prefix(10)) + " " + normalized + String(zone)
    }
}

extension Character {
    /// `0` to `9` only; `Character.isNumber` also accepts other scripts' digits and fractions.
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
