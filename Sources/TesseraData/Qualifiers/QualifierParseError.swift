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
    /// Where the problem starts, counted in Unicode scalars from 0 (a combining mark counts on
    /// its own, as the parser reads it).
    public var offset: Int
    /// What is wrong and what to write instead.
    public var message: String

    /// Creates an error at `offset` of `text`.
    public init(text: String, offset: Int, message: String) {
        self.text = text
        self.offset = offset
        self.message = message
    }

    /// The message, the text, and a caret under the problem. A long text is shown around the
    /// problem only, so that an error never repeats a hostile address of many kilobytes.
    public var description: String {
        var shown = text.unicodeScalars.map { $0 == "\n" || $0 == "\t" || $0 == "\0" ? " " : $0 }
        var caret = offset
        let context = 40
        if shown.count > 2 * context + 1 {
            let start = max(0, min(offset - context, shown.count - 2 * context))
            let end = min(shown.count, start + 2 * context)
            let head: [Unicode.Scalar] = start > 0 ? ["…"] : []
            let tail: [Unicode.Scalar] = end < shown.count ? ["…"] : []
            caret = offset - start + head.count
            shown = head + Array(shown[start..<end]) + tail
        }
        return "\(message)\n  \(String(String.UnicodeScalarView(shown)))\n  \(String(repeating: " ", count: max(0, caret)))^"
    }
}
