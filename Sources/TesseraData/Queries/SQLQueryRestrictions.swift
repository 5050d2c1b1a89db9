/// What an ad-hoc ``SQLQuery`` may not read, and the role it runs as on PostgreSQL.
///
/// On SQLite, the engine's authorizer refuses any statement that reads a hidden table or column
/// — by `SELECT *`, a join, a subquery, a common table expression or a view over it alike — so
/// that the rules that hide them from pages hide them from the SQL page too:
///
/// ```swift
/// let restrictions = SQLQueryRestrictions(hiddenTables: ["staff_password"], hiddenColumns: [.init(table: "customer", column: "email")])
/// ```
///
/// Names stay visible: the schema (`sqlite_master`, `pragma_table_info('customer')`) still shows
/// that a hidden table or column exists, never a value of it.
///
/// PostgreSQL offers no such hook: what a query may read there is what its ``role`` may read
/// (`GRANT`, row security). A query with hidden tables or columns and no role is therefore
/// refused on PostgreSQL rather than run with them visible.
public struct SQLQueryRestrictions: Sendable, Hashable {
    /// A column of a table.
    public struct Column: Sendable, Hashable {
        /// The table's name.
        public var table: String
        /// The column's name.
        public var column: String

        /// The column `column` of `table`.
        public init(table: String, column: String) {
            self.table = table
            self.column = column
        }
    }

    /// Tables (or views) not one value of which the query may read, nor count their rows.
    public var hiddenTables: Set<String>
    /// Columns the query may not read; the rest of their tables stays readable.
    public var hiddenColumns: Set<Column>
    /// PostgreSQL only: the role the query runs as (`SET LOCAL ROLE`), whose privileges decide
    /// what it may read; `nil` to run as the connection's own user.
    ///
    /// A role limits a query that does not try to leave it: the connection's user can take its
    /// own rights back within the query (`set_config('role', 'none', true)` before a
    /// `query_to_xml(…)`). Where the SQL page is open to people who might, connect as a user
    /// that has only the rights they may have.
    public var role: String?

    /// Restrictions hiding `hiddenTables` and `hiddenColumns`, running as `role` on PostgreSQL.
    public init(hiddenTables: Set<String> = [], hiddenColumns: Set<Column> = [], role: String? = nil) {
        self.hiddenTables = hiddenTables
        self.hiddenColumns = hiddenColumns
        self.role = role
    }

    /// Whether anything is hidden.
    public var hidesAnything: Bool { !hiddenTables.isEmpty || !hiddenColumns.isEmpty }
}
