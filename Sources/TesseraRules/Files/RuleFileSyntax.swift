/// A rule file as written, before its names are bound to keys: what the parser produces and the
/// compiler in ``RuleFile`` consumes.
enum RuleFileSyntax {
    /// A place in the file.
    struct Location: Sendable, Equatable {
        let line: Int
        let column: Int
    }

    /// A dotted name: `attribute.valueType`.
    struct KeyPath: Sendable {
        let names: [String]
        let location: Location
        var text: String { names.joined(separator: ".") }
    }

    enum Operand: Sendable {
        case key(KeyPath)
        case value(RuleValue, Location)
    }

    indirect enum Condition: Sendable {
        case always
        case never
        case comparison(Operand, ComparisonOperator, Operand)
        case membership(Operand, [RuleValue], negated: Bool)
        case and([Condition])
        case or([Condition])
        case not(Condition)
    }

    struct Rule: Sendable {
        let condition: Condition
        let target: KeyPath
        let value: Operand
        let priority: Int
        let location: Location
    }
}
