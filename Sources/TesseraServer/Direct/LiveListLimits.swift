/// The bounds of a Direct application's live lists and dashboards: how many lists it keeps, the
/// memory their rows may take together, the streams browsers may hold open, and how often a
/// dashboard is read again.
///
/// ```swift
/// router.addDirectRoutes(application, liveListLimits: LiveListLimits(maximumBytes: 16 << 20))
/// ```
///
/// Lists nobody listens to are forgotten first, least recently shown first; past the bytes,
/// lists that have listeners are forgotten too, and their browsers reconnect and start again.
public struct LiveListLimits: Hashable, Sendable {
    /// Lists kept at most. Default 64.
    public var maximumLists: Int
    /// Bytes the lists' rows (and the updates kept for reconnecting browsers) take together, at
    /// most. Default 64 MiB.
    public var maximumBytes: Int
    /// Live streams open at once, in all. Default 1,000.
    public var maximumStreams: Int
    /// Live streams open at once from one client address. Default 32.
    public var maximumStreamsPerClient: Int
    /// How often an SQLite database is asked whether another connection or process changed it,
    /// while lists are kept (`Database.changes(pollingEvery:)`): a change made elsewhere
    /// reaches the browsers within about this long. At least 10 ms; default 250 ms. PostgreSQL
    /// announces changes as they commit, and is not asked.
    public var changePollInterval: Duration
    /// How often, at most, a dashboard's stream tells its browser that the tables its tiles read
    /// changed: each telling makes the browser read the dashboard again, every tile's query, so
    /// a table written many times a second costs each open dashboard one reading in this long.
    /// At least 10 ms; default 1 s. Dashboard streams count among ``maximumStreams``.
    public var dashboardRefreshInterval: Duration

    /// Limits with the given values, or the defaults.
    public init(
        maximumLists: Int = 64, maximumBytes: Int = 64 << 20, maximumStreams: Int = 1_000, maximumStreamsPerClient: Int = 32,
        changePollInterval: Duration = .milliseconds(250), dashboardRefreshInterval: Duration = .seconds(1)
    ) {
        self.maximumLists = max(1, maximumLists)
        self.maximumBytes = max(0, maximumBytes)
        self.maximumStreams = max(1, maximumStreams)
        self.maximumStreamsPerClient = max(1, maximumStreamsPerClient)
        self.changePollInterval = max(.milliseconds(10), changePollInterval)
        self.dashboardRefreshInterval = max(.milliseconds(10), dashboardRefreshInterval)
    }
}
