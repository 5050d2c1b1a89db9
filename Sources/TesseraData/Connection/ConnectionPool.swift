/// A few open SQLite connections, lent to one operation at a time (PostgreSQL's are lent by
/// PostgresNIO's own pool, ``PostgresPool``).
///
/// A transaction needs a connection to itself, and a web server runs many requests at once, so
/// operations borrow a connection, and wait — cancellably — when all are lent. Connections open
/// lazily, up to `maximumCount`. A pool dropped without ``shutDown()`` needs no task to tidy up:
/// each SQLite handle closes itself when it goes.
actor ConnectionPool {
    private let open: @Sendable () async throws -> any DatabaseConnection
    private let maximumCount: Int
    private var idle: [any DatabaseConnection] = []
    private var openCount = 0
    /// The operations waiting for a connection, first come first served; each may be cancelled.
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextWaiterID: UInt64 = 0
    private var isShutDown = false

    init(maximumCount: Int, open: @escaping @Sendable () async throws -> any DatabaseConnection) {
        self.maximumCount = maximumCount
        self.open = open
    }

    /// Lends a connection to `body` and takes it back afterwards, whatever `body` does.
    func withConnection<T: Sendable>(_ body: @Sendable (any DatabaseConnection) async throws -> T) async throws -> T {
        let connection = try await acquire()
        do {
            let result = try await body(connection)
            await giveBack(connection)
            return result
        } catch {
            await giveBack(connection)
            throw error
        }
    }

    /// Takes back a lent connection: for the next loan, or closed when the pool was shut down
    /// while it was out.
    private func giveBack(_ connection: any DatabaseConnection) async {
        guard isShutDown else { return release(connection) }
        openCount -= 1
        await connection.close()
    }

    /// Adds an already open connection (the one reflection used), so it is not wasted.
    func adopt(_ connection: any DatabaseConnection) {
        openCount += 1
        release(connection)
    }

    private func acquire() async throws -> any DatabaseConnection {
        while true {
            if isShutDown { throw DatabaseError(.connection, "The database was closed; open it again.") }
            while let connection = idle.popLast() {
                if !connection.isClosed { return connection }
                openCount -= 1
            }
            if openCount < maximumCount {
                openCount += 1
                do {
                    return try await open()
                } catch {
                    openCount -= 1
                    // The place this opening held is free again: an operation that waited for
                    // it tries in turn (it would otherwise wait for a release that may never come).
                    wakeNextWaiter()
                    throw error
                }
            }
            try await waitForRelease()
        }
    }

    /// Waits until a connection is given back (or the pool shuts down); throws
    /// `CancellationError` when the waiting task is cancelled — a request whose client went
    /// away does not hold its place in the queue for ever.
    private func waitForRelease() async throws {
        let id = nextWaiterID
        nextWaiterID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters.append((id, continuation))
                }
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    private func cancelWaiter(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    private func wakeNextWaiter() {
        if !waiters.isEmpty { waiters.removeFirst().continuation.resume() }
    }

    private func release(_ connection: any DatabaseConnection) {
        if connection.isClosed { openCount -= 1 } else { idle.append(connection) }
        wakeNextWaiter()
    }

    /// Closes every idle connection and refuses new loans; connections lent out are closed when
    /// they come back.
    func shutDown() async {
        isShutDown = true
        let connections = idle
        idle = []
        for connection in connections { await connection.close() }
        for waiter in waiters { waiter.continuation.resume() }
        waiters = []
    }
}
