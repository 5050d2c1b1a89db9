/// One problem in a rule file, with where it is.
///
/// Its ``description`` is the conventional compiler format, which editors and CI logs link to the
/// place in the file: `rules.txt:4:17: expected '=>' after the condition, found 'component'`.
public struct RuleFileDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The name of the file, as given when it was read.
    public let fileName: String
    /// The line, counted from 1.
    public let line: Int
    /// The column, counted from 1 in Unicode scalars (a tab counts as one).
    public let column: Int
    /// What is wrong, and usually what was expected instead.
    public let message: String

    /// Makes a diagnostic.
    public init(fileName: String, line: Int, column: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`.
    public var description: String {
        "\(fileName):\(line):\(column): \(message)"
    }
}
