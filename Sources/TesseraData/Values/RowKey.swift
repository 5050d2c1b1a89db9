/// The primary key values of a row, in key order: what identifies it within its entity.
///
/// Serialize it into a URL with ``description`` and read it back with ``Database/row(of:key:)``
/// after parsing each part with ``Attribute/parse(_:)``; an empty key means "no primary key".
public struct RowKey: Sendable, Hashable, CustomStringConvertible {
    /// The values, one per primary key column.
    public var values: [DatabaseValue]

    /// Creates a key of `values`.
    public init(_ values: [DatabaseValue]) { self.values = values }

    /// The values as text, joined by commas: `[1]`, `[23, 7]`.
    public var description: String { "[" + values.map(\.description).joined(separator: ", ") + "]" }
}
