// Conformances of standard types, so that ordinary keys (`String`, `Int`, enums…) work in rules
// without ceremony.

extension RuleValue: LosslessRuleValueConvertible {
    public var ruleValue: RuleValue { self }
    public init?(ruleValue: RuleValue) { self = ruleValue }
}

extension String: LosslessRuleValueConvertible {
    public var ruleValue: RuleValue { .string(self) }

    public init?(ruleValue: RuleValue) {
        guard case .string(let value) = ruleValue else { return nil }
        self = value
    }
}

extension Int: LosslessRuleValueConvertible {
    public var ruleValue: RuleValue { .int(self) }

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
    public var ruleValue: RuleValue { .double(self) }

    public init?(ruleValue: RuleValue) {
        guard let value = ruleValue.numericValue else { return nil }
        self = value
    }
}

extension Bool: LosslessRuleValueConvertible {
    public var ruleValue: RuleValue { .bool(self) }

    public init?(ruleValue: RuleValue) {
        guard case .bool(let value) = ruleValue else { return nil }
        self = value
    }
}

extension Optional: RuleValueConvertible where Wrapped: RuleValueConvertible {
    public var ruleValue: RuleValue { self?.ruleValue ?? .null }
}

extension Optional: LosslessRuleValueConvertible where Wrapped: LosslessRuleValueConvertible {
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
    public var ruleValue: RuleValue { .list(map(\.ruleValue)) }
}

extension Array: LosslessRuleValueConvertible where Element: LosslessRuleValueConvertible {
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
    public init?(ruleValue: RuleValue) {
        guard let raw = RawValue(ruleValue: ruleValue) else { return nil }
        self.init(rawValue: raw)
    }
}
