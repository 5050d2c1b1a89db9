/// Why a key has its value in a context: which rule gave it, which other rules held and lost, and
/// which did not hold and why.
///
/// ```swift
/// let explanation = context.explain(\.component)
/// print(explanation)
/// // component = 'EditDate' (from rule #3 at rules.txt:4:1)
/// //   won     #3 rules.txt:4:1  task = 'edit' and attribute.valueType = 'date' => component = 'EditDate'
/// //   lost    #0 Swift          task = 'edit' => component = 'EditString': same priority, fewer conditions (1 < 2)
/// //   no match #1 Swift         task = 'list' => component = 'Text': task = 'list' is false: task is 'edit'
/// ```
///
/// Candidates are listed in precedence order (see ``RulePrecedence``), so the winner, if any, is
/// first.
public struct RuleExplanation: Sendable, CustomStringConvertible {
    /// Where the value came from.
    public enum Source: Sendable {
        /// The value was given to the context; rules were not asked.
        case given
        /// The rule gave the value.
        case rule(Rule)
        /// No rule applied; the key computed its value (a ``ComputedRuleKey``).
        case computed
        /// No rule applied; the key has its default value.
        case defaultValue
    }

    /// What happened to one rule for the key.
    public enum Outcome: Sendable, Equatable {
        /// The rule held and gave the value.
        case won
        /// The rule held but another won; the reason says why (see ``RulePrecedence/reason(winner:loser:)``).
        case lost(reason: String)
        /// The rule's condition did not hold; the reason says which part failed and the values read.
        case didNotMatch(reason: String)
        /// The rule was not considered because the value was given to the context.
        case notConsidered
    }

    /// One rule that sets the key, and its outcome.
    public struct Candidate: Sendable {
        /// The rule.
        public let rule: Rule
        /// What happened to it.
        public let outcome: Outcome
    }

    /// The explained key.
    public let key: AnyRuleKey
    /// The resolved value, described (as a rule-file literal when it has a ``RuleValue``).
    public let value: String
    /// Where the value came from.
    public let source: Source
    /// Every rule that sets the key, in precedence order.
    public let candidates: [Candidate]
    /// Errors met while resolving (for example a cycle); when there are any, reading the key as a
    /// property gives its default value.
    public let errors: [RuleError]
    /// The ``RuleModel/generation`` of the rules explained.
    public let generation: Int

    /// The rule that gave the value, if one did.
    public var winner: Rule? {
        if case .rule(let rule) = source { return rule }
        return nil
    }

    /// The explanation as text for a debug view: the value and its source, errors, then one line per rule.
    public var description: String {
        var lines: [String] = []
        let origin: String
        switch source {
        case .given: origin = "given to the context"
        case .rule(let rule): origin = "from rule #\(rule.ordinal) at \(rule.origin)"
        case .computed: origin = "computed by the key, no rule applies"
        case .defaultValue: origin = "the key's default, no rule applies"
        }
        lines.append("\(key.name) = \(value) (\(origin))")
        for error in errors {
            lines.append("  error: \(error)")
        }
        for candidate in candidates {
            let head = "#\(candidate.rule.ordinal) \(candidate.rule.origin)  \(candidate.rule)"
            switch candidate.outcome {
            case .won: lines.append("  won        \(head)")
            case .lost(let reason): lines.append("  lost       \(head): \(reason)")
            case .didNotMatch(let reason): lines.append("  no match   \(head): \(reason)")
            case .notConsidered: lines.append("  not asked  \(head)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
