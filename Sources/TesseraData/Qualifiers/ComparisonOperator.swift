/// How a ``Qualifier/comparison(_:_:_:)`` compares an attribute with a value.
public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    /// `=`
    case equal = "="
    /// `!=` (also written `<>`)
    case notEqual = "!="
    /// `<`
    case lessThan = "<"
    /// `<=`
    case lessThanOrEqual = "<="
    /// `>`
    case greaterThan = ">"
    /// `>=`
    case greaterThanOrEqual = ">="
    /// `like`: a pattern where `%` is any text and `_` one character, case-sensitive on both
    /// engines; `\%` and `\_` are the characters themselves.
    case like = "like"
    /// `ilike`: `like` ignoring the case of every letter (on SQLite as Swift folds it).
    case caseInsensitiveLike = "ilike"
    /// `matches`: the value contains the text as its kind of value contains things — a string
    /// holds it ignoring case, an enumeration's label is it, an array has an element holding it,
    /// a full-text document (`tsvector`) has its words, a number or date's text holds it. What a
    /// filter box asks.
    case matches = "matches"
}
