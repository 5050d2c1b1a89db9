/// The destination rows of one relationship for a set of source rows, fetched together.
///
/// Made by ``Database/fetchRelated(_:of:sortOrderings:limitPerRow:)``; ask it for each source row's destinations.
public struct RelatedRows: Sendable {
    /// The relationship they were fetched through.
    public let relationship: Relationship
    /// Where each distinct key's rows are in `rowsByKey`.
    let keyIndex: [RowKey: Int]
    /// The rows of each distinct key, in the order the keys were first met.
    private(set) var rowsByKey: [[Row]]
    /// For each source row given to the fetch, in order, the index of its key (`nil`: a key with
    /// a `NULL`): what the fetch that prefetches a page's relationships reads, with no key made or
    /// hashed again.
    let keyIndexOfSource: [Int?]

    /// The destination rows of `row` (at most one for a to-one relationship), in the fetch's
    /// order: the destination's primary key order unless it asked for another.
    public func rows(for row: Row) -> [Row] {
        keyIndex[RowKey(relationship.joins.map { row[$0.sourceAttribute] })].map { rowsByKey[$0] } ?? []
    }

    /// The destination rows of the source row at `index` among those the fetch was given.
    func rows(forSourceAt index: Int) -> [Row] {
        keyIndexOfSource[index].map { rowsByKey[$0] } ?? []
    }

    /// Every row fetched, each once, in order: what a fetch one step further reads.
    var allRows: [Row] { rowsByKey.flatMap { $0 } }

    /// Puts `rows` — ``allRows`` with more brought along into their `related` — in place of the
    /// rows fetched, keeping each key's.
    mutating func replaceRows(with rows: [Row]) {
        var next = rows.makeIterator()
        for key in rowsByKey.indices {
            for index in rowsByKey[key].indices {
                guard let row = next.next() else { return }
                rowsByKey[key][index] = row
            }
        }
    }
}
