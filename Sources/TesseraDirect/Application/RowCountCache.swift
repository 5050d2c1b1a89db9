import Synchronization
import TesseraData

/// The row counts the entity list shows, each kept for a while: the first page counts every table,
/// and on a big database counting them costs far more than the page. A save through the
/// application forgets them all, so its own changes show at once; a change made elsewhere shows
/// when the count's lifetime ends.
final class RowCountCache: Sendable {
    /// How long a count is shown before it is counted again.
    let lifetime: Duration
    private let counts = Mutex<[String: (count: RowCount, counted: ContinuousClock.Instant)]>([:])

    init(lifetime: Duration) {
        self.lifetime = lifetime
    }

    /// The count of `entityName`'s rows: kept, or counted by `count` (whose errors are not kept).
    func count(of entityName: String, counting count: () async throws -> RowCount) async throws -> RowCount {
        let now = ContinuousClock.now
        if lifetime > .zero,
            let kept = counts.withLock({ $0[entityName] }),
            now - kept.counted < lifetime
        {
            return kept.count
        }
        let counted = try await count()
        if lifetime > .zero {
            counts.withLock { $0[entityName] = (counted, now) }
        }
        return counted
    }

    /// Forgets every count: after a change, which may have reached other tables too (a cascade,
    /// a trigger).
    func forgetAll() {
        counts.withLock { $0.removeAll() }
    }
}
