import Tessera
import TesseraSections

/// A coordinator's sections served live: the routes their controls post to, and a stream of
/// server-sent events that brings every browser showing them each change, as it happens.
///
/// ```swift
/// let live = await LiveSections(coordinator: ListCoordinator(id: "contacts", sectionProvider: screen,
///                                                             actionPath: "/contacts/sections"))
/// live.addRoutes(to: router)                     // POST /contacts/sections/select?…, GET …/events
/// router.get("contacts") { request, context in
///     let region = await live.region(csrfToken: context.csrfToken, returnPath: "/contacts")
///     return HTMLResponse(title: "Contacts") { region }
/// }
/// ```
///
/// - A control's request is handed to the coordinator (`SectionCoordinator.handle(_:)`), which
///   maps the row to its section and local index; a refusal is an error page (400, 403, 404).
///   Then the browser comes back to the page (303), or, from the live script, gets 204.
/// - Every batch of changes becomes a `SectionUpdate`, kept in a bounded backlog and queued for
///   every listening browser. A browser that reconnects with the version it has (`Last-Event-ID`)
///   gets the updates it missed, or every section again when it is too far behind, or from before
///   a restart.
/// - A browser that reads too slowly gets every section again instead of an ever longer queue;
///   one that goes away is forgotten at once (the stream ends when the connection closes, and
///   when the server shuts down).
@SectionActor
public final class LiveSections {
    /// The coordinator of the sections.
    public nonisolated let coordinator: SectionCoordinator
    /// Where the controls post to: the coordinator's `SectionCoordinator.actionPath`, or `nil`
    /// for sections shown without controls.
    public nonisolated let path: String?
    /// Where the stream is.
    public nonisolated let eventsPath: String
    /// The bounds of memory and connections.
    public nonisolated let limits: LiveLimits
    /// The streams this server may hold open, shared with its other live sections.
    public nonisolated let quota: LiveStreamQuota

    private var backlog: UpdateBacklog
    private var subscribers: [ObjectIdentifier: LiveSubscriber] = [:]

    /// Serves `coordinator`'s sections live, with their stream at `eventsPath` — by default
    /// `actionPath/events`, beside the controls' routes. A coordinator without an action path
    /// (sections without controls) needs an `eventsPath`; it may carry a query, which the live
    /// script keeps when it connects. Give sections of one server one `quota`, so that its
    /// bounds on open streams hold across them; by default they have one of their own.
    public init(
        coordinator: SectionCoordinator, eventsPath: String? = nil, limits: LiveLimits = LiveLimits(),
        quota: LiveStreamQuota? = nil
    ) {
        guard let eventsPath = eventsPath ?? coordinator.actionPath.map({ $0 + "/events" }) else {
            preconditionFailure("sections served live need an eventsPath, or a coordinator with an actionPath")
        }
        self.coordinator = coordinator
        self.path = coordinator.actionPath
        self.eventsPath = eventsPath
        self.limits = limits
        self.quota = quota ?? LiveStreamQuota(maximumStreams: limits.maximumSubscribers, maximumStreamsPerClient: limits.maximumSubscribers)
        backlog = UpdateBacklog(maximumCount: limits.backlogUpdates, maximumBytes: limits.backlogBytes)
        coordinator.onUpdate { [weak self] update in self?.publish(update) }
    }

    /// The sections as they are now, for a page: `csrfToken` goes into the region's form (the
    /// request context's token), and `returnPath` is where a browser comes back to after posting
    /// without the script (the page's own path). Sections without controls have no form and
    /// need neither.
    public func region(csrfToken: String = "", returnPath: String = "") -> LiveRegion {
        LiveRegion(sections: coordinator.view(
            formFields: [(CSRFMiddleware<BasicTesseraRequestContext>.fieldName, csrfToken), (PostResponse.returnField, returnPath)],
            liveURL: eventsPath))
    }

    /// How many browsers are listening now.
    public var subscriberCount: Int { subscribers.count }

    private func publish(_ update: SectionUpdate) {
        backlog.append(update)
        for subscriber in subscribers.values { subscriber.deliver(update) }
    }

    /// A new listener that has `since` (what its page or its last event showed), with what it
    /// missed already queued: the updates after `since`, or a reset when they are not all kept,
    /// `since` is of another epoch (a restart) or none. Done in one step on ``SectionActor``, so no
    /// update falls between what it missed and what comes next.
    func subscribe(since: SectionVersion?) -> LiveSubscriber? {
        guard subscribers.count < limits.maximumSubscribers else { return nil }
        let coordinator = coordinator
        let subscriber = LiveSubscriber(byteLimit: limits.subscriberBytes) { coordinator.content() }
        if let since, since != coordinator.version {
            if let missed = backlog.updates(after: since) {
                for update in missed { subscriber.deliver(update) }
            } else {
                subscriber.resetQueue()
            }
        } else if since == nil {
            subscriber.resetQueue()
        }
        subscribers[ObjectIdentifier(subscriber)] = subscriber
        return subscriber
    }

    /// Ends every stream: the sections are being forgotten. Browsers reconnect, and are told to
    /// start again.
    func closeAllStreams() {
        for subscriber in subscribers.values { subscriber.close() }
    }

    /// Forgets a listener whose stream ended.
    func unsubscribe(_ subscriber: LiveSubscriber) {
        subscriber.close()
        subscribers[ObjectIdentifier(subscriber)] = nil
    }

    /// Hands an event from a request to the coordinator.
    func handle(_ event: SectionEvent) throws(SectionEventError) {
        try coordinator.handle(event)
    }

    /// The renderer of resets: the coordinator's.
    var renderer: HTMLRenderer { coordinator.renderer }
}
