// The operators that make a rule: `qualifier => \.key <= value`.
//
// `=>` binds more loosely than every comparison and logical operator, so no parentheses are needed
// around the condition or the assignment.

precedencegroup RuleImplicationPrecedence {
    lowerThan: TernaryPrecedence
    associativity: none
}

/// Makes a rule: when the qualifier on the left holds, the assignment on the right applies.
infix operator => : RuleImplicationPrecedence

/// A rule of priority 0 that applies `assignment` when `qualifier` holds.
public func => (qualifier: Qualifier, assignment: RuleAssignment) -> Rule {
    Rule(qualifier: qualifier, assignment: assignment)
}

/// Sets a key to a constant: `\.component <= "EditDate"`.
public func <= <Value: Sendable>(lhs: WritableKeyPath<RuleContext, Value> & Sendable, rhs: Value) -> RuleAssignment {
    RuleAssignment(lhs, source: .constant(rhs))
}

/// Sets a key to a value computed from the context each time the rule wins:
/// `\.label <= { context in context.propertyKey.uppercased() }`.
public func <= <Value: Sendable>(
    lhs: WritableKeyPath<RuleContext, Value> & Sendable,
    rhs: @escaping @Sendable (RuleContext) -> Value
) -> RuleAssignment {
    RuleAssignment(lhs, source: .computed(label: "computed in Swift", { context in rhs(context) }))
}
