/// What the question before a bulk action shows and sends back: the action, the rows it is to act
/// on (each with the version the person saw, so that a row changed since is refused rather than
/// overwritten), and the list to return to.
public struct BulkConfirmation: Sendable {
    /// A row the action is to act on.
    public struct Target: Sendable, Hashable {
        /// The row's key, as its address writes it.
        public var key: String
        /// The row's version when the question was asked.
        public var version: String
        /// What the row is called.
        public var name: String
    }

    /// The action's name (for the form) and what it does, as a question: "Delete these 3 rows of
    /// Film?".
    public var actionName: String
    public var question: String
    /// For `set`: the column and the value as the person wrote it.
    public var column: String?
    public var value: String?
    /// The rows.
    public var targets: [Target]
    /// The list's parameters, to return to it afterwards.
    public var listParameters: [(name: String, value: String)]
    /// Where the confirmed form goes, and where cancelling leads.
    public var formAction: String
    public var cancelAddress: String
}
