/// A token of a rule file: a word, a literal or a symbol, and where it starts.
struct RuleFileToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier(String)
        case string(String)
        case integer(Int)
        case double(Double)
        case keyword(Keyword)
        case symbol(Symbol)
        /// The end of a line that ends a rule (lines continued after `and`, `=>`, … have none).
        case newline
        case end
    }

    enum Keyword: String, Sendable, CaseIterable {
        case and, or, not, `in`, contains, `true`, `false`, null, priority
    }

    enum Symbol: String, Sendable, CaseIterable {
        case implies = "=>"
        case equal = "="
        case doubleEqual = "=="
        case notEqual = "!="
        case lessOrEqual = "<="
        case less = "<"
        case greaterOrEqual = ">="
        case greater = ">"
        case doubleAmpersand = "&&"
        case doubleBar = "||"
        case exclamation = "!"
        case openParenthesis = "("
        case closeParenthesis = ")"
        case openBracket = "["
        case closeBracket = "]"
        case comma = ","
        case semicolon = ";"
        case dot = "."
    }

    let kind: Kind
    /// The token as written.
    let text: String
    let line: Int
    let column: Int

    /// The token as an error message names it after "found": `'component'`, `string 'abc'`,
    /// `end of line`.
    var foundDescription: String {
        switch kind {
        case .newline: "end of line"
        case .end: "end of file"
        case .string: "string \(text)"
        case .integer, .double: "number \(text)"
        default: "'\(text)'"
        }
    }

    /// Whether a rule continues on the next line after this token: after an operator that needs a
    /// right-hand side, or inside a list after a comma or an opening bracket.
    var continuesLine: Bool {
        switch kind {
        case .keyword(let keyword): [.and, .or, .not, .in, .contains].contains(keyword)
        case .symbol(let symbol):
            [.implies, .doubleAmpersand, .doubleBar, .exclamation, .openParenthesis, .openBracket, .comma]
                .contains(symbol)
        default: false
        }
    }
}
