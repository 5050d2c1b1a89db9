/// A rule key with its type erased: what the engine knows about a key when it only holds its name
/// or an index entry.
///
/// Two `AnyRuleKey` values are equal when they stand for the same key type.
public struct AnyRuleKey: Sendable, Hashable, CustomStringConvertible {
    /// Everything known about the key, behind one reference: rules carry their key around, and
    /// copying one reference is cheaper than copying each field.
    private final class Descriptor: Sendable {
        let name: String
        let valueTypeName: String
        let isComparable: Bool
        let isSettableFromFiles: Bool
        let memberNames: Set<String>?
        let readsAnyMemberName: Bool
        let isComputed: Bool
        let read: @Sendable (RuleContext) -> any Sendable
        let defaultValue: @Sendable () -> any Sendable
        let makeValue: @Sendable (RuleValue) -> (any Sendable)?

        init<K: RuleKey>(_ key: K.Type) {
            name = K.name
            valueTypeName = String(describing: K.Value.self)
            isComparable = K.Value.self is any RuleValueConvertible.Type
            let lossless = K.Value.self as? any LosslessRuleValueConvertible.Type
            isSettableFromFiles = lossless != nil
            memberNames = (K.Value.self as? any RuleMemberLookup.Type)?.ruleMemberNames
            readsAnyMemberName = (K.Value.self as? any RuleMemberLookup.Type)?.readsAnyMemberName ?? false
            isComputed = K.self is any ComputedRuleKey.Type
            read = { context in context[K.self] }
            defaultValue = { K.defaultValue }
            makeValue = { ruleValue in
                guard let lossless, let value = lossless.init(ruleValue: ruleValue) else { return nil }
                return value as? K.Value
            }
        }
    }

    private let descriptor: Descriptor
    let id: ObjectIdentifier

    /// Erases `key`.
    public init<K: RuleKey>(_ key: K.Type) {
        descriptor = Descriptor(K.self)
        id = ObjectIdentifier(K.self)
    }

    /// The key's ``RuleKey/name``.
    public var name: String { descriptor.name }
    /// The name of the key's value type, for messages.
    public var valueTypeName: String { descriptor.valueTypeName }
    /// Whether rules can compare the key's value (its type is ``RuleValueConvertible``).
    public var isComparable: Bool { descriptor.isComparable }
    /// Whether rule files can set the key (its type is ``LosslessRuleValueConvertible``).
    public var isSettableFromFiles: Bool { descriptor.isSettableFromFiles }
    /// The member names rule files may read after the key's name, or `nil` when the value type is
    /// not ``RuleMemberLookup``.
    public var memberNames: Set<String>? { descriptor.memberNames }
    /// Whether rule files may read any member's name after the key's (a row's columns); see
    /// ``RuleMemberLookup/readsAnyMemberName``.
    public var readsAnyMemberName: Bool { descriptor.readsAnyMemberName }
    /// Whether the key computes its value when no rule applies (it is a ``ComputedRuleKey``).
    public var isComputed: Bool { descriptor.isComputed }

    /// The key's value in `context`, resolved as `context[K.self]` would.
    func read(_ context: RuleContext) -> any Sendable { descriptor.read(context) }
    func defaultValue() -> any Sendable { descriptor.defaultValue() }
    /// The key's value for `ruleValue`, or `nil` when the key's type cannot be made from it.
    func makeValue(_ ruleValue: RuleValue) -> (any Sendable)? { descriptor.makeValue(ruleValue) }

    /// The key's name.
    public var description: String { name }

    /// Whether both stand for the same key type.
    public static func == (lhs: AnyRuleKey, rhs: AnyRuleKey) -> Bool { lhs.id == rhs.id }

    /// Hashes the key type's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
