import Synchronization
import TesseraData

/// Values worked out from the database that a page needs often and that change rarely, each kept
/// for a while: the entity list's row counts (on a big database counting every table costs far
/// more than the page), a list's filter choices among a small related table. A save through the
/// application forgets them all, so its own changes show at once; a change made elsewhere shows
/// when the value's lifetime ends.
final class ExpiringCache<Value: Sendable>: Sendable {
    /// How long a value is used before it is worked out again.
    let lifetime: Duration
    private let values = Mutex<[String: (value: Value, made: ContinuousClock.Instant)]>([:])

    /// The most values kept at once.
    static var capacity: Int { 4_096 }

    init(lifetime: Duration) {
        self.lifetime = lifetime
    }

    /// The value for `key`: kept, or made by `make` (whose errors are not kept).
    func value(for key: String, making make: () async throws -> Value) async throws -> Value {
        let now = ContinuousClock.now
        if lifetime > .zero,
            let kept = values.withLock({ $0[key] }),
            now - kept.made < lifetime
        {
            return kept.value
        }
        let made = try await make()
        if lifetime > .zero {
            values.withLock { values in
                // Bounded: past the limit, what has expired goes, then (a flood of keys) all.
                if values.count >= Self.capacity {
                    values = values.filter { now - $0.value.made < lifetime }
                    if values.count >= Self.capacity { values.removeAll() }
                }
                values[key] = (made, now)
            }
        }
        return made
    }

    /// Forgets every value: after a change, which may have reached other tables too (a cascade,
    /// a trigger).
    func forgetAll() {
        values.withLock { $0.removeAll() }
    }
}

/// The row counts the entity list shows.
typealias RowCountCache = ExpiringCache<RowCount>

extension ExpiringCache where Value == RowCount {
    /// The count of `entityName`'s rows: kept, or counted by `count`.
    func count(of entityName: String, counting count: () async throws -> RowCount) async throws -> RowCount {
        try await value(for: entityName, making: count)
    }
}
