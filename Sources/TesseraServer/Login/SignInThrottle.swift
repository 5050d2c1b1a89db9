import Synchronization

/// How fast wrong passwords may be tried: per user name, a wait that grows with each wrong
/// password; across all names, a budget of wrong passwords per second.
///
/// Tried while a wait runs, sign-in is refused (429) without the password being looked at, so
/// that guessing faster learns nothing. The per-name wait stops at ``maximumWait``: an attacker
/// who keeps guessing a real user's name slows that user down by at most that much a try, never
/// locks them out. The global budget stops guessing spread over many names, and the number of
/// names remembered is bounded.
final class SignInThrottle: Sendable {
    /// Wrong passwords for one name before waits begin.
    static let freeFailures = 3
    /// The longest wait after a wrong password for one name.
    static let maximumWait = Duration.seconds(30)
    /// Wrong passwords forgotten this long after the last one.
    static let memory = Duration.seconds(15 * 60)
    /// Wrong passwords the whole server takes in a burst, and again per second after it.
    static let globalBurst = 30.0
    static let globalPerSecond = 2.0
    /// Names remembered at most; past it, the ones failed longest ago are forgotten.
    static let maximumNames = 10_000

    private struct Failures {
        var count: Int
        var last: ContinuousClock.Instant
        var lockedUntil: ContinuousClock.Instant
    }

    private struct State {
        var byName: [String: Failures] = [:]
        var tokens = SignInThrottle.globalBurst
        var refilled = ContinuousClock.now
    }

    private let state = Mutex(State())

    init() {}

    /// How long `user` must wait before a password is looked at again, or `nil` when it may be
    /// now.
    func wait(for user: String, now: ContinuousClock.Instant = .now) -> Duration? {
        state.withLock { state in
            Self.refill(&state, now: now)
            if state.tokens < 1 {
                return .seconds((1 - state.tokens) / Self.globalPerSecond)
            }
            if let failures = state.byName[user], failures.lockedUntil > now {
                return failures.lockedUntil - now
            }
            return nil
        }
    }

    /// Notes a wrong password for `user`.
    func failed(_ user: String, now: ContinuousClock.Instant = .now) {
        state.withLock { state in
            Self.refill(&state, now: now)
            state.tokens = max(0, state.tokens - 1)
            var failures = state.byName[user] ?? Failures(count: 0, last: now, lockedUntil: now)
            if now - failures.last > Self.memory { failures.count = 0 }
            failures.count += 1
            failures.last = now
            if failures.count > Self.freeFailures {
                // 1 s, 2 s, 4 s … up to the maximum.
                let exponent = min(failures.count - Self.freeFailures - 1, 10)
                failures.lockedUntil = now + min(.seconds(1 << exponent), Self.maximumWait)
            }
            state.byName[user] = failures
            if state.byName.count > Self.maximumNames {
                let oldest = state.byName.sorted { $0.value.last < $1.value.last }.prefix(state.byName.count - Self.maximumNames / 2)
                for (name, _) in oldest { state.byName[name] = nil }
            }
        }
    }

    /// Forgets the wrong passwords of `user`, who just signed in.
    func succeeded(_ user: String) {
        _ = state.withLock { $0.byName.removeValue(forKey: user) }
    }

    private static func refill(_ state: inout State, now: ContinuousClock.Instant) {
        let elapsed = now - state.refilled
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        state.tokens = min(globalBurst, state.tokens + seconds * globalPerSecond)
        state.refilled = now
    }
}
