/// One side of a comparison: a key to read or a constant.
public enum RuleOperand: Sendable, CustomStringConvertible {
    /// The value of a key (or a member of one) in the context.
    case key(RuleKeyReference)
    /// A constant.
    case value(RuleValue)

    /// The operand's value in `context`.
    public func value(in context: RuleContext) -> RuleValue {
        switch self {
        case .key(let reference): reference.value(in: context)
        case .value(let value): value
        }
    }

    /// The keys that evaluating the operand reads.
    public var keysRead: [AnyRuleKey] {
        switch self {
        case .key(let reference): reference.keysRead
        case .value: []
        }
    }

    /// The key name or the literal, as a rule file writes it.
    public var description: String {
        switch self {
        case .key(let reference): reference.path
        case .value(let value): value.description
        }
    }
}
