/// A value as rules compare it: a string, a number, a boolean, null, or a list of those.
///
/// Key values are of any Swift type, but a rule can only compare what it can see. `RuleValue` is the
/// common shape that both Swift rules and rule files compare: a key's value converts to it through
/// ``RuleValueConvertible``, and a literal in a rule file parses to it.
///
/// Comparison rules:
/// - Numbers compare by value across `int` and `double`: `.int(1) == .double(1.0)`.
/// - `<`, `<=`, `>` and `>=` are defined between two numbers and between two strings (ordered as
///   Swift orders `String`). Between any other pair the comparison does not hold, so `a < b` and
///   `a >= b` are then both false.
/// - `null` equals only `null`.
/// - Lists are equal when their elements are equal, in order.
///
/// ```swift
/// let value: RuleValue = "edit"
/// value == .string("edit") // true
/// RuleValue.int(2) < .double(2.5) // true
/// ```
public enum RuleValue: Sendable {
    /// The absence of a value: Swift's `nil`, a rule file's `null`.
    case null
    /// A boolean: `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with a fractional part.
    case double(Double)
    /// A string: in rule files `'edit'` or `"edit"`.
    case string(String)
    /// A list of values: in rule files `['a', 'b']` or `('a', 'b')`.
    case list([RuleValue])

    /// Orders two values when the order is defined (two numbers or two strings).
    ///
    /// - Returns: a negative number, zero or a positive number as `self` is less than, equal to or
    ///   greater than `other`; `nil` when the two cannot be ordered.
    public func compare(to other: RuleValue) -> Int? {
        switch (self, other) {
        case let (.int(a), .int(b)):
            return a < b ? -1 : (a == b ? 0 : 1)
        case let (.string(a), .string(b)):
            return a < b ? -1 : (a == b ? 0 : 1)
        default:
            guard let a = numericValue, let b = other.numericValue, !a.isNaN, !b.isNaN else { return nil }
            return a < b ? -1 : (a == b ? 0 : 1)
        }
    }

    /// The value as a `Double` when it is a number.
    var numericValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// Whether this value is an element of `list`, by the equality of ``RuleValue``.
    func isElement(of list: [RuleValue]) -> Bool {
        list.contains(self)
    }
}

extension RuleValue: Hashable {
    /// Whether two values are equal; numbers compare by value, so `.int(1) == .double(1)`.
    public static func == (lhs: RuleValue, rhs: RuleValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.list(a), .list(b)): a == b
        case let (.int(a), .int(b)): a == b
        case (.int, .double), (.double, .int), (.double, .double): lhs.numericValue == rhs.numericValue
        default: false
        }
    }

    /// Hashes consistently with `==`: an integral double hashes as the equal int.
    public func hash(into hasher: inout Hasher) {
        // Equal numbers must hash alike whether they are ints or doubles, so an integral double
        // hashes as the int it equals.
        switch self {
        case .null:
            hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .int(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .double(let value):
            if let exact = Int(exactly: value) {
                hasher.combine(2)
                hasher.combine(exact)
            } else {
                hasher.combine(3)
                hasher.combine(value)
            }
        case .string(let value):
            hasher.combine(4)
            hasher.combine(value)
        case .list(let values):
            hasher.combine(5)
            hasher.combine(values)
        }
    }
}

extension RuleValue: CustomStringConvertible {
    /// The value written as a rule-file literal: `'edit'`, `42`, `2.5`, `true`, `null`, `['a', 'b']`.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): "'" + Self.escape(value) + "'"
        case .list(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }

    private static func escape(_ string: String) -> String {
        var result = ""
        for character in string {
            switch character {
            case "'": result += "\\'"
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }
}

extension RuleValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral
{
    /// `"edit"` is `.string("edit")`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `42` is `.int(42)`.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// `2.5` is `.double(2.5)`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// `true` is `.bool(true)`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `nil` is `.null`.
    public init(nilLiteral: ()) { self = .null }
    /// `["a", 1]` is `.list([.string("a"), .int(1)])`.
    public init(arrayLiteral elements: RuleValue...) { self = .list(elements) }
}
