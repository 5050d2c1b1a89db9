/// What is checked of an ad-hoc query before an engine sees it, and how an engine's failure of
/// one is told: the errors both engines' runs share.
///
/// The checks are of the text as text — its length, a NUL, its parameters, a second statement
/// — so that the person who wrote it reads what is wrong in plain words. None of them is what
/// keeps a query from writing: the engine is (``SQLiteQueryRun``, ``PostgresQueryRun``).
enum QueryChecks {
    /// Throws the first thing that keeps `query` from running: a text too long, holding NUL,
    /// empty, of more than one statement, or with parameters written otherwise than `:name` or
    /// without a value; a row limit below zero, a time limit not above zero or above a day.
    static func check(_ query: SQLQuery, _ text: SQLQueryText) throws {
        let length = query.text.utf8.count
        guard length <= SQLQuery.maximumTextLength else {
            throw DatabaseError(
                .invalidQuery, "The query is \(length) bytes long; a query may have at most \(SQLQuery.maximumTextLength) (1 MiB).")
        }
        // SQLite would stop reading at a NUL and PostgreSQL cannot take one: what follows it
        // would be dropped without a word.
        if let nul = text.scalars.firstIndex(of: "\0") {
            throw DatabaseError(.invalidQuery, "The query holds a NUL character (at character \(nul + 1)); remove it.")
        }
        guard text.firstSignificant != nil else { throw empty }
        guard !text.hasSeveralStatements else { throw severalStatements }
        if let other = text.otherParameters.first { throw otherParameter(other) }
        for name in text.parameterNames where query.parameters[name] == nil { throw missingValue(name) }
        guard query.rowLimit >= 0 else { throw DatabaseError(.invalidQuery, "The row limit is \(query.rowLimit); give 0 or more.") }
        guard query.timeLimit > .zero, query.timeLimit <= maximumTimeLimit else {
            throw DatabaseError(.invalidQuery, "The time limit is \(query.timeLimit); give more than none, and at most a day.")
        }
    }

    /// The longest time limit a query may have: a day, far beyond any export, and far from the
    /// milliseconds' overflow.
    static let maximumTimeLimit = Duration.seconds(86_400)

    static var empty: DatabaseError {
        DatabaseError(.invalidQuery, "The query is empty: write a SELECT.")
    }

    static var severalStatements: DatabaseError {
        DatabaseError(.invalidQuery, "The text holds more than one statement; a query here is one statement. Remove what follows the first ';'.")
    }

    static func otherParameter(_ written: String) -> DatabaseError {
        DatabaseError(.invalidQuery, "The query has a parameter written '\(written)'; write parameters as :name, so that a field can give each a value.")
    }

    static func missingValue(_ name: String) -> DatabaseError {
        DatabaseError(.invalidQuery, "The query uses :\(name), and no value was given for it.")
    }

    /// An engine's failure of `query` as a ``DatabaseError``: the server away or a lock held as
    /// for any statement (``Database/explain(_:)``), the time limit reached, a change or a
    /// privilege refused, or else the engine's own words about the query, its details (and the
    /// position of the mistake, when the engine gave it) kept.
    static func explain(_ error: EngineError, timeLimit: Duration) -> DatabaseError {
        if error.unavailability != nil, let explained = Database.explain(error) as? DatabaseError { return explained }
        if error.isTimedOut {
            return DatabaseError(
                .timedOut,
                "The query ran longer than its time limit (\(timeLimit)) and was stopped: narrow it (a WHERE, a LIMIT) or give it more time.",
                engine: error)
        }
        // PostgreSQL's read-only transaction refusing a change (25006), or a privilege the role lacks (42501).
        if error.sqlState == "25006" {
            return DatabaseError(.refused, "The query would change the database (\(error.message)): a query here only reads.", engine: error)
        }
        if error.sqlState == "42501" {
            return DatabaseError(.refused, "The query may not do this: \(error.message).", engine: error)
        }
        return DatabaseError(.invalidQuery, "The database could not run the query: \(error.description)", engine: error)
    }
}
