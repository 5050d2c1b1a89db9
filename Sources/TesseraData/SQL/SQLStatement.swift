/// Serialized SQL with its binds, ready for a connection.
struct SQLStatement: Sendable {
    var sql: String
    var binds: [DatabaseValue]
    /// Whether the statement reads a few rows through an index — a row by its primary key, the
    /// rows a page's keys name, a page of a table in key order — so that its time is bounded and
    /// small. SQLite runs such a statement where the task runs: handing it to a thread of the
    /// pool and back costs more than the read. Any other statement may scan a table, and runs
    /// on the pool.
    var readsByKey = false
    /// How long the engine may run the statement before it stops it, or `nil` for as long as it
    /// takes: SQLite is interrupted (`sqlite3_interrupt`) at the limit, PostgreSQL's
    /// `statement_timeout` is set for its transaction. A statement stopped this way throws an
    /// error that ``Database/explain(_:)`` makes ``DatabaseError/Kind/timedOut``.
    var timeLimit: Duration? = nil
    /// Whether it runs in the ``HeavyStatementLane``: SQLite runs it on threads of its own, so
    /// that the statements of ordinary pages that need a thread (a count, a short scan) never
    /// wait behind it.
    var isHeavy = false
}
