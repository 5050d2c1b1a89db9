/// Reading the text of structured values for display, without changing what they say.
enum StructuredText {
    /// A JSON document laid out one member or element a line, indented by depth — token by token,
    /// so that the order of keys and repeated keys (which `json`, unlike `jsonb`, keeps) stay as
    /// the database has them. Text that is not JSON comes back as it is.
    static func prettyJSON(_ text: String, indent: String = "  ") -> [String] {
        var lines: [String] = []
        var line = ""
        var depth = 0
        var inString = false
        var escaped = false
        func newLine() {
            if !line.trimmingCharacters(in: .whitespaces).isEmpty { lines.append(line) }
            line = String(repeating: indent, count: max(0, depth))
        }
        for character in text {
            if inString {
                line.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"":
                inString = true
                line.append(character)
            case "{", "[":
                line.append(character)
                depth += 1
                newLine()
            case "}", "]":
                depth -= 1
                newLine()
                line.append(character)
            case ",":
                line.append(character)
                newLine()
            case ":":
                line.append(": ")
            case " ", "\t", "\n", "\r":
                continue
            default:
                line.append(character)
            }
        }
        if !line.trimmingCharacters(in: .whitespaces).isEmpty { lines.append(line) }
        // Empty objects and arrays read better on one line: `{` and `}` side by side.
        var joined: [String] = []
        for current in lines {
            let trimmed = current.trimmingCharacters(in: .whitespaces)
            if let previous = joined.last, (trimmed.hasPrefix("}") && previous.hasSuffix("{")) || (trimmed.hasPrefix("]") && previous.hasSuffix("[")) {
                joined[joined.count - 1] = previous + trimmed
            } else {
                joined.append(current)
            }
        }
        return depth == 0 && !inString ? joined : [text]
    }

    /// The elements of a PostgreSQL array literal (`{a,"b c",NULL}`), each as its text (`nil` for
    /// `NULL`); the elements of a multidimensional array are its sub-arrays' literals. `nil` when
    /// the text is not an array literal.
    static func arrayElements(_ literal: String) -> [String?]? {
        var text = Substring(literal)
        // A lower bound other than 1 is written first: `[0:1]={a,b}`.
        if text.hasPrefix("["), let equals = text.firstIndex(of: "=") { text = text[text.index(after: equals)...] }
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let body = text.dropFirst().dropLast()
        var elements: [String?] = []
        var current = ""
        var quoted = false
        var wasQuoted = false
        var escaped = false
        var depth = 0
        func finish() {
            elements.append(!wasQuoted && current.uppercased() == "NULL" ? nil : current)
            current = ""
            wasQuoted = false
        }
        if body.isEmpty { return [] }
        for character in body {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted {
                if character == "\\" { escaped = true } else if character == "\"" { quoted = false } else { current.append(character) }
            } else if character == "\"" && depth == 0 {
                quoted = true
                wasQuoted = true
            } else if character == "{" {
                depth += 1
                current.append(character)
            } else if character == "}" {
                depth -= 1
                current.append(character)
            } else if character == "," && depth == 0 {
                finish()
            } else {
                current.append(character)
            }
        }
        guard !quoted, depth == 0 else { return nil }
        finish()
        return elements
    }
}
