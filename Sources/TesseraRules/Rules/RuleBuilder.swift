/// Builds a list of rules from rule expressions, one per line, as in ``RuleModel/init(cachesResults:rules:)``.
///
/// `if`, `if`/`else`, `for` loops and nested lists of rules are allowed:
///
/// ```swift
/// RuleModel {
///     \.task == "edit" => \.component <= "EditString"
///     if allowsDeletion {
///         \.task == "inspect" => \.showsDeleteButton <= true
///     }
/// }
/// ```
@resultBuilder
public enum RuleBuilder {
    /// A single rule is a list of one.
    public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
    /// A list of rules (for example one made by a function) is spliced in place.
    public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
    /// The rules of a block, in order.
    public static func buildBlock(_ components: [Rule]...) -> [Rule] { components.flatMap { $0 } }
    /// The rules of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ component: [Rule]?) -> [Rule] { component ?? [] }
    /// The rules of the first branch of an `if`/`else`.
    public static func buildEither(first component: [Rule]) -> [Rule] { component }
    /// The rules of the second branch of an `if`/`else`.
    public static func buildEither(second component: [Rule]) -> [Rule] { component }
    /// The rules of every iteration of a `for` loop, in order.
    public static func buildArray(_ components: [[Rule]]) -> [Rule] { components.flatMap { $0 } }
}
