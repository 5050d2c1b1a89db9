/// The keys of one question to the rule engine, and their values.
///
/// A context is a value, like SwiftUI's `EnvironmentValues`: set the keys you know, then read the
/// keys you want; the ``RuleModel`` decides the rest.
///
/// ```swift
/// var context = RuleContext(model: model)
/// context.task = "edit"
/// context.propertyKey = "releaseDate"
/// let component = context.component // resolved by the model's rules
/// ```
///
/// Reading a key (through its property, ``subscript(_:)`` or ``resolve(_:)->K.Value``) answers, in
/// order:
/// 1. the value given to this context, if one was set;
/// 2. otherwise the value of the best matching rule that sets the key (see ``RulePrecedence``);
/// 3. otherwise, for a ``ComputedRuleKey``, the key's computation;
/// 4. otherwise the key's ``RuleKey/defaultValue``.
///
/// Rules and computations read other keys of the same context, which may in turn be resolved by
/// rules. Keys that read each other in a circle are detected: the read that closes the circle gets
/// the key's default value and the resolution fails with ``RuleError/cycle(_:)``.
///
/// A context is `Sendable` and cheap to copy; many contexts share one model, and many threads may
/// read contexts of the same model at once.
///
/// The context that a computed key or a rule's closure receives belongs to the resolution in
/// progress (it carries the resolution's stack, which is how cycles are found). Read from it inside
/// the closure; to keep a context for later, keep the one the program made.
public struct RuleContext: Sendable {
    /// The rules this context resolves keys with.
    public let model: RuleModel

    /// The rules this context resolves keys with: ``model``, under a name that a key of the same
    /// name does not hide (Direct's `model` key is the database's model).
    public var ruleModel: RuleModel { model }

    /// Values set on this context, by key type.
    var givenValues: [ObjectIdentifier: any Sendable] = [:]

    /// The resolution this context is part of, when it is the context handed to a rule's condition
    /// or computed value; `nil` for a context that the program holds.
    var session: ResolutionSession?

    /// Makes a context in which `model` resolves the keys that are not given.
    public init(model: RuleModel = RuleModel()) {
        self.model = model
    }

    /// The value of `key`: given, or resolved by rules, computed or defaulted.
    ///
    /// Setting a value gives it: rules are no longer asked for that key in this context.
    ///
    /// Reading never fails. When resolution fails (a cycle, a rule value of the wrong type) the key's
    /// ``RuleKey/defaultValue`` is returned and the error goes to the model's error handler; use
    /// ``resolve(_:)->K.Value`` to get the error instead.
    public subscript<K: RuleKey>(key: K.Type) -> K.Value {
        get {
            if let session {
                return session.value(of: K.self, in: self)
            }
            // A given value needs no resolution, so no session: reading given keys stays cheap.
            if let stored = givenValues[ObjectIdentifier(K.self)], let given = stored as? K.Value {
                return given
            }
            let index = model.currentIndex
            // A key that no rule sets and that computes nothing has its default: no resolution needed.
            if index.candidatesByKey[ObjectIdentifier(K.self)] == nil, !(K.self is any ComputedRuleKey.Type) {
                return K.defaultValue
            }
            let session = ResolutionSession(index: index)
            var context = self
            context.session = session
            let value = session.value(of: K.self, in: context)
            if let error = session.errors.first {
                model.report(error)
                return K.defaultValue
            }
            return value
        }
        set {
            givenValues[ObjectIdentifier(K.self)] = newValue
        }
    }

    /// Resolves `key`, throwing when resolution fails instead of falling back to the default value.
    ///
    /// ```swift
    /// do {
    ///     let title = try context.resolve(TitleKey.self)
    /// } catch {
    ///     // error == .cycle(["title", "displayNameForProperty", "title"])
    /// }
    /// ```
    public func resolve<K: RuleKey>(_ key: K.Type) throws(RuleError) -> K.Value {
        try resolve { context in context[K.self] }
    }

    /// Resolves the key path `keyPath` (a key, or a member of a key such as `\.entity.name`),
    /// throwing when resolution fails.
    public func resolve<Value>(_ keyPath: KeyPath<RuleContext, Value>) throws(RuleError) -> Value {
        try resolve { context in context[keyPath: keyPath] }
    }

    private func resolve<Value>(_ body: (RuleContext) -> Value) throws(RuleError) -> Value {
        let session = self.session ?? ResolutionSession(index: model.currentIndex)
        var context = self
        context.session = session
        let errorCount = session.errors.count
        let value = body(context)
        let errors = session.errors
        if errors.count > errorCount {
            throw errors[errorCount]
        }
        return value
    }

    /// Whether a value for `key` was given to this context.
    public func hasGivenValue<K: RuleKey>(for key: K.Type) -> Bool {
        // Asking is reading: a computation that asks depends on the answer.
        session?.noteRead(ObjectIdentifier(K.self))
        return givenValues[ObjectIdentifier(K.self)] != nil
    }

    /// Whether `other` has the same model and the same keys given, with the same values.
    ///
    /// Rules, computed keys and defaults decide the rest from these, so two such contexts agree
    /// on every key under the same rules (``RuleModel/generation``) as long as computed keys and
    /// values compute from the context alone, as they should: an answer worked out for one — a
    /// page's plan, say — serves the other. Values are compared as `Equatable` values, else
    /// by their ``RuleValue``; a value that is neither makes the contexts differ.
    public func hasSameGivenValues(as other: RuleContext) -> Bool {
        guard model === other.model, givenValues.count == other.givenValues.count else { return false }
        for (id, value) in givenValues {
            guard let otherValue = other.givenValues[id], Self.areEqual(value, otherValue) else { return false }
        }
        return true
    }

    private static func areEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
        // The left value opened as its own type and the right one cast to it: no value boxed (an
        // `AnyHashable` of a model or an entity copies it to the heap), nothing hashed.
        if let lhs = lhs as? any Equatable {
            return isEqual(lhs, rhs)
        }
        if let lhs = lhs as? any RuleValueConvertible, let rhs = rhs as? any RuleValueConvertible {
            return lhs.ruleValue == rhs.ruleValue
        }
        return false
    }

    private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: any Sendable) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }

    /// Forgets the value given for `key`, so that rules decide it again.
    public mutating func removeGivenValue<K: RuleKey>(for key: K.Type) {
        givenValues[ObjectIdentifier(K.self)] = nil
    }

    /// The keys that reading `keyPath` reads, in order, found by reading it once on a context where
    /// every key has its default value.
    ///
    /// This is how a key path in a rule (`\.entity.name`) is mapped to the key it depends on
    /// (`entity`) without asking the author to name it twice.
    static func keysRead<Value>(by keyPath: KeyPath<RuleContext, Value>) -> [AnyRuleKey] {
        let session = ResolutionSession(probing: ())
        var context = RuleContext(model: RuleModel.probe)
        context.session = session
        _ = context[keyPath: keyPath]
        return session.probedKeys
    }
}
