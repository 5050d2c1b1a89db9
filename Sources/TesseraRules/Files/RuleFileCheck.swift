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
    /// The rules that compiled without a problem, in file order (empty without a registry): what
    /// checks of a later layer (names of views, of a database's tables) read, so that a file's
    /// every mistake is reported at once, not those of one kind until they are fixed.
    public let rules: [Rule]

    /// A check's result: `ruleCount` rules and `diagnostics`; `rules`, those that compiled.
    public init(fileName: String, ruleCount: Int, diagnostics: [RuleFileDiagnostic], rules: [Rule] = []) {
        self.fileName = fileName
        self.ruleCount = ruleCount
        self.diagnostics = diagnostics
        self.rules = rules
    }

    /// Whether the file has no problem.
    public var isValid: Bool { diagnostics.isEmpty }
}
