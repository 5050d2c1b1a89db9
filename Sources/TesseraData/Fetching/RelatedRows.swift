/// The destination rows of one relationship for a set of source rows, fetched together.
///
/// Made by ``Database/fetchRelated(_:of:)``; ask it for each source row's destinations.
public struct RelatedRows: Sendable {
    /// The relationship they were fetched through.
    public let relationship: Relationship
    let rowsByKey: [RowKey: [Row]]

    /// The destination rows of `row` (at most one for a to-one relationship), in the
    /// destination's primary key order.
    public func rows(for row: Row) -> [Row] {
        rowsByKey[RowKey(relationship.joins.map { row[$0.sourceAttribute] })] ?? []
    }
}
