import TesseraRules

/// The baseline: resolves a key by evaluating every rule of the model, keeping the best match by
/// ``RulePrecedence``. No index by key, no precedence-sorted early exit, no cache.
struct NaiveResolver {
    let rules: [Rule]

    func value(of key: AnyRuleKey, in context: RuleContext) -> String? {
        var best: Rule?
        for rule in rules where rule.key == key && rule.qualifier.evaluate(in: context) {
            if let current = best, !RulePrecedence.precedes(rule, current) { continue }
            best = rule
        }
        return best.map { $0.assignment.value(in: context) as? String } ?? nil
    }
}
