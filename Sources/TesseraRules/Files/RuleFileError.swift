/// A rule file that was refused, with every problem found in it.
///
/// Loading a rule file is all-or-nothing: a file with any error gives no rules at all, and a
/// ``RuleModel`` that was reloading it keeps its previous rules.
public struct RuleFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name of the refused file.
    public let fileName: String
    /// Every problem, in the order of the file.
    public let diagnostics: [RuleFileDiagnostic]

    /// Makes an error of `diagnostics` for `fileName`.
    public init(fileName: String, diagnostics: [RuleFileDiagnostic]) {
        self.fileName = fileName
        self.diagnostics = diagnostics
    }

    /// One line per problem, each `FILE:LINE:COLUMN: message`.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
