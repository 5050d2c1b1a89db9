/// One page of a fetch: its rows, and the cursors to the pages before and after it.
///
/// ```swift
/// let first = try await database.fetch(spec)
/// if let next = first.nextCursor {
///     let second = try await database.fetch(spec, at: next)   // costs what the first did
///     let back = try await database.fetch(spec, at: second.previousCursor!)
/// }
/// ```
public struct Page: Sendable, Hashable {
    /// The rows, in the fetch's order.
    public var rows: [Row]
    /// The cursor of the following page, or `nil` on the last page.
    public var nextCursor: PageCursor?
    /// The cursor of the preceding page, or `nil` on the first page.
    public var previousCursor: PageCursor?
    /// How many rows of the list come before this page's first, when known: 0 on the first
    /// page, and on every page reached by a cursor the fetch made (a cursor carries where its row
    /// stands). What numbers a page among the list's pages.
    public var start: Int?

    /// Creates a page; fetching does this for you.
    public init(rows: [Row], nextCursor: PageCursor?, previousCursor: PageCursor?) {
        self.rows = rows
        self.nextCursor = nextCursor
        self.previousCursor = previousCursor
    }
}
