import TesseraData
import TesseraRules

// The data layer's model, as rules see it: an entity compares as its name, and rules (in Swift and
// in files) reach into it: `entity.name`, `entity.isReadOnly`, `attribute.valueType`.

extension Entity: RuleValueConvertible, RuleMemberLookup {
    /// An entity compares as its name: `entity = 'film'`.
    public var ruleValue: RuleValue { .string(name) }

    public static var ruleMemberNames: Set<String> { ["name", "isReadOnly", "kind"] }

    public func ruleMember(named member: String) -> (any Sendable)? {
        switch member {
        case "name": name
        case "isReadOnly": isReadOnly
        case "kind": kind.rawValue
        default: nil
        }
    }
}

extension Row: RuleValueConvertible, RuleMemberLookup {
    /// A row compares as its key's values; `object = null` holds where there is no row (a new
    /// row's form, a list).
    public var ruleValue: RuleValue { .list(primaryKey.values.map(\.ruleValue)) }

    /// None by name: a row's members are its columns, whatever the database calls them.
    public static var ruleMemberNames: Set<String> { [] }
    public static var readsAnyMemberName: Bool { true }

    /// The value of the column `member` (`object.status`); `nil`, read as `null`, for a column the
    /// row does not hold.
    public func ruleMember(named member: String) -> (any Sendable)? {
        hasValue(for: member) ? self[member] : nil
    }
}

extension Attribute: RuleValueConvertible, RuleMemberLookup {
    /// An attribute compares as its name: `attribute = 'title'`.
    public var ruleValue: RuleValue { .string(name) }

    public static var ruleMemberNames: Set<String> {
        ["name", "valueType", "isNullable", "isRequired", "isPrimaryKey", "isReadOnly", "maximumLength"]
    }

    public func ruleMember(named member: String) -> (any Sendable)? {
        switch member {
        case "name": name
        case "valueType": valueType
        case "isNullable": isNullable
        case "isRequired": isRequired
        case "isPrimaryKey": isPrimaryKey
        case "isReadOnly": isReadOnly
        case "maximumLength": maximumLength
        default: nil
        }
    }
}

extension Relationship: RuleValueConvertible, RuleMemberLookup {
    /// A relationship compares as its name: `relationship = 'language'`.
    public var ruleValue: RuleValue { .string(name) }

    public static var ruleMemberNames: Set<String> { ["name", "kind", "destinationEntity", "isToMany"] }

    public func ruleMember(named member: String) -> (any Sendable)? {
        switch member {
        case "name": name
        case "kind": kind.rawValue
        case "destinationEntity": destinationEntity
        case "isToMany": kind != .toOne
        default: nil
        }
    }
}

extension ValueType: RuleValueConvertible, LosslessRuleValueConvertible {}

extension DatabaseValue: RuleValueConvertible {
    /// A value as rules compare it: numbers as numbers, text as text, null as null; decimals,
    /// dates and the rest as their text.
    public var ruleValue: RuleValue {
        switch self {
        case .null: .null
        case .integer(let value): .int(Int(clamping: value))
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .text(let text): .string(text)
        default: .string(description)
        }
    }
}
