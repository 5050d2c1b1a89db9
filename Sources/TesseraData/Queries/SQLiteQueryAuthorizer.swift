import Synchronization
import VaporCSQLite

/// What SQLite lets an ad-hoc query do: its authorizer (`sqlite3_set_authorizer`), which SQLite
/// asks, while it prepares a statement, about every action the statement would take — each
/// column it reads, each function it calls, each table it would write. The answer for anything
/// but reading is no, so the statement fails to prepare (`not authorized`) and nothing runs.
///
/// - **Allowed:** `SELECT` and recursive common table expressions; reading any column, but
///   those of the ``SQLQueryRestrictions``' hidden tables and columns; calling a function of
///   ``allowedFunctions``.
/// - **Refused:** everything else — writes of every kind, `CREATE`/`DROP`/`ALTER`, `ATTACH` and
///   `DETACH`, every `PRAGMA` but those that only describe the schema (``readingPragmas``:
///   `SELECT * FROM pragma_table_info('film')` reads), `BEGIN`/`COMMIT`/`ROLLBACK`,
///   savepoints, `ANALYZE`, `REINDEX`.
///
/// Reading through a view is reported on the view's tables, with the view's name: a view over
/// a hidden column is refused as the column is, and a hidden view's name refuses every read
/// through it. A table's rows counted without reading a column (`count(*)`) are reported as a
/// read of the table with no column, which a hidden table refuses.
///
/// Functions are allowed by name rather than refused by name, so that a function added to the
/// connection later — by SQLite or by Tessera — is refused until someone looks at it. Tessera's
/// own functions are left out for that reason: `tessera_prefix` and `tessera_slice` read a
/// value through a blob handle, which no authorizer sees, and would read a hidden column. Left
/// out of SQLite's own: `fts3_tokenizer` (whose two-argument form takes a pointer to code to
/// run, and is compiled in), FTS3's `optimize` (which rewrites the index), `fts5` (which hands
/// out a pointer to FTS5's programming interface), `sqlite_log` (which writes to the process's
/// log), and `load_extension` (not compiled in at all).
///
/// One authorizer serves one query: its restrictions are the query's, and the first action it
/// refused says why the query failed (``refusal``).
final class SQLiteQueryAuthorizer: Sendable {
    private let hiddenTables: Set<String>
    private let hiddenColumns: Set<SQLQueryRestrictions.Column>
    private let firstRefusal = Mutex<String?>(nil)

    /// An authorizer refusing what `restrictions` hide, besides every action but reading.
    init(_ restrictions: SQLQueryRestrictions) {
        // SQLite's names are not case-sensitive (for ASCII): the rules' `Customer` hides `customer`.
        hiddenTables = Set(restrictions.hiddenTables.map { $0.lowercased() })
        hiddenColumns = Set(restrictions.hiddenColumns.map { .init(table: $0.table.lowercased(), column: $0.column.lowercased()) })
    }

    /// Why the first action refused was, in words that complete "The query …": `reads the
    /// column 'email' of 'customer', which the rules hide`. `nil` when none was.
    var refusal: String? { firstRefusal.withLock { $0 } }

    /// The functions a query may call: SQLite's own functions that compute a value from their
    /// arguments, or read the connection's state without changing it.
    static let allowedFunctions: Set<String> = [
        // Core scalar functions.
        "abs", "changes", "char", "coalesce", "concat", "concat_ws", "format", "glob", "hex", "if", "ifnull", "iif", "instr",
        "last_insert_rowid", "length", "like", "likelihood", "likely", "lower", "ltrim", "max", "min", "nullif", "octet_length",
        "printf", "quote", "random", "randomblob", "replace", "round", "rtrim", "sign", "soundex", "sqlite_compileoption_get",
        "sqlite_compileoption_used", "sqlite_offset", "sqlite_source_id", "sqlite_version", "substr", "substring",
        "total_changes", "trim", "typeof", "unhex", "unicode", "unistr", "unistr_quote", "unlikely", "upper", "zeroblob", "subtype",
        // Dates and times.
        "date", "time", "datetime", "julianday", "unixepoch", "strftime", "timediff", "current_date", "current_time",
        "current_timestamp",
        // Aggregates and window functions.
        "avg", "count", "group_concat", "string_agg", "sum", "total", "median", "percentile", "percentile_cont",
        "percentile_disc", "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lag", "lead",
        "first_value", "last_value", "nth_value",
        // Mathematics (when compiled in).
        "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "ceil", "ceiling", "cos", "cosh", "degrees", "exp", "floor",
        "ln", "log", "log10", "log2", "mod", "pi", "pow", "power", "radians", "sin", "sinh", "sqrt", "tan", "tanh", "trunc",
        // JSON, and its operators `->` and `->>`, which SQLite reports as functions.
        "json", "jsonb", "json_array", "jsonb_array", "json_array_length", "json_error_position", "json_extract",
        "jsonb_extract", "json_insert", "jsonb_insert", "json_object", "jsonb_object", "json_patch", "jsonb_patch",
        "json_pretty", "json_remove", "jsonb_remove", "json_replace", "jsonb_replace", "json_set", "jsonb_set", "json_type",
        "json_valid", "json_quote", "json_array_insert", "jsonb_array_insert", "json_group_array", "jsonb_group_array", "json_group_object", "jsonb_group_object", "->",
        "->>",
        // Full-text search's `MATCH`, ranking and excerpts, and R*Tree's read-only helpers.
        "match", "bm25", "highlight", "snippet", "offsets", "matchinfo", "fts5_source_id", "fts5_get_locale", "fts5_locale", "fts5_insttoken",
        "rtreenode", "rtreedepth", "rtreecheck",
    ]

    /// The pragmas a query may read, through their table-valued functions
    /// (`SELECT * FROM pragma_table_info('film')`) or as statements: those that describe the
    /// schema or the engine, and change nothing whatever their argument. (They name a hidden
    /// table's columns — names, never values.)
    static let readingPragmas: Set<String> = [
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo", "foreign_key_list", "function_list",
        "collation_list", "module_list", "pragma_list", "compile_options",
    ]

    /// SQLite's question, answered: `SQLITE_OK` to allow, `SQLITE_DENY` to refuse the statement.
    private func decide(_ action: Int32, _ first: String?, _ second: String?, _ view: String?) -> Int32 {
        switch action {
        case SQLITE_SELECT, SQLITE_RECURSIVE:
            return SQLITE_OK
        case SQLITE_READ:
            let table = (first ?? "").lowercased()
            let column = (second ?? "").lowercased()
            if hiddenTables.contains(table) { return refuse("reads the table '\(first ?? "")', which the rules hide") }
            if let view, hiddenTables.contains(view.lowercased()) { return refuse("reads the view '\(view)', which the rules hide") }
            if hiddenColumns.contains(.init(table: table, column: column)) {
                let through = view.map { " (through the view '\($0)')" } ?? ""
                return refuse("reads the column '\(second ?? "")' of '\(first ?? "")'\(through), which the rules hide")
            }
            return SQLITE_OK
        case SQLITE_FUNCTION:
            let name = (second ?? "").lowercased()
            if Self.allowedFunctions.contains(name) { return SQLITE_OK }
            return refuse("calls the function '\(second ?? "")', which is not one a query may call here")
        case SQLITE_PRAGMA where Self.readingPragmas.contains((first ?? "").lowercased()):
            return SQLITE_OK
        case SQLITE_UPDATE where ["sqlite_master", "sqlite_temp_master", "sqlite_schema"].contains((first ?? "").lowercased()):
            // SQLite asks this when a connection first uses a table-valued function
            // (`json_each`, `pragma_table_info`, `dbstat`): it declares the function's table as
            // if it were created. A statement that would really change the schema table is
            // refused by SQLite itself ("may not be modified"), by `query_only`, and by the
            // check that a statement reads and returns columns.
            return SQLITE_OK
        default:
            return refuse(Self.describe(action, first, second))
        }
    }

    private func refuse(_ reason: String) -> Int32 {
        firstRefusal.withLock { if $0 == nil { $0 = reason } }
        return SQLITE_DENY
    }

    /// What an action refused would have done, in words that complete "The query …".
    private static func describe(_ action: Int32, _ first: String?, _ second: String?) -> String {
        let name = first.map { "'\($0)'" } ?? ""
        switch action {
        case SQLITE_INSERT: return "would insert into \(name): a query here only reads"
        case SQLITE_UPDATE: return "would update \(name): a query here only reads"
        case SQLITE_DELETE: return "would delete from \(name): a query here only reads"
        case SQLITE_ATTACH: return "would attach a database file: a query reads only the database it was given"
        case SQLITE_DETACH: return "would detach a database: a query reads only the database it was given"
        case SQLITE_PRAGMA:
            let value = second.map { " = \($0)" } ?? ""
            return "runs PRAGMA \(first ?? "")\(value): only pragmas that describe the schema run here (SELECT * FROM pragma_table_info('name'))"
        case SQLITE_TRANSACTION: return "would \(first?.lowercased() ?? "begin or end") a transaction: each query runs in its own"
        case SQLITE_SAVEPOINT: return "would use a savepoint: each query runs in a transaction of its own"
        case SQLITE_ALTER_TABLE: return "would alter the table '\(second ?? "")': a query here only reads"
        case SQLITE_ANALYZE, SQLITE_REINDEX: return "would rebuild statistics or indexes: a query here only reads"
        case SQLITE_CREATE_INDEX, SQLITE_CREATE_TABLE, SQLITE_CREATE_TEMP_INDEX, SQLITE_CREATE_TEMP_TABLE, SQLITE_CREATE_TEMP_TRIGGER,
            SQLITE_CREATE_TEMP_VIEW, SQLITE_CREATE_TRIGGER, SQLITE_CREATE_VIEW, SQLITE_CREATE_VTABLE:
            return "would create \(name): a query here only reads"
        case SQLITE_DROP_INDEX, SQLITE_DROP_TABLE, SQLITE_DROP_TEMP_INDEX, SQLITE_DROP_TEMP_TABLE, SQLITE_DROP_TEMP_TRIGGER,
            SQLITE_DROP_TEMP_VIEW, SQLITE_DROP_TRIGGER, SQLITE_DROP_VIEW, SQLITE_DROP_VTABLE:
            return "would drop \(name): a query here only reads"
        default: return "would do what a query here may not (SQLite's action \(action))"
        }
    }

    // MARK: The C callback

    /// Makes this authorizer the connection's: until ``refuseEverything(on:)``, SQLite asks it.
    /// The caller keeps it alive meanwhile (SQLite holds only its address), and the statements
    /// it authorized are finalized before it goes — SQLite asks again when it prepares one anew
    /// after the schema changed.
    func install(on database: OpaquePointer) {
        sqlite_nio_sqlite3_set_authorizer(database, Self.callback, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Leaves the connection with an authorizer that refuses every statement, between queries:
    /// no statement prepared on an ad-hoc connection outside a query goes unchecked.
    static func refuseEverything(on database: OpaquePointer) {
        sqlite_nio_sqlite3_set_authorizer(database, { _, _, _, _, _, _ in SQLITE_DENY }, nil)
    }

    private static let callback:
        @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?)
            -> Int32 = { context, action, first, second, _, view in
                guard let context else { return SQLITE_DENY }
                let authorizer = Unmanaged<SQLiteQueryAuthorizer>.fromOpaque(context).takeUnretainedValue()
                return authorizer.decide(action, first.map { String(cString: $0) }, second.map { String(cString: $0) }, view.map { String(cString: $0) })
            }
}
