extension Attribute {
    /// The column's default as a value a form can show, when the database declares it as a
    /// constant: `DEFAULT true`, `DEFAULT 3`, `DEFAULT 'NL'`, PostgreSQL's `'bronze'::card_tier`
    /// or `'{}'::text[]`. `nil` when the column has no default, or one the database computes
    /// (`now()`, `CURRENT_TIMESTAMP`, `nextval(…)`, `gen_random_uuid()`): only the database can
    /// say what that will be, so a new row's form leaves the field empty and the database fills
    /// it in. A constant that is not a value of the column's type is `nil` too.
    ///
    /// ```swift
    /// active.defaultValue     // "TRUE" (SQLite) or "true" (PostgreSQL)
    /// active.literalDefault   // .bool(true)
    /// ```
    public var literalDefault: DatabaseValue? {
        guard let expression = defaultValue, let text = Self.literal(inDefault: expression) else { return nil }
        guard let value = try? parse(text), !value.isNull else { return nil }
        return value
    }

    /// The constant a default expression writes, as text: a quoted string (its quotes undone),
    /// a number or a boolean, in parentheses or cast (`(-1)`, `'x'::text`), or `nil` for
    /// anything else.
    static func literal(inDefault expression: String) -> String? {
        var text = Substring(expression).trimmingCharacters(in: .whitespacesAndNewlines)[...]
        text = unwrapped(text)
        if text.first == "'" {
            // A string: '' is a quote in it; after it only casts may come.
            var value = ""
            var index = text.index(after: text.startIndex)
            var closed = false
            while index < text.endIndex {
                let character = text[index]
                index = text.index(after: index)
                if character == "'" {
                    if index < text.endIndex, text[index] == "'" {
                        value.append("'")
                        index = text.index(after: index)
                        continue
                    }
                    closed = true
                    break
                }
                value.append(character)
            }
            guard closed, isCasts(text[index...]) else { return nil }
            return value
        }
        // A number or a boolean, perhaps cast (`0::numeric`) and in parentheses (`(-1)`).
        if let cast = text.range(of: "::") {
            guard isCasts(text[cast.lowerBound...]) else { return nil }
            text = unwrapped(text[..<cast.lowerBound])
        }
        switch text.lowercased() {
        case "true", "false": return text.lowercased()
        default: break
        }
        var digits = text
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+") }),
            digits.first?.isNumber == true || digits.first == "."
        else { return nil }
        return String(text)
    }

    /// `text` without the parentheses around all of it, and the spaces inside them.
    private static func unwrapped(_ text: Substring) -> Substring {
        var text = text
        while text.first == "(", text.last == ")" {
            text = text.dropFirst().dropLast()
            text = text.trimmingCharacters(in: .whitespaces)[...]
        }
        return text
    }

    /// Whether `text` is nothing, or casts to types only (`::text`, `::character varying`,
    /// `::"bit"`, `::text[]`): no call, no operator, nothing computed.
    private static func isCasts(_ text: Substring) -> Bool {
        let rest = text.trimmingCharacters(in: .whitespaces)
        guard !rest.isEmpty else { return true }
        guard rest.hasPrefix("::") else { return false }
        return rest.allSatisfy { $0.isLetter || $0.isNumber || " _.:\"[]".contains($0) }
    }
}
