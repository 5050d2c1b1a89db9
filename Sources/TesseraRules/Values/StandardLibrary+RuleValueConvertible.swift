// Conformances of standard types, so that ordinary keys (`String`, `Int`, enums…) work in rules
// without ceremony.

extension RuleValue: LosslessRuleValueConvertible {
    /// A rule value is its own rule value.
    public var ruleValue: RuleValue { self }
    /// Any rule value.
    public init?(ruleValue: RuleValue) { self = ruleValue }
}

extension String: LosslessRuleValueConvertible {
    /// The string as `.string`.
    public var ruleValue: RuleValue { .string(self) }

    /// A string from `.string`; nothing else.
    public init?(ruleValue: RuleValue) {
        guard case .string(let value) = ruleValue else { return nil }
        self = value
    }
}

extension Int: LosslessRuleValueConvertible {
    /// The number as `.int`.
    public var ruleValue: RuleValue { .int(self) }

    /// An int from `.int`, or from a `.double` with no fractional part.
    public init?(ruleValue: RuleValue) {
        switch ruleValue {
        case .int(let value): self = value
        case .double(let value):
            guard let exact = Int(exactly: value) else { return nil }
            self = exact
        default: return nil
        }
    }
}

extension Double: LosslessRuleValueConvertible {
    /// The number as `.double`.
    public var ruleValue: RuleValue { .double(self) }

    /// A double from `.double` or `.int`.
    public init?(ruleValue: RuleValue) {
        guard let value = ruleValue.numericValue else { return nil }
        self = value
    }
}

extension Bool: LosslessRuleValueConvertible {
    /// The boolean as `.bool`.
    public var ruleValue: RuleValue { .bool(self) }

    /// A boolean from `.bool`; nothing else.
    public init?(ruleValue: RuleValue) {
        guard case .bool(let value) = ruleValue else { return nil }
        self = value
    }
}

extension Optional: RuleValueConvertible where Wrapped: RuleValueConvertible {
    /// The wrapped value's rule value, or `.null` for `nil`.
    public var ruleValue: RuleValue { self?.ruleValue ?? .null }
}

extension Optional: LosslessRuleValueConvertible where Wrapped: LosslessRuleValueConvertible {
    /// `nil` from `.null`, else the wrapped type's value.
    public init?(ruleValue: RuleValue) {
        if case .null = ruleValue {
            self = .none
        } else if let value = Wrapped(ruleValue: ruleValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}

extension Array: RuleValueConvertible where Element: RuleValueConvertible {
    /// The elements' rule values, as `.list`.
    public var ruleValue: RuleValue { .list(map(\.ruleValue)) }
}

extension Array: LosslessRuleValueConvertible where Element: LosslessRuleValueConvertible {
    /// An array from `.list` whose every element converts.
    public init?(ruleValue: RuleValue) {
        guard case .list(let values) = ruleValue else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for value in values {
            guard let element = Element(ruleValue: value) else { return nil }
            elements.append(element)
        }
        self = elements
    }
}

extension RawRepresentable where RawValue: RuleValueConvertible, Self: Sendable {
    /// A raw-representable value compares as its raw value: an enum case `.date` backed by
    /// `"date"` equals the file literal `'date'`.
    public var ruleValue: RuleValue { rawValue.ruleValue }
}

extension RawRepresentable where RawValue: LosslessRuleValueConvertible, Self: Sendable {
    /// The value whose raw value the rule value makes.
    public init?(ruleValue: RuleValue) {
        guard let raw = RawValue(ruleValue: ruleValue) else { return nil }
        self.init(rawValue: raw)
    }
}

extension Optional: RuleMemberLookup where Wrapped: RuleMemberLookup {
    /// The members of the wrapped type: an optional key (`entity` before one is chosen) is reached
    /// into like the value it holds.
    public static var ruleMemberNames: Set<String> { Wrapped.ruleMemberNames }

    /// Whether the wrapped type takes any member's name.
    public static var readsAnyMemberName: Bool { Wrapped.readsAnyMemberName }

    /// The wrapped value's member, or `nil` (read as `null`) when there is no value.
    public func ruleMember(named name: String) -> (any Sendable)? {
        self?.ruleMember(named: name)
    }
}
