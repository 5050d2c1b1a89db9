/// The keys that rule files may name, by name.
///
/// Swift rules address keys with key paths and need no registry. A rule file only has names
/// (`task`, `attribute.valueType`), so loading one needs a registry to find the key each name stands
/// for, and to refuse a file that names a key that does not exist.
///
/// ```swift
/// let registry = RuleKeyRegistry([TaskKey.self, AttributeKey.self, ComponentKey.self])
/// try model.loadRules(contentsOfFile: "rules.txt", registry: registry)
/// ```
public struct RuleKeyRegistry: Sendable {
    private var keysByName: [String: AnyRuleKey] = [:]

    /// Makes a registry of `keys`, each under its ``RuleKey/name``.
    public init(_ keys: [any RuleKey.Type] = []) {
        for key in keys {
            register(key)
        }
    }

    /// Adds `key` under its ``RuleKey/name``, replacing any key registered under that name.
    public mutating func register(_ key: any RuleKey.Type) {
        let erased = AnyRuleKey(key)
        keysByName[erased.name] = erased
    }

    /// The key called `name`, or `nil`.
    public func key(named name: String) -> AnyRuleKey? {
        keysByName[name]
    }

    /// The registered names, sorted.
    public var names: [String] {
        keysByName.keys.sorted()
    }

    /// The registered name closest to `name`, to suggest in an error about a misspelt key.
    func suggestion(for name: String) -> String? {
        let candidates = keysByName.keys.map { ($0, Self.editDistance($0.lowercased(), name.lowercased())) }
        guard let best = candidates.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 <= max(2, name.count / 3) ? best.0 : nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
