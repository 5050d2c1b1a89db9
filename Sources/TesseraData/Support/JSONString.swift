/// Text as a JSON string, for the JSON the modules write by hand (the data addresses, the log
/// lines): one escaping for all of them.
package enum JSONString {
    /// Appends `text` quoted, with quotes, backslashes and control characters escaped, and the
    /// line and paragraph separators (U+2028, U+2029) too, which JavaScript once read as line
    /// breaks. Text that needs none of it (most) is appended whole.
    package static func append(_ text: String, to json: inout String) {
        json += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }) {
            json += text
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": json += "\\\""
                case "\\": json += "\\\\"
                case "\n": json += "\\n"
                case "\r": json += "\\r"
                case "\t": json += "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                    let hex = String(scalar.value, radix: 16)
                    json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: json.unicodeScalars.append(scalar)
                }
            }
        }
        json += "\""
    }
}
