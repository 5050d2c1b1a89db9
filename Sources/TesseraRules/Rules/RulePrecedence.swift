/// How the engine chooses among rules that set the same key and all hold: the one place the order
/// is defined.
///
/// A rule *A* wins over a rule *B* when, in this order:
/// 1. **Priority**: *A*'s ``Rule/priority`` is higher.
/// 2. **Specificity**: at equal priority, *A*'s qualifier has more conditions
///    (``Qualifier/conditionCount``: comparisons and memberships, however combined; `true` has none).
/// 3. **Order**: at equal priority and specificity, *A* was added later (its ``Rule/ordinal`` is
///    higher). Within a model, Swift rules come first in the order written, then each rule file's
///    rules in file order, files in the order they were first loaded. So a later rule, and a rule
///    file, overrides an earlier rule of equal weight, and the choice never depends on hashing or
///    timing.
///
/// The order is total: two distinct rules of one model always have different ordinals.
public enum RulePrecedence {
    /// Whether `lhs` wins over `rhs` when both hold.
    public static func precedes(_ lhs: Rule, _ rhs: Rule) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        if lhs.specificity != rhs.specificity { return lhs.specificity > rhs.specificity }
        return lhs.ordinal > rhs.ordinal
    }

    /// Why `winner` wins over `loser`, in words, for explanations.
    public static func reason(winner: Rule, loser: Rule) -> String {
        if winner.priority != loser.priority {
            return "lower priority (\(loser.priority) < \(winner.priority))"
        }
        if winner.specificity != loser.specificity {
            return "same priority, fewer conditions (\(loser.specificity) < \(winner.specificity))"
        }
        return "same priority and conditions, added earlier (rule #\(loser.ordinal) before #\(winner.ordinal))"
    }
}
