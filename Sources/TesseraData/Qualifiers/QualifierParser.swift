/// A recursive-descent parser for the qualifier syntax (grammar in
/// Sources/TesseraData/TesseraData.docc/Data.md):
///
/// ```
/// qualifier  := or
/// or         := and ("or" and)*
/// and        := not ("and" not)*
/// not        := "not" not | primary
/// primary    := "(" or ")" | "true" | "false" | condition
/// condition  := key ( op value | "like" string | "ilike" string | "matches" string
///               | "not" ("like"|"ilike"|"matches") string
///               | "in" list | "not" "in" list | "is" ["not"] "null" | "between" value "and" value )
/// key        := name | "quoted name"
/// value      := 'string' | number | true | false | null
/// ```
struct QualifierParser {
    static let keywords: Set<String> = ["and", "or", "not", "in", "is", "null", "true", "false", "like", "ilike", "between", "matches"]

    private enum Token: Equatable {
        case word(String)        // bare names and keywords
        case quotedName(String)  // "a name"
        case string(String)      // 'text'
        case number(String)
        case symbol(String)      // ( ) , = != <> < <= > >=
        case end
    }

    private let text: String
    /// The text as Unicode scalars, not `Character`s: a combining mark after `(` or a quote
    /// would join it into one grapheme, and the parser would no longer see the `(` (the fuzzer
    /// found `(\u{657}name = 1)`, which a qualifier's own description writes). Offsets and
    /// columns count scalars.
    private let characters: [Unicode.Scalar]
    private var position = 0
    private var token: Token = .end
    private var tokenStart = 0
    /// How deep the parser is in parentheses and `not`s. Bounded, so that a hostile address of
    /// fifteen thousand '(' gets an error rather than exhausting the stack (here, in the compiler
    /// that turns the qualifier into SQL, and in the engine that parses that SQL).
    private var depth = 0
    /// The deepest nesting a qualifier may have: far more than a person writes.
    static let maximumDepth = 64
    /// How many conditions a qualifier may join, and values its `in` lists may hold together:
    /// an engine turns a long chain of `and`s into a deep expression tree of its own (SQLite
    /// refuses past a depth of 1,000) and has a limit on bound values.
    static let maximumConditions = 256
    static let maximumValues = 1_000
    private var conditions = 0
    private var values = 0

    init(_ text: String) {
        self.text = text
        self.characters = Array(text.unicodeScalars)
    }

    mutating func parse() throws(QualifierParseError) -> Qualifier {
        try advance()
        if token == .end { throw error("The qualifier is empty: write a condition such as last_name = 'SMITH'.") }
        let qualifier = try parseOr()
        guard token == .end else { throw error("Unexpected \(describe(token)) at column \(tokenStart + 1): join conditions with 'and' or 'or'.") }
        return qualifier
    }

    private func error(_ message: String, at offset: Int? = nil) -> QualifierParseError {
        QualifierParseError(text: text, offset: offset ?? tokenStart, message: message)
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let word): return "'\(word)'"
        case .quotedName(let name): return "\"\(name)\""
        case .string(let string): return "'\(string)'"
        case .number(let number): return number
        case .symbol(let symbol): return "'\(symbol)'"
        case .end: return "end of text"
        }
    }

    private func isKeyword(_ keyword: String) -> Bool {
        if case .word(let word) = token { return word.lowercased() == keyword }
        return false
    }

    private mutating func parseOr() throws(QualifierParseError) -> Qualifier {
        var parts = [try parseAnd()]
        while isKeyword("or") {
            try advance()
            parts.append(try parseAnd())
        }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func parseAnd() throws(QualifierParseError) -> Qualifier {
        var parts = [try parseNot()]
        while isKeyword("and") {
            try advance()
            parts.append(try parseNot())
        }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func parseNot() throws(QualifierParseError) -> Qualifier {
        if isKeyword("not") {
            try enterNesting()
            defer { depth -= 1 }
            try advance()
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func enterNesting() throws(QualifierParseError) {
        guard depth < Self.maximumDepth else {
            throw error("The condition is nested too deeply at column \(tokenStart + 1): more than \(Self.maximumDepth) levels of '(' and 'not'. Write it with fewer.")
        }
        depth += 1
    }

    private mutating func parsePrimary() throws(QualifierParseError) -> Qualifier {
        if token == .symbol("(") {
            let open = tokenStart
            try enterNesting()
            defer { depth -= 1 }
            try advance()
            let inner = try parseOr()
            guard token == .symbol(")") else { throw error("The '(' at column \(open + 1) is not closed: add ')'.") }
            try advance()
            return inner
        }
        if isKeyword("true") { try advance(); return .and([]) }
        if isKeyword("false") { try advance(); return .or([]) }
        let key: String
        switch token {
        case .word(let word) where !Self.keywords.contains(word.lowercased()): key = word
        case .quotedName(let name): key = name
        default:
            throw error("Expected an attribute name at column \(tokenStart + 1), found \(describe(token)). Quote names with spaces or odd characters in double quotes: \"first name\".")
        }
        conditions += 1
        if conditions > Self.maximumConditions {
            throw error("The condition has more than \(Self.maximumConditions) comparisons; write it with fewer, or use 'in (…)'.")
        }
        try advance()
        return try parseCondition(key: key)
    }

    private mutating func parseCondition(key: String) throws(QualifierParseError) -> Qualifier {
        if case .symbol(let symbol) = token, let op = Self.comparison(symbol) {
            try advance()
            return .comparison(key, op, try parseValue(after: symbol))
        }
        var negated = false
        if isKeyword("not") { negated = true; try advance() }
        let condition: Qualifier
        if isKeyword("like") || isKeyword("ilike") || isKeyword("matches") {
            let op: ComparisonOperator = isKeyword("like") ? .like : isKeyword("ilike") ? .caseInsensitiveLike : .matches
            let word = op.rawValue
            try advance()
            guard case .string(let pattern) = token else {
                throw error(op == .matches ? "Expected a 'quoted text' after 'matches', such as 'dinosaur'." : "Expected a 'quoted pattern' after '\(word)', such as 'A%'.")
            }
            try advance()
            condition = .comparison(key, op, .text(pattern))
        } else if isKeyword("in") {
            try advance()
            guard token == .symbol("(") else { throw error("Expected '(' after 'in': write in ('a', 'b').") }
            try advance()
            var values: [DatabaseValue] = []
            if token != .symbol(")") {
                values.append(try parseValue(after: "in ("))
                while token == .symbol(",") {
                    try advance()
                    values.append(try parseValue(after: ","))
                }
            }
            guard token == .symbol(")") else { throw error("Expected ',' or ')' in the list after 'in'.") }
            try advance()
            condition = .isIn(key, values)
        } else if isKeyword("between") {
            try advance()
            let low = try parseValue(after: "between")
            guard isKeyword("and") else { throw error("Expected 'and' in 'between … and …'.") }
            try advance()
            let high = try parseValue(after: "and")
            condition = .and([.comparison(key, .greaterThanOrEqual, low), .comparison(key, .lessThanOrEqual, high)])
        } else if isKeyword("is"), !negated {
            try advance()
            var isNot = false
            if isKeyword("not") { isNot = true; try advance() }
            guard isKeyword("null") else { throw error("Expected 'null' after 'is': write 'is null' or 'is not null'.") }
            try advance()
            return .comparison(key, isNot ? .notEqual : .equal, .null)
        } else {
            throw error("Expected an operator after '\(key)' at column \(tokenStart + 1), found \(describe(token)). Operators: = != < <= > >= like ilike in between is null.")
        }
        return negated ? .not(condition) : condition
    }

    private static func comparison(_ symbol: String) -> ComparisonOperator? {
        switch symbol {
        case "=", "==": return .equal
        case "!=", "<>": return .notEqual
        case "<": return .lessThan
        case "<=": return .lessThanOrEqual
        case ">": return .greaterThan
        case ">=": return .greaterThanOrEqual
        default: return nil
        }
    }

    private mutating func parseValue(after previous: String) throws(QualifierParseError) -> DatabaseValue {
        values += 1
        if values > Self.maximumValues {
            throw error("The condition has more than \(Self.maximumValues) values; write it with fewer.")
        }
        let value: DatabaseValue
        switch token {
        case .string(let string): value = .text(string)
        case .number(let number):
            if let integer = Int64(number) { value = .integer(integer) } else { value = .decimal(number) }
        case .word(let word) where word.lowercased() == "true": value = .bool(true)
        case .word(let word) where word.lowercased() == "false": value = .bool(false)
        case .word(let word) where word.lowercased() == "null": value = .null
        default:
            throw error("Expected a value after '\(previous)' at column \(tokenStart + 1), found \(describe(token)): write a 'quoted string', a number, true, false or null.")
        }
        try advance()
        return value
    }

    private mutating func advance() throws(QualifierParseError) {
        while position < characters.count, characters[position].properties.isWhitespace { position += 1 }
        tokenStart = position
        guard position < characters.count else { token = .end; return }
        let character = characters[position]
        if character == "'" || character == "\"" {
            let quote = character
            var value = ""
            position += 1
            while true {
                guard position < characters.count else {
                    throw error(quote == "'" ? "This string is not closed: end it with '. Write '' for a quote inside it."
                        : "This quoted name is not closed: end it with \". Write \"\" for a quote inside it.")
                }
                if characters[position] == quote {
                    if position + 1 < characters.count, characters[position + 1] == quote {
                        value.unicodeScalars.append(quote)
                        position += 2
                        continue
                    }
                    position += 1
                    break
                }
                value.unicodeScalars.append(characters[position])
                position += 1
            }
            token = quote == "'" ? .string(value) : .quotedName(value)
            return
        }
        if character.isASCIIDigitScalar || ((character == "-" || character == "+" || character == ".") && position + 1 < characters.count
            && characters[position + 1].isASCIIDigitScalar) {
            var number = String(character)
            position += 1
            while position < characters.count, characters[position].isASCIIDigitScalar || characters[position] == "." {
                number.unicodeScalars.append(characters[position])
                position += 1
            }
            if number.filter({ $0 == "." }).count > 1 { throw error("'\(number)' is not a number.") }
            if number.hasPrefix("+") { number.removeFirst() }
            token = .number(number)
            return
        }
        if Self.isNameStart(character) {
            var word = ""
            while position < characters.count, Self.isNamePart(characters[position]) {
                word.unicodeScalars.append(characters[position])
                position += 1
            }
            token = .word(word)
            return
        }
        for symbol in ["<=", ">=", "!=", "<>", "==", "(", ")", ",", "=", "<", ">"] where text(at: position, is: symbol) {
            position += symbol.count
            token = .symbol(symbol)
            return
        }
        throw error("Unexpected character '\(character == "\0" ? "NUL" : String(character))' at column \(position + 1). Quote text values in single quotes.")
    }

    /// Whether a bare name may start with `scalar`: a letter (combining marks that Unicode
    /// counts as alphabetic too) or `_`.
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    /// Whether a bare name may go on with `scalar`: what may start one, digits, and marks.
    static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        if isNameStart(scalar) || scalar.properties.numericType != nil { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private func text(at offset: Int, is symbol: String) -> Bool {
        let symbolCharacters = Array(symbol.unicodeScalars)
        guard offset + symbolCharacters.count <= characters.count else { return false }
        return Array(characters[offset..<offset + symbolCharacters.count]) == symbolCharacters
    }
}

private extension Unicode.Scalar {
    /// 0 to 9, and no other digits: numbers in qualifiers are written in ASCII.
    var isASCIIDigitScalar: Bool { ("0"..."9").contains(self) }
}
