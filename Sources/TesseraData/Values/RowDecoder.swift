/// Types the raw values a connection returns by what the model says the column holds.
///
/// SQLite stores any value in any column, so a value that does not fit the attribute's type (the
/// text `'n/a'` in an `INTEGER` column) is kept as it came rather than refused.
enum RowDecoder {
    static func typed(_ raw: DatabaseValue, for attribute: Attribute) -> DatabaseValue {
        typed(raw, as: attribute.valueType)
    }

    /// `raw` as a value of `type`.
    static func typed(_ raw: DatabaseValue, as type: ValueType) -> DatabaseValue {
        if raw.isNull { return .null }
        switch (type, raw) {
        case (.integer, .text(let text)): return Int64(text).map(DatabaseValue.integer) ?? raw
        case (.double, .integer(let number)): return .double(Double(number))
        case (.double, .text(let text)): return Double(text).map(DatabaseValue.double) ?? raw
        case (.decimal, .integer(let number)): return .decimal(String(number))
        case (.decimal, .double(let number)): return .decimal(DatabaseValue.text(of: number))
        case (.decimal, .text(let text)):
            // PostgreSQL's numeric also holds NaN and the infinities.
            return text.first.map { $0.isASCIIDigitCharacter || $0 == "-" || $0 == "." } == true || text == "NaN" || text == "Infinity"
                ? .decimal(text) : raw
        case (.boolean, .integer(let number)) where number == 0 || number == 1: return .bool(number == 1)
        case (.boolean, .text("t")), (.boolean, .text("true")): return .bool(true)
        case (.boolean, .text("f")), (.boolean, .text("false")): return .bool(false)
        case (.date, .text(let text)): return .date(text)
        case (.timestamp, .text(let text)): return .timestamp(text)
        case (.uuid, .text(let text)): return .uuid(text)
        case (.json, .text(let text)): return .json(text)
        case (.blob, .integer(let size)): return .blob(size: Int(size))
        case (.blob, .text(let size)): return Int(size).map { DatabaseValue.blob(size: $0) } ?? raw
        default: return raw
        }
    }
}
