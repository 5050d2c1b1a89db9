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
/// The connection is watched: a query every ``heartbeat``, answered within ``heartbeatDeadline``,
/// finds one that died silently. When it is lost the listener connects again, after a pause that
/// grows to ``longestPause``, and then says that anything may have changed, since nothing was
/// heard meanwhile. The first element says so too, once `LISTEN` holds: what was committed before
/// cannot be told apart. A hot standby, which refuses `LISTEN`, is looked at every five minutes.
final class PostgresChangeListener: Sendable {
    /// How often the listening connection is asked a question, to find a connection that died
    /// without a word (a server rebooted, a network cut).
    static let heartbeat: Duration = .seconds(15)
    /// How long the question may take before the connection counts as lost.
    static let heartbeatDeadline: Duration = .seconds(10)
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

    /// Starts listening to `server` for changes of `relations`, telling saves by `origin` (this
    /// database's token) from the others.
    init(server: DatabaseLocation.PostgresServer, origin: String, relations: [Relation]) {
        (wakeUps, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        listening = Task { [heard, wake] in
            await Self.listen(server: server, origin: origin, relations: relations, heard: heard, wake: wake)
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

    /// The entities a change of one relation may show in: its own, and for a partition the
    /// partitioned table's.
    struct Relation: Sendable {
        /// The schema; `nil` for the first of the search path, known once connected.
        var schema: String?
        var table: String
        var entityNames: Set<String>
    }

    private static func listen(
        server: DatabaseLocation.PostgresServer, origin: String, relations: [Relation],
        heard: LockedValue<Heard>, wake: AsyncStream<Void>.Continuation
    ) async {
        let logger = Logger(label: "tessera.data.changes")
        var pause = Duration.seconds(1)
        var saidStandby = false
        while !Task.isCancelled {
            do {
                let connection = try await PostgresDatabaseConnection.open(server, applicationName: "tessera changes").connection
                do {
                    // A hot standby refuses LISTEN (and is never written to directly): look again
                    // now and then, as it may be promoted, without a warning each time.
                    if try await ask(connection, "SELECT pg_is_in_recovery()", as: Bool.self, logger: logger) == true {
                        try? await connection.close()
                        if !saidStandby {
                            logger.notice("the database is a standby, which cannot LISTEN: live lists show what each page loads")
                            saidStandby = true
                        }
                        do { try await Task.sleep(for: .seconds(300)) } catch { break }
                        continue
                    }
                    let first = try await ask(connection, "SELECT coalesce(current_schema(), 'public')", as: String.self, logger: logger) ?? "public"
                    var byRelation: [String: Set<String>] = [:]
                    for relation in relations {
                        byRelation[(relation.schema ?? first) + "\u{0}" + relation.table, default: []].formUnion(relation.entityNames)
                    }
                    let known = byRelation
                    try await connection.listen(on: PostgresChangeNotice.channel) { notifications in
                        heard.withLock { $0.anything = true }
                        wake.yield()
                        pause = .seconds(1)
                        try await withThrowingTaskGroup(of: Void.self) { group in
                            group.addTask {
                                for try await notification in notifications {
                                    let added = heard.withLock { heard -> Bool in
                                        guard let notice = PostgresChangeNotice.decode(notification.payload),
                                            let schema = notice.schema, let table = notice.table
                                        else {
                                            // Not a notice of ours: someone else's NOTIFY on the
                                            // channel. Anything may have changed.
                                            heard.anything = true
                                            return true
                                        }
                                        // A relation the model does not know is shown nowhere.
                                        guard let names = known[schema + "\u{0}" + table] else { return false }
                                        let before = heard.here.count + heard.elsewhere.count
                                        if notice.origin == origin {
                                            heard.here.formUnion(names)
                                        } else {
                                            heard.elsewhere.formUnion(names)
                                        }
                                        return heard.here.count + heard.elsewhere.count != before
                                    }
                                    if added { wake.yield() }
                                }
                                throw ListeningEnded()
                            }
                            group.addTask {
                                // A connection that died without a word (a network cut) leaves a
                                // question unanswered: past the deadline it counts as lost.
                                while true {
                                    try await Task.sleep(for: heartbeat)
                                    try await withThrowingTaskGroup(of: Void.self) { probe in
                                        probe.addTask { try await connection.query("SELECT 1", logger: logger) }
                                        probe.addTask {
                                            try await Task.sleep(for: heartbeatDeadline)
                                            throw HeartbeatUnanswered()
                                        }
                                        try await probe.next()
                                        probe.cancelAll()
                                    }
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

    /// The first column of the first row `sql` answers.
    private static func ask<Value: PostgresDecodable & Sendable>(
        _ connection: PostgresConnection, _ sql: PostgresQuery, as type: Value.Type, logger: Logger
    ) async throws -> Value? {
        for try await value in try await connection.query(sql, logger: logger).decode(Value.self) {
            return value
        }
        return nil
    }

    /// The heartbeat's question was not answered in time.
    private struct HeartbeatUnanswered: Error, CustomStringConvertible {
        var description: String { "the listening connection did not answer within \(heartbeatDeadline)" }
    }

    /// The notifications ended without an error: the connection closed.
    private struct ListeningEnded: Error, CustomStringConvertible {
        var description: String { "the listening connection closed" }
    }
}
