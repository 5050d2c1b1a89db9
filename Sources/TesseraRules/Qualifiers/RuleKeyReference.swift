/// A key, or a member of a key, as a condition reads it: `\.task`, `\.entity.name`, or in a rule
/// file `task`, `entity.name`.
public struct RuleKeyReference: Sendable, CustomStringConvertible {
    /// The dotted name of what is read: `entity.name`.
    public let path: String
    /// The keys that reading the reference reads; their values decide its value.
    public let keysRead: [AnyRuleKey]
    private let read: @Sendable (RuleContext) -> RuleValue
    /// What makes two references read the same thing: equal key paths, or the same key and members.
    let identity: Identity

    /// The identity of a reference. Two references with equal identities always read equal values
    /// in the same context, which lets the index group rules by the value a reference must have.
    enum Identity: Hashable, Sendable {
        case keyPath(SendableKeyPath)
        case name(key: ObjectIdentifier, members: [String])
    }

    /// A key path with the `Sendable` that its literal was checked for, kept in a hashable box.
    struct SendableKeyPath: Hashable, Sendable {
        let keyPath: AnyKeyPath & Sendable

        static func == (lhs: Self, rhs: Self) -> Bool { (lhs.keyPath as AnyKeyPath) == (rhs.keyPath as AnyKeyPath) }

        func hash(into hasher: inout Hasher) { hasher.combine(keyPath as AnyKeyPath) }
    }

    /// A reference through a Swift key path.
    ///
    /// The keys it reads are found by reading the key path once on a context where every key has
    /// its default value. A key path should therefore start at a key property (`\.entity.name`
    /// reads `entity`) and read the same keys whatever their values.
    public init<Value: RuleValueConvertible>(_ keyPath: KeyPath<RuleContext, Value> & Sendable) {
        let keys = RuleContext.keysRead(by: keyPath)
        keysRead = keys
        path = Self.path(of: keyPath, keys: keys)
        read = { context in context[keyPath: keyPath].ruleValue }
        identity = .keyPath(SendableKeyPath(keyPath: keyPath))
    }

    /// A reference by name, as in rule files: `key` followed by `members`, each read with
    /// ``RuleMemberLookup``. A member that is missing, or a value that is not
    /// ``RuleValueConvertible``, reads as `null`.
    public init(key: AnyRuleKey, members: [String] = []) {
        keysRead = [key]
        path = ([key.name] + members).joined(separator: ".")
        identity = .name(key: key.id, members: members)
        read = { context in
            var value = key.read(context)
            for member in members {
                guard let lookup = value as? any RuleMemberLookup, let next = lookup.ruleMember(named: member) else {
                    return .null
                }
                value = next
            }
            return (value as? any RuleValueConvertible)?.ruleValue ?? .null
        }
    }

    /// The value of the reference in `context`.
    public func value(in context: RuleContext) -> RuleValue {
        read(context)
    }

    /// The dotted name, as a rule file writes it.
    public var description: String { path }

    /// `entity.name` for `\RuleContext.entity.name` when the runtime can print key paths. Where it
    /// cannot (Linux prints `<computed 0x…>`), the names of the keys read, followed by the member's
    /// type when the key path reaches into a key's value: `attribute.<ValueType>`.
    private static func path<Value>(of keyPath: KeyPath<RuleContext, Value>, keys: [AnyRuleKey]) -> String {
        let text = String(describing: keyPath)
        let prefix = "\\RuleContext."
        if text.hasPrefix(prefix), !text.contains("<") {
            return String(text.dropFirst(prefix.count))
        }
        let names = keys.map(\.name).joined(separator: ", ")
        let valueTypeName = String(describing: Value.self)
        if keys.count == 1, let key = keys.first, key.valueTypeName != valueTypeName {
            return "\(names).<\(valueTypeName)>"
        }
        return names
    }
}
