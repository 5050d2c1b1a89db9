/// The moments a database was changed by anyone — another connection of this process, another
/// process, a person at a `sqlite3` prompt — as an asynchronous sequence: what keeps a view of
/// the data live when the application is not the only writer.
///
/// ```swift
/// for try await _ in database.changes(pollingEvery: .milliseconds(250)) {
///     try await refreshWhatIsShown()
/// }
/// ```
///
/// On SQLite a connection of its own asks `PRAGMA data_version` at each interval, a question
/// answered from the file's header without reading a table: the number differs when any other
/// connection committed since the last time. Changes that come quicker than the interval arrive
/// as one element. The sequence says that something changed, not what: whoever listens looks
/// again at what it shows. The first element comes at once, when the connection is opened (at
/// the first `next()`): a change made between what the listener last read and that moment could
/// not be told apart. The connection closes with the iterator; cancelling the task that iterates
/// ends the sequence.
///
/// On PostgreSQL the sequence ends at once: the server announces changes with `LISTEN` and
/// `NOTIFY` instead, not by polling.
public struct DatabaseChanges: AsyncSequence, Sendable {
    public typealias Element = DatabaseChange

    let location: DatabaseLocation
    let interval: Duration

    public func makeAsyncIterator() -> Iterator {
        Iterator(location: location, interval: interval)
    }

    /// Polls its own connection; see ``DatabaseChanges``.
    public struct Iterator: AsyncIteratorProtocol {
        let location: DatabaseLocation
        let interval: Duration
        private var connection: SQLiteDatabaseConnection?
        private var lastVersion: DatabaseValue?

        init(location: DatabaseLocation, interval: Duration) {
            self.location = location
            self.interval = interval
        }

        public mutating func next() async throws -> DatabaseChange? {
            guard case .sqlite(let path) = location else { return nil }
            if connection == nil {
                let opened = try await SQLiteDatabaseConnection.open(path: path, create: false, readOnly: true)
                connection = opened
                lastVersion = try await Self.version(of: opened)
                // What was committed before the first question cannot be told from what was
                // there: the first element comes at once, so that whoever listens looks once.
                return DatabaseChange()
            }
            guard let connection else { return nil }
            while true {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return nil
                }
                let version = try await Self.version(of: connection)
                if version != lastVersion {
                    lastVersion = version
                    return DatabaseChange()
                }
            }
        }

        private static func version(of connection: SQLiteDatabaseConnection) async throws -> DatabaseValue? {
            do {
                return try await connection.rows(SQLStatement(sql: "PRAGMA data_version", binds: [])).first?.first
            } catch {
                throw Database.explain(error)
            }
        }
    }
}

/// That a database changed: an element of ``DatabaseChanges``. It does not say which rows.
public struct DatabaseChange: Sendable, Hashable {
    public init() {}
}

extension Database {
    /// The changes anyone commits to this database from now on, seen every `interval`; see
    /// ``DatabaseChanges``.
    public func changes(pollingEvery interval: Duration = .milliseconds(250)) -> DatabaseChanges {
        DatabaseChanges(location: location, interval: interval)
    }
}
