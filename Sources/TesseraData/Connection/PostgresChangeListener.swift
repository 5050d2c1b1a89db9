import Logging
import PostgresNIO

/// Listens on a connection of its own for what the saves on a PostgreSQL database announce
/// (``PostgresChangeNotice``), and keeps what it heard until ``take()`` collects it.
///
/// Announcements are gathered, not queued: the entities heard since the last ``take()``, those
/// of this ``Database``'s own saves apart from the others'. However many saves come while the
/// listener is busy, what it holds is bounded by the model's entities — a listener slower than
/// the writers gets fewer, larger changes, never a growing backlog.
///
/// The connection is watched: a query every ``heartbeat`` finds one that died silently. When it
/// is lost the listener connects again, after a pause that grows to ``longestPause``, and then
/// says that anything may have changed, since nothing was heard meanwhile. The first element
/// says so too, once `LISTEN` holds: what was committed before cannot be told apart.
final class PostgresChangeListener: Sendable {
    /// How often the listening connection is asked a question, to find a connection that died
    /// without a word (a server rebooted, a network cut).
    static let heartbeat: Duration = .seconds(15)
    /// The longest pause between two attempts to connect again.
    static let longestPause: Duration = .seconds(30)

    private struct Heard: Sendable {
        /// Whether anything may have changed (the first look, or after a gap).
        var anything = false
        var elsewhere: Set<String> = []
        var here: Set<String> = []
    }

    private let heard = LockedValue(Heard())
    private let wake: AsyncStream<Void>.Continuation
    /// Wakes whoever waits in ``DatabaseChanges``' iterator; buffers one wake-up at most.
    let wakeUps: AsyncStream<Void>
    private let listening: Task<Void, Never>

    /// Starts listening to `server` for changes of `entityNames`, telling saves by `origin`
    /// (this database's token) from the others.
    init(server: DatabaseLocation.PostgresServer, origin: String, entityNames: Set<String>) {
        (wakeUps, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        listening = Task { [heard, wake] in
            await Self.listen(server: server, origin: origin, entityNames: entityNames, heard: heard, wake: wake)
            wake.finish()
        }
    }

    deinit {
        listening.cancel()
        wake.finish()
    }

    /// What was heard since the last call — the others' changes first, then this database's own
    /// — or `nil` when nothing was.
    func take() -> DatabaseChange? {
        heard.withLock { heard in
            if heard.anything {
                heard = Heard()
                return DatabaseChange(entityNames: nil)
            }
            if !heard.elsewhere.isEmpty {
                defer { heard.elsewhere = [] }
                return DatabaseChange(entityNames: heard.elsewhere)
            }
            if !heard.here.isEmpty {
                defer { heard.here = [] }
                return DatabaseChange(entityNames: heard.here, isFromThisDatabase: true)
            }
            return nil
        }
    }

    private static func listen(
        server: DatabaseLocation.PostgresServer, origin: String, entityNames: Set<String>,
        heard: LockedValue<Heard>, wake: AsyncStream<Void>.Continuation
    ) async {
        let logger = Logger(label: "tessera.data.changes")
        var pause = Duration.seconds(1)
        while !Task.isCancelled {
            do {
                let connection = try await PostgresDatabaseConnection.open(server, applicationName: "tessera changes").connection
                do {
                    let schema = try await currentSchema(connection, logger: logger)
                    try await connection.listen(on: PostgresChangeNotice.channel) { notifications in
                        heard.withLock { $0.anything = true }
                        wake.yield()
                        pause = .seconds(1)
                        try await withThrowingTaskGroup(of: Void.self) { group in
                            group.addTask {
                                for try await notification in notifications {
                                    let notice = PostgresChangeNotice.decode(notification.payload)
                                    guard notice?.schema == nil || notice?.schema == schema else { continue }
                                    let added = heard.withLock { heard -> Bool in
                                        guard let notice, let entity = notice.entity else {
                                            heard.anything = true
                                            return true
                                        }
                                        // A table the model does not know is shown nowhere.
                                        guard entityNames.contains(entity) else { return false }
                                        if notice.origin == origin {
                                            return heard.here.insert(entity).inserted
                                        }
                                        return heard.elsewhere.insert(entity).inserted
                                    }
                                    if added { wake.yield() }
                                }
                                throw ListeningEnded()
                            }
                            group.addTask {
                                while true {
                                    try await Task.sleep(for: heartbeat)
                                    try await connection.query("SELECT 1", logger: logger)
                                }
                            }
                            try await group.next()
                            group.cancelAll()
                        }
                    }
                } catch {
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            } catch {
                if Task.isCancelled { break }
                logger.warning(
                    "not listening for changes; trying again", metadata: ["error": "\(Database.explain(error))", "retry": "\(pause)"])
            }
            do { try await Task.sleep(for: pause) } catch { break }
            pause = min(pause * 2, longestPause)
        }
    }

    private static func currentSchema(_ connection: PostgresConnection, logger: Logger) async throws -> String? {
        for try await schema in try await connection.query("SELECT current_schema()", logger: logger).decode(String?.self) {
            return schema
        }
        return nil
    }

    /// The notifications ended without an error: the connection closed.
    private struct ListeningEnded: Error, CustomStringConvertible {
        var description: String { "the listening connection closed" }
    }
}
