/// The bounds of live views' sessions: how many, how large, how long they live, how fast they
/// take events.
///
/// Every browser tab showing a live view has a session on the server holding its view tree and
/// state. The bounds keep the server's memory within `maximumSessions × maximumSessionBytes`
/// and `maximumTotalBytes`, whatever browsers do. A new tab past them takes the place of the
/// session least recently used that no page listens to (no open stream): places held by tabs
/// that never came back, or by a client opening sessions it never uses, free themselves. Only
/// when every place is listened to is a new tab refused (503 with `Retry-After`). A tab whose
/// view grows past its bound gets a message that its view ended, and one that sends events
/// faster than ``eventBurst`` and ``eventInterval`` allow gets 429, its events changing nothing.
///
/// What a shared model holds (one every tab shows) is the application's to bound: it grows for
/// everyone at once, so the session bound would end every tab and refuse every new one. Give such
/// a model a capacity of its own, and refuse in words what goes past it.
public struct LiveViewLimits: Hashable, Sendable {
    /// Sessions at once. Past it, a new one takes the place of the least recently used that no
    /// page listens to. Default 1,000.
    public var maximumSessions: Int
    /// Sessions at once from one client address (behind a trusted proxy, the browser's), so that
    /// one client cannot take every place: past it, the client's new session takes the place of
    /// its own least recently used that no page listens to. Default 50.
    public var maximumSessionsPerClient: Int
    /// What one session may hold: its page's HTML, kept to re-render parts of it, and the
    /// records of its views. A view that grows past it ends with a message. Default 8 MiB.
    public var maximumSessionBytes: Int
    /// What all sessions may hold together: past it, a new session takes the place of the least
    /// recently used that no page listens to, or is refused. Default 256 MiB.
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
    /// Events one session may send at once, before ``eventInterval`` paces it. Default 30.
    public var eventBurst: Int
    /// How often a session earns one more event past its burst: ten a second by default (100
    /// ms). Faster events are refused with 429 and `Retry-After`, and change nothing.
    /// `.zero` lets every event through.
    public var eventInterval: Duration

    /// Limits with the given values, or the defaults.
    public init(
        maximumSessions: Int = 1_000, maximumSessionsPerClient: Int = 50, maximumSessionBytes: Int = 8 << 20, maximumTotalBytes: Int = 256 << 20,
        idleTimeout: Duration = .seconds(30 * 60), reconnectGrace: Duration = .seconds(120),
        backlogPatches: Int = 64, subscriberBytes: Int = 1 << 20, heartbeat: Duration = .seconds(20), streamsPerSession: Int = 4,
        eventBurst: Int = 30, eventInterval: Duration = .milliseconds(100)
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
        self.eventBurst = max(1, eventBurst)
        self.eventInterval = max(.zero, eventInterval)
    }
}
