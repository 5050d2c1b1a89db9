/// The moments a database was changed by anyone — through this ``Database``, another one,
/// another process, a person at a `sqlite3` or `psql` prompt — as an asynchronous sequence: what
/// keeps a view of the data live when the application is not the only writer, or runs as several
/// instances.
///
/// ```swift
/// for try await change in database.changes() {
///     try await refreshWhatIsShown(change.entityNames)   // nil: anything may have changed
/// }
/// ```
///
/// **SQLite.** A connection of its own asks `PRAGMA data_version` at each interval, a question
/// answered from the file's header without reading a table: the number differs when any other
/// connection committed since the last time. Changes that come quicker than the interval arrive
/// as one element, which does not say what changed (``DatabaseChange/entityNames`` is `nil`).
///
/// **PostgreSQL.** A connection of its own `LISTEN`s on the channel `tessera_changes`, on which
/// every save through a ``Database`` announces, in its transaction, the entities it wrote — so
/// every instance of an application hears every other's saves. Other programs' changes are
/// heard once ``Database/installChangeTriggers()`` has put triggers on the tables. The interval
/// is not used: notifications come as they are sent. Changes heard while the listener is busy
/// are gathered into one element. A lost connection is made again (its pause growing to half a
/// minute, logged); the element after it says that anything may have changed.
///
/// On both, the first element comes at once, when the sequence starts looking (at the first
/// `next()`): a change made between what the listener last read and that moment could not be
/// told apart. The connection closes with the iterator; cancelling the task that iterates ends
/// the sequence. An immutable SQLite file never changes; its sequence ends at once.
public struct DatabaseChanges: AsyncSequence, Sendable {
    public typealias Element = DatabaseChange

    let database: Database
    let interval: Duration

    public func makeAsyncIterator() -> Iterator {
        Iterator(database: database, interval: interval)
    }

    /// Polls or listens on its own connection; see ``DatabaseChanges``.
    public struct Iterator: AsyncIteratorProtocol {
        let database: Database
        let interval: Duration
        private var connection: SQLiteDatabaseConnection?
        private var lastVersion: DatabaseValue?
        private var listener: PostgresChangeListener?
        private var wakeUps: AsyncStream<Void>.Iterator?

        init(database: Database, interval: Duration) {
            self.database = database
            self.interval = interval
        }

        public mutating func next() async throws -> DatabaseChange? {
            switch database.location {
            case .sqlite(let path):
                guard !database.isImmutable else { return nil }
                return try await nextVersion(path: path)
            case .postgres(let server):
                return await nextNotice(server: server)
            }
        }

        private mutating func nextNotice(server: DatabaseLocation.PostgresServer) async -> DatabaseChange? {
            if listener == nil {
                let entities = database.model.entities
                let relations = entities.map { entity in
                    // A partition's rows are its partitioned table's too.
                    let parent = entity.partitionOf.flatMap { name in entities.first { $0.name == name }?.name }
                    return PostgresChangeListener.Relation(
                        schema: entity.schema, table: entity.tableName, entityNames: Set([entity.name] + (parent.map { [$0] } ?? [])))
                }
                let started = PostgresChangeListener(server: server, origin: database.origin, relations: relations)
                listener = started
                wakeUps = started.wakeUps.makeAsyncIterator()
            }
            guard let listener else { return nil }
            while !Task.isCancelled {
                if let change = listener.take() { return change }
                guard await wakeUps?.next() != nil else { return nil }
            }
            return nil
        }

        private mutating func nextVersion(path: String) async throws -> DatabaseChange? {
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

extension Database {
    /// The changes anyone commits to this database from now on: on SQLite looked for every
    /// `interval`, on PostgreSQL heard as they are announced; see ``DatabaseChanges``.
    public func changes(pollingEvery interval: Duration = .milliseconds(250)) -> DatabaseChanges {
        DatabaseChanges(database: self, interval: interval)
    }
}
