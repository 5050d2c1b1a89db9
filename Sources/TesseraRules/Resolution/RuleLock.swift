#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Mutable state shared between threads, reached only while holding a mutex.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 and the package supports macOS 14, so the
/// engine keeps its own small lock over `pthread_mutex_t`. State and mutex live in one allocation
/// (a `ManagedBuffer`), because a resolution makes one of these per lookup.
final class RuleLock<State: Sendable>: @unchecked Sendable {
    // @unchecked: the state is only touched inside `withLock`, which holds the mutex.
    private final class Storage: ManagedBuffer<State, pthread_mutex_t> {
        deinit {
            withUnsafeMutablePointers { _, mutex in
                pthread_mutex_destroy(mutex)
                mutex.deinitialize(count: 1)
            }
        }
    }

    private let storage: Storage

    init(_ state: State) {
        let buffer = Storage.create(minimumCapacity: 1) { _ in state }
        storage = unsafeDowncast(buffer, to: Storage.self)
        storage.withUnsafeMutablePointers { _, mutex in
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, nil)
        }
    }

    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { state, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state.pointee)
        }
    }
}
