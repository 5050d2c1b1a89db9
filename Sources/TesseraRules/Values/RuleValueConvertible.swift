/// A type whose values rules can compare, because each converts to a ``RuleValue``.
///
/// A key whose value type conforms can appear in a condition, in Swift (`\.task == "edit"`) and in
/// rule files (`task = 'edit'`). The standard types conform (`String`, `Int`, `Double`, `Bool`,
/// optionals and arrays of conforming types), and so does any `RawRepresentable` type whose raw
/// value conforms, which covers string- and integer-backed enums with a one-word declaration:
///
/// ```swift
/// enum ValueType: String, LosslessRuleValueConvertible {
///     case string, int, date
/// }
/// ```
///
/// The engine also uses the converted value to remember results: a cached answer is keyed by the
/// rule values of the keys that decided it (see ``RuleModel``). Two values that convert to the same
/// rule value must therefore be interchangeable for every rule.
public protocol RuleValueConvertible: Sendable {
    /// This value as rules see it.
    var ruleValue: RuleValue { get }
}

/// A ``RuleValueConvertible`` type that can also be made from a ``RuleValue``.
///
/// Rule files set keys with literals (`label = 'Title'`); a key can be set from a file only when its
/// value type can be made from the literal. The name follows the standard library's
/// `LosslessStringConvertible`.
public protocol LosslessRuleValueConvertible: RuleValueConvertible {
    /// Makes a value from a rule value, or fails when the rule value does not describe one.
    init?(ruleValue: RuleValue)
}

/// A type whose members rule files can read with a dotted name, as in `attribute.valueType`.
///
/// Swift rules reach members with key paths (`\.attribute.valueType`); rule files only have names,
/// so a key's value type names its members here. ``ruleMemberNames`` lets a file that names an
/// unknown member be refused when it is loaded rather than misbehave when it runs.
///
/// ```swift
/// struct Attribute: RuleMemberLookup {
///     var name: String
///     var valueType: ValueType
///
///     static let ruleMemberNames: Set<String> = ["name", "valueType"]
///
///     func ruleMember(named name: String) -> (any Sendable)? {
///         switch name {
///         case "name": self.name
///         case "valueType": valueType
///         default: nil
///         }
///     }
/// }
/// ```
public protocol RuleMemberLookup: Sendable {
    /// The names that ``ruleMember(named:)`` answers.
    static var ruleMemberNames: Set<String> { get }

    /// The member called `name`, or `nil` when there is none. A member that rules compare must be
    /// ``RuleValueConvertible``; one that files read further (`a.b.c`) must be a `RuleMemberLookup`.
    func ruleMember(named name: String) -> (any Sendable)?

    /// Whether any name may be a member, beside ``ruleMemberNames``: a database row's members are
    /// its columns, named by the database rather than by the type. A file that reads such a
    /// member is not refused for its name; a member the value does not have reads as `null`.
    /// `false` unless the type says otherwise.
    static var readsAnyMemberName: Bool { get }
}

extension RuleMemberLookup {
    public static var readsAnyMemberName: Bool { false }
}
