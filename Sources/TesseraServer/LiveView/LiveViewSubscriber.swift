/// One page listening to its live view's session: the events waiting for it, bounded in bytes,
/// and a doorbell its stream waits on.
@MainActor
final class LiveViewSubscriber {
    /// What the stream writes next.
    enum Event {
        /// A patch, already encoded as a server-sent event.
        case patch(String)
        /// The whole view, because the page is too far behind.
        case reset
        /// The session ended: the message says why.
        case ended(String)
        case heartbeat
    }

    nonisolated let doorbell: AsyncStream<Void>
    private nonisolated let ring: AsyncStream<Void>.Continuation
    private let byteLimit: Int
    private var queue: [String] = []
    private var queuedBytes = 0
    private var needsReset = false
    private var heartbeatDue = false
    private var ending: String?

    init(byteLimit: Int) {
        (doorbell, ring) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        self.byteLimit = byteLimit
    }

    /// Queues a patch, or, past the limit, drops the queue for a reset.
    func deliver(_ event: String) {
        guard !needsReset else { return }
        if queuedBytes + event.utf8.count > byteLimit {
            resetQueue()
        } else {
            queue.append(event)
            queuedBytes += event.utf8.count
            ring.yield()
        }
    }

    /// The page must get the whole view before anything else.
    func resetQueue() {
        queue = []
        queuedBytes = 0
        needsReset = true
        ring.yield()
    }

    /// Says why the session ended, then ends the stream.
    func end(_ message: String) {
        ending = message
        ring.yield()
    }

    func requestHeartbeat() {
        heartbeatDue = true
        ring.yield()
    }

    /// Ends the stream: from any thread, such as a graceful shutdown's handler.
    nonisolated func close() {
        ring.finish()
    }

    /// The next thing to send, or `nil` when there is nothing now.
    func take() -> Event? {
        if needsReset {
            needsReset = false
            heartbeatDue = false
            return .reset
        }
        if !queue.isEmpty {
            let event = queue.removeFirst()
            queuedBytes -= event.utf8.count
            heartbeatDue = false
            return .patch(event)
        }
        if let message = ending {
            ending = nil
            return .ended(message)
        }
        if heartbeatDue {
            heartbeatDue = false
            return .heartbeat
        }
        return nil
    }
}
