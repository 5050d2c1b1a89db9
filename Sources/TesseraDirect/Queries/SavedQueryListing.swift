import TesseraData

/// What a saved query's page (task `savedQuery`, `/q/NAME`) shows: the query's title and
/// description, a field for each parameter with the value given, and its rows — or why it did
/// not run.
public struct SavedQueryListing: Sendable {
    /// The query.
    public var query: SavedQuery
    /// A field for each parameter, in the order the text first uses them.
    public var fields: [Field]
    /// What it returned, when it ran: once every field reads as its type, when the address
    /// gives values (the form was sent) or the query has no parameters.
    public var result: SQLQueryResult?
    /// Why it did not run.
    public var failure: SQLQueryListing.Failure?
    /// The page's own address with the values given: the one to share.
    public var address: String
    /// Every row of the result as CSV, and as JSON.
    public var csvAddress: String?
    public var jsonAddress: String?
    /// The query on the SQL page, with the values given, where the person may use it: to
    /// change it into a question of their own.
    public var sqlAddress: String?
    /// For each column of the result, the table whose rows its values are the keys of, where
    /// the person may see it (as ``SQLQueryListing/linkedEntities``).
    public var linkedEntities: [String?] = []
    /// How many rows the page shows at most.
    public var rowLimit: Int

    /// One parameter's field.
    public struct Field: Sendable {
        /// The parameter's name: the field's name in the address.
        public var name: String
        /// The type the value is read as: declared, or what the query compares it with.
        public var type: ValueType
        /// The column it is compared with, when that typed it: the field's hint.
        public var column: (table: String, column: String)?
        /// The values it may take, when its column allows only some (a check or an enum).
        public var allowedValues: [String]?
        /// The value given, as written.
        public var value: String
        /// Why the value does not read as its type ("must be a whole number").
        public var mistake: String?
    }
}
