/// Qualifier text that does not parse, with where and why.
///
/// Its ``description`` shows the text with a caret under the problem:
///
/// ```
/// Expected a value after '=' at column 12: write a 'quoted string', a number, true, false or null.
///   last_name = and active
///              ^
/// ```
public struct QualifierParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text that was parsed.
    public var text: String
    /// Where the problem starts, counted in characters from 0.
    public var offset: Int
    /// What is wrong and what to write instead.
    public var message: String

    /// Creates an error at `offset` of `text`.
    public init(text: String, offset: Int, message: String) {
        self.text = text
        self.offset = offset
        self.message = message
    }

    /// The message, the text, and a caret under the problem.
    public var description: String {
        let shown = text.map { $0 == "\n" || $0 == "\t" || $0 == "\0" ? " " : $0 }
        return "\(message)\n  \(String(shown))\n  \(String(repeating: " ", count: offset))^"
    }
}
