/// A key of a ``RuleContext``: a name, a value type and the value the key has when nothing else
/// says otherwise.
///
/// Keys are declared the way SwiftUI declares environment keys (Direct to SwiftUI calls them
/// `DynamicEnvironmentKey`): a type for the key, plus a property on ``RuleContext`` so that code reads
/// `context.task` and rules address the key as `\.task`.
///
/// ```swift
/// enum TaskKey: RuleKey {
///     static let defaultValue = "list"
/// }
///
/// extension RuleContext {
///     var task: String {
///         get { self[TaskKey.self] }
///         set { self[TaskKey.self] = newValue }
///     }
/// }
/// ```
///
/// Reading the property resolves the key: a value given to the context wins, then the best matching
/// rule, then (for a ``ComputedRuleKey``) the key's own computation, then ``defaultValue``.
///
/// Rule files address a key by ``name`` once the key is in a ``RuleKeyRegistry``. To compare the key
/// in rules, make its value type ``RuleValueConvertible``; to set it from files, make it
/// ``LosslessRuleValueConvertible``.
public protocol RuleKey: Sendable {
    /// The type of the key's values.
    associatedtype Value: Sendable

    /// The value of the key when no value is given, no rule applies and nothing computes it.
    static var defaultValue: Value { get }

    /// The name of the key in rule files, explanations and errors.
    ///
    /// By default the type's name without a trailing `Key`, starting in lower case: `TaskKey` is
    /// `task`, `DisplayNameForPropertyKey` is `displayNameForProperty`. Declare it to choose another.
    static var name: String { get }
}

extension RuleKey {
    /// The type name without a trailing `Key`, starting in lower case; see ``RuleKey/name``.
    public static var name: String {
        var typeName = String(describing: Self.self)
        if typeName.hasSuffix("Key"), typeName.count > 3 {
            typeName.removeLast(3)
        }
        guard let first = typeName.first else { return typeName }
        return first.lowercased() + typeName.dropFirst()
    }
}
