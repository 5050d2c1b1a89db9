/// The bounds of live views' sessions: how many, how large, how long they live.
///
/// Every browser tab showing a live view has a session on the server holding its view tree and
/// state. The bounds keep the server's memory within `maximumSessions × maximumSessionBytes`
/// and `maximumTotalBytes`, whatever browsers do; past them a new tab gets a clear refusal (503
/// with `Retry-After`) and an existing one a message that its view ended.
public struct LiveViewLimits: Hashable, Sendable {
    /// Sessions at once. Default 1,000.
    public var maximumSessions: Int
    /// Sessions at once from one client address (behind a trusted proxy, the browser's), so that
    /// one client cannot take every place. Default 50.
    public var maximumSessionsPerClient: Int
    /// What one session may hold: its page's HTML, kept to re-render parts of it, and the
    /// records of its views. A view that grows past it ends with a message. Default 8 MiB.
    public var maximumSessionBytes: Int
    /// What all sessions may hold together: past it, new sessions are refused. Default 256 MiB.
    public var maximumTotalBytes: Int
    /// How long a session lives with no request and no open stream: a page without the live
    /// script, or one left open on a laptop that went to sleep. Default 30 minutes.
    public var idleTimeout: Duration
    /// How long a session outlives its page's stream: a reload or a dropped connection within it
    /// finds the state as it was; a tab closed for longer is forgotten. Default 2 minutes.
    public var reconnectGrace: Duration
    /// Changes kept for a page that reconnects after missing some; one further behind gets the
    /// whole view again. Default 64.
    public var backlogPatches: Int
    /// Bytes of changes waiting for one page that reads slowly; past it, the page gets the whole
    /// view again when it catches up. Default 1 MiB.
    public var subscriberBytes: Int
    /// How often an idle stream sends a comment. Default 20 seconds.
    public var heartbeat: Duration
    /// Streams one session may have open at once: its tab, and a few copies of its address.
    /// More are refused with 503. Default 4.
    public var streamsPerSession: Int

    /// Limits with the given values, or the defaults.
    public init(
        maximumSessions: Int = 1_000, maximumSessionsPerClient: Int = 50, maximumSessionBytes: Int = 8 << 20, maximumTotalBytes: Int = 256 << 20,
        idleTimeout: Duration = .seconds(30 * 60), reconnectGrace: Duration = .seconds(120),
        backlogPatches: Int = 64, subscriberBytes: Int = 1 << 20, heartbeat: Duration = .seconds(20), streamsPerSession: Int = 4
    ) {
        self.maximumSessions = max(1, maximumSessions)
        self.maximumSessionsPerClient = max(1, maximumSessionsPerClient)
        self.maximumSessionBytes = max(1, maximumSessionBytes)
        self.maximumTotalBytes = max(1, maximumTotalBytes)
        self.idleTimeout = idleTimeout
        self.reconnectGrace = reconnectGrace
        self.backlogPatches = max(0, backlogPatches)
        self.subscriberBytes = max(0, subscriberBytes)
        self.heartbeat = heartbeat
        self.streamsPerSession = max(1, streamsPerSession)
    }
}
