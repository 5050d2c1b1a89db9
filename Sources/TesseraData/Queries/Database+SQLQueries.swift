import PostgresNIO

extension Database {
    /// Runs a query a person wrote — read-only, within its time limit — and returns its first
    /// rows: what an SQL page shows.
    ///
    /// ```swift
    /// let result = try await database.run(SQLQuery("SELECT rating, count(*) FROM film GROUP BY rating"))
    /// for row in result.rows { print(row) }
    /// if result.hasMoreRows { print("… and more") }
    /// ```
    ///
    /// The query cannot change anything, whatever its text, because the engine refuses it:
    ///
    /// - **SQLite** runs it on a connection of its own — a pool of two, apart from the pages'
    ///   connections — opened `query_only`, with an authorizer that refuses every action but
    ///   reading, a function not among those allowed, and a read of a table or column the
    ///   ``SQLQueryRestrictions`` hide (see ``SQLQuery/allowedSQLiteFunctions``). A text of more
    ///   than one statement is refused; SQLite's `sqlite3_interrupt` stops it at its time limit.
    /// - **PostgreSQL** runs it on a connection of the pool — in the lane of heavy statements, so
    ///   that queries never hold more than half the connections — in a `READ ONLY` transaction
    ///   with `statement_timeout`, which always ends with `ROLLBACK`; as a subquery, where only a
    ///   query can stand; as the restrictions' role, when they name one.
    ///
    /// - Returns: The query's columns, at most ``SQLQuery/rowLimit`` rows, whether there were
    ///   more, and how long it took.
    /// - Throws: ``DatabaseError``: ``DatabaseError/Kind/refused`` for what the query may not do,
    ///   saying what (`The query would insert into 'film'`, `reads the column 'email' of
    ///   'customer', which the rules hide`); ``DatabaseError/Kind/timedOut`` at its time limit;
    ///   ``DatabaseError/Kind/invalidQuery`` for a text that is not one query with its
    ///   parameters, or that the engine cannot run, with the engine's own message and, where it
    ///   says, the position of the mistake (``DatabaseError/EngineDetails/position``).
    public func run(_ query: SQLQuery) async throws -> SQLQueryResult {
        var columns: [SQLQueryColumn] = []
        var rows: [[DatabaseValue]] = []
        var duration = Duration.zero
        var bytes = 0
        var cutShort = false
        let started = ContinuousClock.now
        do {
            // A limit of `Int.max` is no limit: there cannot be a row beyond it to look for.
            try await runQuery(query, explain: false, rowLimit: query.rowLimit < Int.max ? query.rowLimit : nil) { item in
                switch item {
                case .columns(let named): columns = named
                case .rows(let batch):
                    for row in batch {
                        bytes += row.reduce(0) { $0 + $1.heldBytes }
                        // Past the bytes a result may hold, the rest is not read: the query
                        // stops here, as past its row limit.
                        guard bytes <= query.byteLimit || rows.isEmpty else { throw ResultFull() }
                        rows.append(row)
                    }
                case .finished(let took): duration = took
                }
            }
        } catch is ResultFull {
            cutShort = true
            duration = ContinuousClock.now - started
        }
        let hasMoreRows = cutShort || rows.count > query.rowLimit
        if rows.count > query.rowLimit { rows.removeLast(rows.count - query.rowLimit) }
        return SQLQueryResult(columns: columns, rows: rows, hasMoreRows: hasMoreRows, duration: duration)
    }

    /// Runs a query as ``run(_:)`` does and hands every row to `body` as it is read, however many:
    /// what an export of a query's result to CSV or JSON writes from.
    ///
    /// ```swift
    /// try await database.forEachRow(of: query, columns: { columns in
    ///     try await writer.write(header(columns))
    /// }) { row in
    ///     try await writer.write(line(row))
    /// }
    /// ```
    ///
    /// The query is read a batch of rows at a time while `body` takes them, and waits while it
    /// is busy: memory holds a batch, not the result. The query's ``SQLQuery/rowLimit`` does not
    /// apply; its ``SQLQuery/timeLimit`` counts the whole reading, `body`'s time included — give
    /// an export a longer one. `columns` is called once, before the first row.
    ///
    /// - Throws: What ``run(_:)`` throws; what `body` or `columns` throws, which stops the query.
    public func forEachRow(
        of query: SQLQuery, columns: ([SQLQueryColumn]) async throws -> Void = { _ in }, _ body: ([DatabaseValue]) async throws -> Void
    ) async throws {
        try await runQuery(query, explain: false, rowLimit: nil, countsWholeReading: true) { item in
            switch item {
            case .columns(let named): try await columns(named)
            case .rows(let batch): for row in batch { try await body(row) }
            case .finished: break
            }
        }
    }

    /// How the engine would run a query, as lines of text, without running it: SQLite's
    /// `EXPLAIN QUERY PLAN` (each step indented under the one it belongs to), PostgreSQL's
    /// `EXPLAIN`. The query is checked and refused as ``run(_:)`` checks it.
    ///
    /// ```swift
    /// for line in try await database.plan(of: SQLQuery("SELECT * FROM film WHERE film_id = 1")) { print(line) }
    /// // SEARCH film USING INTEGER PRIMARY KEY (rowid=?)
    /// ```
    public func plan(of query: SQLQuery) async throws -> [String] {
        var lines: [String] = []
        try await runQuery(query, explain: true, rowLimit: nil) { item in
            if case .rows(let batch) = item { lines += batch.map { $0.first?.text ?? "" } }
        }
        return lines
    }

    /// The names of the parameters `text` uses (`:rating` gives `rating`), each once, in the
    /// order they first appear — one field each on a page that asks for their values. Names
    /// inside strings, quoted names and comments are not parameters, nor is PostgreSQL's cast
    /// `::type` (see ``SQLQuery``).
    public func parameterNames(in text: String) -> [String] {
        Self.parameterNames(in: text, engine: engine)
    }

    /// The names of the parameters `text` uses on `engine`, as ``parameterNames(in:)`` gives them.
    public static func parameterNames(in text: String, engine: Engine) -> [String] {
        SQLQueryText(text, engine: engine).parameterNames
    }

    /// Runs `query` in a task of its own, on the engine's connection, and hands what it reads to
    /// `consume` here, one item at a time.
    private func runQuery(
        _ query: SQLQuery, explain: Bool, rowLimit: Int?, countsWholeReading: Bool = false, consume: (QueryItem) async throws -> Void
    ) async throws {
        let handoff = QueryHandoff<QueryItem>()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await self.produce(query, explain: explain, rowLimit: rowLimit, countsWholeReading: countsWholeReading) { try await handoff.send($0) }
                    handoff.finish()
                } catch {
                    handoff.finish(throwing: error)
                    throw error
                }
            }
            do {
                while let item = try await handoff.next() { try await consume(item) }
            } catch {
                group.cancelAll()
                throw error
            }
            try await group.waitForAll()
        }
    }

    /// Runs `query` on a connection for it, sending its columns, rows and time.
    private func produce(
        _ query: SQLQuery, explain: Bool, rowLimit: Int?, countsWholeReading: Bool, send: @escaping @Sendable (QueryItem) async throws -> Void
    ) async throws {
        do {
            switch engine {
            case .sqlite:
                guard let queryPool else { throw DatabaseError(.connection, "The database was closed; open it again.") }
                try await queryPool.withConnection { connection in
                    guard let sqlite = connection as? SQLiteDatabaseConnection else { preconditionFailure("an SQLite query pool lends SQLite connections") }
                    let start = ContinuousClock.now
                    try await SQLiteQueryRun(handle: sqlite.handle, query: query).run(
                        explain: explain, rowLimit: rowLimit, countsWholeReading: countsWholeReading, send: send)
                    try await send(.finished(.now - start))
                }
            case .postgres:
                try await heavyLane.withPlace(for: .heavy) {
                    try await pool.withConnection { connection in
                        let start = ContinuousClock.now
                        try await PostgresQueryRun(connection: Self.postgresConnection(connection), query: query)
                            .run(explain: explain, rowLimit: rowLimit, send: send)
                        try await send(.finished(.now - start))
                    }
                }
            }
        } catch {
            throw Database.explain(error)
        }
    }

    /// PostgresNIO's connection under a lent one (a logged connection's own).
    private static func postgresConnection(_ connection: any DatabaseConnection) -> PostgresConnection {
        if let logged = connection as? LoggedConnection { return postgresConnection(logged.base) }
        guard let postgres = connection as? PostgresDatabaseConnection else { preconditionFailure("a PostgreSQL pool lends PostgreSQL connections") }
        return postgres.connection
    }
}

/// Thrown to stop reading a query's rows once its result holds as many bytes as it may.
private struct ResultFull: Error {}
