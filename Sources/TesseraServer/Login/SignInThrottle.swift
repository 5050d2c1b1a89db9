import Synchronization

/// Counts wrong passwords against ``SignInLimits``: per user name, a wait that grows with each
/// wrong password; across all names, a budget of wrong passwords per second.
///
/// Tried while a wait runs, sign-in is refused (429) without the password being looked at, so
/// that guessing faster learns nothing. The per-name wait stops at ``SignInLimits/maximumWait``: an attacker
/// who keeps guessing a real user's name slows that user down by at most that much a try, never
/// locks them out. The global budget stops guessing spread over many names, and the number of
/// names remembered is bounded.
final class SignInThrottle: Sendable {
    let limits: SignInLimits

    private struct Failures {
        var count: Int
        var last: ContinuousClock.Instant
        var lockedUntil: ContinuousClock.Instant
    }

    private struct State {
        var byName: [String: Failures] = [:]
        var tokens: Double
        var refilled = ContinuousClock.now
    }

    private let state: Mutex<State>

    init(limits: SignInLimits) {
        self.limits = limits
        state = Mutex(State(tokens: limits.globalBurst))
    }

    /// Admits a sign-in as `user` — counted at once as a wrong password, from the global budget
    /// and against the name, until ``succeeded(_:)`` says it was right — or returns how long to
    /// wait before a password is looked at again.
    ///
    /// Deciding and counting are one step under the lock: when checking came first and counting
    /// after the password was looked at, many attempts sent at once all passed the check before
    /// any was counted, and each cost a bcrypt check (60 at once for one name were all looked
    /// at; 100 under other names passed a burst of 30).
    func begin(_ user: String, now: ContinuousClock.Instant = .now) -> Duration? {
        state.withLock { state in
            refill(&state, now: now)
            if state.tokens < 1 {
                return .seconds((1 - state.tokens) / limits.globalPerSecond)
            }
            if let failures = state.byName[user], failures.lockedUntil > now {
                return failures.lockedUntil - now
            }
            state.tokens -= 1
            var failures = state.byName[user] ?? Failures(count: 0, last: now, lockedUntil: now)
            if now - failures.last > limits.memory { failures.count = 0 }
            failures.count += 1
            failures.last = now
            if failures.count > limits.freeFailures {
                // The first wait, then twice as long each time, up to the maximum.
                let exponent = min(failures.count - limits.freeFailures - 1, 16)
                failures.lockedUntil = now + min(limits.firstWait * (1 << exponent), limits.maximumWait)
            }
            state.byName[user] = failures
            if state.byName.count > limits.maximumNames {
                let oldest = state.byName.sorted { $0.value.last < $1.value.last }.prefix(state.byName.count - limits.maximumNames / 2)
                for (name, _) in oldest { state.byName[name] = nil }
            }
            return nil
        }
    }

    /// The sign-in as `user` that ``begin(_:now:)`` admitted was right: its wrong passwords are
    /// forgotten, and the global budget gets back what the attempt took.
    func succeeded(_ user: String) {
        state.withLock { state in
            state.byName.removeValue(forKey: user)
            state.tokens = min(limits.globalBurst, state.tokens + 1)
        }
    }

    private func refill(_ state: inout State, now: ContinuousClock.Instant) {
        let elapsed = now - state.refilled
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        state.tokens = min(limits.globalBurst, state.tokens + seconds * limits.globalPerSecond)
        state.refilled = now
    }
}

/// How fast wrong passwords may be tried (see ``LoginMiddleware``): the defaults suit a person
/// signing in; a test may make the waits longer to watch them.
public struct SignInLimits: Hashable, Sendable {
    /// Wrong passwords for one name before waits begin. Default 3.
    public var freeFailures: Int
    /// The wait after the first wrong password past those; each next one doubles it. Default 1 s.
    public var firstWait: Duration
    /// The longest wait for one name. Default 30 s: a real user is slowed, never locked out.
    public var maximumWait: Duration
    /// Wrong passwords the whole server takes in a burst. Default 30.
    public var globalBurst: Double
    /// Wrong passwords the whole server takes per second after the burst. Default 2.
    public var globalPerSecond: Double
    /// How long wrong passwords for a name are remembered after the last one. Default 15 minutes.
    public var memory: Duration
    /// Names remembered at most; past it, those failed longest ago are forgotten. Default 10,000.
    public var maximumNames: Int

    /// Limits with the given values, or the defaults.
    public init(
        freeFailures: Int = 3, firstWait: Duration = .seconds(1), maximumWait: Duration = .seconds(30),
        globalBurst: Double = 30, globalPerSecond: Double = 2, memory: Duration = .seconds(15 * 60), maximumNames: Int = 10_000
    ) {
        self.freeFailures = max(0, freeFailures)
        self.firstWait = firstWait
        self.maximumWait = maximumWait
        self.globalBurst = max(1, globalBurst)
        self.globalPerSecond = max(0.01, globalPerSecond)
        self.memory = memory
        self.maximumNames = max(2, maximumNames)
    }
}
