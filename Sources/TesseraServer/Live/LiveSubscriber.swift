import TesseraSections

/// One browser listening to a ``LiveSections``: the updates waiting for it, bounded in bytes, and
/// a doorbell its stream waits on.
///
/// Its state lives on ``SectionActor`` with the sections, so that an update is queued in the same
/// step that makes it, and a reset takes the sections' content at exactly the version after which
/// the queue continues.
@SectionActor
final class LiveSubscriber {
    /// What the stream writes next.
    enum Event {
        case update(SectionUpdate)
        /// Every section, because the browser is too far behind.
        case reset(SectionsContent)
        /// Nothing happened for a while.
        case heartbeat
    }

    /// Rings when there is something to take. Its iterator ends when the subscriber is closed or
    /// the waiting task is cancelled.
    nonisolated let doorbell: AsyncStream<Void>
    private nonisolated let ring: AsyncStream<Void>.Continuation
    private let content: @SectionActor () -> SectionsContent
    private var queue: LiveStreamQueue<SectionUpdate>

    /// A subscriber whose queue holds at most `byteLimit` bytes, and which takes the sections from
    /// `content` when it must reset.
    init(byteLimit: Int, content: @escaping @SectionActor () -> SectionsContent) {
        (doorbell, ring) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        queue = LiveStreamQueue(byteLimit: byteLimit)
        self.content = content
    }

    /// Queues `update`, or, past the limit, drops the queue for a reset.
    func deliver(_ update: SectionUpdate) {
        queue.append(update, bytes: update.byteCount)
        ring.yield()
    }

    /// The browser must get every section before anything else.
    func resetQueue() {
        queue.reset()
        ring.yield()
    }

    /// Asks the stream to send a heartbeat, unless it has something else to send.
    func requestHeartbeat() {
        queue.requestHeartbeat()
        ring.yield()
    }

    /// Ends the stream: from any thread, such as a graceful shutdown's handler.
    nonisolated func close() {
        ring.finish()
    }

    /// The next thing to send, or `nil` when there is nothing now.
    func take() -> Event? {
        switch queue.next() {
        case .item(let update): .update(update)
        case .reset: .reset(content())
        case .heartbeat: .heartbeat
        case nil: nil
        }
    }
}
