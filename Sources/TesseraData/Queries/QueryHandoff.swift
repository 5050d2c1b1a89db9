/// Hands what a task produces to the task that consumes it, one item at a time: the producer
/// waits until the consumer has taken each item, so that a slow consumer (an export writing to
/// a slow client) holds the producer back rather than letting rows pile up in memory.
///
/// An ad-hoc query's rows are read on a connection lent to a closure that must be `@Sendable`,
/// while the body that takes them (``Database/forEachRow(of:columns:_:)``) need not be: the
/// query runs in a child task, and the rows cross over here.
final class QueryHandoff<Item: Sendable>: Sendable {
    private struct State {
        var item: Item?
        var isFinished = false
        var failure: (any Error)?
        /// The producer waiting for its item to be taken.
        var producer: CheckedContinuation<Void, any Error>?
        /// The consumer waiting for an item.
        var consumer: CheckedContinuation<Item?, any Error>?
    }

    private let state = LockedValue(State())

    /// Hands `item` over and waits until the consumer takes it.
    ///
    /// - Throws: `CancellationError` when the producing task is cancelled (the consumer gave
    ///   up), meanwhile or before.
    func send(_ item: Item) async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let consumer = state.withLock { state -> CheckedContinuation<Item?, any Error>?? in
                    if Task.isCancelled || state.isFinished { return .some(nil) }
                    if let consumer = state.consumer {
                        state.consumer = nil
                        return consumer
                    }
                    state.item = item
                    state.producer = continuation
                    return nil
                }
                switch consumer {
                case .some(.some(let consumer)):
                    consumer.resume(returning: item)
                    continuation.resume()
                case .some(.none):
                    continuation.resume(throwing: CancellationError())
                case .none:
                    break
                }
            }
        } onCancel: {
            let producer = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                defer { state.producer = nil }
                state.item = nil
                return state.producer
            }
            producer?.resume(throwing: CancellationError())
        }
    }

    /// Ends the items, with `failure` when production failed: the consumer gets `nil`, or the error.
    func finish(throwing failure: (any Error)? = nil) {
        let consumer = state.withLock { state -> CheckedContinuation<Item?, any Error>? in
            state.isFinished = true
            state.failure = failure
            defer { state.consumer = nil }
            return state.consumer
        }
        if let failure { consumer?.resume(throwing: failure) } else { consumer?.resume(returning: nil) }
    }

    /// The next item, waiting for it; `nil` after the last.
    func next() async throws -> Item? {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Item?, any Error>) in
            let ready = state.withLock { state -> Result<Item?, any Error>? in
                if let item = state.item {
                    state.item = nil
                    let producer = state.producer
                    state.producer = nil
                    producer?.resume()
                    return .success(item)
                }
                if state.isFinished { return state.failure.map { .failure($0) } ?? .success(nil) }
                state.consumer = continuation
                return nil
            }
            if let ready { continuation.resume(with: ready) }
        }
    }
}
