// The operators that build qualifiers from key paths, so that a Swift rule reads like its
// rule-file form: `\.task == "edit" && \.count > 2`.
//
// The left side is always a key path on `RuleContext`; that is what lets Swift infer the root of a
// bare `\.task`, and what keeps these overloads from competing with the standard ones.

/// Holds when the key's value equals `value`.
public func == <Value: RuleValueConvertible>(lhs: KeyPath<RuleContext, Value> & Sendable, rhs: Value) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .equal, .value(rhs.ruleValue))
}

/// Holds when the key's value differs from `value`.
public func != <Value: RuleValueConvertible>(lhs: KeyPath<RuleContext, Value> & Sendable, rhs: Value) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .notEqual, .value(rhs.ruleValue))
}

/// Holds when the key's value is less than `value` (numbers and strings only; see ``RuleValue``).
public func < <Value: RuleValueConvertible>(lhs: KeyPath<RuleContext, Value> & Sendable, rhs: Value) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .less, .value(rhs.ruleValue))
}

/// Holds when the key's value is less than or equal to `value`.
///
/// The same spelling sets a key on the right of `=>`; the expected type tells them apart.
public func <= <Value: RuleValueConvertible>(lhs: KeyPath<RuleContext, Value> & Sendable, rhs: Value) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .lessOrEqual, .value(rhs.ruleValue))
}

/// Holds when the key's value is greater than `value`.
public func > <Value: RuleValueConvertible>(lhs: KeyPath<RuleContext, Value> & Sendable, rhs: Value) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .greater, .value(rhs.ruleValue))
}

/// Holds when the key's value is greater than or equal to `value`.
public func >= <Value: RuleValueConvertible>(lhs: KeyPath<RuleContext, Value> & Sendable, rhs: Value) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .greaterOrEqual, .value(rhs.ruleValue))
}

/// Holds when two keys have equal values: `\.startDate == \.endDate`.
public func == <Value: RuleValueConvertible>(
    lhs: KeyPath<RuleContext, Value> & Sendable, rhs: KeyPath<RuleContext, Value> & Sendable
) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .equal, .key(RuleKeyReference(rhs)))
}

/// Holds when two keys have different values.
public func != <Value: RuleValueConvertible>(
    lhs: KeyPath<RuleContext, Value> & Sendable, rhs: KeyPath<RuleContext, Value> & Sendable
) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .notEqual, .key(RuleKeyReference(rhs)))
}

/// Holds when the first key's value is less than the second's.
public func < <Value: RuleValueConvertible>(
    lhs: KeyPath<RuleContext, Value> & Sendable, rhs: KeyPath<RuleContext, Value> & Sendable
) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .less, .key(RuleKeyReference(rhs)))
}

/// Holds when the first key's value is less than or equal to the second's.
public func <= <Value: RuleValueConvertible>(
    lhs: KeyPath<RuleContext, Value> & Sendable, rhs: KeyPath<RuleContext, Value> & Sendable
) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .lessOrEqual, .key(RuleKeyReference(rhs)))
}

/// Holds when the first key's value is greater than the second's.
public func > <Value: RuleValueConvertible>(
    lhs: KeyPath<RuleContext, Value> & Sendable, rhs: KeyPath<RuleContext, Value> & Sendable
) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .greater, .key(RuleKeyReference(rhs)))
}

/// Holds when the first key's value is greater than or equal to the second's.
public func >= <Value: RuleValueConvertible>(
    lhs: KeyPath<RuleContext, Value> & Sendable, rhs: KeyPath<RuleContext, Value> & Sendable
) -> Qualifier {
    .comparison(.key(RuleKeyReference(lhs)), .greaterOrEqual, .key(RuleKeyReference(rhs)))
}

/// Holds when both qualifiers hold. Chains flatten: `a && b && c` is one `and` of three.
public func && (lhs: Qualifier, rhs: Qualifier) -> Qualifier {
    switch (lhs, rhs) {
    case let (.and(left), .and(right)): .and(left + right)
    case let (.and(left), _): .and(left + [rhs])
    case let (_, .and(right)): .and([lhs] + right)
    default: .and([lhs, rhs])
    }
}

/// Holds when either qualifier holds. Chains flatten: `a || b || c` is one `or` of three.
public func || (lhs: Qualifier, rhs: Qualifier) -> Qualifier {
    switch (lhs, rhs) {
    case let (.or(left), .or(right)): .or(left + right)
    case let (.or(left), _): .or(left + [rhs])
    case let (_, .or(right)): .or([lhs] + right)
    default: .or([lhs, rhs])
    }
}

/// Holds when the qualifier does not.
public prefix func ! (qualifier: Qualifier) -> Qualifier {
    .not(qualifier)
}

extension Qualifier {
    /// Holds when the key's value is one of `values`: `.in(\.task, ["edit", "inspect"])`.
    ///
    /// (`in` is a Swift keyword, so membership is a static function rather than an operator; where a
    /// qualifier is expected, `.in(…)` needs no type name.)
    public static func `in`<Value: RuleValueConvertible>(
        _ keyPath: KeyPath<RuleContext, Value> & Sendable, _ values: [Value]
    ) -> Qualifier {
        .membership(.key(RuleKeyReference(keyPath)), values.map(\.ruleValue))
    }
}

extension Qualifier {
    /// Holds when the key's value — a list — has `element` among its elements, or — a string —
    /// has it within: `.contains(\.user.roles, "clerk")`, a rule file's `user.roles contains 'clerk'`.
    public static func contains<Value: RuleValueConvertible, Element: RuleValueConvertible>(
        _ keyPath: KeyPath<RuleContext, Value> & Sendable, _ element: Element
    ) -> Qualifier {
        .comparison(.key(RuleKeyReference(keyPath)), .contains, .value(element.ruleValue))
    }
}
