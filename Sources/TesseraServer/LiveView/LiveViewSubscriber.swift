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
    private var queue: LiveStreamQueue<String>
    private var ending: String?

    init(byteLimit: Int) {
        (doorbell, ring) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        queue = LiveStreamQueue(byteLimit: byteLimit)
    }

    /// Queues a patch, or, past the limit, drops the queue for a reset.
    func deliver(_ event: String) {
        queue.append(event, bytes: event.utf8.count)
        ring.yield()
    }

    /// The page must get the whole view before anything else.
    func resetQueue() {
        queue.reset()
        ring.yield()
    }

    /// Says why the session ended, then ends the stream.
    func end(_ message: String) {
        ending = message
        ring.yield()
    }

    func requestHeartbeat() {
        queue.requestHeartbeat()
        ring.yield()
    }

    /// Ends the stream: from any thread, such as a graceful shutdown's handler.
    nonisolated func close() {
        ring.finish()
    }

    /// The next thing to send, or `nil` when there is nothing now. The end comes after what was
    /// queued before it, and before a heartbeat.
    func take() -> Event? {
        if let message = ending {
            // What is queued goes first; a reset or a heartbeat no longer matters.
            if case .item(let event) = queue.next() { return .patch(event) }
            ending = nil
            return .ended(message)
        }
        switch queue.next() {
        case .item(let event): return .patch(event)
        case .reset: return .reset
        case .heartbeat: return .heartbeat
        case nil: return nil
        }
    }
}
