import Synchronization

/// A value that closures and copies of a struct share, reached only under its `Mutex`.
///
/// `Mutex` cannot be copied, so a value that an escaping closure captures, or that a copyable
/// struct holds (a ``Transaction``), lives in this class around one.
final class LockedValue<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { value in try body(&value) }
    }
}
