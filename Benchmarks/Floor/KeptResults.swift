import Synchronization

/// The rows of a page's kept statements — the counts, the columns' distinct values, the choices
/// a filter offers — asked again once they are `lifetime` old, as Tessera keeps its counts for
/// `--count-lifetime`: the request that finds them old waits for them, the others use them.
final class KeptResults: Sendable {
    private let lifetime: Duration
    private let kept = Mutex<(at: ContinuousClock.Instant, rows: [ResultRows])?>(nil)

    init(lifetime: Duration) {
        self.lifetime = lifetime
    }

    /// The rows of `statements`, run now when those kept are missing or old.
    func rows(of statements: [CapturedStatement], on database: FloorDatabase) async throws -> [ResultRows] {
        let now = ContinuousClock.now
        if let kept = kept.withLock({ $0 }), now - kept.at < lifetime { return kept.rows }
        let rows = try await database.rows(statements)
        kept.withLock { $0 = (now, rows) }
        return rows
    }
}
