/// An ad-hoc query's text as the module reads it before the engine does: where its `:name`
/// parameters stand, outside string literals, quoted identifiers, comments and (on PostgreSQL)
/// dollar-quoted strings, and whether it holds more than one statement.
///
/// This is not a parser of SQL and decides nothing about safety — the engine refuses what the
/// query may not do (``Database/run(_:)``). It finds what only the text can say: the names of
/// the parameters, to make a field for each and to number them `$1`, `$2`, … for PostgreSQL,
/// which has no named parameters; and a second statement or an empty text, to say so plainly
/// rather than with the engine's syntax error.
///
/// It reads the text as the engine's tokenizer does where that matters:
///
/// - `'…'` strings with `''` inside; on PostgreSQL also `E'…'`, where a backslash escapes the
///   next character, and `$tag$…$tag$` (a `$` inside a name, as in `a$1`, starts none);
/// - `"…"` identifiers with `""` inside; on SQLite also `` `…` `` and `[…]`;
/// - `-- …` to the end of the line, and `/* … */` (nested on PostgreSQL, as it nests them);
/// - a parameter is `:` then a name: letters, digits, `_`, and any character beyond ASCII; on
///   SQLite also `$`, and it may start with a digit, as SQLite's own parameters may. On
///   PostgreSQL it starts with a letter or `_`, and `::` is a cast: `x::text`, `arr[1:2]`,
///   `f(a := 1)` hold none. (An array slice by names, `arr[lo:hi]`, reads `:hi` as one; write
///   `arr[lo : hi]`.)
///
/// Text it cannot make sense of — an unterminated string, say — is read to its end as the
/// engine would, and the engine reports the mistake.
struct SQLQueryText: Sendable {
    /// A parameter written `:name`, and where it stands, in Unicode scalars.
    struct Parameter: Sendable, Hashable {
        var name: String
        var range: Range<Int>
    }

    let engine: Database.Engine
    let scalars: [Unicode.Scalar]
    /// The `:name` parameters in the order they stand, a name as often as it is used.
    private(set) var parameters: [Parameter] = []
    /// Parameters written in another way the engine takes (`?`, `?1`, `@name`, `$name` on
    /// SQLite; `$1` on PostgreSQL), which a query here may not use: no field could give them a
    /// value by name.
    private(set) var otherParameters: [String] = []
    /// Where each `;` outside quotes and comments stands.
    private(set) var semicolons: [Int] = []
    /// Where the first character that is not blank, a comment or a `;` stands; `nil` when there
    /// is none (an empty query).
    private(set) var firstSignificant: Int?
    /// Whether a statement follows a `;` that ends another: more than one statement.
    private(set) var hasSeveralStatements = false

    init(_ text: String, engine: Database.Engine) {
        self.engine = engine
        self.scalars = Array(text.unicodeScalars)
        scan()
    }

    /// The distinct names of the parameters, in the order they first appear.
    var parameterNames: [String] {
        var seen = Set<String>()
        return parameters.map(\.name).filter { seen.insert($0).inserted }
    }

    // MARK: Scanning

    private mutating func scan() {
        var index = 0
        // Whether significant text came since the last `;`, and whether a `;` ended some.
        var inStatement = false
        var endedOne = false
        func significant(at offset: Int, _ text: inout Self) {
            if text.firstSignificant == nil { text.firstSignificant = offset }
            if endedOne && !inStatement { text.hasSeveralStatements = true }
            inStatement = true
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
            case ";":
                semicolons.append(index)
                if inStatement { endedOne = true }
                inStatement = false
                index += 1
            case "'":
                significant(at: index, &self)
                index = endOfQuoted(from: index + 1, closing: "'", backslashEscapes: engine == .postgres && isEscapeStringPrefix(before: index))
            case "\"":
                significant(at: index, &self)
                index = endOfQuoted(from: index + 1, closing: "\"", backslashEscapes: false)
            case "`" where engine == .sqlite:
                significant(at: index, &self)
                index = endOfQuoted(from: index + 1, closing: "`", backslashEscapes: false)
            case "[" where engine == .sqlite:
                significant(at: index, &self)
                index = endOfBracketIdentifier(from: index + 1)
            case "$" where engine == .postgres:
                significant(at: index, &self)
                index = afterPostgresDollar(at: index)
            case ":":
                significant(at: index, &self)
                index = afterColon(at: index)
            case "?" where engine == .sqlite, "@" where engine == .sqlite, "$" where engine == .sqlite:
                // SQLite's other parameters (`$` reaches here on SQLite only).
                significant(at: index, &self)
                index = afterOtherParameter(at: index)
            default:
                significant(at: index, &self)
                if Self.isNameCharacter(scalar) {
                    // A whole word at once, so that a `$` or `:` inside a name is seen as such.
                    index += 1
                    while index < scalars.count, Self.isNameContinuation(scalars[index]) { index += 1 }
                } else {
                    index += 1
                }
            }
        }
    }

    func next(_ index: Int) -> Unicode.Scalar? {
        index + 1 < scalars.count ? scalars[index + 1] : nil
    }

    func endOfLine(from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        return index
    }

    /// After the `*/` that closes the comment opened before `start`: PostgreSQL nests comments,
    /// SQLite ends one at the first `*/`.
    func endOfBlockComment(from start: Int) -> Int {
        var depth = 1
        var index = start
        while index < scalars.count {
            if scalars[index] == "*", next(index) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else if engine == .postgres, scalars[index] == "/", next(index) == "*" {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// After the quote that closes the string or identifier opened before `start`: a doubled
    /// closing quote stands for itself, and with `backslashEscapes` a backslash escapes the
    /// character after it.
    func endOfQuoted(from start: Int, closing: Unicode.Scalar, backslashEscapes: Bool) -> Int {
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if backslashEscapes && scalar == "\\" {
                index += 2
            } else if scalar == closing {
                if next(index) == closing {
                    index += 2
                } else {
                    return index + 1
                }
            } else {
                index += 1
            }
        }
        return scalars.count
    }

    func endOfBracketIdentifier(from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] != "]" { index += 1 }
        return min(index + 1, scalars.count)
    }

    /// Whether the `'` at `quote` opens PostgreSQL's escape string: `E` or `e` right before it,
    /// itself not the end of a longer name (`some'…'` is no escape string).
    func isEscapeStringPrefix(before quote: Int) -> Bool {
        guard quote >= 1, scalars[quote - 1] == "E" || scalars[quote - 1] == "e" else { return false }
        return quote < 2 || !Self.isNameContinuation(scalars[quote - 2])
    }

    /// Past a `$` on PostgreSQL that starts no name (a name's own `$` was read with it): a
    /// positional parameter `$1`, a dollar-quoted string `$tag$…$tag$`, or a lone `$`.
    mutating func afterPostgresDollar(at dollar: Int) -> Int {
        var index = dollar + 1
        if index < scalars.count, Self.isDigit(scalars[index]) {
            while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
            otherParameters.append(String(String.UnicodeScalarView(scalars[dollar..<index])))
            return index
        }
        // The tag: a name that does not start with a digit, or nothing (`$$`).
        while index < scalars.count, scalars[index] != "$", Self.isNameContinuation(scalars[index]) { index += 1 }
        guard index < scalars.count, scalars[index] == "$" else { return dollar + 1 }
        let delimiter = Array(scalars[dollar...index])
        var search = index + 1
        while search + delimiter.count <= scalars.count {
            if scalars[search] == "$", Array(scalars[search..<(search + delimiter.count)]) == delimiter { return search + delimiter.count }
            search += 1
        }
        return scalars.count
    }

    /// Past a `:`: a parameter's name when one follows (recorded), a cast's `::` on PostgreSQL,
    /// or the `:` alone.
    private mutating func afterColon(at colon: Int) -> Int {
        let start = colon + 1
        guard start < scalars.count else { return start }
        if engine == .postgres && (scalars[start] == ":" || scalars[start] == "=") { return start + 1 }
        let first = scalars[start]
        let startsName = engine == .sqlite
            ? Self.isNameContinuation(first)
            : Self.isNameCharacter(first)
        guard startsName else { return start }
        var end = start + 1
        while end < scalars.count, Self.isNameContinuation(scalars[end]) { end += 1 }
        parameters.append(Parameter(name: String(String.UnicodeScalarView(scalars[start..<end])), range: colon..<end))
        return end
    }

    /// Past one of SQLite's parameters written otherwise than `:name` (`?`, `?7`, `@name`,
    /// `$name`), recorded; or past the character when no parameter follows it.
    mutating func afterOtherParameter(at start: Int) -> Int {
        var end = start + 1
        if scalars[start] == "?" {
            while end < scalars.count, Self.isDigit(scalars[end]) { end += 1 }
        } else {
            while end < scalars.count, Self.isNameContinuation(scalars[end]) { end += 1 }
            guard end > start + 1 else { return end }
        }
        otherParameters.append(String(String.UnicodeScalarView(scalars[start..<end])))
        return end
    }

    // MARK: PostgreSQL's text

    /// The text as PostgreSQL is sent it: each `:name` written `$1`, `$2`, … (a name used twice
    /// has one number), and the `;` that may end the query made a blank, so that the query can
    /// stand inside parentheses.
    struct Numbered: Sendable {
        var sql: String
        /// The names, in the order of their numbers.
        var names: [String]
        /// Each replacement: where it starts in the original text, how long it was, how long it is.
        fileprivate var replacements: [(original: Int, originalLength: Int, length: Int)]

        /// Where `offset`, an offset in Unicode scalars of ``sql``, stands in the original text:
        /// inside a replaced parameter, its start.
        func originalOffset(of offset: Int) -> Int {
            var shift = 0
            for replacement in replacements {
                let start = replacement.original + shift
                if offset < start { break }
                if offset < start + replacement.length { return replacement.original }
                shift += replacement.length - replacement.originalLength
            }
            return offset - shift
        }
    }

    /// The text numbered for PostgreSQL (see ``Numbered``).
    func numbered() -> Numbered {
        var numbers: [String: Int] = [:]
        var names: [String] = []
        var result = String.UnicodeScalarView()
        var replacements: [(original: Int, originalLength: Int, length: Int)] = []
        var copied = 0
        // A `;` after which nothing significant stands ends the query: a blank in its place.
        let terminators = Set(semicolons.filter { semicolon in firstSignificant.map { semicolon > $0 } ?? false })
        func copy(upTo end: Int) {
            for index in copied..<end { result.append(terminators.contains(index) ? " " : scalars[index]) }
            copied = end
        }
        for parameter in parameters {
            copy(upTo: parameter.range.lowerBound)
            let number: Int
            if let known = numbers[parameter.name] {
                number = known
            } else {
                names.append(parameter.name)
                number = names.count
                numbers[parameter.name] = number
            }
            // After a name's character or a `$`, a blank first: `a$1` would be a name, `$$1` a quote.
            let start = parameter.range.lowerBound
            let joins = start > 0 && Self.isNameContinuation(scalars[start - 1])
            let written = (joins ? " $" : "$") + String(number)
            result.append(contentsOf: written.unicodeScalars)
            replacements.append((parameter.range.lowerBound, parameter.range.count, written.unicodeScalars.count))
            copied = parameter.range.upperBound
        }
        copy(upTo: scalars.count)
        return Numbered(sql: String(result), names: names, replacements: replacements)
    }

    // MARK: Characters

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// A character that may start a name: a letter, `_`, or any character beyond ASCII.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
    }

    /// A character that may continue a name: also digits, and `$` (which SQLite and PostgreSQL
    /// both take inside names).
    static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
        isNameCharacter(scalar) || isDigit(scalar) || scalar == "$"
    }
}
