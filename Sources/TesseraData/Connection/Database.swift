import Foundation
import Synchronization

/// A database — an SQLite file or a PostgreSQL database — with its reflected ``Model``.
///
/// Open one per process and share it: it is `Sendable`, keeps a few connections, and lends one
/// to each operation (a transaction keeps its own until it ends).
///
/// ```swift
/// let database = try await Database.open("rental.sqlite")            // SQLite
/// let database = try await Database.open("postgres://me@localhost/rental")   // PostgreSQL
/// let film = try database.model.entity(named: "film")
/// let page = try await database.fetch(FetchSpecification(entityName: "film", sortOrderings: [.ascending("title")]))
/// try await database.close()
/// ```
///
/// Everything a database does goes through the model: names of entities and attributes are
/// looked up in it before they reach SQL (then quoted by the engine's dialect), and values are
/// bound parameters. Nothing a user types ever becomes SQL text.
public final class Database: Sendable {
    /// The database engine.
    public enum Engine: String, Sendable, Hashable {
        /// SQLite, through its C interface.
        case sqlite
        /// PostgreSQL, through PostgresNIO.
        case postgres
    }

    /// Which engine this database runs on.
    public let engine: Engine
    /// Where it is.
    public let location: DatabaseLocation
    /// The entities, attributes and relationships reflection found when the database was opened.
    public let model: Model
    /// Whether the connections were opened so that the engine itself refuses every change.
    public let isReadOnly: Bool
    /// Whether it is an SQLite file opened as one nothing changes (`immutable`): no change made
    /// elsewhere is ever seen.
    public let isImmutable: Bool

    let pool: ConnectionSource
    let dialect: SQLDialect
    /// This database's own token, which its saves on PostgreSQL announce themselves with: what
    /// tells its saves from others' in the changes it hears (``PostgresChangeNotice``).
    let origin: String
    /// Where heavy statements wait for one of a few places, so that they never hold every
    /// connection (``HeavyStatementLane``).
    let heavyLane: HeavyStatementLane
    /// Whether the history table was found: once there it stays (the application never drops
    /// it), so that the start page and every history page stop asking the catalog.
    let historyFound = Atomic<Bool>(false)
    /// On SQLite, the connections of ad-hoc queries (``run(_:)``): a pool of their own, opened
    /// read-only when the first query comes, so that queries people write never take a
    /// connection pages need. `nil` on PostgreSQL, whose queries borrow from ``pool``.
    let queryPool: ConnectionPool?

    private init(
        engine: Engine, location: DatabaseLocation, model: Model, pool: ConnectionSource, isReadOnly: Bool, isImmutable: Bool, origin: String,
        maximumConnections: Int, queryPool: ConnectionPool?
    ) {
        self.queryPool = queryPool
        self.heavyLane = HeavyStatementLane(maximumConnections: maximumConnections)
        self.engine = engine
        self.location = location
        self.model = model
        self.isReadOnly = isReadOnly
        self.isImmutable = isImmutable
        self.pool = pool
        self.dialect = SQLDialect(engine)
        self.origin = origin
    }

    /// Opens the database at `location` — an SQLite file path or a `postgres://` URL — and
    /// reflects its model.
    ///
    /// - Parameters:
    ///   - location: `app.sqlite`, `/path/to/file.db`, or `postgres://user:password@host:port/dbname`.
    ///   - maximumConnections: How many connections to keep at most; operations beyond that wait.
    ///   - readOnly: Whether the engine itself refuses every change on these connections (SQLite's
    ///     `query_only`, PostgreSQL's read-only transactions), so that not even a bug can write.
    ///   - immutable: An SQLite file only: read it as a file that nothing changes while it is
    ///     open — a published dataset, a copy — as SQLite's `immutable=1` does: no locks, no look
    ///     for another process's changes before each read (the cost of a read by key halves).
    ///     Implies `readOnly`. Should something change the file all the same, reads may return
    ///     wrong rows or fail as if it were damaged.
    ///   - timeLimit: How long the engine may run one statement before it stops it, which then
    ///     throws ``DatabaseError/Kind/timedOut``; `nil` (the default) for as long as it takes.
    ///     What keeps a page over a view that never ends, or a search of a billion rows, from
    ///     holding a connection for ever: `tessera serve` gives 10 seconds
    ///     (`--statement-time-limit`). SQLite stops statements that run on a thread
    ///     (`sqlite3_interrupt`), PostgreSQL any statement (`statement_timeout`). Statements with
    ///     a limit of their own (facets) keep theirs.
    ///   - statementLog: Where to write every statement the database runs, with its values and
    ///     its time (``StatementLog``); `nil` (the default) for no log, at no cost.
    /// - Throws: ``DatabaseError`` (``DatabaseError/Kind/connection``) saying what to check
    ///   when the file is missing or the server cannot be reached; for `immutable` with a
    ///   PostgreSQL location, or a file whose write-ahead log holds changes not yet in it.
    public static func open(
        _ location: String, maximumConnections: Int = 4, readOnly: Bool = false, immutable: Bool = false, timeLimit: Duration? = nil,
        statementLog: StatementLog? = nil
    ) async throws -> Database {
        try await open(
            DatabaseLocation(location), maximumConnections: maximumConnections, readOnly: readOnly, immutable: immutable, timeLimit: timeLimit,
            statementLog: statementLog)
    }

    /// Opens the database at `location` and reflects its model.
    public static func open(
        _ location: DatabaseLocation, maximumConnections: Int = 4, readOnly: Bool = false, immutable: Bool = false, timeLimit: Duration? = nil,
        statementLog: StatementLog? = nil
    ) async throws -> Database {
        let engine: Engine
        let connect: @Sendable () async throws -> any DatabaseConnection
        let readOnly = readOnly || immutable
        switch location {
        case .sqlite(let path):
            engine = .sqlite
            connect = { try await SQLiteDatabaseConnection.open(path: path, create: false, readOnly: readOnly, immutable: immutable, timeLimit: timeLimit) }
        case .postgres(let server):
            guard !immutable else {
                throw DatabaseError(
                    .connection, "Only an SQLite file can be opened immutable; open \(location) read-only instead.")
            }
            engine = .postgres
            connect = { try await PostgresDatabaseConnection.open(server, readOnly: readOnly) }
        }
        let first = try await connect()
        let model: Model
        do {
            model = engine == .sqlite ? try await SQLiteReflection.model(first) : try await PostgresReflection.model(first)
        } catch {
            await first.close()
            if case .sqlite(let path) = location, let engineError = error as? EngineError {
                throw SQLiteDatabaseConnection.unreadable(path, engineError)
            }
            throw Database.explain(error)
        }
        var pool: ConnectionSource
        var queryPool: ConnectionPool?
        let origin = UUID().uuidString
        switch location {
        case .sqlite(let path):
            queryPool = ConnectionPool(maximumCount: Self.queryConnections) {
                try await SQLiteQueryRun.openConnection(path: path, immutable: immutable)
            }
            let local = ConnectionPool(maximumCount: max(1, maximumConnections), open: connect)
            await local.adopt(first)
            pool = .sqlite(local)
        case .postgres(let server):
            // PostgresNIO's pool opens its own connections; reflection's has done its work.
            await first.close()
            pool = .postgres(PostgresPool.open(server, maximumConnections: max(1, maximumConnections), readOnly: readOnly, timeLimit: timeLimit))
        }
        if let statementLog { pool = .logged(pool, statementLog, engine) }
        return Database(
            engine: engine, location: location, model: model, pool: pool, isReadOnly: readOnly, isImmutable: immutable, origin: origin,
            maximumConnections: max(1, maximumConnections), queryPool: queryPool)
    }

    /// How many ad-hoc queries run at once on SQLite (each on a connection of its own); more wait.
    static let queryConnections = 2

    /// Whether rows can be ordered by `attribute` on this engine: not by binary data or JSON, nor
    /// on PostgreSQL by a text-like type without an order of its own.
    public func isSortable(_ attribute: Attribute) -> Bool {
        QueryBuilder(engine: engine, entity: Entity(name: "", kind: .table, attributes: [attribute], primaryKeyAttributeNames: [])).isSortable(attribute)
    }

    /// Checks that the database answers: borrows a connection as any operation does and runs
    /// `SELECT 1` on it. What a readiness check (`/readyz`) asks before traffic is sent.
    ///
    /// - Throws: ``DatabaseError`` saying why not: the server away (``DatabaseError/Kind/unavailable``),
    ///   every connection busy (``DatabaseError/Kind/busy``), the database closed.
    public func checkConnection() async throws {
        _ = try await rows(SQLFragment("SELECT 1"))
    }

    /// Closes the connections. Operations started afterwards fail.
    public func close() async throws {
        await queryPool?.shutDown()
        await pool.shutDown()
    }

    /// Runs `statement` on a borrowed connection and returns its raw rows. A heavy statement
    /// waits for a place in the ``heavyLane`` before it borrows one.
    func rows(_ fragment: SQLFragment, readsByKey: Bool = false, timeLimit: Duration? = nil) async throws -> [[DatabaseValue]] {
        var prepared = dialect.statement(fragment)
        prepared.readsByKey = readsByKey
        prepared.timeLimit = timeLimit
        let statement = prepared
        do {
            let weight = heavyLane.weight(of: statement)
            if weight != .light {
                var heavy = statement
                heavy.isHeavy = true
                return try await heavyLane.withPlace(for: weight) { [heavy] in try await run(heavy) }
            }
            return try await run(statement)
        } catch {
            throw Database.explain(error)
        }
    }

    /// Runs `statement` on a borrowed connection, timing it for the ``heavyLane``: from when it
    /// has its connection, so that waiting for one does not make a light statement heavy. A
    /// statement that fails counts only as heavy (stopped at a time limit after running long):
    /// one interrupted at once, its request gone, says nothing of its weight.
    private func run(_ statement: SQLStatement) async throws -> [[DatabaseValue]] {
        let lane = heavyLane
        let runOn: @Sendable (any DatabaseConnection) async throws -> [[DatabaseValue]] = { connection in
            // A request that went away while this waited for its turn needs no rows.
            try Task.checkCancellation()
            let start = ContinuousClock.now
            do {
                let rows = try await connection.rows(statement)
                lane.record(statement, took: .now - start)
                return rows
            } catch {
                let took = ContinuousClock.now - start
                if took >= HeavyStatementLane.heavyAfter { lane.record(statement, took: took) }
                throw error
            }
        }
        if let kept = keptConnection { return try await kept.turns.withTurn { try await runOn(kept.connection) } }
        return try await pool.withConnection(runOn)
    }

    /// Turns an engine's error into a ``DatabaseError`` that says what happened.
    static func explain(_ error: any Error) -> any Error {
        guard let engineError = error as? EngineError else { return error }
        if let kind = engineError.unavailability {
            return kind == .busy
                ? DatabaseError(.busy, "The database is busy: another session holds a lock this one waited for (\(engineError.message)). Try again in a moment.", engine: engineError)
                : DatabaseError(.unavailable, "The database cannot be reached (\(engineError.message)). It works again as soon as the server answers.", engine: engineError)
        }
        if engineError.isNotPopulated {
            return DatabaseError(
                .notPopulated,
                "It has not been populated yet: a materialized view has no rows until it is refreshed (REFRESH MATERIALIZED VIEW).",
                engine: engineError)
        }
        if engineError.isTimedOut {
            return DatabaseError(
                .timedOut, "The database stopped the query at its time limit (\(engineError.message)): it would take longer on this data.",
                engine: engineError)
        }
        if engineError.isValueMismatch {
            // A value of a qualifier or filter that the column's type does not take (a label
            // not in an enum, 2147483648 for an integer, 'x' for an inet): the question is
            // wrong, not the database.
            return DatabaseError(
                .invalidQualifier,
                "The database cannot use a value of this condition: \(engineError.message). Write a value of the column's type.", engine: engineError)
        }
        if engineError.isBeyondLimit {
            return DatabaseError(
                .invalidQualifier,
                "The condition or search is too large for the database (\(engineError.message)). Make it shorter.", engine: engineError)
        }
        return DatabaseError(.database, "The database refused the statement: \(engineError.description)", engine: engineError)
    }
}
