import Synchronization

extension Database {
    /// Runs `body` with one connection lent to all of its statements, on PostgreSQL: a page's
    /// five or ten reads borrow it once instead of once each.
    ///
    /// A loan from PostgreSQL's pool is not free — it waits with a deadline, so that a request
    /// says soon that the server is away or every connection is busy — and a page asks for its
    /// rows, its related rows, its names and its counts one statement after another. Kept for the
    /// page, the loan is made once. Statements that run side by side in `body` (a list's count
    /// beside its facets) take turns on the one connection, each with its own transaction and
    /// time limit where it has one; PostgreSQL would run one connection's statements one by one
    /// anyway, and waiting for a second connection while holding the first could wait for ever
    /// when every connection is held so.
    ///
    /// A ``transaction(_:)`` still borrows a connection of its own. On SQLite, whose connections
    /// are handles in this process and cost nothing to lend, `body` simply runs.
    ///
    /// ```swift
    /// let (films, count) = try await database.withConnectionKept {
    ///     let films = try await database.fetch(FetchSpecification(entityName: "film"))
    ///     let count = try await database.count(FetchSpecification(entityName: "film"))
    ///     return (films, count)
    /// }
    /// ```
    ///
    /// Keep `body` to reading: the connection is held until it returns, and a body that waits
    /// for something else (a transaction's connection, a person) holds it meanwhile.
    ///
    /// - Throws: What `body` throws; ``DatabaseError`` when no connection can be had (the
    ///   server away, every connection busy), as the first statement would have.
    public func withConnectionKept<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        guard engine == .postgres, Database.keptConnection?.database !== self else {
            return try await body()
        }
        do {
            return try await pool.withConnection { connection in
                let kept = KeptConnection(database: self, connection: connection)
                // A task started in `body` that outlives it sees the loan ended, and borrows.
                defer { kept.isLent.store(false, ordering: .releasing) }
                return try await Database.$keptConnection.withValue(kept) { try await body() }
            }
        } catch {
            throw Database.explain(error)
        }
    }

    /// The connection ``withConnectionKept(_:)`` lent to the statements of the task it runs, of
    /// the database it was lent by.
    @TaskLocal static var keptConnection: KeptConnection?

    /// The kept connection this database's statements use in this task: still lent, still
    /// open.
    var keptConnection: KeptConnection? {
        guard let kept = Database.keptConnection, kept.database === self, kept.isLent.load(ordering: .acquiring), !kept.connection.isClosed else {
            return nil
        }
        return kept
    }
}

/// A connection lent for the statements of one task and its children, whose it is, whether it
/// still is lent, and whose turn it is.
final class KeptConnection: Sendable {
    let database: Database
    let connection: any DatabaseConnection
    let isLent = Atomic<Bool>(true)
    /// Whose turn it is: one statement (with the transaction around it, if any) at a time.
    let turns = TurnTaking()

    init(database: Database, connection: any DatabaseConnection) {
        self.database = database
        self.connection = connection
    }
}
