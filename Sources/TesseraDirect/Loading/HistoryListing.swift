import TesseraData

/// What a history page shows: changes, newest first, each with the values the person looking may
/// see, and how to see older ones.
public struct HistoryListing: Sendable {
    /// One change, as the page shows it.
    public struct Item: Sendable {
        /// The change as the history keeps it.
        public var entry: HistoryEntry
        /// What the entity is called on its pages.
        public var entityDisplayName: String
        /// The changed row's page, when it is still there to see; `nil` once deleted.
        public var rowAddress: String?
        /// The row's history page.
        public var historyAddress: String
        /// The values changed, in the order the row's page shows its columns: only columns the
        /// person may see.
        public var changes: [Change]
        /// Where the entry's Undo button posts, when the person looking may undo it (the rules
        /// let them make the change that undoes it, and the history kept every value it needs);
        /// `nil` shows no button.
        public var undoAddress: String? = nil
    }

    /// One column's values before and after a change.
    public struct Change: Sendable, Hashable {
        /// The column's label.
        public var label: String
        /// Its value before (`nil` inside for `NULL`), or `nil` for a new row.
        public var before: String??
        /// Its value after (`nil` inside for `NULL`), or `nil` for a deleted row.
        public var after: String??
    }

    /// The changes, newest first.
    public var items: [Item]
    /// What the changes are narrowed to (a person, an entity, days) and which page this is;
    /// empty on a row's history.
    public var query: HistoryQuery
    /// Whether this is one row's history (else the recent changes of every row).
    public var isRowHistory: Bool
    /// The next page: the changes older than these, when there are more.
    public var olderAddress: String?
    /// The entities the person may narrow the changes to: name and display name.
    public var entityChoices: [EntityChoice]

    /// An entity to narrow the changes to.
    public struct EntityChoice: Sendable, Hashable {
        public var name: String
        public var displayName: String
    }
}
