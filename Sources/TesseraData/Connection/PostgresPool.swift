import Logging
import PostgresNIO

/// PostgreSQL connections, lent by PostgresNIO's own pool (`PostgresClient`): it opens them as
/// needed up to a maximum, keeps them alive, replaces one the server closed, backs off while the
/// server is away, and lets a waiting request be cancelled.
///
/// Two things are added around it. The client works only while its `run()` does, so the pool
/// runs it in a task of its own from ``open(_:maximumConnections:readOnly:)`` to
/// ``shutDown()``. And the client waits — up to a minute — for a server that does not answer,
/// where a web page should rather say soon that the database is away: a loan not granted within
/// ``firstLook`` makes one direct attempt to connect, whose failure says why the request fails;
/// when it succeeds, the request waits on until ``leaseTimeout`` and then is told every
/// connection is busy.
final class PostgresPool: Sendable {
    /// How long a request waits for a connection before it is told that every one is busy.
    static let leaseTimeout: Duration = .seconds(5)
    /// How long a request waits before it checks that the server answers at all.
    static let firstLook: Duration = .seconds(1)

    private let client: PostgresClient
    /// The statements each connection prepared (``PreparedStatements``); nil with `?prepare=off`.
    let prepared: PreparedStatements?
    private let running: Task<Void, Never>
    private let server: DatabaseLocation.PostgresServer
    private let readOnly: Bool
    private let isShutDown = LockedValue(false)
    /// The probe under way or just made, shared by the loans that wait.
    private let probes = LockedValue<(task: Task<DatabaseError?, Never>, started: ContinuousClock.Instant)?>(nil)

    private init(client: PostgresClient, server: DatabaseLocation.PostgresServer, readOnly: Bool) {
        self.client = client
        self.server = server
        self.readOnly = readOnly
        self.prepared = server.preparesStatements ? PreparedStatements() : nil
        // The client's background work (connecting, keeping alive, closing) runs here until
        // shutDown() cancels it; a Database has no service group to hand it to. Detached, so it
        // inherits no graceful-shutdown signal from whoever opened the database: requests still
        // being answered while a server shuts down keep their connections until close().
        self.running = Task.detached { await client.run() }
    }

    /// A pool on `server`; no connection is opened until one is needed.
    static func open(_ server: DatabaseLocation.PostgresServer, maximumConnections: Int, readOnly: Bool, timeLimit: Duration? = nil) -> PostgresPool {
        var configuration = PostgresClient.Configuration(
            host: server.host, port: server.port, username: server.username, password: server.password,
            database: server.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(10)
        configuration.options.maximumConnections = maximumConnections
        configuration.options.additionalStartupParameters = PostgresDatabaseConnection.startupParameters(server, readOnly: readOnly, timeLimit: timeLimit)
        // The client logs each failed attempt to reconnect, every few seconds while the server is
        // away; the requests that fail meanwhile say so once each (the server's error pages).
        // (Errors only: its warning that run() has not started yet can race the first loan.)
        var logger = PostgresDatabaseConnection.logger
        logger.logLevel = .error
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        return PostgresPool(client: client, server: server, readOnly: readOnly)
    }

    /// Lends a connection to `body` and takes it back afterwards, whatever `body` does.
    ///
    /// - Throws: ``DatabaseError`` (``DatabaseError/Kind/unavailable``) when the server does not
    ///   answer, (``DatabaseError/Kind/busy``) when every connection stayed in use for
    ///   ``leaseTimeout``; `CancellationError` when the task is cancelled.
    func withConnection<T: Sendable>(_ body: @Sendable (any DatabaseConnection) async throws -> T) async throws -> T {
        if isShutDown.withLock({ $0 }) { throw Self.closed }
        // One state, changed once: a loan is either granted or given up, never both — a body
        // that started is never cancelled by the deadline, and a loan that comes after the
        // deadline runs nothing.
        let loan = LockedValue(Loan.waiting)
        do {
            return try await withoutActuallyEscaping(body) { body in
                try await withThrowingTaskGroup(of: T?.self) { group in
                    group.addTask {
                        do {
                            return try await self.client.withConnection { connection in
                                guard loan.withLock({ $0.move(from: .waiting, to: .granted) }) else { throw LeaseFailure(error: nil) }
                                return try await body(PostgresDatabaseConnection(connection: connection, prepared: self.prepared))
                            }
                        } catch where loan.withLock({ $0 }) != .granted {
                            if Task.isCancelled { throw CancellationError() }
                            if self.isShutDown.withLock({ $0 }) { throw Self.closed }
                            if error is LeaseFailure { throw error }
                            // The pool gave up before lending (its circuit breaker, after a
                            // minute without the server): say why as a late loan would.
                            guard loan.withLock({ $0.move(from: .waiting, to: .givenUp) }) else { throw LeaseFailure(error: nil) }
                            throw LeaseFailure(error: await self.unreachable() ?? Self.busy)
                        }
                    }
                    group.addTask {
                        // The loan's deadline. A loan slow to come is looked into after a second:
                        // a server that refuses a connection of its own fails the request then.
                        try await Task.sleep(for: Self.firstLook)
                        guard loan.withLock({ $0 }) == .waiting else { return nil }
                        if let unreachable = await self.unreachable() {
                            guard loan.withLock({ $0.move(from: .waiting, to: .givenUp) }) else { return nil }
                            throw LeaseFailure(error: unreachable)
                        }
                        try await Task.sleep(for: Self.leaseTimeout - Self.firstLook)
                        guard loan.withLock({ $0.move(from: .waiting, to: .givenUp) }) else { return nil }
                        throw LeaseFailure(error: Self.busy)
                    }
                    // The first loan result, or the deadline's error; a loan refused after the
                    // deadline (LeaseFailure without an error) waits for the deadline's.
                    var failure: (any Error)?
                    while true {
                        do {
                            guard let next = try await group.next() else { break }
                            if let value = next {
                                group.cancelAll()
                                return value
                            }
                        } catch let late as LeaseFailure where late.error == nil {
                            continue
                        } catch {
                            failure = error
                            break
                        }
                    }
                    group.cancelAll()
                    throw failure ?? CancellationError()
                }
            }
        } catch let failure as LeaseFailure {
            throw failure.error ?? Self.busy
        }
    }

    /// Where a loan stands; it moves from `waiting` once.
    private enum Loan: Sendable, Equatable {
        case waiting, granted, givenUp

        mutating func move(from: Loan, to: Loan) -> Bool {
            guard self == from else { return false }
            self = to
            return true
        }
    }

    private static var closed: DatabaseError { DatabaseError(.connection, "The database was closed; open it again.") }

    private static var busy: DatabaseError {
        DatabaseError(.busy, "Every connection to the database stayed in use for \(leaseTimeout); try again in a moment, or allow more connections.")
    }

    /// Why no connection was lent, thrown out of the task group that waited for one; without an
    /// error when the loan came too late and the deadline says why.
    private struct LeaseFailure: Error {
        var error: (any Error)?
    }

    /// Whether the server refuses a connection of its own, and why: nil when one can be made, or
    /// when it answers that it has too many (it is there, only busy). One probe at a time for
    /// the whole pool, its answer kept for a second: a queue of waiting requests does not become
    /// a crowd of probes, each taking a connection of the server's.
    private func unreachable() async -> DatabaseError? {
        let probe = probes.withLock { state -> Task<DatabaseError?, Never> in
            if let recent = state, ContinuousClock.now - recent.started < Self.firstLook { return recent.task }
            let task = Task { [server, readOnly] in await Self.probe(server, readOnly: readOnly) }
            state = (task, ContinuousClock.now)
            return task
        }
        return await probe.value
    }

    private static func probe(_ server: DatabaseLocation.PostgresServer, readOnly: Bool) async -> DatabaseError? {
        do {
            let connection = try await PostgresDatabaseConnection.open(server, readOnly: readOnly)
            await connection.close()
            return nil
        } catch let error as DatabaseError where error.kind == .busy {
            return nil
        } catch {
            let reason = (error as? DatabaseError)?.message ?? "\(error)"
            return DatabaseError(.unavailable, "The database cannot be reached (\(reason)). It works again as soon as the server answers.")
        }
    }

    /// Closes every connection and ends the client's work; loans asked for afterwards fail.
    func shutDown() async {
        isShutDown.withLock { $0 = true }
        running.cancel()
        await running.value
    }

    deinit {
        running.cancel()
    }
}
