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
    public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
    public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
    public static func buildBlock(_ components: [Rule]...) -> [Rule] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [Rule]?) -> [Rule] { component ?? [] }
    public static func buildEither(first component: [Rule]) -> [Rule] { component }
    public static func buildEither(second component: [Rule]) -> [Rule] { component }
    public static func buildArray(_ components: [[Rule]]) -> [Rule] { components.flatMap { $0 } }
}
