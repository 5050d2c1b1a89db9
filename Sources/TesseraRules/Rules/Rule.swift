/// A rule: when its ``qualifier`` holds in a context, its ``assignment`` gives a key's value.
///
/// ```swift
/// \.task == "edit" && \.attribute.valueType == .date => \.component <= "EditDate"
/// (true => \.component <= "Text").priority(-100)
/// ```
///
/// or, in a rule file:
///
/// ```
/// task = 'edit' and attribute.valueType = 'date' => component = 'EditDate'
/// true => component = 'Text' ; priority -100
/// ```
///
/// When several rules for the same key hold, ``RulePrecedence`` chooses.
public struct Rule: Sendable, CustomStringConvertible {
    /// When the rule applies.
    public var qualifier: Qualifier
    /// What the rule sets, and to what.
    public var assignment: RuleAssignment
    /// Higher wins. Rules written without one have priority 0.
    public var priority: Int
    /// Where the rule was written.
    public var origin: RuleOrigin
    /// The rule's position among all rules of its ``RuleModel``, given when the model takes the rule;
    /// the last tie-breaker of ``RulePrecedence``.
    public internal(set) var ordinal: Int = 0

    /// A rule that applies `assignment` when `qualifier` holds.
    public init(qualifier: Qualifier, assignment: RuleAssignment, priority: Int = 0, origin: RuleOrigin = .code) {
        self.qualifier = qualifier
        self.assignment = assignment
        self.priority = priority
        self.origin = origin
    }

    /// The key the rule sets.
    public var key: AnyRuleKey { assignment.key }

    /// How specific the rule is: the ``Qualifier/conditionCount`` of its qualifier.
    public var specificity: Int { qualifier.conditionCount }

    /// This rule with `priority` instead of its own: `(\.task == "edit" => \.x <= 1).priority(50)`.
    public func priority(_ priority: Int) -> Rule {
        var rule = self
        rule.priority = priority
        return rule
    }

    /// The rule in rule-file syntax: `task = 'edit' => component = 'EditDate' ; priority 50`.
    public var description: String {
        "\(qualifier) => \(assignment)" + (priority == 0 ? "" : " ; priority \(priority)")
    }
}
