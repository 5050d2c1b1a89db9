import HTTPTypes
import Tessera

/// The sessions of live views, within their ``LiveViewLimits``: opened for each tab, found again
/// by id and browser, ended when idle or too large.
///
/// One process-wide set (``shared``) serves every `addLiveView` route unless a route is given
/// its own, so that the limits bound the whole server.
@MainActor
public final class LiveViewSessions {
    /// The set that routes use unless given another.
    public nonisolated static let shared = LiveViewSessions()

    /// The bounds of the sessions.
    public nonisolated let limits: LiveViewLimits

    private var sessions: [String: LiveViewSession] = [:]
    private var sweeper: Task<Void, Never>?

    /// Sessions within `limits`.
    public nonisolated init(limits: LiveViewLimits = LiveViewLimits()) {
        self.limits = limits
    }

    /// How many sessions are open.
    public var count: Int { sessions.count }

    /// What all sessions hold, in bytes.
    public var byteCount: Int { sessions.values.reduce(0) { $0 + $1.byteCount } }

    /// The session `id` of `browser` at `path`, if it is open; a request for it counts as activity.
    func session(id: String?, browser: String?, path: String) -> LiveViewSession? {
        guard let id, let browser, let session = sessions[id], !session.isClosed, session.path == path,
            CSRFToken.equal(session.browser, browser)
        else { return nil }
        session.touch()
        return session
    }

    /// A new session for `browser` showing `content`, or a refusal when the limits are reached.
    func open<Content: View>(
        path: String, browser: String, client: String? = nil, environment: EnvironmentValues, options: RenderOptions, content: () -> Content
    ) throws(LiveViewRefusal) -> LiveViewSession {
        sweep()
        try makeRoom(for: client)
        let id = CSRFToken.make()
        let tree: LiveViewTree
        do {
            tree = try LiveViewTree(content: LiveViewRoot(content: content()), environment: environment, options: options, formID: "t-live-" + id.prefix(16))
        } catch {
            throw .renderingFailed(String(describing: error))
        }
        let session = LiveViewSession(id: id, token: CSRFToken.make(), browser: browser, path: path, client: client, tree: tree, limits: limits)
        guard session.byteCount <= limits.maximumSessionBytes else {
            tree.close()
            throw .viewTooLarge(limits.maximumSessionBytes)
        }
        tree.changes.onFirstMark { [weak self, weak session] in
            // A change from elsewhere (a model another tab changed, a task): flushed on the main
            // actor, after whatever changed it.
            Task { @MainActor in
                guard let self, let session else { return }
                self.flush(session)
            }
        }
        // What ran after the first rendering (onAppear, onChange with initial) may have changed
        // state already: the page shows the view after it.
        do {
            try session.flush()
        } catch {
            tree.close()
            throw .renderingFailed(String(describing: error))
        }
        sessions[id] = session
        startSweeper()
        return session
    }

    /// Frees a place for a new session of `client`, within its own places and the server's:
    /// each taken by the session least recently used that no page listens to, or a refusal when
    /// every session in the way has a page listening.
    ///
    /// Refusing instead would let places taken once keep everyone out: a session lives
    /// ``LiveViewLimits/idleTimeout`` without a request, and 1,000 GETs from 21 addresses shut
    /// every live view of a server for 30 minutes.
    private func makeRoom(for client: String?) throws(LiveViewRefusal) {
        if let client {
            var own = sessions.values.filter { $0.client == client }
            while own.count >= limits.maximumSessionsPerClient {
                guard let place = Self.leastUsed(own) else { throw .tooManyFromClient(limits.maximumSessionsPerClient) }
                end(place, Self.displaced)
                own.removeAll { $0 === place }
            }
        }
        while sessions.count >= limits.maximumSessions || byteCount >= limits.maximumTotalBytes {
            guard let place = Self.leastUsed(sessions.values) else {
                throw sessions.count >= limits.maximumSessions ? .tooManySessions(limits.maximumSessions) : .serverFull
            }
            end(place, Self.displaced)
        }
    }

    /// What a session that gave its place to another is told (its page, if it comes back).
    static let displaced = "This view was closed to make room for others while no page showed it. Reload the page to start again."

    /// The session among `sessions` to give its place first: none that a page listens to; of
    /// the others, those never used (no stream, no event) first, then the least recently active.
    private static func leastUsed(_ sessions: some Sequence<LiveViewSession>) -> LiveViewSession? {
        sessions.filter { !$0.hasStreams }.min { a, b in
            let (aUsed, bUsed) = (a.hadStream || a.hadEvent, b.hadStream || b.hadEvent)
            return aUsed != bUsed ? !aUsed : a.lastActivity < b.lastActivity
        }
    }

    /// Handles an event for `session`, within its pace, ending it when the view grew past its
    /// limit.
    func handle(_ fields: [String: String], in session: LiveViewSession) throws(LiveViewRefusal) {
        if let wait = session.spendEvent() { throw .tooManyEvents(retryAfter: wait) }
        do {
            try session.handle(fields)
        } catch {
            end(session, LiveViewRefusal.renderingFailed(String(describing: error)).message)
            throw .renderingFailed(String(describing: error))
        }
        try checkSize(of: session)
    }

    /// Sends what changed in `session` from elsewhere.
    func flush(_ session: LiveViewSession) {
        guard !session.isClosed else { return }
        do {
            try session.flush()
            try checkSize(of: session)
        } catch {
            end(session, LiveViewRefusal.renderingFailed(String(describing: error)).message)
        }
    }

    private func checkSize(of session: LiveViewSession) throws(LiveViewRefusal) {
        guard session.byteCount > limits.maximumSessionBytes else { return }
        end(session, LiveViewRefusal.viewTooLarge(limits.maximumSessionBytes).message)
        throw .viewTooLarge(limits.maximumSessionBytes)
    }

    /// Ends `session`, telling its pages `message`.
    func end(_ session: LiveViewSession, _ message: String) {
        session.close(message)
        sessions[session.id] = nil
    }

    /// Ends the sessions that outlived their limits.
    func sweep() {
        let now = ContinuousClock.now
        for session in sessions.values where session.isExpired(at: now) {
            end(session, "This view was idle too long and ended. Reload the page to start again.")
        }
    }

    /// Sweeps while there are sessions: a quarter of the shorter lifetime between sweeps, so that
    /// a session ends at most a quarter late.
    private func startSweeper() {
        guard sweeper == nil else { return }
        let shortest = min(limits.idleTimeout, limits.reconnectGrace)
        let interval = min(max(shortest / 4, .milliseconds(100)), .seconds(15))
        sweeper = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self else { return }
                self.sweep()
                if self.sessions.isEmpty {
                    self.sweeper = nil
                    return
                }
            }
        }
    }
}

/// Why a live view could not be opened or went on no longer.
enum LiveViewRefusal: Error {
    case tooManySessions(Int)
    case tooManyFromClient(Int)
    case serverFull
    case viewTooLarge(Int)
    case renderingFailed(String)
    /// Events faster than the session's pace: the next may come after the duration.
    case tooManyEvents(retryAfter: Duration)

    var message: String {
        switch self {
        case .tooManySessions(let limit):
            "Too many live views are open on this server (at most \(limit)). Close some tabs, or try again in a minute."
        case .tooManyFromClient(let limit):
            "Too many live views are open from your address (at most \(limit)). Close some tabs, or try again in a minute."
        case .serverFull:
            "The server holds as many live views as its memory allows. Close some tabs, or try again in a minute."
        case .viewTooLarge(let bytes):
            "This view grew past the memory a view may hold (\(bytes / 1024) KiB) and was ended. Reload the page to start again."
        case .renderingFailed:
            // What failed goes to the server's log, not to the page.
            "This view failed to render and was ended. Reload the page to start again."
        case .tooManyEvents:
            "This view received more events than it takes at once, and did not change. Wait a moment, then try again."
        }
    }

    /// The status a refused request gets: 429 for events too fast (the client's doing, and its
    /// to slow down), 503 for a server out of places (no client's fault).
    var status: HTTPResponse.Status {
        if case .tooManyEvents = self { return .tooManyRequests }
        return .serviceUnavailable
    }

    /// The seconds after which to try again, for `Retry-After`: at least one.
    var retryAfter: String {
        guard case .tooManyEvents(let wait) = self else { return "30" }
        let (seconds, attoseconds) = wait.components
        return String(max(1, seconds + (attoseconds > 0 ? 1 : 0)))
    }
}

/// The root of every live view's tree: a view with a body, so that a root that has none of its
/// own (a `Text`, a stack, views side by side in the builder) renders as that body.
struct LiveViewRoot<Content: View>: View {
    let content: Content

    var body: Content { content }
}
