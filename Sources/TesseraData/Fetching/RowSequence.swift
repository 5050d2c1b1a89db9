/// The rows of a fetch specification as an asynchronous sequence, read a page at a time.
///
/// Made by ``Database/rows(matching:)``. Memory holds one page (``FetchSpecification/pageSize``
/// rows, at least 100), never the whole result; each page is one keyset query, so reading ten
/// million rows costs ten million rows, not the square of it.
public struct RowSequence: AsyncSequence, Sendable {
    /// Rows of the fetched entity.
    public typealias Element = Row

    let database: Database
    let specification: FetchSpecification

    /// An iterator that starts at the first page.
    public func makeAsyncIterator() -> Iterator {
        var specification = specification
        specification.pageSize = Swift.max(specification.pageSize, 100)
        return Iterator(database: database, specification: specification)
    }

    /// Reads the next page when the current one is used up.
    public struct Iterator: AsyncIteratorProtocol {
        let database: Database
        let specification: FetchSpecification
        private var buffer: [Row] = []
        private var index = 0
        private var cursor: PageCursor?
        private var isFinished = false

        init(database: Database, specification: FetchSpecification) {
            self.database = database
            self.specification = specification
        }

        /// The next row, fetching the next page when this one is used up; `nil` after the last.
        public mutating func next() async throws -> Row? {
            while index >= buffer.count {
                if isFinished { return nil }
                try Task.checkCancellation()
                let page = try await database.fetch(specification, at: cursor)
                buffer = page.rows
                index = 0
                cursor = page.nextCursor
                if cursor == nil { isFinished = true }
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}
