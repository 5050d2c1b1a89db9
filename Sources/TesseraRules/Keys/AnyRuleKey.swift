/// A rule key with its type erased: what the engine knows about a key when it only holds its name
/// or an index entry.
///
/// Two `AnyRuleKey` values are equal when they stand for the same key type.
public struct AnyRuleKey: Sendable, Hashable, CustomStringConvertible {
    /// The key's ``RuleKey/name``.
    public let name: String
    /// The name of the key's value type, for messages.
    public let valueTypeName: String
    /// Whether rules can compare the key's value (its type is ``RuleValueConvertible``).
    public let isComparable: Bool
    /// Whether rule files can set the key (its type is ``LosslessRuleValueConvertible``).
    public let isSettableFromFiles: Bool
    /// The member names rule files may read after the key's name, or `nil` when the value type is
    /// not ``RuleMemberLookup``.
    public let memberNames: Set<String>?
    /// Whether the key computes its value when no rule applies (it is a ``ComputedRuleKey``).
    public let isComputed: Bool

    let id: ObjectIdentifier
    let read: @Sendable (RuleContext) -> any Sendable
    let defaultValue: @Sendable () -> any Sendable
    let makeValue: @Sendable (RuleValue) -> (any Sendable)?

    /// Erases `key`.
    public init<K: RuleKey>(_ key: K.Type) {
        name = K.name
        valueTypeName = String(describing: K.Value.self)
        isComparable = K.Value.self is any RuleValueConvertible.Type
        let lossless = K.Value.self as? any LosslessRuleValueConvertible.Type
        isSettableFromFiles = lossless != nil
        memberNames = (K.Value.self as? any RuleMemberLookup.Type)?.ruleMemberNames
        isComputed = K.self is any ComputedRuleKey.Type
        id = ObjectIdentifier(K.self)
        read = { context in context[K.self] }
        defaultValue = { K.defaultValue }
        makeValue = { ruleValue in
            guard let lossless, let value = lossless.init(ruleValue: ruleValue) else { return nil }
            return value as? K.Value
        }
    }

    public var description: String { name }

    public static func == (lhs: AnyRuleKey, rhs: AnyRuleKey) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
