import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The state of one resolution: the keys being resolved (to detect cycles), the keys each of them
/// read (to know when a result may be cached), and the errors met.
///
/// A session starts when a program reads a key of a context it holds, and is shared by every
/// context handed to conditions and computed values during that read. It uses one ``RuleIndex``
/// throughout, so that a reload in the middle of a resolution cannot mix old and new rules.
final class ResolutionSession: Sendable {
    /// One key being resolved.
    struct Frame: Sendable {
        let id: ObjectIdentifier
        let key: any RuleKey.Type
        /// Whether the keys read are being recorded: only while the key's conditions are evaluated
        /// for the cache, so that other resolutions pay nothing for it.
        var isTracking = false
        var reads: Set<ObjectIdentifier> = []

        mutating func noteRead(_ id: ObjectIdentifier) {
            if isTracking { reads.insert(id) }
        }
    }

    struct State: Sendable {
        var frames: [Frame] = []
        var errors: [RuleError] = []
        var probedKeys: [AnyRuleKey] = []
        /// Every key read during the session, at any depth, when ``tracksReads``.
        var keysRead: Set<ObjectIdentifier> = []
    }

    let index: RuleIndex
    /// In a probing session every key reads as its default value and is recorded; see
    /// ``RuleContext/keysRead(by:)``.
    let isProbing: Bool
    /// Whether every key read is recorded in ``State/keysRead``; see
    /// ``RuleContext/resolveTrackingReads(_:)``. Such a session does not use the cache: the cache
    /// reads every key that any rule for a key reads, to make its fingerprint, and the reads that
    /// matter are only those that the rules evaluated really made.
    let tracksReads: Bool
    private let state = Mutex(State())

    init(index: RuleIndex, tracksReads: Bool = false) {
        self.index = index
        isProbing = false
        self.tracksReads = tracksReads
    }

    init(probing: Void) {
        index = RuleIndex(rules: [], generation: 0, cachesResults: false)
        isProbing = true
        tracksReads = false
    }

    var errors: [RuleError] { state.withLock { $0.errors } }

    var probedKeys: [AnyRuleKey] { state.withLock { $0.probedKeys } }

    var keysRead: Set<ObjectIdentifier> { state.withLock { $0.keysRead } }

    /// Records that `id` was read without resolving it (whether it has a given value).
    func noteRead(_ id: ObjectIdentifier) {
        guard tracksReads else { return }
        state.withLock { _ = $0.keysRead.insert(id) }
    }

    func record(_ error: RuleError) {
        state.withLock { $0.errors.append(error) }
    }

    /// Resolves `key` in `context` (a context of this session).
    func value<K: RuleKey>(of key: K.Type, in context: RuleContext) -> K.Value {
        let id = ObjectIdentifier(K.self)
        if isProbing {
            state.withLock { $0.probedKeys.append(AnyRuleKey(K.self)) }
            return K.defaultValue
        }
        // Unwrap the dictionary first: casting a missing entry to an optional `K.Value` would succeed.
        if let stored = context.givenValues[id], let given = stored as? K.Value {
            state.withLock { state in
                if !state.frames.isEmpty { state.frames[state.frames.count - 1].noteRead(id) }
                if tracksReads { state.keysRead.insert(id) }
            }
            return given
        }
        guard enter(K.self, id: id) else { return K.defaultValue }
        defer { state.withLock { _ = $0.frames.popLast() } }

        if let candidates = index.candidatesByKey[id], let rule = winner(among: candidates, for: id, in: context) {
            return value(of: rule, for: K.self, in: context)
        }
        if let computed = K.self as? any ComputedRuleKey.Type {
            return coerce(computed.computedValue(in: context), to: K.self)
        }
        return K.defaultValue
    }

    /// Pushes a frame for `key`, or records a cycle and returns `false` when `key` is already being
    /// resolved.
    private func enter<K: RuleKey>(_ key: K.Type, id: ObjectIdentifier) -> Bool {
        let cycle: [String]? = state.withLock { state in
            if !state.frames.isEmpty { state.frames[state.frames.count - 1].noteRead(id) }
            if tracksReads { state.keysRead.insert(id) }
            if let start = state.frames.firstIndex(where: { $0.id == id }) {
                return state.frames[start...].map { $0.key.name } + [K.name]
            }
            state.frames.append(Frame(id: id, key: K.self))
            return nil
        }
        if let cycle {
            record(.cycle(cycle))
            return false
        }
        return true
    }

    /// The first rule of `candidates` (already in precedence order) whose condition holds, using and
    /// filling the index's cache when the key's conditions allow it.
    private func winner(among candidates: [Rule], for id: ObjectIdentifier, in context: RuleContext) -> Rule? {
        guard !tracksReads, let cache = index.cache, let dependencies = index.dependenciesByKey[id] else {
            return firstMatch(among: candidates, in: context).map { candidates[$0] }
        }
        // Read the keys that the conditions depend on. Reading them all may reach a cycle that the
        // conditions themselves would not (an early match skips later conditions), so a failure
        // here only means "do not use the cache", never an error of the resolution.
        let errorCount = state.withLock { $0.errors.count }
        var parts: [ResolutionCache.Part] = []
        parts.reserveCapacity(dependencies.count)
        var isFingerprintable = true
        for dependency in dependencies {
            // A given value is what a read would return; taking it from the context directly skips
            // the resolution machinery for the commonest dependencies (task, entity, property).
            let value = context.givenValues[dependency.id] ?? dependency.read(context)
            guard let part = ResolutionCache.Part(value) else {
                isFingerprintable = false
                break
            }
            parts.append(part)
        }
        let speculativeFailure = state.withLock { state in
            guard state.errors.count > errorCount else { return false }
            state.errors.removeSubrange(errorCount...)
            return true
        }
        guard isFingerprintable, !speculativeFailure else {
            return firstMatch(among: candidates, in: context).map { candidates[$0] }
        }
        let fingerprint = ResolutionCache.Fingerprint(key: id, parts: parts)
        if let cached = cache.lookup(fingerprint) {
            return cached.map { candidates[$0] }
        }

        state.withLock { state in state.frames[state.frames.count - 1].isTracking = true }
        let position = firstMatch(among: candidates, in: context)
        let isCacheable = state.withLock { state in
            let frame = state.frames[state.frames.count - 1]
            return state.errors.count == errorCount && frame.reads.isSubset(of: index.dependencyIDsByKey[id] ?? [])
        }
        if isCacheable {
            cache.store(position, for: fingerprint)
        }
        return position.map { candidates[$0] }
    }

    private func firstMatch(among candidates: [Rule], in context: RuleContext) -> Int? {
        if let first = candidates.first, let discrimination = index.discriminationByKey[first.key.id] {
            return discrimination.firstMatch(among: candidates, in: context)
        }
        return candidates.firstIndex { $0.qualifier.evaluate(in: context) }
    }

    private func value<K: RuleKey>(of rule: Rule, for key: K.Type, in context: RuleContext) -> K.Value {
        coerce(rule.assignment.value(in: context), to: K.self)
    }

    /// `value` as a value of `key`, converting through ``RuleValue`` when the types differ (a rule
    /// file's key reference, an `Int` constant for a `Double` key), or the default value and a
    /// recorded error when it does not convert.
    private func coerce<K: RuleKey>(_ value: any Sendable, to key: K.Type) -> K.Value {
        if let value = value as? K.Value {
            return value
        }
        if let convertible = value as? any RuleValueConvertible,
            let lossless = K.Value.self as? any LosslessRuleValueConvertible.Type,
            let converted = lossless.init(ruleValue: convertible.ruleValue) as? K.Value
        {
            return converted
        }
        record(.typeMismatch(key: K.name, expected: String(describing: K.Value.self), found: Self.describe(value)))
        return K.defaultValue
    }

    static func describe(_ value: any Sendable) -> String {
        if let convertible = value as? any RuleValueConvertible {
            return "\(convertible.ruleValue) (\(type(of: value)))"
        }
        return "a value of type \(type(of: value))"
    }

    /// A value as explanations show it: its rule value when it has one, else Swift's description.
    static func describeValue(_ value: any Sendable) -> String {
        if let convertible = value as? any RuleValueConvertible {
            return convertible.ruleValue.description
        }
        return String(describing: value)
    }
}
