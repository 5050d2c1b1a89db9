import Synchronization

/// The floor's SQLite connections: one lent to each request for all of its page's statements,
/// which run where the request's task runs (no thread pool: a page's reads are a few index
/// lookups, and the floor does nothing it need not). A request that finds none idle opens one;
/// as many are open as requests have run at once, a few.
final class SQLiteConnections: Sendable {
    private let path: String
    private let statementCount: Int
    private let idle = Mutex<[SQLiteConnection]>([])

    init(path: String, statementCount: Int) throws {
        self.path = path
        self.statementCount = statementCount
        // One opened now, so that a file that is not there stops the floor before it serves.
        let first = try SQLiteConnection(path: path, statementCount: statementCount)
        idle.withLock { $0.append(first) }
    }

    /// Lends a connection to `body` and takes it back.
    func withConnection<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let connection = try idle.withLock { $0.popLast() } ?? SQLiteConnection(path: path, statementCount: statementCount)
        defer { idle.withLock { $0.append(connection) } }
        return try body(connection)
    }
}
