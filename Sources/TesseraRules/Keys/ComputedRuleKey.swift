/// A key whose value, when no value is given and no rule applies, is computed from other keys.
///
/// A computed key is the default of Direct to SwiftUI's derived keys: `displayNameForProperty` is
/// the `propertyKey` made readable, unless a rule says otherwise.
///
/// ```swift
/// enum DisplayNameForPropertyKey: ComputedRuleKey {
///     static let defaultValue = ""
///     static func value(in context: RuleContext) -> String {
///         context.propertyKey.capitalized
///     }
/// }
/// ```
///
/// The computation may read any key, including other computed keys, and should depend on the
/// context alone: answers may be kept (a list's plan keeps its columns' answers) until the rules
/// change or ``RuleModel/removeAllCachedResults()``. When keys read each other in a
/// circle, the engine stops at the first repeated key and reports ``RuleError/cycle(_:)`` (see
/// ``RuleContext/resolve(_:)->K.Value``); it never loops.
public protocol ComputedRuleKey: RuleKey {
    /// The value of the key in `context` when no value is given and no rule applies.
    static func value(in context: RuleContext) -> Value
}

extension ComputedRuleKey {
    /// The computed value, type-erased so that the resolver can call it on any key type.
    static func computedValue(in context: RuleContext) -> any Sendable {
        value(in: context)
    }
}
