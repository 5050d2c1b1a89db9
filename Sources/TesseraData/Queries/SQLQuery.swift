/// A query a person wrote, with the values of its parameters and the limits it runs under: what
/// ``Database/run(_:)``, ``Database/forEachRow(of:columns:_:)`` and ``Database/plan(of:)`` take.
///
/// ```swift
/// var query = SQLQuery("SELECT title, rental_rate FROM film WHERE rating = :rating ORDER BY title")
/// query.parameters = ["rating": "PG"]
/// let result = try await database.run(query)
/// print(result.columns.map(\.name), result.rows.count, result.hasMoreRows)
/// ```
///
/// The query runs read-only by construction, whatever its text: the engine itself refuses
/// anything but reading (see ``Database/run(_:)``). Parameters are written `:name` on both
/// engines and their values are always bound, never written into the text;
/// ``Database/parameterNames(in:engine:)`` lists them, to make a field for each.
public struct SQLQuery: Sendable, Hashable {
    /// The SQL text: one query (`SELECT`, `WITH … SELECT`, `VALUES`; `TABLE t` on PostgreSQL),
    /// its parameters written `:name`.
    public var text: String
    /// The value of each parameter, by its name without the colon. A parameter the text uses
    /// without a value here fails the query; a value no parameter uses is ignored.
    public var parameters: [String: DatabaseValue]
    /// How long the engine may work on the query before it stops it
    /// (``DatabaseError/Kind/timedOut``): one second by default, at most a day. It counts from
    /// when the engine starts on the query, not while the query waits for a connection or a
    /// thread. For ``Database/forEachRow(of:columns:_:)`` it counts the whole reading, the time
    /// the body takes included, so give an export a longer one.
    public var timeLimit: Duration
    /// How many rows ``Database/run(_:)`` returns at most; ``SQLQueryResult/hasMoreRows`` says
    /// whether the query had more. ``Database/forEachRow(of:columns:_:)`` reads every row.
    public var rowLimit: Int
    /// How many bytes of values ``Database/run(_:)`` keeps at most: past them it stops reading,
    /// as at ``rowLimit`` (``SQLQueryResult/hasMoreRows``). 16 MiB by default: a thousand rows
    /// of a query that makes a megabyte of text a row would otherwise all be held at once.
    /// ``Database/forEachRow(of:columns:_:)`` holds a batch at a time, whatever their size.
    public var byteLimit: Int = 16 << 20
    /// What the query may not read, and the PostgreSQL role it runs as.
    public var restrictions: SQLQueryRestrictions

    /// The longest text a query may have, in UTF-8 bytes: 1 MiB, far more than a person writes,
    /// small enough that parsing it costs nothing worth counting.
    public static let maximumTextLength = 1 << 20

    /// The functions a query may call on SQLite; a call to any other is refused
    /// (``DatabaseError/Kind/refused``). SQLite's own functions that compute a value from their
    /// arguments: text, numbers, dates, JSON, aggregates and window functions, full-text
    /// search's ranking and excerpts. Left out: `load_extension` (not compiled in either),
    /// `fts3_tokenizer` (which can be handed a pointer to code to run), FTS3's `optimize` (which
    /// rewrites an index), `fts5`, `sqlite_log`, and Tessera's own functions (which read values
    /// past the authorizer).
    public static var allowedSQLiteFunctions: Set<String> { SQLiteQueryAuthorizer.allowedFunctions }

    /// A query of `text` with `parameters`, within `timeLimit`, returning at most `rowLimit` rows.
    public init(
        _ text: String, parameters: [String: DatabaseValue] = [:], timeLimit: Duration = .seconds(1), rowLimit: Int = 1000,
        restrictions: SQLQueryRestrictions = SQLQueryRestrictions()
    ) {
        self.text = text
        self.parameters = parameters
        self.timeLimit = timeLimit
        self.rowLimit = rowLimit
        self.restrictions = restrictions
    }
}
