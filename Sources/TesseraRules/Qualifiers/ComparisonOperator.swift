/// How a condition compares two values. See ``RuleValue`` for what each comparison means between
/// values of different kinds.
public enum ComparisonOperator: String, Sendable, CaseIterable {
    /// Equal: `==` in Swift, `=` in rule files.
    case equal = "="
    /// Not equal: `!=`.
    case notEqual = "!="
    /// Less than: `<`.
    case less = "<"
    /// Less than or equal: `<=`.
    case lessOrEqual = "<="
    /// Greater than: `>`.
    case greater = ">"
    /// Greater than or equal: `>=`.
    case greaterOrEqual = ">="
    /// Contains: a list holds an element equal to the right side (`user.roles contains 'clerk'`),
    /// or a string holds the right side's string (`entity.name contains 'log'`). Between anything
    /// else it does not hold.
    case contains = "contains"

    /// Whether `lhs` and `rhs` compare this way.
    public func evaluate(_ lhs: RuleValue, _ rhs: RuleValue) -> Bool {
        switch self {
        case .equal: return lhs == rhs
        case .notEqual: return lhs != rhs
        case .contains:
            switch (lhs, rhs) {
            case (.list(let elements), _): return rhs.isElement(of: elements)
            // Whole characters, as Swift's `contains` compares: 'é' is not found in 'e\u{301}x'
            // by its bytes alone.
            case (.string(let text), .string(let part)): return text.contains(part)
            default: return false
            }
        default: break
        }
        guard let order = lhs.compare(to: rhs) else { return false }
        switch self {
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        case .equal, .notEqual, .contains: return false
        }
    }
}
