/// A to-many relationship as a row's form edits it: the related rows, and — through a join table
/// — finding rows to add and a way to remove each; for one-to-many, a link to a new related row
/// with this row's key filled in.
public struct RelatedEditor: Sendable {
    /// A related row, or a row found to add.
    public struct Item: Sendable, Hashable {
        /// What the row is called.
        public var name: String
        /// Its key, as its address writes it: what the add and remove forms send.
        public var key: String
        /// Its page, when the person may open it.
        public var address: String?
    }

    /// The relationship's name: what the forms send it as.
    public var relationshipName: String
    /// What the form calls it.
    public var label: String
    /// Whether the rows are linked through a join table (many-to-many), so that they are added
    /// and removed here; else they are rows of their own, each with its form.
    public var isManyToMany: Bool
    /// The related rows, the first of them when there are many.
    public var rows: [Item]
    /// How many related rows are not listed.
    public var moreCount: Int
    /// The list of every related row, when they are more than the form lists (one-to-many).
    public var allAddress: String? = nil
    /// Whether the person may add and remove rows here (many-to-many).
    public var canChange: Bool
    /// What the person searched for to add, and the rows found.
    public var search: String?
    public var matches: [Item]
    /// A new related row's form with this row's key filled in (one-to-many), where the person may
    /// make one.
    public var newRowAddress: String?
    /// Where the add and remove forms go.
    public var formAction: String
    /// The name of the search field, which the row's form page reads.
    public var searchFieldName: String { "find." + relationshipName }
}
