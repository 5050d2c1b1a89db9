/// What every event stream of the server runs beside its writing: a heartbeat rung every so
/// often, so that proxies and browsers keep the connection while nothing happens, and the
/// person's access checked every ``LiveSections/accessCheckInterval``, so that a stream of a
/// signed-out session or an outdated set of rules ends even when nothing is written.
enum EventStreamPacing {
    /// Runs `writing` while two child tasks ring `ring` every `heartbeat` and call `close` once
    /// `stillAllowed` says no; both end when `writing` returns.
    ///
    /// - Parameters:
    ///   - heartbeat: How long between two heartbeats.
    ///   - ring: Asks the stream for a heartbeat (written unless something else is first).
    ///   - stillAllowed: Whether the stream may go on; `nil` when nothing can take it away.
    ///   - close: Ends the stream's doorbell, so that `writing` returns.
    ///   - writing: Writes the stream's events until its doorbell ends.
    static func run(
        heartbeat: Duration, ring: @escaping @Sendable () async -> Void, stillAllowed: (@Sendable () -> Bool)?,
        close: @escaping @Sendable () -> Void, writing: () async throws -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                while true {
                    try await Task.sleep(for: heartbeat)
                    await ring()
                }
            }
            if let stillAllowed {
                group.addTask {
                    while stillAllowed() {
                        try await Task.sleep(for: LiveSections.accessCheckInterval)
                    }
                    close()
                }
            }
            try await writing()
            group.cancelAll()
        }
    }
}
