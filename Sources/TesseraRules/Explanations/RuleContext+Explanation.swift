extension RuleContext {
    /// Explains the value of `key` in this context.
    public func explain<K: RuleKey>(_ key: K.Type) -> RuleExplanation {
        explain(AnyRuleKey(K.self))
    }

    /// Explains the value of the key that `keyPath` reads: `context.explain(\.component)`.
    ///
    /// The key path must read exactly one key; for `\.entity.name` the explanation is about `entity`.
    /// A key path that reads no key explains nothing and traps.
    public func explain<Value>(_ keyPath: KeyPath<RuleContext, Value>) -> RuleExplanation {
        guard let key = Self.keysRead(by: keyPath).first else {
            preconditionFailure("\(keyPath) reads no rule key, so there is nothing to explain")
        }
        return explain(key)
    }

    /// Explains the value of `key`, for example one found by name in a ``RuleKeyRegistry``.
    public func explain(_ key: AnyRuleKey) -> RuleExplanation {
        let session = ResolutionSession(index: model.currentIndex)
        var context = self
        context.session = session
        let value = key.read(context)
        let rules = session.index.candidatesByKey[key.id] ?? []

        let isGiven = givenValues[key.id] != nil
        var candidates: [RuleExplanation.Candidate] = []
        var winner: Rule?
        for rule in rules {
            if isGiven {
                candidates.append(.init(rule: rule, outcome: .notConsidered))
            } else if let reason = rule.qualifier.reasonForFailure(in: context) {
                candidates.append(.init(rule: rule, outcome: .didNotMatch(reason: reason)))
            } else if let winner {
                candidates.append(.init(rule: rule, outcome: .lost(reason: RulePrecedence.reason(winner: winner, loser: rule))))
            } else {
                winner = rule
                candidates.append(.init(rule: rule, outcome: .won))
            }
        }
        let source: RuleExplanation.Source =
            if isGiven { .given } else if let winner { .rule(winner) } else if key.isComputed { .computed } else { .defaultValue }
        let errors = session.errors
        let shown = errors.isEmpty ? value : key.defaultValue()
        return RuleExplanation(
            key: key,
            value: ResolutionSession.describeValue(shown),
            source: source,
            candidates: candidates,
            errors: errors,
            generation: session.index.generation
        )
    }
}
