import TesseraData

/// JSON written by hand, in the order the model gives: a row's members in its columns' order, which
/// a dictionary handed to an encoder would lose, and without building a tree of values first.
package enum JSONText {
    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    package static func string(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        JSONString.append(text, to: &result)
        return result
    }

    /// A value: numbers as numbers (a decimal as a string of its exact digits, which a double
    /// could not hold), flags as `true`/`false`, `NULL` as `null`, binary data as its size
    /// (`{"size": 1024}`), everything else as the string the database gives.
    package static func value(_ value: DatabaseValue) -> String {
        switch value {
        case .null: "null"
        case .integer(let number): String(number)
        case .double(let number): number.isFinite ? (value.text ?? "null") : "null"
        case .bool(let flag): flag ? "true" : "false"
        case .blob, .bytes: "{\"size\":\(value.binarySize ?? 0)}"
        case .decimal(let digits), .text(let digits), .date(let digits), .timestamp(let digits), .uuid(let digits), .json(let digits):
            string(digits)
        }
    }

    /// `row`'s `columns` as a JSON object.
    package static func object(_ row: Row, columns: [String]) -> String {
        var result = "{"
        for (index, column) in columns.enumerated() {
            if index > 0 { result += "," }
            result += string(column) + ":" + value(row[column])
        }
        return result + "}"
    }
}
