/// One key of a fetch's order: an attribute and a direction.
///
/// `NULL` sorts first in ascending order and last in descending order on both engines (SQLite's
/// rule; PostgreSQL is told so with `NULLS FIRST`/`NULLS LAST` for nullable columns).
///
/// ```swift
/// let byTitle: [SortOrdering] = [.ascending("title")]
/// let newest: [SortOrdering] = [.descending("rental_date"), .ascending("customer_id")]
/// ```
public struct SortOrdering: Sendable, Hashable, CustomStringConvertible {
    /// Ascending or descending.
    public enum Direction: String, Sendable, Hashable {
        /// Smallest first; `NULL` before every value.
        case ascending = "asc"
        /// Largest first; `NULL` after every value.
        case descending = "desc"

        var reversed: Direction { self == .ascending ? .descending : .ascending }
    }

    /// The attribute name.
    public var key: String
    /// The direction.
    public var direction: Direction

    /// Creates an ordering on `key`.
    public init(key: String, direction: Direction = .ascending) {
        self.key = key
        self.direction = direction
    }

    /// Ascending on `key`.
    public static func ascending(_ key: String) -> SortOrdering { SortOrdering(key: key, direction: .ascending) }
    /// Descending on `key`.
    public static func descending(_ key: String) -> SortOrdering { SortOrdering(key: key, direction: .descending) }

    /// `key asc` or `key desc`, the form ``init(parsing:)`` reads (and URLs carry).
    public var description: String { "\(key) \(direction.rawValue)" }

    /// Reads `title`, `title asc` or `title desc`; a leading `-` also means descending.
    public init(parsing text: String) {
        var key = Substring(text.trimmingCharacters(in: .whitespaces))
        var direction = Direction.ascending
        if key.hasPrefix("-") { direction = .descending; key = key.dropFirst() }
        if key.lowercased().hasSuffix(" desc") { direction = .descending; key = key.dropLast(5) }
        else if key.lowercased().hasSuffix(" asc") { key = key.dropLast(4) }
        self.init(key: String(key).trimmingCharacters(in: .whitespaces), direction: direction)
    }
}
