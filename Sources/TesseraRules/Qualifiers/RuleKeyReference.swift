/// A key, or a member of a key, as a condition reads it: `\.task`, `\.entity.name`, or in a rule
/// file `task`, `entity.name`.
public struct RuleKeyReference: Sendable, CustomStringConvertible {
    /// Everything about the reference behind one object: conditions are evaluated millions of
    /// times, and copying one reference out of a qualifier is cheaper than copying five fields.
    private final class Storage: Sendable {
        let path: String
        let keysRead: [AnyRuleKey]
        let read: @Sendable (RuleContext) -> RuleValue
        let identity: Identity

        init(path: String, keysRead: [AnyRuleKey], identity: Identity, read: @escaping @Sendable (RuleContext) -> RuleValue) {
            self.path = path
            self.keysRead = keysRead
            self.identity = identity
            self.read = read
        }
    }

    private let storage: Storage

    /// The dotted name of what is read: `entity.name`.
    public var path: String { storage.path }
    /// The keys that reading the reference reads; their values decide its value.
    public var keysRead: [AnyRuleKey] { storage.keysRead }
    /// What makes two references read the same thing: equal key paths, or the same key and members.
    var identity: Identity { storage.identity }

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
        storage = Storage(
            path: Self.path(of: keyPath, keys: keys),
            keysRead: keys,
            identity: .keyPath(SendableKeyPath(keyPath: keyPath)),
            read: { context in context[keyPath: keyPath].ruleValue }
        )
    }

    /// A reference by name, as in rule files: `key` followed by `members`, each read with
    /// ``RuleMemberLookup``. A member that is missing, or a value that is not
    /// ``RuleValueConvertible``, reads as `null`.
    public init(key: AnyRuleKey, members: [String] = []) {
        storage = Storage(
            path: ([key.name] + members).joined(separator: "."),
            keysRead: [key],
            identity: .name(key: key.id, members: members)
        ) { context in
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
        storage.read(context)
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
