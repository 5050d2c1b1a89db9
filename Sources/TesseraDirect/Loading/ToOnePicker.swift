import TesseraData

/// A to-one relationship's editor when the related table has too many rows to list in a choice:
/// the row chosen, by its name, and — when the person searched — the rows found, a page at a
/// time. Without the script the search is the form itself, sent back with what was typed; with
/// it, the rows come from ``DirectPaths/choices(_:relationship:search:after:)`` as the person types.
public struct ToOnePicker: Sendable {
    /// A row the relationship may point to.
    public struct Choice: Sendable, Hashable {
        /// The value the foreign key takes to point to it (the related column's text).
        public var value: String
        /// What the row is called.
        public var name: String
        /// Its page.
        public var address: String?
    }

    /// The relationship's name.
    public var relationshipName: String
    /// The foreign key's column: what the form sends the choice as (`v.COLUMN`).
    public var column: String
    /// The row the foreign key points to now (the person's choice when the form came back), or
    /// `nil` when it is empty or points to no row.
    public var chosen: Choice?
    /// What the person searched for, when they did.
    public var search: String?
    /// The rows found, a page of them.
    public var matches: [Choice] = []
    /// The next page of rows found, when there is one: a page cursor's token.
    public var more: String?
    /// Where the script asks for rows as the person types.
    public var choicesAddress: String
    /// The form for a new related row, where the person may make one.
    public var newRowAddress: String?
    /// The related table's name for people ("Address"), as the rules name it.
    public var destinationLabel: String
}
