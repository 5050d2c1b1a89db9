import Synchronization
/// Remembered answers to "which rule wins for this key", keyed by the values of the keys that the
/// key's conditions read.
///
/// The cache stores the winning rule, not the value: a rule's value may be computed from keys that
/// no condition reads, so it is evaluated every time, while the choice of rule depends only on
/// what the conditions read. A cache belongs to one ``RuleIndex``; a change of rules makes a new
/// index with an empty cache, which is how results are invalidated.
final class ResolutionCache: Sendable {
    /// The value of one key that a condition reads, in a form that can be hashed.
    enum Part: Hashable, Sendable {
        case hashable(SendableHashable)
        case ruleValue(RuleValue)

        /// The part for `value`: the value itself when it is `Hashable`, else its rule value, else
        /// `nil` (the value cannot be remembered, so neither can the answer).
        init?(_ value: any Sendable) {
            // The common key types first: a concrete cast is much cheaper than an existential one.
            switch value {
            case let string as String:
                self = .ruleValue(.string(string))
                return
            case let int as Int:
                self = .ruleValue(.int(int))
                return
            case let bool as Bool:
                self = .ruleValue(.bool(bool))
                return
            default:
                break
            }
            if let hashable = value as? any Hashable {
                self = .hashable(SendableHashable(AnyHashable(hashable)))
            } else if let convertible = value as? any RuleValueConvertible {
                self = .ruleValue(convertible.ruleValue)
            } else {
                return nil
            }
        }
    }

    /// A hashable value of any type that is known to be `Sendable`.
    ///
    /// `@unchecked` because `AnyHashable` does not carry `Sendable`; every instance is made in
    /// ``Part/init(_:)`` from a value that arrived as `any Sendable`.
    struct SendableHashable: Hashable, @unchecked Sendable {
        let value: AnyHashable

        init(_ value: AnyHashable) { self.value = value }
    }

    /// The key being resolved and the values of the keys its conditions read, in a fixed order.
    struct Fingerprint: Hashable, Sendable {
        let key: ObjectIdentifier
        let parts: [Part]
    }

    /// The most answers kept. Contexts with ever new values would otherwise grow the cache without
    /// bound; past the limit it starts again empty, which costs only recomputation.
    static let capacity = 100_000

    /// The position of the winning rule among the key's candidates, or `nil` for "no rule matches".
    private let entries = Mutex([Fingerprint: Int?]())

    func lookup(_ fingerprint: Fingerprint) -> Int?? {
        entries.withLock { $0[fingerprint] }
    }

    func store(_ position: Int?, for fingerprint: Fingerprint) {
        entries.withLock { entries in
            if entries.count >= Self.capacity {
                entries.removeAll(keepingCapacity: true)
            }
            entries[fingerprint] = .some(position)
        }
    }

    func removeAll() {
        entries.withLock { $0.removeAll() }
    }

    var count: Int { entries.withLock { $0.count } }
}
