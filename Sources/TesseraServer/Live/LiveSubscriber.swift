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
    private let byteLimit: Int
    private let content: @SectionActor () -> SectionsContent

    private var queue: [SectionUpdate] = []
    private var head = 0
    private var queuedBytes = 0
    private var needsReset = false
    private var heartbeatDue = false

    /// A subscriber whose queue holds at most `byteLimit` bytes, and which takes the sections from
    /// `content` when it must reset.
    init(byteLimit: Int, content: @escaping @SectionActor () -> SectionsContent) {
        (doorbell, ring) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        self.byteLimit = byteLimit
        self.content = content
    }

    /// Queues `update`, or, past the limit, drops the queue for a reset.
    func deliver(_ update: SectionUpdate) {
        guard !needsReset else { return }
        if queuedBytes + update.byteCount > byteLimit {
            resetQueue()
        } else {
            queue.append(update)
            queuedBytes += update.byteCount
        }
        ring.yield()
    }

    /// The browser must get every section before anything else.
    func resetQueue() {
        queue = []
        head = 0
        queuedBytes = 0
        needsReset = true
        ring.yield()
    }

    /// Asks the stream to send a heartbeat, unless it has something else to send.
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
            return .reset(content())
        }
        if head < queue.count {
            let update = queue[head]
            head += 1
            queuedBytes -= update.byteCount
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            heartbeatDue = false
            return .update(update)
        }
        if heartbeatDue {
            heartbeatDue = false
            return .heartbeat
        }
        return nil
    }
}
