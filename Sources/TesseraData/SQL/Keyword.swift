/// Keywords chosen at run time; an enum so that none can be anything else.
enum Keyword: String, Sendable {
    case ascending = " ASC", descending = " DESC"
    case nullsFirst = " NULLS FIRST", nullsLast = " NULLS LAST"
    case equal = " = ", notEqual = " <> ", less = " < ", lessOrEqual = " <= ", greater = " > ", greaterOrEqual = " >= "
}
