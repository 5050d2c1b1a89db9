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
    private let running: Task<Void, Never>
    private let server: DatabaseLocation.PostgresServer
    private let readOnly: Bool
    private let isShutDown = LockedValue(false)

    private init(client: PostgresClient, server: DatabaseLocation.PostgresServer, readOnly: Bool) {
        self.client = client
        self.server = server
        self.readOnly = readOnly
        // The client's background work (connecting, keeping alive, closing) runs here until
        // shutDown() cancels it; a Database has no service group to hand it to. Detached, so it
        // inherits no graceful-shutdown signal from whoever opened the database: requests still
        // being answered while a server shuts down keep their connections until close().
        self.running = Task.detached { await client.run() }
    }

    /// A pool on `server`; no connection is opened until one is needed.
    static func open(_ server: DatabaseLocation.PostgresServer, maximumConnections: Int, readOnly: Bool) -> PostgresPool {
        var configuration = PostgresClient.Configuration(
            host: server.host, port: server.port, username: server.username, password: server.password,
            database: server.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(10)
        configuration.options.maximumConnections = maximumConnections
        configuration.options.additionalStartupParameters = PostgresDatabaseConnection.startupParameters(server, readOnly: readOnly)
        // The client logs each failed attempt to reconnect, every few seconds while the server is
        // away; the requests that fail meanwhile say so once each (the server's error pages).
        var logger = PostgresDatabaseConnection.logger
        logger.logLevel = .warning
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
        let granted = LockedValue(false)
        do {
            return try await withoutActuallyEscaping(body) { body in
                try await withThrowingTaskGroup(of: T?.self) { group in
                    group.addTask {
                        do {
                            return try await self.client.withConnection { connection in
                                granted.withLock { $0 = true }
                                return try await body(PostgresDatabaseConnection(connection: connection))
                            }
                        } catch where !granted.withLock({ $0 }) && self.isShutDown.withLock({ $0 }) {
                            throw Self.closed
                        } catch where !granted.withLock({ $0 }) && !Task.isCancelled {
                            // The pool gave up before lending (its circuit breaker, after a
                            // minute without the server): say why as a late loan would.
                            throw LeaseFailure(error: await self.unreachable() ?? error)
                        }
                    }
                    group.addTask {
                        // The loan's deadline. Once the loan is granted the body runs as long as
                        // it needs; if not, leaving the group cancels the request for it. A loan
                        // slow to come is looked into after a second: a server that refuses a
                        // connection of its own fails the request then, not at the deadline.
                        try await Task.sleep(for: Self.firstLook)
                        if granted.withLock({ $0 }) { return nil }
                        if let unreachable = await self.unreachable() { throw LeaseFailure(error: unreachable) }
                        try await Task.sleep(for: Self.leaseTimeout - Self.firstLook)
                        if granted.withLock({ $0 }) { return nil }
                        throw LeaseFailure(error: DatabaseError(
                            .busy,
                            "Every connection to the database stayed in use for \(Self.leaseTimeout); try again in a moment, or allow more connections."))
                    }
                    while let next = try await group.next() {
                        if let value = next {
                            group.cancelAll()
                            return value
                        }
                    }
                    throw CancellationError()
                }
            }
        } catch let failure as LeaseFailure {
            throw failure.error
        }
    }

    private static var closed: DatabaseError { DatabaseError(.connection, "The database was closed; open it again.") }

    /// Why no connection was lent, thrown out of the task group that waited for one.
    private struct LeaseFailure: Error {
        var error: any Error
    }

    /// Whether the server refuses a connection of its own, and why: nil when one can be made.
    private func unreachable() async -> DatabaseError? {
        do {
            let probe = try await PostgresDatabaseConnection.open(server, readOnly: readOnly)
            await probe.close()
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
