/// What an ad-hoc ``SQLQuery`` returned: its columns, its first rows, whether there were more,
/// and how long it took.
public struct SQLQueryResult: Sendable, Hashable {
    /// The columns, in the query's order; two may have the same name.
    public var columns: [SQLQueryColumn]
    /// The rows, at most the query's ``SQLQuery/rowLimit``, each with one value per column.
    ///
    /// SQLite gives its storage classes (`.integer`, `.double`, `.text`, `.null`, and binary
    /// data as `.blob(size:)`); PostgreSQL gives each value typed by its column's type as the
    /// rest of the module does (`.integer` for integers, `.decimal` for numerics, `.timestamp`
    /// for timestamps, …) and `.text` for types without a case of their own (intervals, arrays,
    /// ranges), as PostgreSQL writes them.
    public var rows: [[DatabaseValue]]
    /// Whether the query had rows beyond ``rows``.
    public var hasMoreRows: Bool
    /// How long the query took, from the start of its preparation to its last row read.
    public var duration: Duration

    /// A result of `columns` and `rows`.
    public init(columns: [SQLQueryColumn], rows: [[DatabaseValue]], hasMoreRows: Bool, duration: Duration) {
        self.columns = columns
        self.rows = rows
        self.hasMoreRows = hasMoreRows
        self.duration = duration
    }
}

/// A column of an ad-hoc query's result.
public struct SQLQueryColumn: Sendable, Hashable {
    /// Its name, as the engine gives it (`count(*)`, `?column?`, an alias).
    public var name: String
    /// Its type, where the engine knows it: on SQLite the type a table's column was declared
    /// with, and `nil` for an expression; on PostgreSQL always, as PostgreSQL writes it
    /// (`integer`, `character varying(40)` without the length: `character varying`).
    public var declaredType: String?

    /// The table and the column of it whose values the column gives as they are stored, where
    /// the engine knows: for a column read straight from a table, through a subquery or an alias
    /// too (SQLite's column metadata, PostgreSQL's row description; SQLite also sees through a
    /// view, PostgreSQL names the view); `nil` for an expression. What links a value to its row.
    public var origin: (table: String, column: String)? {
        get { originTable.flatMap { table in originColumn.map { (table, $0) } } }
        set {
            originTable = newValue?.table
            originColumn = newValue?.column
        }
    }
    private var originTable: String?
    private var originColumn: String?

    /// A column named `name` of `declaredType`, read from `origin` when it is a table's column.
    public init(name: String, declaredType: String?, origin: (table: String, column: String)? = nil) {
        self.name = name
        self.declaredType = declaredType
        self.origin = origin
    }
}
