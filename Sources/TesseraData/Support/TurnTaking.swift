import Synchronization

/// One at a time, in the order they came: what tasks sharing one connection wait on, so that a
/// statement run inside a transaction of its own (`BEGIN`, a time limit, the statement,
/// `COMMIT`) never takes in another task's statement.
///
/// Uncontended — a page's statements one after another — a turn costs two lock round trips;
/// a task that must wait suspends until the one before it is done, and its turn is handed to it
/// directly, so that no later task overtakes it.
final class TurnTaking: Sendable {
    private struct State: Sendable {
        var isTaken = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    init() {}

    /// Runs `body` when it is this task's turn, and then hands the turn on.
    func withTurn<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        await take()
        defer { handOn() }
        return try await body()
    }

    private func take() async {
        let taken = state.withLock { state in
            if state.isTaken { return false }
            state.isTaken = true
            return true
        }
        if taken { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let free = state.withLock { state in
                if !state.isTaken {
                    state.isTaken = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if free { continuation.resume() }
        }
    }

    private func handOn() {
        // The turn passes straight to the first waiting task: it stays taken meanwhile.
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if state.waiting.isEmpty {
                state.isTaken = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
