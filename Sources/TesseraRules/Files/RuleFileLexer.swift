/// Splits the text of a rule file into tokens, reporting characters that cannot start one.
///
/// Every step consumes at least one character, so the lexer always ends. It reports a problem and
/// carries on, so that one run finds every problem of a file.
struct RuleFileLexer {
    private let scalars: [Unicode.Scalar]
    private let fileName: String
    private var position = 0
    private var line = 1
    private var column = 1
    private(set) var tokens: [RuleFileToken] = []
    private(set) var diagnostics: [RuleFileDiagnostic] = []

    init(text: String, fileName: String) {
        scalars = Array(text.unicodeScalars)
        self.fileName = fileName
    }

    /// Tokenizes the whole text.
    static func tokenize(_ text: String, fileName: String) -> (tokens: [RuleFileToken], diagnostics: [RuleFileDiagnostic]) {
        var lexer = RuleFileLexer(text: text, fileName: fileName)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    private mutating func run() {
        while let scalar = peek() {
            let startLine = line, startColumn = column, start = position
            switch scalar {
            case "\n":
                advance()
                emitNewline(line: startLine, column: startColumn)
            case "\r":
                advance()
                if peek() == "\n" { advance() }
                emitNewline(line: startLine, column: startColumn)
            case " ", "\t":
                advance()
            case "#":
                skipToEndOfLine()
            case "/" where peek(1) == "/":
                skipToEndOfLine()
            case "'", "\"":
                lexString(quote: scalar)
            case "0"..."9":
                lexNumber()
            case "-" where peek(1).map { ("0"..."9").contains($0) } ?? false:
                lexNumber()
            default:
                if Self.startsIdentifier(scalar) {
                    lexWord()
                } else if let symbol = matchSymbol() {
                    emit(.symbol(symbol), from: start, line: startLine, column: startColumn)
                } else {
                    advance()
                    report("unexpected character '\(Self.printable(scalar))'", line: startLine, column: startColumn)
                }
            }
        }
        emitNewline(line: line, column: column)
        tokens.append(RuleFileToken(kind: .end, text: "", line: line, column: column))
    }

    // MARK: Tokens

    private mutating func lexWord() {
        let start = position, startLine = line, startColumn = column
        while let scalar = peek(), Self.continuesIdentifier(scalar) {
            advance()
        }
        let word = text(from: start)
        if let keyword = RuleFileToken.Keyword(rawValue: word) {
            emit(.keyword(keyword), from: start, line: startLine, column: startColumn)
        } else {
            emit(.identifier(word), from: start, line: startLine, column: startColumn)
        }
    }

    private mutating func lexNumber() {
        let start = position, startLine = line, startColumn = column
        if peek() == "-" { advance() }
        skipDigits()
        var isDouble = false
        if peek() == ".", let next = peek(1), ("0"..."9").contains(next) {
            isDouble = true
            advance()
            skipDigits()
        }
        let text = text(from: start)
        if isDouble, let value = Double(text) {
            emit(.double(value), from: start, line: startLine, column: startColumn)
        } else if !isDouble, let value = Int(text) {
            emit(.integer(value), from: start, line: startLine, column: startColumn)
        } else {
            report("number \(text) is too large", line: startLine, column: startColumn)
            emit(.integer(0), from: start, line: startLine, column: startColumn)
        }
    }

    private mutating func lexString(quote: Unicode.Scalar) {
        let start = position, startLine = line, startColumn = column
        advance()
        var value = String.UnicodeScalarView()
        while true {
            guard let scalar = peek(), scalar != "\n", scalar != "\r" else {
                report(
                    "unterminated string; add a closing \(quote) before the end of the line",
                    line: startLine, column: startColumn
                )
                break
            }
            advance()
            if scalar == quote { break }
            if scalar == "\\" {
                let escapeLine = line, escapeColumn = column - 1
                guard let escaped = peek(), escaped != "\n", escaped != "\r" else { continue }
                advance()
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "\\", "'", "\"": value.append(escaped)
                default:
                    report(
                        "unknown escape '\\\(Self.printable(escaped))' in string; use \\\\, \\', \\\", \\n or \\t",
                        line: escapeLine, column: escapeColumn
                    )
                }
            } else {
                value.append(scalar)
            }
        }
        emit(.string(String(value)), from: start, line: startLine, column: startColumn)
    }

    private mutating func matchSymbol() -> RuleFileToken.Symbol? {
        // Longest match first, so that `<=` is not read as `<` then `=`.
        for length in [2, 1] {
            guard position + length <= scalars.count else { continue }
            var candidate = String.UnicodeScalarView()
            candidate.append(contentsOf: scalars[position..<position + length])
            if let symbol = RuleFileToken.Symbol(rawValue: String(candidate)) {
                for _ in 0..<length { advance() }
                return symbol
            }
        }
        return nil
    }

    private mutating func emit(_ kind: RuleFileToken.Kind, from start: Int, line: Int, column: Int) {
        tokens.append(RuleFileToken(kind: kind, text: text(from: start), line: line, column: column))
    }

    /// Ends a rule at a line break, unless the line ended with a token that needs more, or no
    /// rule is open (blank lines and comment lines).
    private mutating func emitNewline(line: Int, column: Int) {
        guard let last = tokens.last, last.kind != .newline, !last.continuesLine else { return }
        tokens.append(RuleFileToken(kind: .newline, text: "", line: line, column: column))
    }

    // MARK: Characters

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private mutating func advance() {
        if scalars[position] == "\n" {
            line += 1
            column = 1
        } else if scalars[position] == "\r" {
            // A lone carriage return ends a line too; in "\r\n" the "\n" does it.
            if peek(1) != "\n" {
                line += 1
                column = 1
            }
        } else {
            column += 1
        }
        position += 1
    }

    private mutating func skipDigits() {
        while let scalar = peek(), ("0"..."9").contains(scalar) {
            advance()
        }
    }

    private mutating func skipToEndOfLine() {
        while let scalar = peek(), scalar != "\n", scalar != "\r" {
            advance()
        }
    }

    private func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<position])
        return String(view)
    }

    private mutating func report(_ message: String, line: Int, column: Int) {
        diagnostics.append(RuleFileDiagnostic(fileName: fileName, line: line, column: column, message: message))
    }

    private static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        startsIdentifier(scalar) || ("0"..."9").contains(scalar)
    }

    /// A character as an error message shows it: control characters escaped.
    private static func printable(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            : String(scalar)
    }
}
