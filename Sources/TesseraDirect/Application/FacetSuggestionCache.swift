import Synchronization

/// Which columns are worth counting by value, as found once and kept for a while: finding out
/// reads a column's distinct values, which a list page cannot afford on every request.
///
/// Kept per column (`entity.column`), not per list: which columns a person may see depends on
/// the rules, and a suggestion is only ever made among those.
final class FacetSuggestionCache: Sendable {
    /// How long an answer is kept.
    let lifetime: Duration
    private let answers = Mutex<[String: (isSuggested: Bool, found: ContinuousClock.Instant)]>([:])

    init(lifetime: Duration) {
        self.lifetime = lifetime
    }

    /// The kept answer for `column` of `entityName`, or `nil` when there is none or it is too old.
    func answer(entityName: String, column: String) -> Bool? {
        let now = ContinuousClock.now
        return answers.withLock { answers in
            guard let kept = answers[entityName + "." + column], now - kept.found < lifetime else { return nil }
            return kept.isSuggested
        }
    }

    /// Keeps the answer for `column` of `entityName`.
    func keep(_ isSuggested: Bool, entityName: String, column: String) {
        let now = ContinuousClock.now
        answers.withLock { answers in
            // Columns are few; a database of thousands of tables starts again rather than grow.
            if answers.count >= 16_384 { answers.removeAll() }
            answers[entityName + "." + column] = (isSuggested, now)
        }
    }
}
