/// The condition of a rule: when it holds in a context, the rule applies.
///
/// Write qualifiers with operators on key paths (see the operators declared for `Qualifier`):
///
/// ```swift
/// \.task == "edit" && \.attribute.valueType == .date
/// \.task == "list" || !(\.entity.isReadOnly == true)
/// \.count >= 10
/// \.startDate < \.endDate          // two keys compared
/// .in(\.task, ["edit", "inspect"]) // membership
/// true                             // always holds
/// ```
///
/// or in rule files: `task = 'edit' and attribute.valueType = 'date'`.
///
/// The *specificity* of a qualifier, which breaks ties between rules of equal priority (see
/// ``RulePrecedence``), is its ``conditionCount``.
public indirect enum Qualifier: Sendable {
    /// Always holds: a rule that always applies (`true`).
    case always
    /// Never holds (`false`): a way to switch a rule off in a file.
    case never
    /// Compares two operands.
    case comparison(RuleOperand, ComparisonOperator, RuleOperand)
    /// Holds when the operand equals one of the values.
    case membership(RuleOperand, [RuleValue])
    /// Holds when every qualifier holds (none: holds).
    case and([Qualifier])
    /// Holds when at least one qualifier holds (none: does not hold).
    case or([Qualifier])
    /// Holds when the qualifier does not.
    case not(Qualifier)

    /// Whether the qualifier holds in `context`.
    public func evaluate(in context: RuleContext) -> Bool {
        switch self {
        case .always:
            return true
        case .never:
            return false
        case let .comparison(lhs, comparison, rhs):
            return comparison.evaluate(lhs.value(in: context), rhs.value(in: context))
        case let .membership(operand, values):
            return operand.value(in: context).isElement(of: values)
        case .and(let qualifiers):
            return qualifiers.allSatisfy { $0.evaluate(in: context) }
        case .or(let qualifiers):
            return qualifiers.contains { $0.evaluate(in: context) }
        case .not(let qualifier):
            return !qualifier.evaluate(in: context)
        }
    }

    /// Why the qualifier does not hold in `context`, in words, or `nil` when it holds.
    ///
    /// For `task = 'edit' and count > 2` in a context where `task` is `'list'`, the reason is
    /// "task = 'edit' is false: task is 'list'".
    public func reasonForFailure(in context: RuleContext) -> String? {
        switch self {
        case .always:
            return nil
        case .never:
            return "the condition is false"
        case let .comparison(lhs, comparison, rhs):
            let left = lhs.value(in: context), right = rhs.value(in: context)
            guard !comparison.evaluate(left, right) else { return nil }
            let actual = [(lhs, left), (rhs, right)].compactMap { operand, value -> String? in
                guard case .key(let reference) = operand else { return nil }
                return "\(reference.path) is \(value)"
            }
            return "\(self) is false" + (actual.isEmpty ? "" : ": " + actual.joined(separator: ", "))
        case let .membership(operand, values):
            let value = operand.value(in: context)
            guard !value.isElement(of: values) else { return nil }
            return "\(self) is false: \(operand) is \(value)"
        case .and(let qualifiers):
            return qualifiers.lazy.compactMap { $0.reasonForFailure(in: context) }.first
        case .or(let qualifiers):
            let reasons = qualifiers.map { $0.reasonForFailure(in: context) }
            guard reasons.allSatisfy({ $0 != nil }) else { return nil }
            return reasons.isEmpty ? "an empty 'or' is false" : reasons.compactMap { $0 }.joined(separator: "; and ")
        case .not(let qualifier):
            return qualifier.evaluate(in: context) ? "\(qualifier) is true" : nil
        }
    }

    /// The number of comparisons and memberships in the qualifier, however they are combined:
    /// `true` has 0, `task = 'edit'` has 1, `task = 'edit' and (a = 1 or b = 2)` has 3.
    public var conditionCount: Int {
        switch self {
        case .always, .never: 0
        case .comparison, .membership: 1
        case .and(let qualifiers), .or(let qualifiers): qualifiers.reduce(0) { $0 + $1.conditionCount }
        case .not(let qualifier): qualifier.conditionCount
        }
    }

    /// The keys the qualifier reads, in the order it first reads them.
    public var keysRead: [AnyRuleKey] {
        switch self {
        case .always, .never: []
        case let .comparison(lhs, _, rhs): lhs.keysRead + rhs.keysRead
        case .membership(let operand, _): operand.keysRead
        case .and(let qualifiers), .or(let qualifiers): qualifiers.flatMap(\.keysRead)
        case .not(let qualifier): qualifier.keysRead
        }
    }

    /// The `reference = value` conditions that must all hold for the qualifier to hold: the
    /// qualifier itself when it is such a comparison, or such comparisons joined by `and`.
    var equalityConjuncts: [(reference: RuleKeyReference, value: RuleValue)] {
        switch self {
        case let .comparison(.key(reference), .equal, .value(value)),
            let .comparison(.value(value), .equal, .key(reference)):
            [(reference, value)]
        case .and(let qualifiers):
            qualifiers.flatMap(\.equalityConjuncts)
        default:
            []
        }
    }

    /// Whether the qualifier is a combination (needs parentheses inside another one).
    private var isCompound: Bool {
        switch self {
        case .and, .or: true
        default: false
        }
    }
}

extension Qualifier: CustomStringConvertible {
    /// The qualifier in rule-file syntax: `task = 'edit' and (a = 1 or b = 2)`.
    public var description: String {
        switch self {
        case .always: return "true"
        case .never: return "false"
        case let .comparison(lhs, comparison, rhs): return "\(lhs) \(comparison.rawValue) \(rhs)"
        case let .membership(operand, values):
            return "\(operand) in (" + values.map(\.description).joined(separator: ", ") + ")"
        case .and(let qualifiers):
            return qualifiers.isEmpty ? "true" : qualifiers.map { $0.parenthesized(unless: .and) }.joined(separator: " and ")
        case .or(let qualifiers):
            return qualifiers.isEmpty ? "false" : qualifiers.map { $0.parenthesized(unless: .or) }.joined(separator: " or ")
        case .not(let qualifier):
            return "not " + (qualifier.isCompound ? "(\(qualifier))" : "\(qualifier)")
        }
    }

    private enum Combination { case and, or }

    private func parenthesized(unless combination: Combination) -> String {
        switch (self, combination) {
        case (.and, .and), (.or, .or): "\(self)"
        case (.and, _), (.or, _): "(\(self))"
        default: "\(self)"
        }
    }
}

extension Qualifier: ExpressibleByBooleanLiteral {
    /// `true` is a qualifier that always holds, `false` one that never does:
    /// `true => \.component <= "Text"`.
    public init(booleanLiteral value: Bool) {
        self = value ? .always : .never
    }
}
