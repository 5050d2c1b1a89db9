/// What waits to be written to one live stream: items bounded in bytes, or, past the bound, a
/// reset that replaces them all (the page then gets everything again, and the server's memory for
/// a slow reader stays bounded), and a heartbeat when there is nothing else.
///
/// A value the subscribers of live sections and of live views keep on their actor.
struct LiveStreamQueue<Item> {
    /// What to write next.
    enum Next {
        case item(Item)
        case reset
        case heartbeat
    }

    private let byteLimit: Int
    private var items: [(item: Item, bytes: Int)] = []
    private var head = 0
    private var queuedBytes = 0
    private var needsReset = false
    private var heartbeatDue = false

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// Queues `item`, of `bytes` bytes; past the limit, drops the queue for a reset.
    mutating func append(_ item: Item, bytes: Int) {
        guard !needsReset else { return }
        if queuedBytes + bytes > byteLimit {
            reset()
        } else {
            items.append((item, bytes))
            queuedBytes += bytes
        }
    }

    /// Drops what is queued: the page must get everything before anything else.
    mutating func reset() {
        items = []
        head = 0
        queuedBytes = 0
        needsReset = true
    }

    /// Asks for a heartbeat, unless something else is written first.
    mutating func requestHeartbeat() {
        heartbeatDue = true
    }

    /// The next thing to write, or `nil` when there is nothing now.
    mutating func next() -> Next? {
        if needsReset {
            needsReset = false
            heartbeatDue = false
            return .reset
        }
        if head < items.count {
            let entry = items[head]
            head += 1
            queuedBytes -= entry.bytes
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            }
            heartbeatDue = false
            return .item(entry.item)
        }
        if heartbeatDue {
            heartbeatDue = false
            return .heartbeat
        }
        return nil
    }
}
