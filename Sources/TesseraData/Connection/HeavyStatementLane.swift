import Synchronization

/// Keeps heavy statements from taking every connection: a search over every row, a facet, a
/// count of millions waits for one of a few places before it borrows a connection, so the other
/// connections stay free for the light statements of ordinary pages.
///
/// Without it, thirty clients asking for the heaviest search a list offers held every
/// connection — two running, the others waiting for a thread — and a 25-row list waited behind
/// all of them: its median went from milliseconds to thirty seconds.
///
/// What is heavy is learned, statement by statement (its SQL text, whatever its values): one
/// whose last run took ``heavyAfter`` or more, or was stopped at its time limit. (A facet has a
/// limit of its own, but the facets of a small table are light, and an ordinary page's
/// suggested facets must not wait behind searches of millions of rows.) A statement never seen counts as heavy until a run shows it
/// light: the first statements that would never end, sent all at once, must not take every
/// connection before anything is learned of them — and the conditions a person writes
/// (`where=`) make new SQL text each time. A read by key (``SQLStatement/readsByKey``) is always
/// light. A statement not yet known takes the next free place before those known to be heavy:
/// the first pages a server shows under a flood of heavy searches wait for one heavy statement
/// to end, not for the whole queue. Otherwise places are taken in the order asked for, and a
/// task cancelled while it waits (a client that went away) leaves the queue at once.
final class HeavyStatementLane: Sendable {
    /// How many heavy statements run at once: half the connections (at least one), so that the
    /// other half always serves light statements.
    let width: Int
    /// A statement whose last run took this long or more is heavy the next time.
    static let heavyAfter = Duration.milliseconds(20)
    /// Statements whose weight is remembered; past it, they are forgotten all at once, and
    /// learned again (a `where=` of a person's own makes new SQL text at every request).
    static let rememberedStatements = 2048

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// What the lane knows of a statement.
    enum Weight: Sendable {
        /// Its last run was light: it needs no place.
        case light
        /// Never run, or forgotten: it takes a place, before the heavy ones.
        case unknown
        /// Its last run was heavy.
        case heavy
    }

    private struct State {
        var running = 0
        /// Statements not yet known, served first.
        var unknownWaiters: [Waiter] = []
        var waiters: [Waiter] = []
        var nextID: UInt64 = 0
        /// The SQL of statements whose last run was heavy (true) or light (false).
        var heavy: [String: Bool] = [:]
    }

    private let state = Mutex(State())

    /// A lane for a database of `maximumConnections` connections.
    init(maximumConnections: Int) {
        width = max(1, maximumConnections / 2)
    }

    /// What the lane knows of `statement`: whether it goes through the lane, and in which queue.
    func weight(of statement: SQLStatement) -> Weight {
        guard !statement.readsByKey else { return .light }
        return state.withLock { state in
            switch state.heavy[statement.sql] {
            case true?: .heavy
            case false?: .light
            case nil: .unknown
            }
        }
    }

    /// Remembers how long `statement` took, for the next time it comes.
    func record(_ statement: SQLStatement, took duration: Duration) {
        guard !statement.readsByKey else { return }
        let heavy = duration >= Self.heavyAfter
        state.withLock { state in
            guard state.heavy[statement.sql] != heavy else { return }
            if state.heavy.count >= Self.rememberedStatements { state.heavy.removeAll(keepingCapacity: true) }
            state.heavy[statement.sql] = heavy
        }
    }

    /// Runs `body` in one of the lane's places, waiting for one first.
    ///
    /// - Throws: `CancellationError` when the task is cancelled while it waits; what `body`
    ///   throws.
    func withPlace<T: Sendable>(for weight: Weight, _ body: () async throws -> T) async throws -> T {
        try await enter(first: weight == .unknown)
        defer { leave() }
        return try await body()
    }

    private func enter(first: Bool) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let admitted = state.withLock { state -> Bool? in
                    if Task.isCancelled { return false }
                    if state.running < width {
                        state.running += 1
                        return true
                    }
                    if first {
                        state.unknownWaiters.append(Waiter(id: id, continuation: continuation))
                    } else {
                        state.waiters.append(Waiter(id: id, continuation: continuation))
                    }
                    return nil
                }
                switch admitted {
                case true?: continuation.resume()
                case false?: continuation.resume(throwing: CancellationError())
                case nil: break
                }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                if let index = state.unknownWaiters.firstIndex(where: { $0.id == id }) { return state.unknownWaiters.remove(at: index) }
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Gives the place to the first waiter, or frees it.
    private func leave() {
        let next = state.withLock { state -> Waiter? in
            if !state.unknownWaiters.isEmpty { return state.unknownWaiters.removeFirst() }
            if state.waiters.isEmpty {
                state.running -= 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.continuation.resume()
    }

    /// How many statements run in the lane now, and how many wait: for tests and the log.
    var load: (running: Int, waiting: Int) {
        state.withLock { ($0.running, $0.unknownWaiters.count + $0.waiters.count) }
    }
}
