/// The right-hand side of a rule: the key it sets and where the value comes from.
///
/// In Swift, `\.component <= "EditDate"` (a constant) or
/// `\.label <= { context in context.propertyKey.uppercased() }` (computed from the context); in rule
/// files, `component = 'EditDate'` or `label = displayNameForProperty` (the value of another key).
public struct RuleAssignment: Sendable, CustomStringConvertible {
    /// Where an assignment's value comes from.
    public enum Source: Sendable {
        /// A value fixed when the rule is written.
        case constant(any Sendable)
        /// A value computed from the context each time the rule wins; `label` describes it in
        /// explanations. It must depend on the context alone: an answer may be kept (a list's plan
        /// keeps its columns' answers) until the rules change or
        /// ``RuleModel/removeAllCachedResults()``.
        case computed(label: String, @Sendable (RuleContext) -> any Sendable)
        /// The value of another key, or a member of one.
        case key(RuleKeyReference)
    }

    /// The key the rule sets.
    public let key: AnyRuleKey
    /// Where the value comes from.
    public let source: Source

    /// An assignment of `source` to `key`.
    public init(key: AnyRuleKey, source: Source) {
        self.key = key
        self.source = source
    }

    /// Sets the key that `keyPath` names. The key path must read exactly one key (a key property
    /// such as `\.component`); anything else is a programming error and traps.
    init<Value>(_ keyPath: KeyPath<RuleContext, Value>, source: Source) {
        let keys = RuleContext.keysRead(by: keyPath)
        guard keys.count == 1, let key = keys.first else {
            preconditionFailure(
                "The left side of '<=' must be a rule key property such as \\.component, but \(keyPath) reads \(keys.count) keys"
            )
        }
        self.init(key: key, source: source)
    }

    /// The assigned value in `context`: the constant, the computed value, or the referenced key's
    /// value (as a ``RuleValue``, which resolution converts to the key's type).
    public func value(in context: RuleContext) -> any Sendable {
        switch source {
        case .constant(let value): value
        case .computed(_, let compute): compute(context)
        case .key(let reference): reference.value(in: context)
        }
    }

    /// The assignment in rule-file syntax where it has one: `component = 'EditDate'`.
    public var description: String {
        switch source {
        case .constant(let value):
            if let convertible = value as? any RuleValueConvertible {
                return "\(key.name) = \(convertible.ruleValue)"
            }
            return "\(key.name) = \(value)"
        case .computed(let label, _):
            return "\(key.name) = <\(label)>"
        case .key(let reference):
            return "\(key.name) = \(reference.path)"
        }
    }
}
