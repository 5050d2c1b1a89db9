/// The bounds of a live stream's memory and connections: what a ``LiveSections`` keeps for
/// browsers that reconnect, and for each browser that reads slowly.
public struct LiveLimits: Hashable, Sendable {
    /// Updates kept for browsers that reconnect (with `Last-Event-ID`) after missing some. A
    /// browser further behind gets every section again instead. Default 256.
    public var backlogUpdates: Int
    /// Bytes those updates may take together. Default 4 MiB.
    public var backlogBytes: Int
    /// Bytes of updates waiting for one browser that reads slowly. Past it, they are dropped and
    /// the browser gets every section again when it catches up: its memory is bounded, and so is
    /// the server's. Default 1 MiB.
    public var subscriberBytes: Int
    /// Browsers listening at once; more are refused with 503 and retry. Default 10,000.
    public var maximumSubscribers: Int
    /// How often an idle stream sends a comment, so that proxies keep it open and a browser that
    /// went away is noticed. Default 20 seconds.
    public var heartbeat: Duration

    /// Limits with the given values, or the defaults.
    public init(
        backlogUpdates: Int = 256, backlogBytes: Int = 4 << 20, subscriberBytes: Int = 1 << 20, maximumSubscribers: Int = 10_000,
        heartbeat: Duration = .seconds(20)
    ) {
        self.backlogUpdates = max(0, backlogUpdates)
        self.backlogBytes = max(0, backlogBytes)
        self.subscriberBytes = max(0, subscriberBytes)
        self.maximumSubscribers = max(1, maximumSubscribers)
        self.heartbeat = heartbeat
    }
}
