import Synchronization

/// Answers of a pure function kept by argument, shared by every thread; bounded: past `capacity`
/// it starts again empty, which costs only recomputation.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let answers = Mutex<[Key: Value]>([:])
    private let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The kept answer for `key`, or `make`'s, kept.
    func value(for key: Key, making make: (Key) -> Value) -> Value {
        if let known = answers.withLock({ $0[key] }) { return known }
        let value = make(key)
        answers.withLock { answers in
            if answers.count >= capacity { answers.removeAll() }
            answers[key] = value
        }
        return value
    }
}
