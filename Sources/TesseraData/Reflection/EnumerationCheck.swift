/// Reads the values a column may take from a check constraint that lists them — the way schemas
/// spell an enumeration without an enum type:
///
/// ```sql
/// rating VARCHAR(5) CHECK (rating IN ('G', 'PG', 'PG-13'))                          -- SQLite, both
/// CHECK (((rating)::text = ANY ((ARRAY['G'::character varying, 'PG'::character varying])::text[])))  -- PostgreSQL's
/// ```
///
/// Any other check (a range, a comparison of two columns, a list joined with `and`) lists no
/// values and is left to the database to enforce.
enum EnumerationCheck {
    /// The column and values of every listing check in `sql`: a whole `CREATE TABLE` statement,
    /// or one constraint's definition.
    static func enumerations(in sql: String) -> [(column: String, values: [String])] {
        let tokens = tokenize(sql)
        var found: [(column: String, values: [String])] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard case .word(let word) = tokens[index], word.uppercased() == "CHECK" else { continue }
            // The check's expression: the balanced parentheses after the keyword.
            var depth = 0
            var end = index + 1
            var body: [Token] = []
            while end < tokens.count {
                let token = tokens[end]
                if token == .symbol("(") { depth += 1 }
                if token == .symbol(")") { depth -= 1 }
                body.append(token)
                end += 1
                if depth == 0 { break }
            }
            if let enumeration = listing(body) { found.append(enumeration) }
            index = end - 1
        }
        return found
    }

    /// `col IN (lit, …)` or `col = ANY (ARRAY[lit, …])`, once parentheses and casts are gone.
    private static func listing(_ expression: [Token]) -> (column: String, values: [String])? {
        var tokens: [Token] = []
        var index = 0
        while index < expression.count {
            let token = expression[index]
            if token == .symbol("::") {
                // A cast: the type name, possibly several words, `(n)` and `[]`.
                index += 1
                while index < expression.count, case .word = expression[index] { index += 1 }
                // `[]` of an array type, not the `]` that closes `ARRAY[…, 'c'::text]`.
                while index + 1 < expression.count, expression[index] == .symbol("["), expression[index + 1] == .symbol("]") { index += 2 }
                continue
            }
            if token != .symbol("("), token != .symbol(")") { tokens.append(token) }
            index += 1
        }
        guard tokens.count >= 3, case .word(let column) = tokens[0] else { return nil }
        var rest = tokens.dropFirst()
        if rest.first.map({ $0 == .word("IN") || $0 == .word("in") }) == true {
            rest = rest.dropFirst()
        } else if rest.count >= 4, rest.first == .symbol("="), case .word(let any) = rest.dropFirst().first, any.uppercased() == "ANY",
            case .word(let array) = rest.dropFirst(2).first, array.uppercased() == "ARRAY", rest.dropFirst(3).first == .symbol("[")
        {
            rest = rest.dropFirst(4)
            guard rest.last == .symbol("]") else { return nil }
            rest = rest.dropLast()
        } else {
            return nil
        }
        var values: [String] = []
        var expectsValue = true
        for token in rest {
            switch token {
            case .literal(let value) where expectsValue:
                values.append(value)
                expectsValue = false
            case .symbol(",") where !expectsValue:
                expectsValue = true
            default:
                return nil
            }
        }
        return values.isEmpty || expectsValue ? nil : (column, values)
    }

    private enum Token: Equatable {
        case word(String)
        case literal(String)
        case symbol(String)
    }

    private static func tokenize(_ sql: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(sql)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "'" || character == "\"" || character == "`" || character == "[" && tokens.last != .word("ARRAY") && tokens.last != .word("array") {
                // A quoted string ('…', doubled quotes inside) or a quoted identifier ("…", `…`, […]).
                let close: Character = character == "[" ? "]" : character
                var text = ""
                index += 1
                while index < characters.count {
                    if characters[index] == close {
                        if close != "]", index + 1 < characters.count, characters[index + 1] == close {
                            text.append(close)
                            index += 2
                            continue
                        }
                        break
                    }
                    text.append(characters[index])
                    index += 1
                }
                index += 1
                tokens.append(character == "'" ? .literal(text) : .word(text))
            } else if character.isLetter || character == "_" || character.isNumber {
                var text = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "." {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(.word(text))
            } else if character == ":", index + 1 < characters.count, characters[index + 1] == ":" {
                tokens.append(.symbol("::"))
                index += 2
            } else {
                tokens.append(.symbol(String(character)))
                index += 1
            }
        }
        return tokens
    }
}
