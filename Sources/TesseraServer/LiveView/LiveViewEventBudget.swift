/// The events one live view session may still send: a token bucket that holds
/// ``LiveViewLimits/eventBurst`` events and earns one back every ``LiveViewLimits/eventInterval``.
///
/// Every event renders on the main actor, which all sessions share: without a bound, one page
/// posting as fast as it can holds every other page up, and grows what a shared model holds as
/// fast as it likes. A person clicking, or the script sending a field after a pause, stays far
/// below it.
struct LiveViewEventBudget {
    private let cost: Duration
    private let capacity: Duration
    /// The time earned and not yet spent: one event costs one interval.
    private var saved: Duration
    private var last: ContinuousClock.Instant

    init(burst: Int, interval: Duration, now: ContinuousClock.Instant = .now) {
        cost = interval
        capacity = interval * max(1, burst)
        saved = capacity
        last = now
    }

    /// Spends one event at `now`: `nil` when it may go on, or how long until one is earned.
    mutating func spend(at now: ContinuousClock.Instant = .now) -> Duration? {
        guard cost > .zero else { return nil }
        saved = min(capacity, saved + (now - last))
        last = now
        guard saved >= cost else { return cost - saved }
        saved -= cost
        return nil
    }
}
