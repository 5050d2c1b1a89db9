import Foundation
import Synchronization
import Testing

/// A trait for tests that start servers, other programs or large databases: at most
/// ``HeavyTestGate/width`` of them run at once, whatever else the run does.
///
/// Swift Testing (6.3) starts every test of the run at once, on a cooperative pool with as many
/// threads as the machine has cores. A test that serves pages over loopback and takes a second
/// alone then shares two cores with a few hundred others that do the same, and takes as long as
/// all of them together: past its `.timeLimit`, though nothing in it is slow. That is how the
/// suite starved itself on a two-core machine while each failing test passed alone. Gated, a
/// heavy test runs beside a few others only, and its time limit measures its own work again.
///
/// The gate is taken for the whole test function, before its cases start, so the wait is not
/// counted in any case's time limit (which Swift Testing starts for each case, inside this
/// scope). Put it on a suite to gate every test in it:
///
/// ```swift
/// @Suite("Live lists", .heavy, .timeLimit(.minutes(1)))
/// struct LiveListTests { … }
/// ```
///
/// `TESSERA_TEST_WIDTH` sets the width; by default it is twice the number of cores, so that
/// tests that wait (on a timer, another process, PostgreSQL) leave the cores to others.
public struct HeavyTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        // The test function as a whole: not each of its cases (whose time limits would count
        // the wait), nor a suite (which would hold a place while its tests wait for others).
        testCase == nil && !test.isSuite ? self : nil
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let name = test.name
        try await HeavyTestGate.shared.run {
            HeavyTestGate.log("enters", name)
            defer { HeavyTestGate.log("leaves", name) }
            try await function()
        }
    }
}

extension Trait where Self == HeavyTrait {
    /// At most a few tests with this trait run at once: see ``HeavyTrait``.
    public static var heavy: Self { HeavyTrait() }
}

/// The places heavy tests wait for: an asynchronous semaphore, first come first served.
public final class HeavyTestGate: Sendable {
    /// The gate of the whole test process.
    public static let shared = HeavyTestGate(width: HeavyTestGate.configuredWidth)

    /// How many heavy tests run at once.
    public let width: Int

    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    init(width: Int) {
        self.width = max(1, width)
    }

    static var configuredWidth: Int {
        if let text = ProcessInfo.processInfo.environment["TESSERA_TEST_WIDTH"], let width = Int(text), width > 0 {
            return width
        }
        return 2 * ProcessInfo.processInfo.activeProcessorCount
    }

    /// With `TESSERA_TEST_GATE_LOG` set, each test entering and leaving the gate is written to
    /// the standard error: the tests holding places when a run stops moving are the last
    /// entered that did not leave.
    static let logs = ProcessInfo.processInfo.environment["TESSERA_TEST_GATE_LOG"] != nil

    static func log(_ what: String, _ name: String) {
        guard logs else { return }
        FileHandle.standardError.write(Data("heavy gate: \(what) \(name)\n".utf8))
    }

    /// Runs `body` once a place is free, and gives the place back after it, thrown or not.
    public func run(_ body: @Sendable () async throws -> Void) async throws {
        await enter()
        defer { leave() }
        try await body()
    }

    private func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted = state.withLock { state in
                if state.running < width {
                    state.running += 1
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if admitted { continuation.resume() }
        }
    }

    private func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            // The place passes straight to the first waiting test: `running` stays as it is.
            if !state.waiting.isEmpty { return state.waiting.removeFirst() }
            state.running -= 1
            return nil
        }
        next?.resume()
    }
}
