import Hummingbird
import Synchronization
import Logging
import Tessera
import TesseraData
import TesseraDirect
import TesseraSections

/// Keeps a Direct application's list pages live: a browser showing a list sees rows that another
/// browser saves, adds or deletes change in place, without a reload.
///
/// Each list a page shows — an entity with its order, search, filters and page — is a
/// ``QuerySection`` laid out as the page's own rows — by a ``TableCoordinator`` in the columns of
/// the basic look's table, or by a ``ListCoordinator`` as the fiori look's object items — and
/// served by a ``LiveSections`` whose stream is at `basePath/live/ENTITY?QUERY`. A form the
/// application saved (a POST answered with a redirect) refreshes the lists of its entity and of
/// the entities that refer to it, which may show it (a name through a to-one relationship) or have
/// lost rows with it (a cascading delete). A change made outside this process — another instance
/// of the application, another program, a person at a `sqlite3` or `psql` prompt — is heard
/// through `Database.changes(pollingEvery:)` while lists are kept: on SQLite by asking the file
/// every ``LiveListLimits/changePollInterval``, which refreshes every list that has listeners; on
/// PostgreSQL by listening for the entities other instances' saves (and, with the triggers
/// installed, other programs') announce, which refreshes the listened lists of those entities, of
/// the entities that refer to them and of the views. A page load shows the rows it fetched in its
/// list too.
///
/// Dashboards are live too, more simply: a browser showing one listens at
/// ``DirectPaths/dashboardEvents(_:since:)`` and is told, at most once a
/// ``LiveListLimits/dashboardRefreshInterval``, when a table its tiles read changed (heard as the
/// lists hear changes); it then reads the page again and puts the new tiles in place. Nothing of
/// a dashboard is kept here but its listeners.
///
/// The lists are kept in memory, a bounded number: one nobody listens to is forgotten first. A
/// stream whose list was forgotten, or made before a restart, makes it again from the query in
/// its address, and the browser gets every row anew. Pages the rules replace with views of their
/// own, rows shown by a view of their own, and pages with the rules' explanations are not live.
@SectionActor
final class DirectLiveLists {
    /// A list served live.
    @SectionActor
    private final class LiveList {
        let section: QuerySection
        let coordinator: SectionCoordinator
        let live: LiveSections
        var lastUse: UInt64

        init(section: QuerySection, coordinator: SectionCoordinator, live: LiveSections, lastUse: UInt64) {
            self.section = section
            self.coordinator = coordinator
            self.live = live
            self.lastUse = lastUse
        }

        /// The memory the list holds: its rows, and at most its updates kept for reconnecting
        /// browsers.
        var estimatedByteCount: Int {
            section.estimatedByteCount + DirectLiveLists.limits.backlogBytes / 4
        }
    }

    /// Bounds for each list: smaller than a screen's defaults, as there are many lists.
    static let limits = LiveLimits(backlogUpdates: 64, backlogBytes: 512 << 10, subscriberBytes: 256 << 10)

    nonisolated let application: DirectApplication
    nonisolated let bounds: LiveListLimits
    /// The streams of every list, counted together.
    nonisolated let quota: LiveStreamQuota
    private var lists: [String: LiveList] = [:]
    private var clock: UInt64 = 0
    /// Entities changed since the refresh under way began.
    private var pendingEntities: Set<String> = []
    /// The refresh under way, if any.
    private var refreshing: Task<Void, Never>?
    /// What watches the database for changes made elsewhere, while lists are kept.
    private var watching: Task<Void, Never>?
    /// The browsers showing a dashboard, each listening for the tables its tiles read.
    private var dashboardListeners: [ObjectIdentifier: DashboardListener] = [:]

    nonisolated init(application: DirectApplication, limits: LiveListLimits = LiveListLimits()) {
        self.application = application
        self.bounds = limits
        self.quota = LiveStreamQuota(maximumStreams: limits.maximumStreams, maximumStreamsPerClient: limits.maximumStreamsPerClient)
    }

    /// Where the stream of `entityName`'s list answering `query` is.
    nonisolated func eventsPath(_ entityName: String, query: ListQuery) -> String {
        application.paths.basePath + "/live/" + DirectPaths.encode(entityName) + query.queryString
    }

    /// The live region for `page`'s rows, or `nil` when the page is not one that is kept live.
    /// The list shows the rows the page fetched, telling browsers already showing it what changed,
    /// in the page's language (`environment`'s, where the application offers a choice).
    func region(for page: DirectPage, environment: EnvironmentValues?) -> LiveRegion? {
        live(for: page, environment: environment)?.region()
    }

    /// The live list of `page` in `environment`'s language and locale, made when new.
    func live(for page: DirectPage, environment: EnvironmentValues?) -> LiveSections? {
        guard let group = page.displayGroup, Self.isLive(page) else { return nil }
        clock += 1
        // The rules' generation too: a list made under rules since reloaded has their labels and
        // components in its columns; pages under the new rules get a list of their own.
        // The page's own plan: a row pushed later is rendered from the decisions its page made,
        // and the list is kept under the generation of the rules that made them.
        let plan = page.pagePlan ?? PagePlan(entity: group.entity, context: page.context, paths: page.directPaths)
        // And the user: rules may show each person other columns, so each has lists of their own.
        let user = page.context.user.map { "\($0.name)\u{1}" + $0.roles.joined(separator: "\u{1}") } ?? ""
        // And the language: a row pushed later is written in its page's.
        let language = environment.map { $0.uiLanguage.code + "\u{1}" + $0.locale.identifier } ?? ""
        let key = "\(plan.generation)\u{0}" + page.context.look + "\u{0}" + group.entity.name + "\u{0}" + group.query.queryString + "\u{0}" + user + "\u{0}" + language
        if let list = lists[key] {
            list.lastUse = clock
            list.section.show(group.rows)
            watchForChangesElsewhere()
            return list.live
        }
        let cursor = group.query.cursor.flatMap { try? PageCursor(token: $0) }
        let section: QuerySection
        let coordinator: SectionCoordinator
        let look = page.look ?? .basic
        let renderer = environment.map { HTMLRenderer(environment: $0) } ?? HTMLRenderer()
        if let row = page.context.rowComponent.customView ?? look.replacement(for: page.context.rowComponent.name)?.customView {
            // Rows of a view of yours stay live: each is the view, reading its row's context from
            // the environment as on the page.
            let context = page.context
            let paths = page.directPaths
            section = QuerySection(database: application.database, specification: group.specification, at: cursor, rows: group.rows) { object in
                row.environment(\.ruleContext, { var rowContext = context; rowContext.object = object; return rowContext }()).environment(\.directPaths, paths).environment(\.directLook, look)
            }
            coordinator = ListCoordinator(id: "rows", sectionProvider: Self.provider(section), renderer: renderer)
        } else if look.base == .fiori {
            let items = group.objectItems(plan: plan)
            section = QuerySection(database: application.database, specification: group.specification, at: cursor, rows: group.rows) { row in
                items.item(for: row)
            }
            coordinator = ListCoordinator(id: "rows", sectionProvider: Self.provider(section), renderer: renderer)
        } else {
            section = QuerySection(database: application.database, specification: group.specification, at: cursor, rows: group.rows) { _ in
                EmptyView()
            }
            coordinator = TableCoordinator<Row>(id: "rows", sectionProvider: Self.provider(section), renderer: renderer) {
                for column in group.columns(plan: plan) { column }
            }
        }
        let live = LiveSections(coordinator: coordinator, eventsPath: eventsPath(group.entity.name, query: group.query), limits: Self.limits, quota: quota)
        lists[key] = LiveList(section: section, coordinator: coordinator, live: live, lastUse: clock)
        forgetIdleLists()
        watchForChangesElsewhere()
        return live
    }

    /// How many times dashboards were told of changes, ever: a dashboard's page carries the
    /// count it was read after, and its stream, opened with it, is told at once when the count
    /// moved meanwhile — a change saved between the page and its stream is not missed.
    nonisolated let dashboardChanges = Mutex<UInt64>(0)

    /// Rings `listener`, a browser showing a dashboard, from now on: when a table its tiles read
    /// changes, or one they refer to, or anything when a tile reads a view — here or elsewhere;
    /// at once when dashboards were told of changes since its page counted `since`. End it with
    /// ``stopListening(_:)``.
    func startListening(_ listener: DashboardListener, since: UInt64?) {
        dashboardListeners[ObjectIdentifier(listener)] = listener
        if let since, since != dashboardChanges.withLock({ $0 }) { listener.changed() }
        watchForChangesElsewhere()
    }

    /// Forgets a dashboard's listener whose stream ended.
    func stopListening(_ listener: DashboardListener) {
        listener.close()
        dashboardListeners[ObjectIdentifier(listener)] = nil
    }

    /// How many browsers are listening to a dashboard now.
    var dashboardListenerCount: Int { dashboardListeners.count }

    /// Rings the dashboards that read a table of `changed` (all of them when `nil`: anything
    /// may have changed).
    ///
    /// A tile reads the tables its query names, not what a list shows through relationships:
    /// the entities told of are those changed, those whose rows refer to a changed one (a
    /// deletion may have cascaded to them, or emptied their reference), and every view.
    /// What a change of a table may change on a dashboard besides that table's own rows: for
    /// each entity, those whose rows refer to its rows (a cascade, a name read through a link);
    /// and every view. Made once, at the first change: the model does not change.
    private lazy var dashboardReach: (referrers: [String: Set<String>], views: Set<String>) = {
        var referrers: [String: Set<String>] = [:]
        var views: Set<String> = []
        for entity in application.database.model.entities {
            if entity.kind == .view { views.insert(entity.name) }
            for relationship in entity.relationships where !relationship.isToMany {
                referrers[relationship.destinationEntity, default: []].insert(entity.name)
            }
        }
        return (referrers, views)
    }()

    private func ringDashboards(reading changed: Set<String>?) {
        dashboardChanges.withLock { $0 &+= 1 }
        guard !dashboardListeners.isEmpty else { return }
        let affected = changed.map { changed in
            var affected = changed.union(dashboardReach.views)
            for name in changed { affected.formUnion(dashboardReach.referrers[name] ?? []) }
            return affected
        }
        for listener in dashboardListeners.values where affected.map({ !$0.isDisjoint(with: listener.entities) }) ?? true {
            listener.changed()
        }
    }

    /// Whether anything here wants to hear of changes: kept lists, or dashboards' listeners.
    private var isListening: Bool { !lists.isEmpty || !dashboardListeners.isEmpty }

    /// Starts watching the database for changes made elsewhere, unless it is watched already or
    /// nothing can change: an immutable SQLite file. The watch ends when no list is kept and no
    /// dashboard is listened to, and starts again with the next list page shown or dashboard
    /// stream opened; a look that fails is tried again after a growing pause.
    private func watchForChangesElsewhere() {
        let database = application.database
        guard watching == nil, isListening, !database.isImmutable else { return }
        let changes = application.database.changes(pollingEvery: bounds.changePollInterval)
        let logger = Logger(label: "tessera.live")
        watching = Task { [weak self] in
            // A failed look (the file locked past the lock wait, removed, unreadable) is tried
            // again after a pause that grows to a minute, while lists are kept; a success starts
            // the pauses over.
            var pause = Duration.seconds(1)
            watch: while !Task.isCancelled {
                do {
                    for try await change in changes {
                        pause = .seconds(1)
                        guard let self, self.somethingChanged(change, logger: logger) else { break watch }
                    }
                    break
                } catch {
                    logger.error("changes made elsewhere could not be looked for", metadata: ["error": "\(error)", "retry": "\(pause)"])
                    do { try await Task.sleep(for: pause) } catch { break }
                    pause = min(pause * 2, .seconds(60))
                    guard let self, self.isListening else { break }
                }
            }
            self?.watchEnded()
        }
    }

    /// Schedules a refresh of the lists somebody listens to that `change` may touch, and tells
    /// the dashboards it may touch; false when nothing listens, which ends the watch.
    ///
    /// The first look of a watch says only that anything may have changed before it: every
    /// dashboard listening is told, so that a change made between a page's reading of its tiles
    /// and the watch's first look is not missed — at the cost of one reading more for the page
    /// whose stream started the watch.
    ///
    /// A save through this application's own database was refreshed for when it was saved
    /// (``entityDidChange(_:logger:)``). Lists nobody listens to are left: the next page that
    /// shows one fetches its rows anyway.
    private func somethingChanged(_ change: DatabaseChange, logger: Logger) -> Bool {
        guard isListening else { return false }
        guard !change.isFromThisDatabase else { return true }
        ringDashboards(reading: change.entityNames)
        var listened = Set(lists.values.lazy.filter { $0.live.subscriberCount > 0 }.map(\.section.entityName))
        if let changed = change.entityNames {
            listened.formIntersection(affectedEntities(changed))
        }
        guard !listened.isEmpty else { return true }
        pendingEntities.formUnion(listened)
        refreshPendingEntitiesSoon(logger: logger)
        return true
    }

    /// `changed` and the entities that refer to one of them, whose lists may show its rows (a
    /// name through a to-one relationship) or have lost rows with them (a cascading delete), and
    /// every view, which may read any table (the model does not say which).
    private func affectedEntities(_ changed: Set<String>) -> Set<String> {
        var affected = changed
        for entity in application.database.model.entities
        where entity.kind == .view
            || entity.relationships.contains(where: { changed.contains($0.destinationEntity) || $0.joinEntity.map(changed.contains) == true })
        {
            affected.insert(entity.name)
        }
        return affected
    }

    private func watchEnded() {
        watching = nil
    }

    /// Schedules a refresh of the lists of `entityName` and of the entities that refer to it,
    /// after a change, and returns at once; tells the dashboards that read them.
    ///
    /// A save answers in the time of its own write: refreshing every cached list of a busy entity
    /// can take a second, and is nobody's business on the request path. Refreshes run one after
    /// another in one task, and coalesce: entities changed while a refresh runs are refreshed
    /// once more after it, however many saves there were. A refresh that fails leaves its list as
    /// it was, and is logged.
    func entityDidChange(_ entityName: String, logger: Logger) {
        ringDashboards(reading: [entityName])
        pendingEntities.formUnion(affectedEntities([entityName]))
        refreshPendingEntitiesSoon(logger: logger)
    }

    /// Starts refreshing the pending entities' lists, unless a refresh runs already (it takes the
    /// new ones in its next round).
    private func refreshPendingEntitiesSoon(logger: Logger) {
        guard refreshing == nil else { return }
        refreshing = Task { [weak self] in
            await self?.refreshPendingEntities(logger: logger)
        }
    }

    /// Refreshes the pending entities' lists that somebody listens to, until no change is
    /// pending.
    ///
    /// A list nobody listens to is left as it is: the next page that shows it, or the next
    /// stream that opens on it, fetches its rows anyway and shows them through it (see
    /// ``live(for:)``). Refreshing them all cost every save the queries of every list ever
    /// shown: 64 kept lists made five saves cost 18 seconds of CPU.
    private func refreshPendingEntities(logger: Logger) async {
        defer { refreshing = nil }
        while !pendingEntities.isEmpty && !Task.isCancelled {
            let names = pendingEntities
            pendingEntities = []
            let listened = lists.values
                .filter { names.contains($0.section.entityName) && $0.live.subscriberCount > 0 }
                .sorted { $0.lastUse > $1.lastUse }
            for list in listened {
                do {
                    try await list.section.refresh()
                } catch {
                    logger.error("a live list could not be refreshed", metadata: ["entity": "\(list.section.entityName)", "error": "\(error)"])
                }
            }
        }
    }

    isolated deinit {
        refreshing?.cancel()
        watching?.cancel()
        for listener in dashboardListeners.values { listener.close() }
    }

    /// Whether `page` shows the look's own table of rows, which a live list can stand in for.
    nonisolated static func isLive(_ page: DirectPage) -> Bool {
        let context = page.context
        // A list that could not be read (a materialized view not populated yet) has nothing to
        // keep live: each refresh would fail the same way.
        // Nor a list a look draws its own way: its page or rows are not the table.
        let look = page.look ?? .basic
        return context.page.isQueryList && look.replacement(for: context.page.name) == nil
            && !context.debug && page.displayGroup?.unavailableReason == nil
    }

    private static func provider(_ section: QuerySection) -> ComposedSectionProvider {
        let provider = ComposedSectionProvider()
        provider.append(section)
        return provider
    }

    /// Forgets lists past the bounds: the least recently shown first, those nobody listens to
    /// before those with listeners. Past the number of lists, only lists nobody listens to go;
    /// past the bytes, lists with listeners go too (their browsers reconnect and start again):
    /// memory is bounded whatever browsers do.
    private func forgetIdleLists() {
        var bytes = lists.values.reduce(0) { $0 + $1.estimatedByteCount }
        guard lists.count > bounds.maximumLists || bytes > bounds.maximumBytes else { return }
        let byAge = lists.sorted { ($0.value.live.subscriberCount == 0 ? 0 : 1, $0.value.lastUse) < ($1.value.live.subscriberCount == 0 ? 0 : 1, $1.value.lastUse) }
        for (key, list) in byAge {
            let listening = list.live.subscriberCount > 0
            let tooMany = lists.count > bounds.maximumLists && !listening
            // The list just made (the newest) stays: its page is being shown now.
            guard tooMany || bytes > bounds.maximumBytes, list.lastUse != clock else { continue }
            lists[key] = nil
            list.live.closeAllStreams()
            bytes -= list.estimatedByteCount
        }
    }
}
