/// The words of a query's text, and what they say of its parameters' uses (``SQLParameterUse``).
extension SQLQueryText {
    /// One word, name, parameter, literal or symbol of the text, comments and blanks left out.
    struct Token: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            /// A bare word: a keyword or a name, as written.
            case word
            /// A quoted name (`"…"`, and on SQLite `` `…` `` and `[…]`), unquoted.
            case quotedName
            /// A `:name` parameter; the text is the name.
            case parameter
            /// A string, a number, a dollar-quoted string.
            case literal
            /// An operator or punctuation: `=`, `<=`, `(`, `.`, `,`, …
            case symbol
        }

        var kind: Kind
        var text: String

        /// A name, bare or quoted, that is not one of the keywords that end a table's alias.
        var isName: Bool { kind == .quotedName || (kind == .word && !SQLQueryText.reservedWords.contains(text.lowercased())) }

        func isWord(_ word: String) -> Bool { kind == .word && text.lowercased() == word }
        func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    }

    /// A parameter's use as the text says it, before its names are found in a model.
    struct ParameterUse: Sendable {
        enum Kind: Sendable {
            /// Compared with or set to `column`, of the table `qualifier` names (an alias or a
            /// table) or of one of `tables` (lowercased alias or name → table name).
            case column(qualifier: String?, column: String, tables: [String: String])
            case count
        }

        var name: String
        var kind: Kind
    }

    /// Words after which a table's alias is not one (`FROM film WHERE …`), and which are not a
    /// column's name before an operator.
    static let reservedWords: Set<String> = [
        "where", "join", "inner", "left", "right", "full", "outer", "cross", "natural", "on", "using", "group", "order", "by",
        "having", "limit", "offset", "union", "intersect", "except", "window", "as", "select", "from", "and", "or", "not",
        "set", "values", "returning", "with", "case", "when", "then", "else", "end", "is", "in", "like", "glob", "ilike",
        "between", "exists", "null", "true", "false", "distinct", "all", "into", "update", "delete", "insert", "fetch", "for",
        "lateral", "tablesample", "indexed",
    ]

    /// The text's tokens, read as ``scan()`` reads it.
    func tokens() -> [Token] {
        var scratch = self
        let parameterStarts = Dictionary(parameters.map { ($0.range.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
        var tokens: [Token] = []
        var index = 0
        func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        func quoted(from start: Int, to end: Int, closing: String) -> String {
            // Between the quotes, a doubled quote standing for one.
            let inner = text(start..<max(start, end - 1))
            return inner.replacingOccurrences(of: closing + closing, with: closing)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}":
                index += 1
            case "-" where next(index) == "-":
                index = endOfLine(from: index + 2)
            case "/" where next(index) == "*":
                index = endOfBlockComment(from: index + 2)
            case "'":
                index = endOfQuoted(from: index + 1, closing: "'", backslashEscapes: engine == .postgres && isEscapeStringPrefix(before: index))
                tokens.append(Token(kind: .literal, text: "'"))
            case "\"":
                let end = endOfQuoted(from: index + 1, closing: "\"", backslashEscapes: false)
                tokens.append(Token(kind: .quotedName, text: quoted(from: index + 1, to: end, closing: "\"")))
                index = end
            case "`" where engine == .sqlite:
                let end = endOfQuoted(from: index + 1, closing: "`", backslashEscapes: false)
                tokens.append(Token(kind: .quotedName, text: quoted(from: index + 1, to: end, closing: "`")))
                index = end
            case "[" where engine == .sqlite:
                let end = endOfBracketIdentifier(from: index + 1)
                tokens.append(Token(kind: .quotedName, text: text((index + 1)..<max(index + 1, end - 1))))
                index = end
            case "$" where engine == .postgres:
                index = scratch.afterPostgresDollar(at: index)
                tokens.append(Token(kind: .literal, text: "$"))
            case ":":
                if let parameter = parameterStarts[index] {
                    tokens.append(Token(kind: .parameter, text: parameter.name))
                    index = parameter.range.upperBound
                } else {
                    let length = next(index) == ":" ? 2 : 1
                    tokens.append(Token(kind: .symbol, text: text(index..<min(scalars.count, index + length))))
                    index += length
                }
            case "?" where engine == .sqlite, "@" where engine == .sqlite, "$" where engine == .sqlite:
                index = scratch.afterOtherParameter(at: index)
                tokens.append(Token(kind: .literal, text: "?"))
            default:
                if Self.isNameCharacter(scalar) {
                    let start = index
                    index += 1
                    while index < scalars.count, Self.isNameContinuation(scalars[index]) { index += 1 }
                    tokens.append(Token(kind: .word, text: text(start..<index)))
                } else if Self.isDigit(scalar) {
                    while index < scalars.count, Self.isNameContinuation(scalars[index]) || scalars[index] == "." { index += 1 }
                    tokens.append(Token(kind: .literal, text: "0"))
                } else {
                    let pair = next(index).map { String(scalar) + String($0) }
                    let length = pair.map { ["<=", ">=", "<>", "!=", "==", "||"].contains($0) } == true ? 2 : 1
                    tokens.append(Token(kind: .symbol, text: text(index..<(index + length))))
                    index += length
                }
            }
        }
        return tokens
    }

    /// Each use of a parameter the text shows, in order (see ``SQLParameterUse``).
    func parameterUses() -> [ParameterUse] {
        let tokens = tokens()
        let tables = Self.tables(in: tokens)
        let insertedColumn = Self.insertedColumns(in: tokens)
        let comparisons: Set<String> = ["=", "==", "!=", "<>", "<", "<=", ">", ">="]
        func isComparison(_ token: Token) -> Bool {
            (token.kind == .symbol && comparisons.contains(token.text)) || ["like", "glob", "ilike", "is"].contains { token.isWord($0) }
        }
        func token(_ index: Int) -> Token? { tokens.indices.contains(index) ? tokens[index] : nil }
        /// The column that ends at `index` (`name` or `qualifier.name`).
        func column(endingAt index: Int) -> ParameterUse.Kind? {
            guard let name = token(index), name.isName else { return nil }
            if token(index - 1)?.isSymbol(".") == true, let qualifier = token(index - 2), qualifier.isName || qualifier.kind == .word {
                return .column(qualifier: qualifier.text, column: name.text, tables: tables)
            }
            return .column(qualifier: nil, column: name.text, tables: tables)
        }
        /// The column that starts at `index`.
        func column(startingAt index: Int) -> ParameterUse.Kind? {
            guard let first = token(index), first.isName else { return nil }
            if token(index + 1)?.isSymbol(".") == true, let name = token(index + 2), name.isName {
                return .column(qualifier: first.text, column: name.text, tables: tables)
            }
            // A function's name, not a column.
            if token(index + 1)?.isSymbol("(") == true { return nil }
            return .column(qualifier: nil, column: first.text, tables: tables)
        }
        var uses: [ParameterUse] = []
        for (index, parameter) in tokens.enumerated() where parameter.kind == .parameter {
            var kind: ParameterUse.Kind?
            if let before = token(index - 1) {
                if before.isWord("limit") || before.isWord("offset") {
                    kind = .count
                } else if isComparison(before) {
                    // `column = :p`, `column NOT LIKE :p`
                    kind = column(endingAt: token(index - 2)?.isWord("not") == true ? index - 3 : index - 2)
                } else if before.isWord("between") {
                    kind = column(endingAt: token(index - 2)?.isWord("not") == true ? index - 3 : index - 2)
                } else if before.isWord("and"), token(index - 2)?.kind == .parameter || token(index - 2)?.kind == .literal,
                    token(index - 3)?.isWord("between") == true
                {
                    kind = column(endingAt: token(index - 4)?.isWord("not") == true ? index - 5 : index - 4)
                } else if before.isSymbol("(") || before.isSymbol(",") {
                    // `column IN (:a, :b)`: back to the `(` after `IN`.
                    var open = index - 1
                    while open >= 0, !tokens[open].isSymbol("(") {
                        guard tokens[open].isSymbol(",") || tokens[open].kind == .parameter || tokens[open].kind == .literal else { break }
                        open -= 1
                    }
                    if open >= 1, tokens[open].isSymbol("("), tokens[open - 1].isWord("in") {
                        kind = column(endingAt: token(open - 2)?.isWord("not") == true ? open - 3 : open - 2)
                    }
                }
            }
            if kind == nil, let after = token(index + 1), isComparison(after), !after.isWord("is") {
                // `:p = column`
                kind = column(startingAt: index + 2)
            }
            if kind == nil, let column = insertedColumn[index] {
                // `INSERT INTO t (a, b) VALUES (:a, :b)`: the column in the same place.
                kind = .column(qualifier: column.table, column: column.name, tables: tables)
            }
            if let kind { uses.append(ParameterUse(name: parameter.text, kind: kind)) }
        }
        return uses
    }

    /// For each parameter that stands alone as a value of `INSERT INTO t (a, b, …) VALUES (…, …)`,
    /// by its token's index, the table and the column in its place.
    private static func insertedColumns(in tokens: [Token]) -> [Int: (table: String, name: String)] {
        var found: [Int: (table: String, name: String)] = [:]
        var index = 0
        while index < tokens.count {
            guard tokens[index].isWord("into") else {
                index += 1
                continue
            }
            var next = index + 1
            guard next < tokens.count, tokens[next].isName else {
                index += 1
                continue
            }
            var table = tokens[next].text
            next += 1
            while next + 1 < tokens.count, tokens[next].isSymbol("."), tokens[next + 1].isName {
                table = tokens[next + 1].text
                next += 2
            }
            // The column list.
            guard next < tokens.count, tokens[next].isSymbol("(") else {
                index = next
                continue
            }
            var columns: [String] = []
            next += 1
            while next < tokens.count, !tokens[next].isSymbol(")") {
                if tokens[next].isName { columns.append(tokens[next].text) } else if !tokens[next].isSymbol(",") { columns = [] ; break }
                next += 1
            }
            next += 1
            guard !columns.isEmpty, next < tokens.count, tokens[next].isWord("values") else {
                index = next
                continue
            }
            next += 1
            // Each row of values: a value that is one parameter, between commas, takes its column.
            while next < tokens.count, tokens[next].isSymbol("(") {
                var position = 0
                var depth = 0
                var start = next + 1
                var cursor = next + 1
                while cursor < tokens.count {
                    let token = tokens[cursor]
                    if token.isSymbol("(") {
                        depth += 1
                    } else if token.isSymbol(")") && depth > 0 {
                        depth -= 1
                    } else if depth == 0 && (token.isSymbol(",") || token.isSymbol(")")) {
                        if cursor - start == 1, tokens[start].kind == .parameter, position < columns.count {
                            found[start] = (table, columns[position])
                        }
                        position += 1
                        start = cursor + 1
                        if token.isSymbol(")") { break }
                    }
                    cursor += 1
                }
                next = cursor + 1
                guard next < tokens.count, tokens[next].isSymbol(",") else { break }
                next += 1
            }
            index = next
        }
        return found
    }

    /// The tables the text reads or writes, by their aliases and their own names (lowercased):
    /// the names after `FROM`, `JOIN`, `UPDATE` and `INTO`, and the name after each, which is
    /// an alias unless it is a keyword.
    static func tables(in tokens: [Token]) -> [String: String] {
        var tables: [String: String] = [:]
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard ["from", "join", "update", "into"].contains(where: { token.isWord($0) }) else {
                index += 1
                continue
            }
            index += 1
            while index < tokens.count, tokens[index].isName {
                // `schema.table`: the table.
                var name = tokens[index].text
                index += 1
                while index + 1 < tokens.count, tokens[index].isSymbol("."), tokens[index + 1].isName {
                    name = tokens[index + 1].text
                    index += 2
                }
                tables[name.lowercased()] = name
                if index < tokens.count, tokens[index].isWord("as") { index += 1 }
                if index < tokens.count, tokens[index].isName, !(index + 1 < tokens.count && tokens[index + 1].isSymbol("(")) {
                    tables[tokens[index].text.lowercased()] = name
                    index += 1
                }
                // `FROM a, b`: another table.
                guard index + 1 < tokens.count, tokens[index].isSymbol(","), token.isWord("from") else { break }
                index += 1
            }
        }
        return tables
    }
}
