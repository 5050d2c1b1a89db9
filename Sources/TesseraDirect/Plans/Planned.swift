/// One decision of a ``PropertyPlan``: made once for every row, or left to each row because the
/// rules that make it read the row.
enum Planned<Value: Sendable>: Sendable {
    /// The same for every row.
    case decided(Value)
    /// Asked of the rules again for each row.
    case perRow

    /// The decided value, or `nil` when each row decides.
    var decidedValue: Value? {
        if case .decided(let value) = self { value } else { nil }
    }
}
