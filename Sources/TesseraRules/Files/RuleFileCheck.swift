/// The result of checking a rule file without loading it: how many rules it has and every problem.
///
/// This is what `tessera rules check FILE` prints.
public struct RuleFileCheck: Sendable {
    /// The name of the checked file.
    public let fileName: String
    /// The number of rules that parsed (and, with a registry, compiled) without error.
    public let ruleCount: Int
    /// Every problem, in the order of the file.
    public let diagnostics: [RuleFileDiagnostic]

    /// Whether the file has no problem.
    public var isValid: Bool { diagnostics.isEmpty }
}
