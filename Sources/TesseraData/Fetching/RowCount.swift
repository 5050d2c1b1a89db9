/// How many rows a fetch specification selects, and how sure that number is.
///
/// Counting every row of a ten-million-row table costs seconds, so
/// ``Database/count(_:exactLimit:)`` counts exactly up to a limit (100,000 by default) and above
/// it reports an estimate from the database's statistics, or "at least" the limit where there is
/// none. Show it as ``description`` does: `1,234`, `about 10,040,000`, `more than 100,000`.
public struct RowCount: Sendable, Hashable, CustomStringConvertible {
    /// How the number was obtained.
    public enum Accuracy: String, Sendable, Hashable {
        /// Counted: the number is exact.
        case exact
        /// From the database's statistics (PostgreSQL's planner, SQLite's largest rowid).
        case estimate
        /// Counted up to a limit and stopped there: there are at least this many.
        case atLeast
    }

    /// The number.
    public var value: Int
    /// How sure it is.
    public var accuracy: Accuracy

    /// Creates a count.
    public init(value: Int, accuracy: Accuracy) {
        self.value = value
        self.accuracy = accuracy
    }

    /// Whether ``value`` is exact.
    public var isExact: Bool { accuracy == .exact }

    /// The count as a person reads it: `1,234`, `about 3,600,000`, `more than 100,000`.
    public var description: String {
        let digits = String(value)
        var grouped = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0 && index % 3 == 0 && digit != "-" { grouped.append(",") }
            grouped.append(digit)
        }
        let number = String(grouped.reversed())
        switch accuracy {
        case .exact: return number
        case .estimate: return "about \(number)"
        case .atLeast: return "more than \(number)"
        }
    }
}
