/// Parses the tokens of a rule file into rules, by recursive descent.
///
/// The grammar is in `Sources/TesseraRules/TesseraRules.docc/Rules.md`. On an error the parser
/// records a diagnostic, skips to the end of the line, and goes on with the next rule, so that one
/// pass reports every broken rule. Every loop consumes a token or stops, so parsing always ends.
struct RuleFileParser {
    /// Thrown inside a rule after its diagnostic is recorded, to unwind to the rule loop.
    private struct Failure: Error {}

    private let tokens: [RuleFileToken]
    private let fileName: String
    private var position = 0
    /// How deep the parser is in parentheses, `not`s and lists. Bounded, so that a hostile file of
    /// ten thousand '(' gets an error rather than exhausting the stack.
    private var depth = 0
    static let maximumDepth = 64
    private(set) var diagnostics: [RuleFileDiagnostic] = []

    init(tokens: [RuleFileToken], fileName: String) {
        // The lexer always ends with `.end`; keep the invariant even for a hand-made token list.
        self.tokens = tokens.last?.kind == .end ? tokens : tokens + [RuleFileToken(kind: .end, text: "", line: 1, column: 1)]
        self.fileName = fileName
    }

    /// Parses `text`: the rules that parsed, and every lexical and syntax error.
    static func parse(_ text: String, fileName: String) -> (rules: [RuleFileSyntax.Rule], diagnostics: [RuleFileDiagnostic]) {
        let (tokens, lexical) = RuleFileLexer.tokenize(text, fileName: fileName)
        var parser = RuleFileParser(tokens: tokens, fileName: fileName)
        let rules = parser.parseRules()
        // A line with a lexical error (an unterminated string, a stray character) almost always
        // fails to parse too; the lexer's message is the useful one, so the parser's is dropped.
        let linesWithLexicalErrors = Set(lexical.map(\.line))
        let syntactic = parser.diagnostics.filter { !linesWithLexicalErrors.contains($0.line) }
        let diagnostics = (lexical + syntactic).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return (rules, diagnostics)
    }

    /// Parses `text` as one condition alone — what a rule says before `=>` — spanning lines if
    /// it likes: the condition, or `nil` with every problem.
    static func parseCondition(_ text: String, fileName: String) -> (condition: RuleFileSyntax.Condition?, diagnostics: [RuleFileDiagnostic]) {
        let (tokens, lexical) = RuleFileLexer.tokenize(text, fileName: fileName)
        guard lexical.isEmpty else { return (nil, lexical) }
        // Line ends are blanks here: a condition written over several lines of a file is one.
        var parser = RuleFileParser(tokens: tokens.filter { $0.kind != .newline }, fileName: fileName)
        let condition: RuleFileSyntax.Condition?
        do {
            let parsed = try parser.parseCondition(after: nil)
            if parser.current.kind == .end {
                condition = parsed
            } else {
                throw parser.fail("expected the end of the condition, found \(parser.current.foundDescription)")
            }
        } catch {
            condition = nil
        }
        return (condition, parser.diagnostics)
    }

    mutating func parseRules() -> [RuleFileSyntax.Rule] {
        var rules: [RuleFileSyntax.Rule] = []
        while true {
            while current.kind == .newline { position += 1 }
            if current.kind == .end { break }
            let start = position
            do {
                rules.append(try parseRule())
            } catch {
                skipToNextLine()
            }
            if position == start { position += 1 }
        }
        return rules
    }

    // MARK: Rules

    /// rule := condition '=>' keyPath ('=' | '==') value [';' 'priority' integer] (newline | end)
    private mutating func parseRule() throws(Failure) -> RuleFileSyntax.Rule {
        let location = current.location
        let condition = try parseCondition(after: nil)
        guard accept(.symbol(.implies)) else {
            throw fail("expected '=>' after the condition, found \(current.foundDescription)")
        }
        let target = try parseKeyPath(orFail: "expected the key to set after '=>'")
        guard accept(.symbol(.equal)) || accept(.symbol(.doubleEqual)) else {
            throw fail("expected '=' after '\(target.text)', found \(current.foundDescription)")
        }
        let value: RuleFileSyntax.Operand
        if let literal = try parseLiteral() {
            value = literal
        } else if case .identifier = current.kind {
            value = .key(try parseKeyPath(orFail: "expected a value"))
        } else {
            throw fail("expected a value after '=', found \(current.foundDescription)")
        }
        var priority = 0
        if accept(.symbol(.semicolon)) {
            guard accept(.keyword(.priority)) else {
                throw fail("expected 'priority' after ';', found \(current.foundDescription)")
            }
            guard case .integer(let number) = current.kind else {
                throw fail("expected a whole number after 'priority', found \(current.foundDescription)")
            }
            position += 1
            priority = number
        }
        guard current.kind == .newline || current.kind == .end else {
            throw fail("expected the end of the rule, found \(current.foundDescription); write one rule per line")
        }
        return RuleFileSyntax.Rule(condition: condition, target: target, value: value, priority: priority, location: location)
    }

    // MARK: Conditions

    /// or := and { ('or' | '||') and }
    private mutating func parseCondition(after previous: String?) throws(Failure) -> RuleFileSyntax.Condition {
        var terms = [try parseConjunction(after: previous)]
        while let word = acceptText(.keyword(.or)) ?? acceptText(.symbol(.doubleBar)) {
            terms.append(try parseConjunction(after: word))
        }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    /// and := not { ('and' | '&&') not }
    private mutating func parseConjunction(after previous: String?) throws(Failure) -> RuleFileSyntax.Condition {
        var terms = [try parseNegation(after: previous)]
        while let word = acceptText(.keyword(.and)) ?? acceptText(.symbol(.doubleAmpersand)) {
            terms.append(try parseNegation(after: word))
        }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    /// not := ('not' | '!') not | primary
    private mutating func parseNegation(after previous: String?) throws(Failure) -> RuleFileSyntax.Condition {
        try enterNesting()
        defer { depth -= 1 }
        if let word = acceptText(.keyword(.not)) ?? acceptText(.symbol(.exclamation)) {
            return .not(try parseNegation(after: word))
        }
        return try parsePrimary(after: previous)
    }

    /// primary := '(' or ')' | 'true' | 'false' | operand comparison
    private mutating func parsePrimary(after previous: String?) throws(Failure) -> RuleFileSyntax.Condition {
        let start = current
        if accept(.symbol(.openParenthesis)) {
            let inner = try parseCondition(after: "(")
            guard accept(.symbol(.closeParenthesis)) else {
                throw fail(
                    "expected ')' to close the '(' at \(start.line):\(start.column), found \(current.foundDescription)"
                )
            }
            return inner
        }
        // `true` alone is the condition that always holds; `true = x` compares a literal.
        if case .keyword(let keyword) = current.kind, keyword == .true || keyword == .false, !next.isComparison {
            position += 1
            return keyword == .true ? .always : .never
        }
        guard let operand = try parseOperand() else {
            let place = previous.map { " after '\($0)'" } ?? ""
            throw fail("expected a condition\(place), found \(current.foundDescription)")
        }
        return try parseComparison(of: operand, operandText: start.text)
    }

    /// comparison := compareOp operand | ['not'] 'in' list   (compareOp includes 'contains')
    private mutating func parseComparison(
        of operand: RuleFileSyntax.Operand, operandText: String
    ) throws(Failure) -> RuleFileSyntax.Condition {
        let operatorToken = current
        if let comparison = operatorToken.comparison {
            position += 1
            guard let rhs = try parseOperand() else {
                throw fail("expected a key or a value after '\(operatorToken.text)', found \(current.foundDescription)")
            }
            return .comparison(operand, comparison, rhs)
        }
        var negated = false
        if current.kind == .keyword(.not), next.kind == .keyword(.in) {
            position += 1
            negated = true
        }
        if accept(.keyword(.in)) {
            return .membership(operand, try parseList(after: "in"), negated: negated)
        }
        throw fail(
            "expected a comparison (=, !=, <, <=, >, >=, in or contains) after '\(operandText)', found \(current.foundDescription)"
        )
    }

    // MARK: Operands and literals

    /// operand := keyPath | literal
    private mutating func parseOperand() throws(Failure) -> RuleFileSyntax.Operand? {
        if case .identifier = current.kind {
            return .key(try parseKeyPath(orFail: "expected a key"))
        }
        return try parseLiteral()
    }

    /// keyPath := identifier { '.' identifier }
    private mutating func parseKeyPath(orFail message: String) throws(Failure) -> RuleFileSyntax.KeyPath {
        let location = current.location
        guard case .identifier(let first) = current.kind else {
            throw fail("\(message), found \(current.foundDescription)")
        }
        position += 1
        var names = [first]
        while accept(.symbol(.dot)) {
            guard case .identifier(let name) = current.kind else {
                throw fail("expected a name after '.', found \(current.foundDescription)")
            }
            position += 1
            names.append(name)
        }
        return RuleFileSyntax.KeyPath(names: names, location: location)
    }

    /// literal := string | number | 'true' | 'false' | 'null' | '[' list ']'; `nil` when the
    /// current token starts none.
    private mutating func parseLiteral() throws(Failure) -> RuleFileSyntax.Operand? {
        let location = current.location
        if current.kind == .symbol(.openBracket) {
            return .value(.list(try parseList(after: nil)), location)
        }
        guard let value = current.literalValue else { return nil }
        position += 1
        return .value(value, location)
    }

    /// list := ('(' | '[') [value {',' value}] (')' | ']'), closed by the bracket that opened it.
    private mutating func parseList(after previous: String?) throws(Failure) -> [RuleValue] {
        try enterNesting()
        defer { depth -= 1 }
        let closing: RuleFileToken.Symbol
        if accept(.symbol(.openParenthesis)) {
            closing = .closeParenthesis
        } else if accept(.symbol(.openBracket)) {
            closing = .closeBracket
        } else {
            let place = previous.map { " after '\($0)'" } ?? ""
            throw fail("expected a list\(place), like ('a', 'b'), found \(current.foundDescription)")
        }
        var values: [RuleValue] = []
        if accept(.symbol(closing)) { return values }
        while true {
            if current.kind == .symbol(.openBracket) {
                values.append(.list(try parseList(after: nil)))
            } else if let value = current.literalValue {
                position += 1
                values.append(value)
            } else {
                throw fail("expected a value in the list, found \(current.foundDescription)")
            }
            if accept(.symbol(closing)) { return values }
            guard accept(.symbol(.comma)) else {
                throw fail("expected ',' or '\(closing.rawValue)' in the list, found \(current.foundDescription)")
            }
        }
    }

    // MARK: Tokens

    private var current: RuleFileToken { tokens[min(position, tokens.count - 1)] }

    private var next: RuleFileToken { tokens[min(position + 1, tokens.count - 1)] }

    private mutating func accept(_ kind: RuleFileToken.Kind) -> Bool {
        guard current.kind == kind else { return false }
        position += 1
        return true
    }

    /// Accepts a token of `kind` and returns its text, for messages that name it.
    private mutating func acceptText(_ kind: RuleFileToken.Kind) -> String? {
        let text = current.text
        return accept(kind) ? text : nil
    }

    private mutating func enterNesting() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            depth -= 1
            throw fail("the rule is nested too deeply (more than \(Self.maximumDepth) levels)")
        }
    }

    private mutating func fail(_ message: String) -> Failure {
        diagnostics.append(
            RuleFileDiagnostic(fileName: fileName, line: current.line, column: current.column, message: message)
        )
        return Failure()
    }

    /// Skips past the end of the current line: the next rule starts on a new line.
    private mutating func skipToNextLine() {
        while current.kind != .newline, current.kind != .end {
            position += 1
        }
    }
}

extension RuleFileToken {
    var location: RuleFileSyntax.Location { .init(line: line, column: column) }

    var isComparison: Bool { comparison != nil }

    /// The comparison this token spells, if any; `=` and `==` both mean equal.
    var comparison: ComparisonOperator? {
        switch kind {
        case .symbol(.equal), .symbol(.doubleEqual): .equal
        case .symbol(.notEqual): .notEqual
        case .symbol(.less): .less
        case .symbol(.lessOrEqual): .lessOrEqual
        case .symbol(.greater): .greater
        case .symbol(.greaterOrEqual): .greaterOrEqual
        case .keyword(.contains): .contains
        default: nil
        }
    }

    /// The value of a scalar literal token.
    var literalValue: RuleValue? {
        switch kind {
        case .string(let value): .string(value)
        case .integer(let value): .int(value)
        case .double(let value): .double(value)
        case .keyword(.true): .bool(true)
        case .keyword(.false): .bool(false)
        case .keyword(.null): .null
        default: nil
        }
    }
}
