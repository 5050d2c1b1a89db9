/// The most common values of one column among the rows a fetch selects, each with how many rows
/// hold it: what a list shows beside itself so that a person sees the shape of the data and
/// narrows it by a click (``Database/facet(_:attributeName:limit:timeLimit:)``).
public struct Facet: Sendable, Hashable {
    /// One value and the rows that hold it.
    public struct Value: Sendable, Hashable {
        /// The value, typed as the column's (``DatabaseValue/null`` for the rows without one).
        public var value: DatabaseValue
        /// How many of the selected rows hold it.
        public var count: Int

        public init(_ value: DatabaseValue, count: Int) {
            self.value = value
            self.count = count
        }
    }

    /// The column.
    public var attributeName: String
    /// The values, the most common first (equal counts in the column's order).
    public var values: [Value]
    /// Whether the column holds more distinct values among the rows than ``values`` shows.
    public var hasMore: Bool

    public init(attributeName: String, values: [Value], hasMore: Bool) {
        self.attributeName = attributeName
        self.values = values
        self.hasMore = hasMore
    }
}
