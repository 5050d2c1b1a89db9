import Foundation

extension Database.Engine {
    /// Refuses a value the engine would not keep as it is in a column of `attribute`, storing
    /// another in its place without a word: the saved value must be the one given, or none.
    ///
    /// SQLite stores `NULL` for a floating-point NaN. And a column of NUMERIC, INTEGER or REAL
    /// affinity (declared `DECIMAL(38,10)`, `NUMERIC`, `JSON`…) turns text that reads as a
    /// number into an integer or a Double, which keeps about 15 significant digits: written to
    /// such a column, `12345678901234567.89` would be `12345678901234568`. A number it keeps
    /// exactly (whole numbers of 64 bits; others that read back as written, as `0.1` does) is
    /// taken. PostgreSQL keeps every value its types take, and refuses the others itself.
    ///
    /// - Throws: ``FieldError`` saying what would be stored instead.
    func checkKeeps(_ value: DatabaseValue, in attribute: Attribute) throws(FieldError) {
        guard self == .sqlite else { return }
        switch value {
        case .double(let number) where number.isNaN:
            throw FieldError(.sqliteKeepsNoNaN)
        case .decimal("NaN"), .decimal("Infinity"), .decimal("-Infinity"):
            throw FieldError(.sqliteKeepsNoNaNInDecimal)
        case .decimal(let text), .json(let text), .text(let text), .date(let text), .timestamp(let text), .uuid(let text):
            guard SQLiteAffinity(declaredType: attribute.declaredType).convertsNumbers, let kept = SQLiteAffinity.storedNumber(for: text) else { return }
            if DecimalText.canonical(kept) != DecimalText.canonical(text) {
                throw FieldError(.sqliteWouldRound(kept))
            }
        default:
            return
        }
    }
}

/// A column's type affinity in SQLite, from its declared type (section 3.1 of "Datatypes In
/// SQLite"): what SQLite does to a value written to it.
struct SQLiteAffinity {
    enum Kind { case integer, text, blob, real, numeric }
    let kind: Kind

    init(declaredType: String) {
        let upper = declaredType.uppercased()
        if upper.contains("INT") {
            kind = .integer
        } else if upper.contains("CHAR") || upper.contains("CLOB") || upper.contains("TEXT") {
            kind = .text
        } else if upper.contains("BLOB") || upper.isEmpty {
            kind = .blob
        } else if upper.contains("REAL") || upper.contains("FLOA") || upper.contains("DOUB") {
            kind = .real
        } else {
            kind = .numeric
        }
    }

    /// Whether text that reads as a number is stored as a number.
    var convertsNumbers: Bool { kind == .integer || kind == .real || kind == .numeric }

    /// The number SQLite stores for `text` in such a column, as it reads back (`1e+28`,
    /// `12345678901234568`), or `nil` when the text is no number and is kept as it is.
    static func storedNumber(for text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard isNumberLiteral(trimmed) else { return nil }
        // A whole number of 64 bits is an INTEGER, exactly; any other number a Double (which,
        // when whole, SQLite may store as an INTEGER of the same value).
        if !trimmed.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let whole = Int64(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) {
            return String(whole)
        }
        guard let number = Double(trimmed) else { return nil }
        return DatabaseValue.text(of: number)
    }

    /// SQLite's well-formed integer or real literal: a sign, digits with a point among or
    /// around them, an exponent.
    private static func isNumberLiteral(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        let mantissa = rest.prefix { $0.isASCIIDigitCharacter || $0 == "." }
        guard mantissa.filter({ $0 == "." }).count <= 1, mantissa.contains(where: \.isASCIIDigitCharacter) else { return false }
        rest = rest.dropFirst(mantissa.count)
        guard !rest.isEmpty else { return true }
        guard rest.first == "e" || rest.first == "E" else { return false }
        rest = rest.dropFirst()
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy(\.isASCIIDigitCharacter)
    }
}

/// Decimal numbers' texts compared by value: `-0012.500`, `-12.5` and `-1.25e1` are one number.
enum DecimalText {
    /// The number's canonical text (`-12.5`, `0`, `NaN`, `Infinity`), or `text` itself when it
    /// is no number.
    static func canonical(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "nan": return "NaN"
        case "infinity", "+infinity", "inf", "+inf": return "Infinity"
        case "-infinity", "-inf": return "-Infinity"
        default: break
        }
        var rest = Substring(trimmed)
        var negative = false
        if rest.first == "-" { negative = true; rest = rest.dropFirst() } else if rest.first == "+" { rest = rest.dropFirst() }
        var exponent = 0
        if let marker = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(rest[rest.index(after: marker)...]), abs(value) < 100_000 else { return text }
            exponent = value
            rest = rest[..<marker]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }) else { return text }
        var digits: [Character] = Array(parts[0]) + (parts.count == 2 ? Array(parts[1]) : [])
        guard !digits.isEmpty else { return text }
        var point = parts[0].count + exponent
        if point < 0 {
            digits.insert(contentsOf: repeatElement("0", count: -point), at: 0)
            point = 0
        }
        if point > digits.count { digits.append(contentsOf: repeatElement("0", count: point - digits.count)) }
        var whole = String(String(digits[..<point]).drop { $0 == "0" })
        var fraction = String(digits[point...])
        while fraction.last == "0" { fraction.removeLast() }
        if whole.isEmpty { whole = "0" }
        let magnitude = fraction.isEmpty ? whole : whole + "." + fraction
        return negative && magnitude != "0" ? "-" + magnitude : magnitude
    }
}
