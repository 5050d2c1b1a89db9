/// A key's value together with every key its resolution read: what a program needs to know when
/// the same answer may serve many contexts.
///
/// A list page asks the same questions — which component, which label, which formatter — for
/// every row of a column. When the answer did not read the row (`object`, or `propertyValue`,
/// which reads it), it is the same for every row, and the page can decide it once:
///
/// ```swift
/// var column = context          // task "list", the entity, no row
/// column.propertyKey = "rating"
/// let component = column.resolveTrackingReads(ComponentKey.self)
/// if component.didRead(ObjectKey.self) {
///     // a rule looks at the row: ask again for each row
/// } else {
///     // component.value serves every row of the column
/// }
/// ```
///
/// The keys read are the ones the resolution really read, at any depth: the keys of the conditions
/// it evaluated (up to the first one that held, as resolution stops there), the keys the winning
/// rule's value read, and the keys that computed keys read in turn. A key given to the context
/// counts as read when something reads it. Since the answer is a function of what was read and of
/// the rules, it holds in any context that agrees on those keys under the same rules
/// (``RuleModel/generation``).
public struct TrackedResolution<Value: Sendable>: Sendable {
    /// The key's value, as reading it as a property gives it (its default value when resolution
    /// failed).
    public let value: Value
    /// The identities of the keys read.
    let keysRead: Set<ObjectIdentifier>
    /// The errors met, each also sent to the model's error handler as a plain read does.
    public let errors: [RuleError]
    /// The ``RuleModel/generation`` of the rules that decided it.
    public let generation: Int

    /// Whether resolving the key read `key`, directly or through other keys.
    public func didRead<K: RuleKey>(_ key: K.Type) -> Bool {
        keysRead.contains(ObjectIdentifier(K.self))
    }

    /// Whether resolving the key read any key that `keyPath` reads: `didRead(\.object)`.
    public func didRead<KeyValue>(_ keyPath: KeyPath<RuleContext, KeyValue>) -> Bool {
        RuleContext.keysRead(by: keyPath).contains { keysRead.contains($0.id) }
    }

    /// How many keys the resolution read.
    public var readCount: Int { keysRead.count }
}

extension RuleContext {
    /// Resolves `key` as reading it does, and records every key the resolution reads; see
    /// ``TrackedResolution``.
    ///
    /// The model's cache of winning rules is neither read nor filled: to make its fingerprint, the
    /// cache reads every key that any rule for the key reads, which would report keys the answer
    /// does not depend on. A tracked resolution therefore costs what an uncached one does; use it
    /// to decide once what many reads would otherwise each decide.
    ///
    /// Call it on a context the program holds, not on the one a condition or a computed key is
    /// handed: a resolution inside a resolution would escape its cycle detection.
    public func resolveTrackingReads<K: RuleKey>(_ key: K.Type) -> TrackedResolution<K.Value> {
        precondition(session == nil, "resolveTrackingReads(\(K.name)) inside a resolution: read the key instead")
        let index = model.currentIndex
        let tracking = ResolutionSession(index: index, tracksReads: true)
        var context = self
        context.session = tracking
        let value = tracking.value(of: K.self, in: context)
        let errors = tracking.errors
        for error in errors { model.report(error) }
        var keysRead = tracking.keysRead
        // The key itself is not one of its dependencies (a cycle through it is an error above).
        keysRead.remove(ObjectIdentifier(K.self))
        return TrackedResolution(
            value: errors.isEmpty ? value : K.defaultValue,
            keysRead: keysRead,
            errors: errors,
            generation: index.generation
        )
    }
}

extension RuleModel {
    /// Whether any rule, in Swift or in a file, sets `key`.
    ///
    /// A key that no rule sets has its given, computed or default value in every context: a
    /// program may compute it the way the key does without asking the engine.
    public func hasRules<K: RuleKey>(setting key: K.Type) -> Bool {
        currentIndex.candidatesByKey[ObjectIdentifier(K.self)] != nil
    }
}
