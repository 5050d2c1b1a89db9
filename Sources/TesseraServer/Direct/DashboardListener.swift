import Synchronization

/// One browser's stream of a dashboard: rung when a table the dashboard's tiles read changes, or
/// when the stream's heartbeat is due.
///
/// What it holds is two flags, however often it is rung and however slowly its browser reads:
/// changes that come while the stream waits or writes are told once.
final class DashboardListener: Sendable {
    /// What the stream writes next.
    enum Event {
        /// The tables changed: the browser reads the dashboard again.
        case changed
        /// Nothing changed for a while: a comment that keeps the connection open.
        case heartbeat
    }

    /// The entities whose tables the dashboard's tiles read.
    let entities: Set<String>
    /// Rings when an event is waiting; ends when the listener is closed.
    let doorbell: AsyncStream<Void>
    private let bell: AsyncStream<Void>.Continuation
    private let waiting = Mutex<(changed: Bool, heartbeat: Bool)>((false, false))

    init(entities: Set<String>) {
        self.entities = entities
        (doorbell, bell) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Tells the browser that the dashboard's tables changed.
    func changed() {
        waiting.withLock { $0.changed = true }
        bell.yield()
    }

    /// Asks for a heartbeat, unless something else is waiting to be written.
    func requestHeartbeat() {
        waiting.withLock { $0.heartbeat = true }
        bell.yield()
    }

    /// The event to write, if any: a change before a heartbeat, which it stands in for.
    func take() -> Event? {
        waiting.withLock { waiting in
            defer { waiting = (false, false) }
            if waiting.changed { return .changed }
            return waiting.heartbeat ? .heartbeat : nil
        }
    }

    /// Ends the stream.
    func close() {
        bell.finish()
    }
}
