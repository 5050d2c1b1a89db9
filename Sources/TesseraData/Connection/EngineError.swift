import VaporCSQLite

/// An error the database engine reported, with what the module needs to explain it: the
/// PostgreSQL SQLSTATE and fields, or SQLite's message (which names the columns of a failed
/// constraint: `UNIQUE constraint failed: customer.email`).
struct EngineError: Error, Sendable, CustomStringConvertible {
    var engine: Database.Engine
    var message: String
    /// SQLite's primary result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT`, …) of an SQLite failure.
    var sqliteCode: Int32? = nil
    var sqlState: String? = nil
    var detail: String? = nil
    var constraintName: String? = nil
    var columnName: String? = nil
    /// Where in an ad-hoc query's text the engine found the mistake (see
    /// ``DatabaseError/EngineDetails/position``).
    var position: Int? = nil
    /// The connection broke, or the server went away, before an answer came.
    var isConnectionLost = false

    /// The kind of a failure that says "not now" rather than "not this": the server cannot be
    /// reached (``DatabaseError/Kind/unavailable``), or another session holds a lock this one
    /// waited for in vain (``DatabaseError/Kind/busy``). `nil` for every other failure.
    var unavailability: DatabaseError.Kind? {
        switch engine {
        case .postgres:
            if isConnectionLost { return .unavailable }
            guard let sqlState else { return nil }
            // Class 08: connection exceptions; 57P01–03: the server shutting down or starting;
            // 53300: too many connections.
            if sqlState.hasPrefix("08") || ["57P01", "57P02", "57P03", "53300"].contains(sqlState) { return .unavailable }
            // A lock not available, a deadlock or a serialization failure: trying again works.
            if ["55P03", "40P01", "40001"].contains(sqlState) { return .busy }
            return nil
        case .sqlite:
            return isSQLiteLock ? .busy : nil
        }
    }

    /// SQLite found the file locked by another connection's write (`SQLITE_BUSY`), or a table
    /// locked within a shared cache (`SQLITE_LOCKED`): the statement did nothing and may run again.
    var isSQLiteLock: Bool {
        sqliteCode == SQLITE_BUSY || sqliteCode == SQLITE_LOCKED
    }

    /// A value the statement gave that the column's type does not take, or an operator the type
    /// lacks: PostgreSQL's class 22 (data exceptions: invalid text for the type, out of range)
    /// and 42883/42804 (no such operator, a datatype mismatch). SQLite has none: it stores and
    /// compares any value.
    var isValueMismatch: Bool {
        guard engine == .postgres, let sqlState else { return false }
        return sqlState.hasPrefix("22") || sqlState == "42883" || sqlState == "42804"
    }

    /// A statement beyond one of the engine's limits (a `LIKE` pattern over SQLite's 50,000
    /// bytes, an expression nested too deep, PostgreSQL's class 54 "program limit exceeded"):
    /// what was asked is too big, not wrong.
    var isBeyondLimit: Bool {
        switch engine {
        case .postgres:
            return sqlState?.hasPrefix("54") == true
        case .sqlite:
            return ["pattern too complex", "Expression tree is too large", "too many SQL variables", "too many terms in compound", "string or blob too big"]
                .contains { message.contains($0) }
        }
    }

    /// A statement the engine stopped at its time limit (``SQLStatement/timeLimit``): SQLite's
    /// interrupt, PostgreSQL's `query_canceled` (57014, which `statement_timeout` raises).
    var isTimedOut: Bool {
        switch engine {
        case .postgres: sqlState == "57014"
        case .sqlite: sqliteCode == SQLITE_INTERRUPT
        }
    }

    /// A materialized view read before it was ever refreshed (`WITH NO DATA`).
    var isNotPopulated: Bool {
        engine == .postgres && sqlState == "55000" && message.contains("has not been populated")
    }

    var description: String { detail.map { "\(message) (\($0))" } ?? message }

    /// The kind of constraint that failed, if it was one.
    var constraint: ConstraintKind? {
        switch engine {
        case .postgres:
            switch sqlState {
            case "23505": return .unique
            case "23503": return .foreignKey
            case "23514": return .check
            case "23502": return .notNull
            default: return nil
            }
        case .sqlite:
            if message.hasPrefix("UNIQUE constraint failed") { return .unique }
            if message.hasPrefix("FOREIGN KEY constraint failed") { return .foreignKey }
            if message.hasPrefix("CHECK constraint failed") { return .check }
            if message.hasPrefix("NOT NULL constraint failed") { return .notNull }
            return nil
        }
    }

    enum ConstraintKind { case unique, foreignKey, check, notNull }
}
