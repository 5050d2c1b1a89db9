import TesseraData
import TesseraRules

extension DirectApplication {
    /// A dashboard's page: each tile's query run for the person, at once — a tile whose query
    /// fails says why and the others show; a tile whose query the person may not run is left out.
    func dashboardPage(named name: String, _ request: DirectRequest) async throws -> DirectPage {
        let (listing, context) = try await dashboardListingAndContext(named: name, request)
        return DirectPage(application: self, context: context, content: .dashboard(listing))
    }

    /// The dashboard `name`'s tiles, read for the person asking.
    func dashboardListing(named name: String, _ request: DirectRequest) async throws -> DashboardListing {
        try await dashboardListingAndContext(named: name, request).listing
    }

    private func dashboardListingAndContext(named name: String, _ request: DirectRequest) async throws -> (listing: DashboardListing, context: RuleContext) {
        let (dashboard, context) = try dashboard(named: name, user: request.user)
        let restrictions = try sqlRestrictions(user: request.user)
        let user = request.user
        let database = database
        let timeLimit = sql.timeLimit
        // The tiles' queries, read together: a dashboard takes as long as its slowest tile.
        let planned: [(index: Int, tile: Dashboard.Tile, query: SavedQuery)] = dashboard.tiles.enumerated().compactMap { index, tile in
            guard let query = queries[tile.query], (try? savedQuery(named: tile.query, user: user)) != nil else { return nil }
            return (index, tile, query)
        }
        var tiles: [(Int, DashboardListing.Tile)] = []
        try await withThrowingTaskGroup(of: (Int, DashboardListing.Tile).self) { group in
            for (index, tile, query) in planned {
                let fields = savedQueryFields(of: query, values: tile.values.map { (name: $0.key, value: $0.value) }, isSent: true, in: request.localization)
                let values = fields.map { (name: $0.name, value: $0.value) }
                var read = DashboardListing.Tile(
                    title: tile.title ?? query.displayTitle, show: tile.show, address: paths.savedQuery(query.name, values: values))
                if let mistake = fields.first(where: { $0.mistake != nil }) {
                    read.failure = "\(mistake.name) \(mistake.mistake ?? "")"
                    tiles.append((index, read))
                    continue
                }
                let bound = try boundValues(of: fields)
                let rowLimit = tile.show == .table ? 10 : 100
                group.addTask {
                    do {
                        read.result = try await database.run(
                            SQLQuery(query.sql, parameters: bound, timeLimit: timeLimit, rowLimit: rowLimit, restrictions: restrictions))
                    } catch let error as DatabaseError where Self.isQueryMistake(error) {
                        read.failure = error.message
                    }
                    return (index, read)
                }
            }
            for try await tile in group { tiles.append(tile) }
        }
        let listing = DashboardListing(
            dashboard: dashboard,
            tiles: tiles.sorted { $0.0 < $1.0 }.map { _, tile in
                var tile = tile
                tile.linkedEntities = tile.result?.columns.map { linkedEntity(of: $0, user: user) } ?? []
                return tile
            })
        return (listing, context)
    }

    /// The dashboard `name` and the context its rules are read in, for `user`; refused when there
    /// is none (404) or its `allowed` condition leaves the person out (403).
    private func dashboard(named name: String, user: SignedInUser?) throws -> (Dashboard, RuleContext) {
        guard let dashboard = queries.dashboard(named: name) else { throw DirectError(.notFound, .noDashboardNamed(name)) }
        var context = context(task: .dashboard, user: user)
        context.dashboard = dashboard
        guard dashboard.allowed?.evaluate(in: context) ?? true, context.allowsDashboard else {
            throw DirectError(.forbidden, .dashboardForbidden(dashboard.displayTitle))
        }
        return (dashboard, context)
    }

    /// The entities whose tables the dashboard `name`'s tiles read (see
    /// `Database.entitiesRead(by:)`): what its live stream listens for, so that a change
    /// elsewhere does not make every open dashboard read all its tiles again. Only the tiles the
    /// person sees, and the tables they may see: a stream does not tell them when something
    /// hidden from them changes. Asked as `user` asks for the dashboard's page, and refused as
    /// that page is: 404 when there is no such dashboard, 403 when its `allowed` condition
    /// leaves the person out.
    public func entitiesRead(byDashboard name: String, user: SignedInUser?) throws -> Set<String> {
        let (dashboard, _) = try dashboard(named: name, user: user)
        var entities: Set<String> = []
        for tile in dashboard.tiles {
            guard let (query, _) = try? savedQuery(named: tile.query, user: user) else { continue }
            entities.formUnion(database.entitiesRead(by: query.sql).filter { isVisible($0, user: user) })
        }
        return entities
    }

    /// The entity that the saved query `name` changes, when it is one that writes: what a
    /// server refreshes the live lists and dashboards of after it ran.
    public func entityChanged(bySavedQuery name: String) -> String? {
        guard let query = queries[name], query.isWritable else { return nil }
        return try? database.tableChanged(by: query.sql)
    }

    /// The dashboards `user` may open, in order: what the start page lists.
    func dashboards(for user: SignedInUser?) -> [Dashboard] {
        queries.dashboards.filter { (try? self.dashboard(named: $0.name, user: user)) != nil }
    }
}
