/// The primary key values of a row, in key order: what identifies it within its entity.
///
/// Put its values' ``DatabaseValue/text`` into a link (`/film_actor/1/23`), read them back with
/// ``Entity/rowKey(fromTexts:)`` and fetch the row with ``Database/row(of:key:)``. An empty key
/// means the entity has no primary key.
public struct RowKey: Sendable, Hashable, CustomStringConvertible {
    /// The values, one per primary key column.
    public var values: [DatabaseValue]

    /// Creates a key of `values`.
    public init(_ values: [DatabaseValue]) { self.values = values }

    /// The values as text, joined by commas: `[1]`, `[23, 7]`.
    public var description: String { "[" + values.map(\.description).joined(separator: ", ") + "]" }
}
