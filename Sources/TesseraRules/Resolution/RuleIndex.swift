/// An immutable snapshot of a model's rules, organised for resolution.
///
/// - Rules are grouped by the key they set, so resolving a key only looks at the rules for it.
/// - Each group is sorted by ``RulePrecedence``, so the first rule whose condition holds wins and
///   the rest need not be evaluated.
/// - A key with many rules also has its rules grouped by the value they require of the reference
///   most of them pin (see ``RuleDiscrimination``), so that only one group is evaluated.
/// - For each key, the keys its rules' conditions read are listed, in a fixed order: their values
///   are the fingerprint under which ``ResolutionCache`` remembers the winner.
final class RuleIndex: Sendable {
    /// Increases with every change of a model's rules; explanations show it.
    let generation: Int
    /// All rules, in the order they were added (their ``Rule/ordinal``).
    let rules: [Rule]
    let candidatesByKey: [ObjectIdentifier: [Rule]]
    let dependenciesByKey: [ObjectIdentifier: [AnyRuleKey]]
    let dependencyIDsByKey: [ObjectIdentifier: Set<ObjectIdentifier>]
    /// For keys with many rules, the rules grouped by a value they require; see
    /// ``RuleDiscrimination``.
    let discriminationByKey: [ObjectIdentifier: RuleDiscrimination]
    /// `nil` when the model does not cache (the benchmark's cold runs, or by choice).
    let cache: ResolutionCache?

    init(rules: [Rule], generation: Int, cachesResults: Bool) {
        self.rules = rules
        self.generation = generation
        var candidates: [ObjectIdentifier: [Rule]] = [:]
        for rule in rules {
            candidates[rule.key.id, default: []].append(rule)
        }
        for (key, group) in candidates {
            candidates[key] = group.sorted(by: RulePrecedence.precedes)
        }
        var dependencies: [ObjectIdentifier: [AnyRuleKey]] = [:]
        var dependencyIDs: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
        for (key, group) in candidates {
            var seen: Set<ObjectIdentifier> = []
            var ordered: [AnyRuleKey] = []
            for rule in group {
                for dependency in rule.qualifier.keysRead where seen.insert(dependency.id).inserted {
                    ordered.append(dependency)
                }
            }
            dependencies[key] = ordered
            dependencyIDs[key] = seen
        }
        candidatesByKey = candidates
        discriminationByKey = candidates.compactMapValues { RuleDiscrimination(candidates: $0) }
        dependenciesByKey = dependencies
        dependencyIDsByKey = dependencyIDs
        cache = cachesResults ? ResolutionCache() : nil
    }

    /// The same rules, organised the same way, under `generation`, with an empty cache.
    init(forgettingResultsOf index: RuleIndex, generation: Int) {
        self.generation = generation
        rules = index.rules
        candidatesByKey = index.candidatesByKey
        dependenciesByKey = index.dependenciesByKey
        dependencyIDsByKey = index.dependencyIDsByKey
        discriminationByKey = index.discriminationByKey
        cache = index.cache == nil ? nil : ResolutionCache()
    }
}
