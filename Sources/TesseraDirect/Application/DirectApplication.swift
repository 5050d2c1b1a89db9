import Synchronization
import Tessera
import TesseraData
import TesseraRules

/// The rule-driven application over a database: Direct to SwiftUI's model, answering web
/// requests.
///
/// Give it a database and, optionally, rules; hand it requests; render the pages it answers
/// with. `TesseraServer` does the serving (`router.addDirectRoutes(application)`), and
/// `tessera serve` does all of it from the command line.
///
/// ```swift
/// let database = try await Database.open("rental.sqlite")
/// let rules = RuleModel {
///     \.entity.name == "film" && \.task == .list => \.displayPropertyKeys <= ["title", "rating"]
/// }
/// let application = DirectApplication(database: database, rules: rules)
/// let response = try await application.respond(to: DirectRequest(path: "/e/film"))
/// ```
///
/// Every page is chosen, and every part of it labelled and formatted, by the `RuleModel`: see
/// the keys in `Keys/` and <doc:Direct>.
public final class DirectApplication: Sendable {
    /// The database shown.
    public let database: Database
    /// The rules that decide every page.
    public let rules: RuleModel
    /// Where the pages are.
    public let paths: DirectPaths
    /// Whether nothing may be changed, whatever the rules say: given here, or the database was
    /// opened read-only.
    public let isReadOnly: Bool
    /// The looks the `look` key may name: Tessera's two, and those registered.
    public let looks: DirectLooks
    /// The formatters the `formatter` key may name: the built-in ones, and those registered.
    public let formatters: DirectFormatters

    /// The entity list's row counts, each counted again after ``countLifetime``.
    let rowCounts: RowCountCache
    /// The rows of small related tables that lists' filters offer, by table, naming and person.
    let filterChoiceRows: ExpiringCache<[FilterChoice]>
    /// The choices of set-like text columns, by entity and column, read once for a while.
    let setLikeColumnChoices: ExpiringCache<[String]>
    /// The date drill-downs' counts, by list and period, read once for a while.
    let dateCountCache: ExpiringCache<[Database.DateCount]>
    /// Which columns are worth counting by value, found once in a while.
    let facetSuggestions = FacetSuggestionCache(lifetime: .seconds(300))
    /// How long the database may count a facet's values before the facet says it was too slow
    /// rather than hold the page.
    public let facetTimeLimit: Duration
    /// Whether every create, update and delete made through the application is recorded — who,
    /// when, which row, the values before and after — in the database's history table
    /// (`Database.historyTableName`), in the transaction of the change; and whether the
    /// history pages (`/history`, `/e/ENTITY/KEY/history`) are there.
    public let recordsHistory: Bool
    /// The bulk actions the `bulkActions` key may name.
    public let bulkActions: DirectBulkActions
    /// Characters of a long text or JSON value that a list and its JSON page read and show
    /// (`--cell-preview-length`): the statement selects that prefix, not the value, and the page
    /// says the value was cut. ``defaultCellPreviewLength`` unless given.
    public let cellPreviewLength: Int
    /// Bytes a form's files may hold together (`multipart/form-data`): a larger upload is refused
    /// (413) before anything of it is written. The form's file fields say so.
    public let uploadLimit: Int
    /// The folder on the server's disk where text columns a rule marks (`fileFolder`) keep the
    /// files people upload (`--upload-folder`); `nil` for none, when such a rule has no effect.
    public let uploadFolder: UploadFolder?
    /// The ``uploadLimit`` of an application that names none: 10 MiB.
    public static let defaultUploadLimit = 10 << 20
    /// The languages a page may be shown in, chosen for each request by the person's choice,
    /// their browser's `Accept-Language` or ``defaultLanguage``: ``translatedLanguages`` unless
    /// given.
    public let languages: [UILanguage]
    /// The language of a page when neither the person nor their browser chooses one of
    /// ``languages``.
    public let defaultLanguage: UILanguage
    /// The languages the application's own texts are all written in. English only, for now: the
    /// components and the view layer speak German, French, Spanish and Japanese already, the
    /// application's pages are being translated, and a language joins this list when they are.
    public static let translatedLanguages: [UILanguage] = [.english]
    /// How the SQL page (`/sql`) runs the queries people write there; ``DirectSQLSettings/disabled``
    /// for none.
    public let sql: DirectSQLSettings
    /// The saved queries, each a page at `/q/NAME` (``SavedQuery``), and the dashboards made of
    /// them; none by default. ``replaceQueries(_:)`` puts others in their place.
    public var queries: SavedQueries { savedQueries.withLock { $0.queries } }
    /// Each saved query's parameters in the order its text names them, and what it does with
    /// each: read from its text once, not at each request.
    var queryParameters: [String: QueryParameters] { savedQueries.withLock { $0.parameters } }
    /// How many times the saved queries were replaced (``replaceQueries(_:)``): a live stream
    /// of a dashboard ends when it moves, as when the rules are reloaded.
    public var queriesGeneration: Int { savedQueries.withLock { $0.generation } }
    /// The names of a query's parameters, and what it does with each.
    /// Kept with the text they were read from: a query read before a reload is not given the
    /// parameters of its successor.
    typealias QueryParameters = (sql: String, names: [String], uses: [String: SQLParameterUse])
    private let savedQueries: Mutex<(queries: SavedQueries, parameters: [String: QueryParameters], generation: Int)>
    /// 300 characters: a list cell's worth.
    public static let defaultCellPreviewLength = 300
    /// Characters of a long value a row's own page (and its JSON) reads and shows: past them it
    /// offers the value as a download, which streams every byte.
    public static let rowPreviewLength = DownloadLink.longText
    /// Whether the history table was made (or found) by this application.
    private let historyPrepared = Mutex(false)
    /// The list pages' plans, kept while the rules stay the same.
    let pagePlans = RuleAnswerCache<PagePlan>()
    /// Whether each person may use the SQL page, under the rules of the time.
    let sqlAccess = RuleAnswerCache<Bool>()
    /// The markup of the parts of pages that depend on little (a menu, a list's controls),
    /// written once for each value of what they depend on (`KeptMarkup`) and kept here: the
    /// pages' environment is the application's, the same for every page but what their keys say.
    public let keptMarkup = KeptMarkupStore()
    /// The columns each list's bulk form may set, and the values each may take (see ``bulkColumns(of:user:)``).
    let bulkForms = RuleAnswerCache<BulkColumns>()
    /// What each list asks the rules that its rows and parameters do not change (see ``ListAnswers``).
    let listAnswers = RuleAnswerCache<ListAnswers>()
    /// The attributes each page's parameters may name (see ``reachableAttributeNames(in:)``).
    let reachableNames = RuleAnswerCache<Set<String>>()
    /// The entities the entity list shows each user (the rules may show each their own), under
    /// a generation of the rules.
    private let visibleNames = Mutex<(generation: Int, names: [SignedInUser?: Set<String>])>((-1, [:]))
    /// The most users whose visible entities are kept at once; past it, the names are worked out
    /// again as users come.
    static let visibleNamesCapacity = 1024

    /// How long the entity list shows a table's row count before counting it again; a save
    /// through the application counts again at once. Zero counts on every request.
    public var countLifetime: Duration { rowCounts.lifetime }

    /// How many rows of a to-many relationship an inspect page shows before linking to the list.
    static let relatedPreviewSize = 5
    /// Up to how many rows a to-one relationship's editor offers as a choice; beyond, it asks
    /// for the key and links to a search.
    static let maximumChoices = 100

    /// An application over `database`, decided by `rules`, with pages under `paths`; the entity
    /// list's row counts are kept for `countLifetime`. `looks` and `formatters` are what rules
    /// may name beside Tessera's own. A facet's counts may take `facetTimeLimit`. With
    /// `recordsHistory`, every change is recorded (see ``recordsHistory``); the history table is
    /// made on the first change, or by ``prepareHistory()``.
    public init(
        database: Database, rules: RuleModel = RuleModel(), paths: DirectPaths = DirectPaths(), isReadOnly: Bool = false,
        countLifetime: Duration = .seconds(10), looks: DirectLooks = .standard, formatters: DirectFormatters = .standard,
        facetTimeLimit: Duration = .milliseconds(200), recordsHistory: Bool = false, bulkActions: DirectBulkActions = .standard,
        cellPreviewLength: Int = DirectApplication.defaultCellPreviewLength, sql: DirectSQLSettings = DirectSQLSettings(),
        queries: SavedQueries = SavedQueries(), uploadLimit: Int = DirectApplication.defaultUploadLimit, uploadFolder: UploadFolder? = nil,
        languages: [UILanguage] = DirectApplication.translatedLanguages, defaultLanguage: UILanguage = .english
    ) {
        self.languages = languages.isEmpty ? [defaultLanguage] : languages
        self.defaultLanguage = defaultLanguage
        self.uploadLimit = max(uploadLimit, 0)
        self.uploadFolder = uploadFolder
        self.sql = sql
        self.savedQueries = Mutex((queries, Self.parameters(of: queries, database: database), 0))
        self.bulkActions = bulkActions
        self.cellPreviewLength = max(cellPreviewLength, 64)
        self.facetTimeLimit = facetTimeLimit
        self.recordsHistory = recordsHistory
        self.database = database
        self.rules = rules
        self.paths = paths
        self.looks = looks
        self.formatters = formatters
        rowCounts = RowCountCache(lifetime: countLifetime)
        filterChoiceRows = ExpiringCache(lifetime: countLifetime)
        setLikeColumnChoices = ExpiringCache(lifetime: countLifetime)
        dateCountCache = ExpiringCache(lifetime: countLifetime)
        // A database opened read-only makes a read-only application: no form offers a change
        // the engine would refuse.
        self.isReadOnly = isReadOnly || database.isReadOnly
    }

    /// A rule context for `task` on `entity` and `object`, seen by `user`, with the model and the
    /// application's settings given.
    public func context(
        task: DirectTask, entity: Entity? = nil, object: Row? = nil, debug: Bool = false, user: SignedInUser? = nil
    ) -> RuleContext {
        var context = RuleContext(model: rules)
        context.model = database.model
        context.task = task
        if let user { context.user = user }
        if let entity { context.entity = entity }
        if let object { context.object = object }
        if isReadOnly {
            // Given, not left to the rules: a given value is never overruled, so no rule can make
            // a read-only application writable again.
            context.readOnly = true
            context.isEntityReadOnly = true
        }
        if debug { context.debug = true }
        // Without a folder to keep them in, there are no files in text columns: given, so that
        // no rule's `fileFolder` turns a column of text into a file field that cannot save.
        if uploadFolder == nil { context.fileFolder = nil }
        return context
    }

    /// The page that tells `user` the application refused a request, in the application's frame:
    /// its title the status's `reason` ("Not Found"), `message` under it, and the way back. A
    /// server shows it for a ``DirectError`` of a page's address (a program asking for JSON gets
    /// JSON).
    public func failurePage(status: Int, reason: String, message: String, user: SignedInUser?) -> DirectPage {
        var context = self.context(task: .query, user: user)
        context.title = reason
        return DirectPage(application: self, context: context, content: .failure(status: status, message: message))
    }

    /// The page on which `user` changes their own password, in the application's frame (its bar,
    /// its look, breadcrumbs leading back to the start page): `form` says what it shows. A
    /// server shows it at the address of its sign-in's password page (TesseraServer's
    /// `LoginMiddleware`), with the form's token, sign-out and password paths set as on every
    /// page.
    public func passwordChangePage(_ form: PasswordChangeForm, user: SignedInUser?) -> DirectPage {
        var context = self.context(task: .query, user: user)
        context.title = "Change password"
        return DirectPage(application: self, context: context, content: .passwordChange(form))
    }

    /// Answers a request: a page, or (after a form was saved) an address to go to.
    ///
    /// - Throws: ``DirectError`` for an address that names nothing (`notFound`), malformed
    ///   parameters (`badRequest`) or a change where changes are not allowed (`forbidden`); any
    ///   other error is the database's, for the server to log.
    public func respond(to request: DirectRequest) async throws -> DirectResponse {
        // A row's page reads the row and its links, then each related list: one connection,
        // borrowed once. Not a list, whose statement may be heavy (a search of millions of rows):
        // a heavy statement waits for a place so that it never holds every connection, and a page
        // that held one all along would; nor a form that saves, whose transaction takes a
        // connection of its own, which it must not wait for while holding another; nor a download
        // or an export, whose rows are read as they are sent.
        let response =
            Self.readsOneRow(request)
            ? try await database.withConnectionKept { try await self.route(request) }
            : try await route(request)
        if request.method == .post, case .redirect = response {
            // Something was saved, deleted or refreshed: the counts the entity list shows may
            // have changed.
            rowCounts.forgetAll()
            filterChoiceRows.forgetAll()
        }
        return response
    }

    /// Whether `request` asks for a row's page, its edit form or its delete confirmation.
    private static func readsOneRow(_ request: DirectRequest) -> Bool {
        guard request.method == .get else { return false }
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.first == "e" else { return false }
        switch segments.count {
        case 3: return !segments[2].hasSuffix(".json")
        case 4: return segments[3] == "edit" || segments[3] == "delete"
        default: return false
        }
    }

    private func route(_ request: DirectRequest) async throws -> DirectResponse {
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: true)
        do {
            switch (request.method, segments.count, segments.first) {
            case (.get, 0, _):
                return .page(try await entityListPage(request), status: 200)
            case (.get, 1, ".json"):
                return .json(try await entitiesJSON(request))
            case (.get, 1, "openapi.json"):
                return .json(try OpenAPIDescription(application: self, user: request.user).document())
            case (.get, 2, "e"):
                let name = try DirectPaths.decode(segments[1])
                // `/e/ENTITY.csv`, unless a table is called that.
                if name.hasSuffix(".csv"), (try? database.model.entity(named: name)) == nil {
                    return .export(try await export(entityName: String(name.dropLast(4)), format: .csv, request))
                }
                if name.hasSuffix(".json"), (try? database.model.entity(named: name)) == nil {
                    let entityName = String(name.dropLast(5))
                    if request.parameters.contains(where: { $0.name == "all" && $0.value == "1" }) {
                        return .export(try await export(entityName: entityName, format: .jsonLines, request))
                    }
                    return .json(try await listJSON(entityName: entityName, request))
                }
                return .page(try await listPage(entityName: name, request), status: 200)
            case (.post, 3, "e") where segments[2] == "bulk":
                return try await bulk(entityName: try DirectPaths.decode(segments[1]), request)
            case (.post, 2, "e"):
                return try await refresh(entityName: try DirectPaths.decode(segments[1]), request)
            case (.get, 1, "history"):
                return .page(try await historyPage(request), status: 200)
            case (.get, 1, "sql"):
                let (page, status) = try await sqlPage(request)
                return .page(page, status: status)
            case (.get, 1, "sql.csv"):
                return .queryExport(try await sqlExport(format: .csv, request))
            case (.get, 1, "sql.json"):
                return .queryExport(try await sqlExport(format: .json, request))
            case (.get, 2, "d"):
                return .page(try await dashboardPage(named: try DirectPaths.decode(segments[1]), request), status: 200)
            case (.post, 2, "q"):
                return try await runSavedChange(named: try DirectPaths.decode(segments[1]), request)
            case (.get, 2, "q"):
                let name = try DirectPaths.decode(segments[1])
                for format in SQLQueryExport.Format.allCases where name.hasSuffix("." + format.rawValue) && queries[name] == nil {
                    return .queryExport(try await savedQueryExport(named: String(name.dropLast(format.rawValue.count + 1)), format: format, request))
                }
                let (page, status) = try await savedQueryPage(named: name, request)
                return .page(page, status: status)
            case (.get, 4, "e") where segments[3] == "history":
                return .page(try await rowHistoryPage(entityName: try DirectPaths.decode(segments[1]), key: segments[2], request), status: 200)
            case (.get, 3, "e") where segments[2].hasSuffix(".json"):
                return .json(try await rowJSON(entityName: try DirectPaths.decode(segments[1]), key: segments[2].dropLast(5), request))
            case (.get, 3, "e"):
                return .page(try await inspectPage(entityName: try DirectPaths.decode(segments[1]), key: segments[2], request), status: 200)
            case (_, 4, "e") where segments[3] == "edit":
                let entityName = try DirectPaths.decode(segments[1])
                return request.method == .get
                    ? .page(try await editPage(entityName: entityName, key: segments[2], request), status: 200)
                    : try await save(entityName: entityName, key: segments[2], request)
            case (_, 4, "e") where segments[3] == "delete":
                let entityName = try DirectPaths.decode(segments[1])
                return request.method == .get
                    ? .page(try await deletePage(entityName: entityName, key: segments[2], request), status: 200)
                    : try await delete(entityName: entityName, key: segments[2], request)
            case (_, 2, "new"):
                let entityName = try DirectPaths.decode(segments[1])
                return request.method == .get
                    ? .page(try await editPage(entityName: entityName, key: nil, request), status: 200)
                    : try await save(entityName: entityName, key: nil, request)
            case (.get, 3, "choices"):
                return .json(
                    try await choicesJSON(entityName: try DirectPaths.decode(segments[1]), relationshipName: try DirectPaths.decode(segments[2]), request))
            case (.post, 5, "e") where segments[3] == "related":
                return try await changeRelated(
                    entityName: try DirectPaths.decode(segments[1]), key: segments[2], relationshipName: try DirectPaths.decode(segments[4]), request)
            case (.post, 5, "e") where segments[3] == "undo":
                return try await undo(entityName: try DirectPaths.decode(segments[1]), key: segments[2], entry: segments[4], request)
            case (.get, 5, "e") where segments[3] == "download":
                return try await download(
                    entityName: try DirectPaths.decode(segments[1]), key: segments[2], attributeName: try DirectPaths.decode(segments[4]), request)
            case (.get, 5, "e") where segments[3] == "thumbnail":
                return try await thumbnail(
                    entityName: try DirectPaths.decode(segments[1]), key: segments[2], attributeName: try DirectPaths.decode(segments[4]), request)
            case (.post, 0...3, _):
                throw DirectError(.badRequest, "This address shows a page; it does not take a form.")
            default:
                throw DirectError(.notFound, .noPageAtThisAddress)
            }
        } catch let error as DatabaseError
            where error.kind == .database && error.engine?.sqlState == "XX000" && request.method == .get
            && request.parameters.contains(where: { $0.name.hasPrefix("f.") || $0.name == "where" })
        {
            // A filter's value that a type's own input function cannot read: some (`hstore`'s)
            // say so as an internal error, not as invalid text. The value is wrong, not the
            // server; the engine's words say which.
            throw DirectError(.badRequest, "The database cannot read a value of this list's filters: \(error.engine?.message ?? error.message). Write a value of the column's type.")
        } catch let error as DatabaseError where ![.connection, .database, .unavailable, .busy, .timedOut].contains(error.kind) {
            // (A statement stopped at its time limit is no fault of the address: the server
            // answers 503 and says how to ask less.)
            throw DirectError(from: error)
        } catch let error as QualifierParseError {
            throw DirectError(.badRequest, "The condition in the address does not read: \(error).")
        }
    }

    // MARK: - Pages

    func entityListPage(_ request: DirectRequest) async throws -> DirectPage {
        let context = self.context(task: .query, debug: request.debug, user: request.user)
        var summaries: [EntitySummary] = []
        for name in context.visibleEntityNames {
            guard let entity = try? database.model.entity(named: name) else { continue }
            do {
                let count = try await rowCount(of: FetchSpecification(entityName: entity.name))
                summaries.append(EntitySummary(entity: entity, count: count))
            } catch let error as DatabaseError where error.kind != .unavailable && error.kind != .busy {
                // This relation cannot be read (a materialized view never refreshed, a view whose
                // query fails, no privilege): it is listed with the reason, and the rest are shown.
                summaries.append(EntitySummary(entity: entity, count: nil, countFailure: error.message))
            }
        }
        var page = DirectPage(application: self, context: context, content: .entityList(summaries))
        if recordsHistory {
            // Where the person left off: their last changes, each a link to its row.
            let entries = try await database.history(user: request.user?.name, limit: 5)
            page.recentChanges = historyItems(entries.filter { isVisible($0.entityName, user: request.user) }, user: request.user)
        }
        if sqlIsOpen(to: request.user) { page.sqlQueryPath = paths.sql() }
        page.savedQueryLinks = savedQueries(for: request.user).map {
            SavedQueryLink(title: $0.displayTitle, description: $0.description, path: paths.savedQuery($0.name))
        }
        page.dashboardLinks = dashboards(for: request.user).map {
            SavedQueryLink(title: $0.displayTitle, description: $0.description, path: paths.dashboard($0.name))
        }
        if let name = context.startDashboard, queries.dashboard(named: name) != nil {
            // One the person may not open shows nothing; its tiles' failures are theirs to read.
            page.startDashboard = try? await dashboardListing(named: name, request)
        }
        return page
    }

    func listPage(entityName: String, _ request: DirectRequest) async throws -> DirectPage {
        let entity = try self.entity(named: entityName, user: request.user)
        let context = self.context(task: .list, entity: entity, debug: request.debug, user: request.user)
        let query = try ListQuery(parameters: request.parameters)
        var specification = try self.specification(for: query, entity: entity, context: context)
        let plan = pagePlans.plan(for: entity, context: context, paths: paths)
        let answers = listAnswers.value(for: context) {
            ListAnswers(
                previewLength: cellPreviewLength(in: context),
                prefetchingRelationships: toOneRelationships(in: context.displayPropertyKeys, of: entity, user: request.user).map(\.name),
                namingPaths: namingPaths(of: plan, user: request.user),
                sortableKeys: Set(entity.attributes.filter(database.isSortable).map(\.name)).intersection(reachableAttributeNames(in: context)),
                bulkActions: offeredBulkActions(in: context),
                facetCandidates: facetCandidates(of: entity, context: context),
                filterColumns: filterColumns(for: plan, of: entity, context: context))
        }
        // A prefix of each long value: a list of 20 MB texts reads kilobytes a row.
        specification.valuePrefixLength = answers.previewLength
        specification.prefetchingRelationships = answers.prefetchingRelationships
        // The rows each row's charts draw come with the page, and with every refresh of a live
        // list, which fetches by the same specification: as the page's plan decided them, once.
        specification.prefetchingFirstRows = plan.chartPrefetches
        // And the rows that name each row and the rows its links lead to (a rental's film).
        specification.prefetchingRelationshipPaths = answers.namingPaths
        var cursor: PageCursor?
        if let token = query.cursor {
            cursor = try PageCursor(token: token)
        }
        // A numbered page is read by OFFSET: no further in than the list numbers pages (a forged
        // link would have the database read and skip millions of rows). A relation without a
        // primary key is paged by position however far.
        if let start = cursor?.start, start > Pager.maximumNumberedRow, !entity.primaryKeyAttributeNames.isEmpty {
            throw DirectError(.badRequest, "This page link starts \(start) rows into the list; numbered pages go \(Pager.maximumNumberedRow) rows in at most. Use the next and previous links, or narrow the list.")
        }
        let sortableKeys = answers.sortableKeys
        let facetColumns = try self.facetColumns(for: query, entity: entity, context: context)
        var group: DisplayGroup
        do {
            async let counted = rowCount(of: specification)
            async let facets = self.facets(facetColumns, of: specification, context: context)
            async let suggested = suggestedFacets(for: entity, among: answers.facetCandidates, excluding: facetColumns.map(\.name))
            async let drillDown = dateDrillDown(for: query, specification: specification, context: context)
            let page = try await database.fetch(specification, at: cursor)
            group = DisplayGroup(
                entity: entity, query: query, specification: specification, rows: page.rows, count: try await counted,
                nextCursor: page.nextCursor, previousCursor: page.previousCursor, sortableKeys: sortableKeys)
            group.pageStart = page.start
            group.dateDrillDown = await drillDown
            group.facets = try await facets
            group.suggestedFacets = await suggested
        } catch let error as DatabaseError where error.kind == .notPopulated {
            group = DisplayGroup(
                entity: entity, query: query, specification: specification, rows: [], count: RowCount(value: 0, accuracy: .exact),
                nextCursor: nil, previousCursor: nil, sortableKeys: [], unavailableReason: error.message)
        }
        group.filterChoices = try await filterChoices(answers.filterColumns, user: request.user)
        if group.unavailableReason == nil, group.specification.qualifier != nil || group.specification.searchText != nil {
            group.totalCount = try await rowCount(of: FetchSpecification(entityName: entity.name))
        }
        if plan.selectsRows {
            group.bulkActions = answers.bulkActions
            let edit = self.context(task: .edit, entity: entity, user: request.user)
            let form = bulkForms.value(for: edit) {
                let columns = bulkColumns(of: entity, user: request.user)
                var property = edit
                var values: [String: [String]] = [:]
                for column in columns {
                    property.propertyKey = column.name
                    if let allowed = property.allowedValues { values[column.name] = allowed }
                }
                return BulkColumns(columns: columns, values: values)
            }
            group.bulkColumns = form.columns
            group.bulkColumnValues = form.values
        }
        return DirectPage(application: self, context: context, content: .list(group, plan))
    }

    /// How many rows `specification` selects, as the start page and every list page say it: kept
    /// for ``countLifetime`` like the start page's counts, by the table and the list's conditions
    /// (its order and page do not change the count). A list page asked again and again — the
    /// next page, a refresh, many people on one table — costs the database its rows alone, not a
    /// count of the table each time; a save through the application forgets every count.
    func rowCount(of specification: FetchSpecification) async throws -> RowCount {
        var key = specification.entityName
        if specification.qualifier != nil || specification.searchText != nil {
            // The conditions in full (the qualifier's text reads back as the same qualifier),
            // each after its length: no search text can pass for another person's conditions.
            var parts = [specification.qualifier?.description ?? "", specification.searchText ?? ""]
            parts += specification.searchAttributeNames ?? ["*"]
            key = ([key] + parts).map { "\($0.utf8.count):\($0)" }.joined()
            // A long search or filter is counted afresh: the kept counts stay small, whatever
            // anyone types (4,096 of them at most, each key a kilobyte at most).
            if key.utf8.count > Self.longestKeptCountKey { return try await database.count(specification) }
        }
        return try await rowCounts.count(of: key) { try await database.count(specification) }
    }

    /// The longest description of a list's conditions whose count is kept, in bytes.
    static var longestKeptCountKey: Int { 1_024 }

    /// Every row of the list `request` asks for, as CSV or JSON lines: the list's query, columns
    /// and order.
    func export(entityName: String, format: DirectExport.Format, _ request: DirectRequest) async throws -> DirectExport {
        let entity = try self.entity(named: entityName, user: request.user)
        let context = self.context(task: .list, entity: entity, user: request.user)
        let query = try ListQuery(parameters: request.parameters.filter { !["formatted", "raw", "all"].contains($0.name) })
        var specification = try self.specification(for: query, entity: entity, context: context)
        // Long values are read as prefixes, and the rest of each in slices as it is written: a
        // page of rows holds a bounded number of bytes whatever the values' sizes. (Rows without
        // a key cannot be read again: their values are read whole.)
        if !entity.primaryKeyAttributeNames.isEmpty { specification.valuePrefixLength = DirectExport.prefixLength }
        specification.pageSize = DirectExport.pageSize(for: entity, database: database)
        let formatted = format == .csv && request.parameters.contains { $0.name == "formatted" && $0.value == "1" }
        let columns = exportColumns(in: context).map { column in
            let attribute = entity.attributeIfPresent(named: column.attributeName)
            return DirectExport.Column(
                attributeName: column.attributeName, formatter: formatted ? column.formatter : nil,
                isBinary: attribute?.valueType == .blob,
                isFreeText: attribute.map { $0.valueType == .text && ($0.textKind == .string || $0.textKind == .enumeration) } ?? true)
        }
        // A CSV says which columns hold binary data as base64, in their header.
        let header = columns.map { format == .csv && $0.isBinary ? $0.attributeName + " (base64)" : $0.attributeName }
        return DirectExport(
            format: format, fileName: entity.name + (format == .csv ? ".csv" : ".jsonl"), columnNames: header,
            database: database, specification: specification, firstPage: try await database.fetch(specification),
            columns: columns, neutralises: !request.parameters.contains { $0.name == "raw" && $0.value == "1" }, formatters: formatters)
    }

    /// The columns a list's data shows, in its order: its attributes, and each to-one
    /// relationship as its key columns (to-many relationships are other lists).
    func exportColumns(in context: RuleContext) -> [DirectExport.Column] {
        var columns: [DirectExport.Column] = []
        var property = context
        for key in context.displayPropertyKeys {
            property.propertyKey = key
            if let attribute = property.attribute {
                guard !columns.contains(where: { $0.attributeName == attribute.name }) else { continue }
                columns.append(.init(attributeName: attribute.name, formatter: property.formatter))
            } else if let relationship = property.relationship, relationship.kind == .toOne {
                for join in relationship.joins where !columns.contains(where: { $0.attributeName == join.sourceAttribute }) {
                    columns.append(.init(attributeName: join.sourceAttribute, formatter: nil))
                }
            }
        }
        return columns
    }

    /// The entity list as JSON: each visible entity with its row count and addresses.
    func entitiesJSON(_ request: DirectRequest) async throws -> String {
        let page = try await entityListPage(request)
        var entries: [String] = []
        for summary in page.entitySummaries ?? [] {
            let count = summary.count.map { "{\"value\":\($0.value),\"exact\":\($0.isExact)}" } ?? "null"
            entries.append(
                "{\"name\":\(JSONText.string(summary.entity.name)),\"kind\":\(JSONText.string(summary.entity.kindDescription)),"
                    + "\"count\":\(count),\"list\":\(JSONText.string(paths.json(summary.entity.name)))}")
        }
        return "{\"entities\":[" + entries.joined(separator: ",") + "]}"
    }

    /// A list's page as JSON: its rows (the list's columns), its count, and the addresses of the
    /// pages before and after.
    /// Characters a list of `context`'s entity reads and shows of a long value: its
    /// `cellPreviewLength` rule's, or the application's.
    func cellPreviewLength(in context: RuleContext) -> Int {
        guard let ruled = context.cellPreviewLength else { return cellPreviewLength }
        return min(max(ruled, 64), 100_000)
    }

    func listJSON(entityName: String, _ request: DirectRequest) async throws -> String {
        let page = try await listPage(entityName: entityName, request)
        guard let group = page.displayGroup else { throw DirectError(.notFound, "There is no list at this address.") }
        if let reason = group.unavailableReason { throw DirectError(.badRequest, reason) }
        let columns = exportColumns(in: page.context).map(\.attributeName)
        func address(_ cursor: PageCursor?) -> String {
            guard let cursor else { return "null" }
            var query = group.query
            query.cursor = cursor.token
            return JSONText.string(paths.json(group.entity.name, query: query))
        }
        var rows: [String] = []
        rows.reserveCapacity(group.rows.count)
        // A row of a view without a key has no page of its own: `self` is null, not a link
        // that answers 404.
        let hasKey = !group.entity.primaryKeyAttributeNames.isEmpty
        for row in group.rows {
            rows.append(
                "{\"key\":[" + row.primaryKey.values.map(JSONText.value).joined(separator: ",") + "],\"self\":"
                    + (hasKey ? JSONText.string(paths.json(group.entity.name, key: row.primaryKey)) : "null")
                    + ",\"values\":" + JSONText.object(row, columns: columns) + cutJSON(row, columns: columns) + "}")
        }
        return "{\"entity\":\(JSONText.string(group.entity.name)),\"count\":{\"value\":\(group.count.value),\"exact\":\(group.count.isExact)},"
            + "\"columns\":[" + columns.map(JSONText.string).joined(separator: ",") + "],\"rows\":[" + rows.joined(separator: ",") + "],"
            + "\"next\":\(address(group.nextCursor)),\"previous\":\(address(group.previousCursor)),"
            + "\"facets\":[" + group.facets.map(Self.json).joined(separator: ",") + "],"
            + "\"suggestedFacets\":[" + group.suggestedFacets.map(JSONText.string).joined(separator: ",") + "]}"
    }

    /// The values of `row`'s `columns` read as prefixes, as a JSON member (`,"cut":{…}`), or
    /// nothing when none was cut: for each, its whole size in bytes and the address of all of it.
    /// Binary data, which the values give as its size alone (`{"size":1024}`), is listed too:
    /// its bytes are a download away.
    func cutJSON(_ row: Row, columns: [String]) -> String {
        var members: [String] = []
        for column in columns {
            let size: Int
            if let cut = row.wholeSize(ofCut: column) {
                size = cut
            } else if case .blob(let bytes) = row[column] {
                size = bytes
            } else {
                continue
            }
            // A row of a view without a key has no address, nor its values.
            let whole = row.primaryKey.values.isEmpty ? "null" : JSONText.string(paths.download(row.entityName, key: row.primaryKey, attribute: column))
            members.append(JSONText.string(column) + ":{\"bytes\":\(size),\"whole\":" + whole + "}")
        }
        return members.isEmpty ? "" : ",\"cut\":{" + members.joined(separator: ",") + "}"
    }

    /// A facet as JSON: its values and counts, or why there are none (`"too slow"`).
    static func json(_ counts: FacetCounts) -> String {
        let values = counts.facet?.values.map { "{\"value\":\(JSONText.value($0.value)),\"count\":\($0.count)}" } ?? []
        let error: String
        switch counts.failure {
        case nil: error = "null"
        case .tooSlow: error = JSONText.string("too slow")
        case .unavailable(let reason): error = JSONText.string(reason)
        }
        return "{\"column\":\(JSONText.string(counts.attributeName)),\"values\":[" + values.joined(separator: ",") + "],"
            + "\"more\":\(counts.facet?.hasMore ?? false),\"error\":\(error)}"
    }

    /// One row as JSON: the columns its page shows, and the addresses of its related rows — a
    /// to-one relationship's row, a to-many relationship's list — where those are shown.
    func rowJSON(entityName: String, key: Substring, _ request: DirectRequest) async throws -> String {
        let entity = try self.entity(named: entityName, user: request.user)
        let row = try await self.row(of: entity, key: key, valuePrefixLength: Self.rowPreviewLength)
        let context = self.context(task: .inspect, entity: entity, object: row, user: request.user)
        let columns = exportColumns(in: context).map(\.attributeName)
        var links: [String] = ["\"page\":" + JSONText.string(paths.inspect(entity.name, key: row.primaryKey))]
        var property = context
        for name in context.displayPropertyKeys {
            property.propertyKey = name
            guard let relationship = property.relationship else { continue }
            let link: String?
            switch relationship.kind {
            case .toOne:
                let target = relationship.destinationQualifier(for: row)
                link = isVisible(relationship.destinationEntity, user: context.user) && target != nil
                    ? paths.json(relationship.destinationEntity, query: ListQuery(condition: target!.description)) : nil
            case .toMany:
                link = isVisible(relationship.destinationEntity, user: context.user)
                    ? relationship.destinationQualifier(for: row).map { paths.json(relationship.destinationEntity, query: ListQuery(condition: $0.description)) }
                    : nil
            case .manyToMany:
                link = relationship.joinEntity.flatMap { join in
                    isVisible(join, user: context.user) ? relationship.joinQualifier(for: row).map { paths.json(join, query: ListQuery(condition: $0.description)) } : nil
                }
            }
            if let link { links.append(JSONText.string(relationship.name) + ":" + JSONText.string(link)) }
        }
        return "{\"entity\":\(JSONText.string(entity.name)),\"key\":[" + row.primaryKey.values.map(JSONText.value).joined(separator: ",")
            + "],\"values\":" + JSONText.object(row, columns: columns) + cutJSON(row, columns: columns) + ",\"links\":{" + links.joined(separator: ",") + "}}"
    }

    func inspectPage(entityName: String, key: Substring, _ request: DirectRequest) async throws -> DirectPage {
        let entity = try self.entity(named: entityName, user: request.user)
        // A prefix of each long value: the page offers the whole as a download. The rows it links
        // to, as the page shows them for any row, are read with it.
        var row = try await self.row(
            of: entity, key: key, valuePrefixLength: Self.rowPreviewLength,
            prefetching: toOnePrefetches(of: entity, context: self.context(task: .inspect, entity: entity, debug: request.debug, user: request.user)))
        var context = self.context(task: .inspect, entity: entity, object: row, debug: request.debug, user: request.user)
        let keys = context.displayPropertyKeys
        try await prefetchToOne(keys, of: entity, into: &row, context: context)
        let plan = pagePlans.plan(
            for: entity, context: self.context(task: .inspect, entity: entity, debug: request.debug, user: request.user), paths: paths)
        // The rows the page's charts draw, as its plan (which draws them) decided them.
        for prefetch in plan.chartPrefetches {
            let relationship = try entity.relationship(named: prefetch.relationshipName)
            let related = try await database.fetchRelated(relationship, of: [row], sortOrderings: prefetch.sortOrderings, limitPerRow: prefetch.limit)
            row.related[relationship.name] = related.rows(for: row)
        }
        context.object = row
        var previews: [String: RelatedRowsPreview] = [:]
        for relationship in entity.relationships where relationship.isToMany && keys.contains(relationship.name) {
            // Rows of an entity the rules hide are not shown through its neighbours either.
            guard isVisible(relationship.destinationEntity, user: context.user) else { continue }
            previews[relationship.name] = try await preview(relationship, of: row, user: request.user)
        }
        var page = DirectPage(application: self, context: context, content: .inspect(previews, plan))
        page.storedFiles = await storedFiles(of: row, in: entity, shown: keys, context: context)
        if let picked = request.parameters.last(where: { $0.name == "picked" })?.value {
            page.pickedChoice = pickedChoice(row, of: entity, column: picked, user: request.user)
        }
        return page
    }

    func editPage(entityName: String, key: Substring?, _ request: DirectRequest, state: EditState? = nil) async throws -> DirectPage {
        let entity = try self.entity(named: entityName, user: request.user)
        var row: Row?
        if let key {
            row = try await self.row(
                of: entity, key: key, prefetching: toOnePrefetches(of: entity, context: self.context(task: .edit, entity: entity, debug: request.debug, user: request.user)))
        }
        var context = self.context(task: .edit, entity: entity, object: row, debug: request.debug, user: request.user)
        try checkWritable(context)
        if var loaded = row {
            try await prefetchToOne(context.displayPropertyKeys, of: entity, into: &loaded, context: context)
            context.object = loaded
        }
        // A new row's form may come with values filled in: `/new/rental?v.customer_id=1`, as a
        // customer's form links to a new rental of theirs.
        let prefill = Dictionary(
            request.parameters.filter { $0.name.hasPrefix("v.") }.map { (String($0.name.dropFirst(2)), $0.value) }, uniquingKeysWith: { first, _ in first })
        // Otherwise it starts from the defaults the database declares as constants (a switch on
        // for `DEFAULT true`); a default the database computes (`now()`) is left to it.
        var fresh: [String: String] = [:]
        if row == nil {
            let editable = editableAttributeNames(in: context)
            fresh = newRowValues(of: entity, in: context, editable: editable)
            // The address's values too: of the columns the form edits only.
            fresh.merge(prefill.filter { editable.contains($0.key) }) { _, given in given }
        }
        var state = state ?? EditState(input: fresh.isEmpty ? nil : fresh, versionToken: row?.versionToken)
        if state.editor == nil {
            // The pending row that views of yours read and set (`@EnvironmentObject var object`);
            // which columns they may set is asked only when one does.
            state.editor = DirectEditor(
                object: ManagedObject(row: context.object, entity: entity, pending: state.input ?? [:]) { [self, context] in
                    // Typed columns: a file comes only as a file.
                    typed(editableAttributeNames(in: context), in: context)
                })
        }
        state.choices = try await choices(for: context)
        state.pickers = try await pickers(for: context, state: state)
        state.setLikeChoices = await setLikeChoices(for: context)
        // A new row made in a window a picker opened: the form says which of its columns the
        // picker waits for, and the row's page after saving gives it back.
        if row == nil, let picked = request.parameters.last(where: { $0.name == "picked" })?.value, entity.attributeIfPresent(named: picked) != nil {
            state.pickedColumn = picked
        }
        // The related rows the form edits in place, and the others' lists and links.
        state.inlines = try await inlineEditors(of: context.object, in: context, submission: state.inlineSubmission)
        if let row = context.object {
            let inline = Set(state.inlines.map(\.relationshipName))
            state.relatedEditors = try await relatedEditors(of: row, in: context, request).filter { !inline.contains($0.relationshipName) }
        }
        // The form's fields, decided once for every row's form under these rules.
        let plan = pagePlans.plan(
            for: entity, context: self.context(task: .edit, entity: entity, debug: request.debug, user: request.user), paths: paths)
        var page = DirectPage(application: self, context: context, content: .edit(state, plan))
        if let row = context.object { page.storedFiles = await storedFiles(of: row, in: entity, shown: context.displayPropertyKeys, context: context) }
        return page
    }

    /// Bytes read of a binary value to tell a picture and its size: enough for a JPEG whose size
    /// follows its metadata.
    static let imageHeaderLength = 64 << 10

    /// What `row`'s binary values that a page shows (`shown`) are, as their first bytes tell:
    /// pictures (`ImageInfo`) and other files of a kind known (`FileSignature`), one short read
    /// a value. A value that cannot be read, or of no kind known, is shown by its size.
    ///
    /// The files of the upload folder that text columns name (`fileFolder`, `context`'s rules)
    /// are read too: their sizes in `sizes`; a value that names no file there is in none.
    func storedFiles(of row: Row, in entity: Entity, shown: [String], context: RuleContext) async -> StoredFiles {
        var files = StoredFiles()
        func sniff(_ head: [UInt8], of name: String) {
            if let image = ImageInfo(sniffing: head) {
                files.images[name] = image
            } else if let kind = FileSignature(sniffing: head) {
                files.kinds[name] = kind
            }
        }
        for attribute in entity.attributes where attribute.valueType == .blob && (row[attribute.name].binarySize ?? 0) > 0 && shown.contains(attribute.name) {
            guard let head = try? await database.leadingBytes(of: attribute.name, inRowOf: entity.name, key: row.primaryKey, count: Self.imageHeaderLength)
            else { continue }
            sniff(head, of: attribute.name)
        }
        if let uploadFolder {
            for (name, folder) in fileFolders(of: Set(shown), in: context) {
                guard let value = row[name].text, !value.isEmpty, let (size, head) = await uploadFolder.head(of: value, in: folder, count: Self.imageHeaderLength)
                else { continue }
                files.sizes[name] = size
                sniff(head, of: name)
            }
        }
        return files
    }

    /// Of `names`, the text columns whose values are paths of files in the upload folder, by the
    /// folder under it each keeps its files in (`fileFolder`); none without an upload folder.
    func fileFolders(of names: Set<String>, in context: RuleContext) -> [String: String] {
        guard uploadFolder != nil, let entity = context.entity else { return [:] }
        var folders: [String: String] = [:]
        var property = context
        for name in names where entity.attributeIfPresent(named: name)?.valueType == .text {
            property.propertyKey = name
            if let folder = property.fileFolder { folders[name] = folder }
        }
        return folders
    }

    /// What a new row's fields start with: the defaults the database declares as constants (a
    /// switch on for `DEFAULT true`; a default the database computes, `now()`, is left to it),
    /// then the values the rules start a new row with (`initialPropertyValues`) of the columns
    /// the form edits (`editable`) only — a hidden column's value reaches no page.
    func newRowValues(of entity: Entity, in context: RuleContext, editable: Set<String>) -> [String: String] {
        var fresh: [String: String] = [:]
        for attribute in entity.attributes where !attribute.isReadOnly {
            if let value = attribute.literalDefault?.text { fresh[attribute.name] = value }
        }
        for (name, value) in context.initialPropertyValues.values where editable.contains(name) {
            fresh[name] = value.text ?? ""
        }
        return fresh
    }

    func deletePage(entityName: String, key: Substring, _ request: DirectRequest, state: EditState? = nil) async throws -> DirectPage {
        let entity = try self.entity(named: entityName, user: request.user)
        var row = try await self.row(of: entity, key: key)
        var context = self.context(task: .delete, entity: entity, object: row, debug: request.debug, user: request.user)
        try checkWritable(context)
        var state = state ?? EditState(versionToken: row.versionToken)
        // Asked as the undo of the entry this delete would record will be asked.
        state.deletionCanBeUndone = recordsHistory
            && undoRefusal(of: .deleting(row, by: request.user?.name, at: 0), in: entity, row: nil, user: request.user) == nil
        state.deletionReach = try await deletionReach(of: row, in: entity, user: request.user)
        // The confirmation shows the row as its page does: the rows it points to by name.
        try await prefetchToOne(context.displayPropertyKeys, of: entity, into: &row, context: context)
        context.object = row
        return DirectPage(application: self, context: context, content: .delete(state))
    }

    /// Every byte of a value the row's page shows — binary data, or a text too long to read
    /// there — as a file. What the rules hide from the row's page cannot be downloaded either.
    func download(entityName: String, key: Substring, attributeName: String, _ request: DirectRequest) async throws -> DirectResponse {
        let entity = try self.entity(named: entityName, user: request.user)
        // Only whether the value is there is read now; its bytes stream in slices as they are sent.
        let row = try await self.row(of: entity, key: key, valuePrefixLength: Self.rowPreviewLength)
        let context = self.context(task: .inspect, entity: entity, object: row, user: request.user)
        guard context.displayPropertyKeys.contains(attributeName), let attribute = entity.attributeIfPresent(named: attributeName) else {
            throw DirectError(.notFound, "This row shows no value named '\(attributeName)' to download.")
        }
        guard !row[attribute.name].isNull else {
            throw DirectError(.notFound, .nothingToDownload(attributeName))
        }
        let binary = attribute.valueType == .blob
        let keyText = row.primaryKey.values.map { $0.text ?? "" }.joined(separator: "-")
        // Only letters, digits, '-' and '_' in the name: it goes into a header.
        let fileName = "\(entity.name)-\(keyText)-\(attribute.name)".map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" }
        if let file = folderFile(attribute, of: row, in: context) {
            // A file of the upload folder: read from there, told by its bytes as a value is, and
            // saved under its own name (`dune.png`) where it has one.
            guard let (_, head) = await file.folder.head(of: file.value, in: file.subfolder, count: Self.imageHeaderLength) else {
                throw DirectError(.notFound, "The file '\(UploadFolder.displayName(of: file.value))' that '\(attributeName)' names is not in the upload folder.")
            }
            let own = UploadFolder.safeName(UploadFolder.displayName(of: file.value), length: 100)
            let name = own.isEmpty ? String(fileName) : own
            let source = DirectDownload.Source.file(file.folder, value: file.value, subfolder: file.subfolder)
            if let picture = picture(head, from: source, named: name) { return picture }
            return .streamedDownload(DirectDownload(source: source, fileName: name, contentType: "application/octet-stream"))
        }
        // A picture, as its bytes (never a name) tell, is shown where it is opened — a row's
        // thumbnail is this address; anything else is a file to save, never rendered.
        let head = binary ? try await database.leadingBytes(of: attribute.name, inRowOf: entity.name, key: row.primaryKey, count: Self.imageHeaderLength) : nil
        if let picture = picture(head, from: .value(database: database, entityName: entity.name, key: row.primaryKey, attributeName: attribute.name), named: String(fileName)) {
            return picture
        }
        // Else a file to save, named by its kind where its bytes tell one.
        let ending = binary ? head.flatMap(FileSignature.init(sniffing:))?.fileExtension ?? "bin" : "txt"
        return .streamedDownload(
            DirectDownload(
                database: database, entityName: entity.name, key: row.primaryKey, attributeName: attribute.name,
                fileName: String(fileName) + "." + ending, contentType: binary ? "application/octet-stream" : "text/plain; charset=utf-8"))
    }

    /// The value of `attribute` in `row` served as the picture its first bytes (`head`) say it is
    /// — inline, with its image type, `name` and the kind's ending — or `nil` when they say none.
    private func picture(_ head: [UInt8]?, from source: DirectDownload.Source, named name: String) -> DirectResponse? {
        guard let head, let image = ImageInfo(sniffing: head) else { return nil }
        let ending = "." + image.kind.fileExtension
        return .streamedDownload(
            DirectDownload(source: source, fileName: name.hasSuffix(ending) ? name : name + ending, contentType: image.kind.mediaType, isInline: true))
    }

    /// Pictures a list shows as thumbnails at most: the thumbnail is the picture itself (nothing
    /// here decodes or resizes an image), so a list of 25 rows reads 25 of them.
    public static let listThumbnailLimit = 256 << 10

    /// A list's thumbnail of a binary value (``DirectPaths/thumbnail(_:key:attribute:)``): the
    /// picture it holds, as its bytes tell and no larger than ``listThumbnailLimit``; else the
    /// icon of a file. Seen by those who see the value on the list or the row's page.
    func thumbnail(entityName: String, key: Substring, attributeName: String, _ request: DirectRequest) async throws -> DirectResponse {
        let entity = try self.entity(named: entityName, user: request.user)
        let row = try await self.row(of: entity, key: key, valuePrefixLength: Self.rowPreviewLength)
        // As the download: what the rules hide from the row's page — for this row — is not shown.
        let context = self.context(task: .inspect, entity: entity, object: row, user: request.user)
        let shown = context.displayPropertyKeys.contains(attributeName)
        let attribute = entity.attributeIfPresent(named: attributeName)
        let file = attribute.flatMap { folderFile($0, of: row, in: context) }
        guard shown, let attribute, attribute.valueType == .blob || file != nil else {
            throw DirectError(.notFound, "This row shows no file named '\(attributeName)'.")
        }
        guard !row[attribute.name].isNull else {
            throw DirectError(.notFound, "'\(attributeName)' of this row is empty: there is no thumbnail.")
        }
        if let file {
            // A file of the upload folder: the picture itself where it is a small one.
            if let (size, head) = await file.folder.head(of: file.value, in: file.subfolder, count: Self.imageHeaderLength), size <= Self.listThumbnailLimit,
                let picture = picture(head, from: .file(file.folder, value: file.value, subfolder: file.subfolder), named: "thumbnail")
            {
                return picture
            }
            return Self.fileIcon
        }
        let size = row[attribute.name].binarySize ?? 0
        if size > 0, size <= Self.listThumbnailLimit,
            let picture = picture(
                try await database.leadingBytes(of: attribute.name, inRowOf: entity.name, key: row.primaryKey, count: Self.imageHeaderLength),
                from: .value(database: database, entityName: entity.name, key: row.primaryKey, attributeName: attribute.name), named: "thumbnail")
        {
            return picture
        }
        return Self.fileIcon
    }

    /// Our own drawing of a file, in the page's grey: nothing of the value in it.
    static let fileIcon = DirectResponse.download(
        bytes: Array(
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="#8a94a6" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"><path d="M6 3h8l5 5v13H6z"/><path d="M14 3v5h5"/></svg>"##
                .utf8), fileName: "file.svg", contentType: "image/svg+xml")

    /// The upload folder, the value of `attribute` in `row` and the folder under it the
    /// column's rule names, where the rules (`context`'s) make the value a path of a file there
    /// (`fileFolder`) and it holds one; else `nil`.
    func folderFile(_ attribute: Attribute, of row: Row, in context: RuleContext) -> (folder: UploadFolder, value: String, subfolder: String)? {
        guard let uploadFolder, attribute.valueType == .text, let value = row[attribute.name].text, !value.isEmpty else { return nil }
        var property = context
        property.propertyKey = attribute.name
        return property.fileFolder.map { (uploadFolder, value, $0) }
    }

    // MARK: - Saving

    func save(entityName: String, key: Substring?, _ request: DirectRequest) async throws -> DirectResponse {
        let entity = try self.entity(named: entityName, user: request.user)
        var original: Row?
        if let key { original = try await self.row(of: entity, key: key) }
        let context = self.context(task: .edit, entity: entity, object: original, debug: request.debug, user: request.user)
        try checkWritable(context)
        // Only what the form shows as editable is read: other fields a request carries — a key,
        // a read-only column — are ignored, whatever they say.
        let editable = editableAttributeNames(in: context)
        let passwords = original == nil ? [] : passwordAttributeNames(in: context)
        var input: [String: String] = [:]
        let typedColumns = typed(editable, in: context)
        for name in typedColumns {
            // A switch sends a hidden `false` and, when on, `true` after it: read by presence.
            guard let value = SubmittedControl.value(of: EditForm.fieldName(name), in: request.fields) else { continue }
            // A password field never shows the stored value: sent back empty, it keeps it.
            if passwords.contains(name) && value.isEmpty { continue }
            // A field sent back as the form showed it keeps the stored value, byte for byte: what
            // HTML cannot carry (a NUL, a line break in a one-line field, an empty string where
            // an empty field means NULL) is not lost by saving another field.
            if let original, SubmittedText.isUnchanged(value, shown: original[name].text ?? "") { continue }
            input[name] = value
        }
        // Binary data comes as a file, or is cleared by its box; a file field left empty (a
        // browser sends it so) keeps what is stored.
        var files: [String: DatabaseValue] = [:]
        var fileMistakes = ValidationError(entityName: entity.name)
        // The files of text columns of file paths: written to the upload folder only once the
        // form is found right, just before the row is.
        let folders = fileFolders(of: editable, in: context)
        var uploads = FolderUploads()
        for name in editable.subtracting(typedColumns) {
            if let file = request.files[EditForm.fieldName(name)] {
                guard file.bytes.readableBytes <= uploadLimit else {
                    fileMistakes.add(FieldError(.fileLargerThan(mebibytes: uploadLimit >> 20)), for: name)
                    continue
                }
                if let folder = folders[name] {
                    uploads.files[name] = .init(file: file, folder: folder, maximumLength: entity.attributeIfPresent(named: name)?.maximumLength)
                } else {
                    files[name] = .bytes(file.bytes)
                }
            } else if original != nil, SubmittedControl.value(of: EditBlob.clearFieldName(name), in: request.fields) == "true",
                let attribute = entity.attributeIfPresent(named: name), EditBlob.canClear(attribute, isFolderFile: folders[name] != nil)
            {
                // A path that cannot be NULL is emptied as Django's FileField empties one: ''.
                files[name] = attribute.isNullable ? .null : .text("")
            } else if original == nil, entity.attributeIfPresent(named: name)?.isRequired == true {
                fileMistakes.add(FieldError(.required), for: name)
            }
        }
        let versionToken = request.form[EditForm.versionFieldName]
        // The related rows the form edits in place (`inlineRelationships`): read, checked and
        // parsed before anything is written, shown again as sent when the form is refused.
        var inline = try await inlineChanges(of: original, in: context, request)
        func rejected(_ state: EditState, status: Int) async throws -> DirectResponse {
            var state = state
            let clearing = files.contains { $0.value.isNull }
            if !request.files.isEmpty || clearing {
                // A page never holds a file, nor a ticked Clear: the person does it again.
                if state.errors == nil { state.errors = ValidationError(entityName: entity.name) }
                state.errors?.formErrors.append(
                    request.files.isEmpty
                        ? request.text(.chooseTheClearAgain) : request.text(.chooseTheFileAgain))
            }
            if state.inlineSubmission == nil {
                // A form that comes back to search or to run a view of yours shows no mistakes.
                state.inlineSubmission = status == 200 ? inline.submission.withoutErrors : inline.submission
            }
            return .page(try await editPage(entityName: entityName, key: key, request, state: state), status: status)
        }
        // A view of yours on the form was tapped (`onTapGesture`, a `Button`), or sent bound
        // controls: its code runs on the pending row — the form as sent — which the page shows
        // again with what it changed, nothing saved; bound values sent with Save are saved.
        let tapped = request.form[LiveFieldNames.action]
        if tapped != nil || request.fields.contains(where: { $0.name.hasPrefix(LiveFieldNames.bindingPrefix) }) {
            let object = ManagedObject(row: original, entity: entity, pending: input) { typedColumns }
            var state = EditState(input: input, versionToken: versionToken)
            state.editor = DirectEditor(object: object)
            // Rendered as the person saw it, for its views to record their actions again.
            _ = HTMLRenderer().renderBytes(try await editPage(entityName: entityName, key: key, request, state: state))
            let ran = state.editor!.apply(request.fields, tapped: tapped)
            input = object.pending
            if tapped != nil {
                var shown = EditState(input: input, versionToken: versionToken)
                if !ran {
                    // The page changed since it was shown (a deploy, other rules): say so, keep all.
                    shown.errors = ValidationError(entityName: entity.name)
                    shown.errors?.formErrors.append(request.text(.controlNoLongerOnForm))
                }
                return try await rejected(shown, status: ran ? 200 : 409)
            }
        }
        // A picker's search ("Find", or Enter while a search is typed: the form's hidden
        // default button), its next page or a row chosen among those found: the form comes back
        // with everything typed kept, and nothing is saved. Save itself saves.
        var picking = request.form["_pick"] != nil
        var searches: [String: String] = [:]
        var pages: [String: String] = [:]
        for name in editable {
            if let chosen = request.form["choose." + name] {
                picking = true
                if let original, SubmittedText.isUnchanged(chosen, shown: original[name].text ?? "") {
                    input.removeValue(forKey: name)
                } else {
                    input[name] = chosen
                }
            } else if let page = request.form["after." + name], let searched = request.form["searched." + name] {
                picking = true
                searches[name] = searched
                pages[name] = page
            } else if request.form["_enter"] != nil || request.form["_pick"] != nil, let text = request.form["pick." + name],
                !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            {
                picking = true
                searches[name] = text
            }
        }
        if picking {
            var state = EditState(input: input, versionToken: versionToken)
            state.pickerSearches = searches
            state.pickerPages = pages
            return try await rejected(state, status: 200)
        }
        // The data layer keeps an empty field of a text column that cannot be NULL as the empty
        // string; a person who empties a name has forgotten it, unless a rule says otherwise.
        // A value an enumeration does not list is refused here too, not left to a database that
        // may not check it (a rule's list, SQLite without the CHECK).
        var refused = fileMistakes
        for (name, value) in input {
            var property = context
            property.propertyKey = name
            if let mistake = Self.refusal(of: value, for: property, isNew: original == nil) { refused.add(mistake, for: name) }
        }
        var parsedValues: [String: DatabaseValue] = [:]
        var errors = refused
        do {
            parsedValues = try database.values(of: entity.name, fromForm: input.filter { refused.fieldErrors[$0.key] == nil }, forNewRow: original == nil)
        } catch var parsed as ValidationError {
            // Every field's mistake at once.
            parsed.addFieldErrors(of: refused)
            errors = parsed
        }
        // The row's own mistakes and its inline rows' at once, all or nothing.
        if inline.submission.hasErrors {
            errors.formErrors += inline.submission.formErrors
            errors.formErrors.append(request.text(.inlineRowsHaveMistakes))
        }
        guard errors.isEmpty else {
            let onlyConflicts = inline.hasConflict && errors.fieldErrors.isEmpty && !inline.submission.hasFieldErrors
            return try await rejected(EditState(input: input, errors: errors, versionToken: versionToken), status: onlyConflicts ? 409 : 422)
        }
        let values = parsedValues.merging(files) { _, file in file }
        let writing = InlineWriting()
        /// A refusal of the database while the inline rows were written: at the row being written.
        func rejectedAtInlineRow(_ refusal: ValidationError) async throws -> DirectResponse? {
            guard let prefix = writing.prefix.withLock({ $0 }) else { return nil }
            // Without the names of tables the person may not see (a deletion refused by a foreign key).
            inline.submission.entries[prefix, default: .init(input: [:])].errors = visible(refusal, for: request)
            var note = ValidationError(entityName: entity.name)
            note.formErrors.append(request.text(.inlineRowsHaveMistakes))
            return try await rejected(EditState(input: input, errors: note, versionToken: versionToken), status: 422)
        }
        guard let original else {
            do {
                try await prepareHistoryOnce()
                let inserted = try await uploads.written(to: uploadFolder) { paths in
                    try await database.transaction { [recordsHistory, user = request.user, writes = inline.writes, values = values.merging(paths) { $1 }] transaction in
                        let inserted = try await transaction.insert(into: entity.name, values: values)
                        if recordsHistory { try await transaction.record(.creating(inserted, by: user?.name, at: HistoryEntry.now())) }
                        try await Self.apply(writes, parent: inserted, in: transaction, writing: writing, recordsHistory: recordsHistory, user: user?.name)
                        return inserted
                    }
                }
                var address = try await whereToShow(inserted, of: entity, user: request.user)
                if let next = nextForm(after: inserted, of: entity, shownAt: address, request) {
                    return .redirect(next, notice: request.text(.created(await noticeName(of: inserted, in: entity, user: request.user))))
                }
                // Made for a picker's form: the row's page hands the row back to it.
                if let picked = request.parameters.last(where: { $0.name == "picked" })?.value, entity.attributeIfPresent(named: picked) != nil,
                    address == paths.inspect(entity.name, key: inserted.primaryKey)
                {
                    address += "?picked=" + DirectPaths.encode(picked)
                }
                return .redirect(address, notice: request.text(.created(await noticeName(of: inserted, in: entity, user: request.user))))
            } catch let errors as ValidationError {
                if let response = try await rejectedAtInlineRow(errors) { return response }
                return try await rejected(EditState(input: input, errors: errors), status: 422)
            } catch let failure as UploadFolder.Failure {
                return try await rejected(EditState(input: input, errors: Self.uploadFailure(failure, entity: entity, request)), status: 500)
            }
        }
        if versionToken != original.versionToken {
            // Someone saved this row after the form was made: show both, lose nothing.
            let conflict = OptimisticLockingConflict(original: original, current: original, changes: values)
            return try await rejected(EditState(input: input, conflict: conflict, versionToken: original.versionToken), status: 409)
        }
        let changes = values.filter { !original[$0.key].isSame(as: $0.value) }
        guard !changes.isEmpty || !inline.writes.isEmpty || !uploads.files.isEmpty else {
            let shown = paths.inspect(entity.name, key: original.primaryKey)
            return .redirect(nextForm(after: original, of: entity, shownAt: shown, request) ?? shown, notice: request.text(.nothingToSave))
        }
        do {
            try await prepareHistoryOnce()
            let updated = try await uploads.written(to: uploadFolder) { paths in
                try await database.transaction { [recordsHistory, user = request.user, writes = inline.writes, changes = changes.merging(paths) { $1 }] transaction in
                    // Written, or only checked when nothing of its own changed: its related rows are
                    // not written for a row that changed or went meanwhile.
                    let updated = try await transaction.update(original, changes: changes)
                    if recordsHistory && !changes.isEmpty {
                        try await transaction.record(.updating(original, to: updated, by: user?.name, at: HistoryEntry.now()))
                    }
                    try await Self.apply(writes, parent: updated, in: transaction, writing: writing, recordsHistory: recordsHistory, user: user?.name)
                    return updated
                }
            }
            let shown = try await whereToShow(updated, of: entity, user: request.user)
            return .redirect(
                nextForm(after: updated, of: entity, shownAt: shown, request) ?? shown, notice: request.text(.saved(await noticeName(of: updated, in: entity, user: request.user))))
        } catch let errors as ValidationError {
            if let response = try await rejectedAtInlineRow(errors) { return response }
            return try await rejected(EditState(input: input, errors: errors, versionToken: versionToken), status: 422)
        } catch let failure as UploadFolder.Failure {
            return try await rejected(EditState(input: input, errors: Self.uploadFailure(failure, entity: entity, request), versionToken: versionToken), status: 500)
        } catch let conflict as OptimisticLockingConflict {
            if let prefix = writing.prefix.withLock({ $0 }) {
                // A related row changed between reading it and writing it: shown as it is now.
                var errors = ValidationError(entityName: entity.name)
                if let current = conflict.current {
                    inline.submission.replaceRow(at: prefix, with: current)
                    errors.formErrors.append(
                        conflictNote(
                            current, input: inline.submission.entries[prefix]?.input ?? [:],
                            context: self.context(task: .edit, entity: try? database.model.entity(named: current.entityName), user: request.user), request))
                    inline.submission.entries[prefix, default: .init(input: [:])].errors = errors
                } else {
                    // No more in the table: the rows after it move up.
                    inline.submission.removeRow(at: prefix)
                    inline.submission.formErrors.append(request.text(.inlineRowDeletedMeanwhile))
                }
                var note = ValidationError(entityName: entity.name)
                note.formErrors = inline.submission.formErrors + [request.text(.inlineRowsHaveMistakes)]
                return try await rejected(EditState(input: input, errors: note, versionToken: versionToken), status: 409)
            }
            return try await rejected(EditState(input: input, conflict: conflict, versionToken: conflict.current?.versionToken), status: 409)
        }
    }

    /// What a form shown again says when the upload folder could not keep its files (full,
    /// not writable, a column too short for a path): the server's fault, said, the form kept.
    static func uploadFailure(_ failure: UploadFolder.Failure, entity: Entity, _ request: DirectRequest) -> ValidationError {
        var errors = ValidationError(entityName: entity.name)
        errors.formErrors.append(request.text(.filesCouldNotBeKept(failure.description)))
        return errors
    }

    /// Where "Save and add another" (`_then=new`) and "Save and continue editing" (`_then=edit`)
    /// go after saving `row`: a new row's form, or the row's form again — where the row is still
    /// one of `entity`'s (`shownAt` its page); `nil` for Save.
    func nextForm(after row: Row, of entity: Entity, shownAt address: String, _ request: DirectRequest) -> String? {
        switch request.form["_then"] {
        case "new": return paths.create(entity.name)
        case "edit" where address == paths.inspect(entity.name, key: row.primaryKey): return paths.edit(entity.name, key: row.primaryKey)
        default: return nil
        }
    }

    /// Deletes `row`, and records the deletion in the history, in one transaction: a delete's
    /// and an undone creation's.
    func deleteRecorded(_ row: Row, by user: SignedInUser?) async throws {
        try await prepareHistoryOnce()
        try await database.transaction { [recordsHistory] transaction in
            try await transaction.delete(row)
            if recordsHistory { try await transaction.record(.deleting(row, by: user?.name, at: HistoryEntry.now())) }
        }
    }

    func delete(entityName: String, key: Substring, _ request: DirectRequest) async throws -> DirectResponse {
        let entity = try self.entity(named: entityName, user: request.user)
        let row = try await self.row(of: entity, key: key)
        try checkWritable(self.context(task: .delete, entity: entity, object: row, user: request.user))
        guard request.form[EditForm.versionFieldName] == row.versionToken else {
            let conflict = OptimisticLockingConflict(original: row, current: row, changes: [:])
            return .page(try await deletePage(entityName: entityName, key: key, request, state: EditState(conflict: conflict, versionToken: row.versionToken)), status: 409)
        }
        do {
            try await deleteRecorded(row, by: request.user)
        } catch let errors as ValidationError {
            var state = EditState(errors: visible(errors, for: request), versionToken: row.versionToken)
            state.blockingRows = try await rowsReferring(to: row, of: entity, user: request.user)
            return .page(try await deletePage(entityName: entityName, key: key, request, state: state), status: 409)
        } catch let conflict as OptimisticLockingConflict {
            let state = EditState(conflict: conflict, versionToken: conflict.current?.versionToken)
            return .page(try await deletePage(entityName: entityName, key: key, request, state: state), status: 409)
        }
        return .redirect(paths.list(entity.name), notice: request.text(.deleted(await noticeName(of: row, in: entity, user: request.user))))
    }

    /// What is wrong with `text` for the property of `context` before the data layer reads it,
    /// or `nil`: a text that cannot be NULL left empty (unless `allowsEmptyText`), a value its
    /// enumeration (`allowedValues`) does not list. Asked of a form's changed fields and of a
    /// bulk Set's value alike.
    static func refusal(of text: String, for context: RuleContext, isNew: Bool) -> FieldError? {
        guard let attribute = context.attribute else { return nil }
        if text.isEmpty {
            let needsText = attribute.valueType == .text && !attribute.isNullable && (attribute.defaultValue == nil || !isNew)
            return needsText && !context.allowsEmptyText ? FieldError(.required) : nil
        }
        if let allowed = context.allowedValues, !allowed.isEmpty, !allowed.contains(text) {
            return FieldError(.notOneOf(allowed))
        }
        return nil
    }

    /// The rows that refer to `row` through each of its to-many relationships that has any: how
    /// many, and what deleting `row` would do to them. Counted exactly up to 10,000 each.
    func deletionReach(of row: Row, in entity: Entity, user: SignedInUser?) async throws -> [DeletionReach] {
        var reach: [DeletionReach] = []
        for relationship in entity.relationships where relationship.kind == .toMany {
            guard let qualifier = relationship.destinationQualifier(for: row) else { continue }
            let count = try await database.count(
                FetchSpecification(entityName: relationship.destinationEntity, qualifier: qualifier), exactLimit: 10_000)
            guard count.value > 0 else { continue }
            let visible = isVisible(relationship.destinationEntity, user: user)
            let fullList = visible ? fullList(of: relationship.destinationEntity, where: qualifier, user: user) : nil
            reach.append(DeletionReach(relationship: relationship, count: count, fullList: fullList, isVisible: visible))
        }
        return reach
    }

    /// The rows that refer to `row` through its to-many relationships, a few of each (those of
    /// entities the rules show): what stops its deletion, named so that the person can go to them.
    func rowsReferring(to row: Row, of entity: Entity, user: SignedInUser?) async throws -> [RelatedRowsPreview] {
        var previews: [RelatedRowsPreview] = []
        for relationship in entity.relationships where relationship.isToMany && isVisible(relationship.destinationEntity, user: user) {
            let preview = try await preview(relationship, of: row, user: user)
            if !preview.rows.isEmpty { previews.append(preview) }
        }
        return previews
    }

    /// What a notice calls a row: its title on its own page.
    func name(of row: Row, in entity: Entity, user: SignedInUser?) -> String {
        context(task: .inspect, entity: entity, object: row, user: user).title
    }

    /// What a notice calls a row that was read without the rows that name it: its title, those
    /// fetched first (a rental saved is its film and customer, as its page says). Should they not
    /// read, its title without them.
    func noticeName(of row: Row, in entity: Entity, user: SignedInUser?) async -> String {
        let named = (try? await namedRows([row], of: entity, user: user).first) ?? row
        return name(of: named, in: entity, user: user)
    }

    /// Refreshes a materialized view (its list page's button), then shows its list.
    func refresh(entityName: String, _ request: DirectRequest) async throws -> DirectResponse {
        let entity = try self.entity(named: entityName, user: request.user)
        let context = self.context(task: .list, entity: entity, user: request.user)
        guard entity.kind == .materializedView else {
            throw DirectError(.badRequest, "A list of \(context.displayNameForEntity) takes no form: only a materialized view's is refreshed.")
        }
        guard !context.readOnly else { throw DirectError(.forbidden, .applicationIsReadOnly) }
        do {
            try await database.refresh(materializedView: entity.name)
        } catch let error as DatabaseError where error.kind == .database || error.kind == .readOnlyEntity {
            // Not the view's owner, or its query fails: the person is told, nothing else changes.
            throw DirectError(.forbidden, .wasNotRefreshed(context.displayNameForEntity, reason: error.message))
        }
        return .redirect(paths.list(entity.name), notice: request.text(.refreshed(context.displayNameForEntity)))
    }

    // MARK: - History

    /// Makes the history table unless it is there: at start-up, so that the first change does
    /// not wait for it and a database that refuses it says so at once. Does nothing without
    /// ``recordsHistory``.
    ///
    /// - Throws: `DatabaseError` when the table cannot be made (a read-only database, no
    ///   privilege to create a table).
    public func prepareHistory() async throws {
        guard recordsHistory, !isReadOnly else { return }
        try await database.prepareHistory()
        historyPrepared.withLock { $0 = true }
    }

    func prepareHistoryOnce() async throws {
        guard recordsHistory, !historyPrepared.withLock({ $0 }) else { return }
        try await prepareHistory()
    }

    /// The recent changes of every row the person may see, narrowed as the address says (a
    /// person, a table, days; see ``HistoryQuery``), fifty at a time.
    func historyPage(_ request: DirectRequest) async throws -> DirectPage {
        guard recordsHistory else { throw DirectError(.notFound, .keepsNoHistory) }
        let query = try HistoryQuery(parameters: request.parameters)
        var entity: Entity?
        if let name = query.entityName {
            // A filter's value, not an address: a table that is not there (or not shown to this
            // person, which answers the same) is a bad value of the filter.
            guard let found = try? self.entity(named: name, user: request.user) else {
                throw DirectError(.badRequest, "entity= names no table or view shown here: there is none named '\(name)'.")
            }
            entity = found
        }
        let limit = 50
        let entries = try await database.history(
            user: query.user, entityName: entity?.name, from: query.fromTime, to: query.toTime, before: query.before, limit: limit)
        var context = self.context(task: .history, entity: entity, debug: request.debug, user: request.user)
        context.removeGivenValue(for: ObjectKey.self)
        let choices = self.context(task: .query, user: request.user).visibleEntityNames.compactMap { name -> HistoryListing.EntityChoice? in
            guard let entity = try? database.model.entity(named: name) else { return nil }
            return HistoryListing.EntityChoice(name: name, displayName: self.context(task: .list, entity: entity, user: request.user).displayNameForEntity)
        }
        var older = query
        older.before = entries.last?.id
        let listing = HistoryListing(
            items: historyItems(entries, user: request.user), query: query, isRowHistory: false,
            olderAddress: entries.count == limit ? paths.history(older) : nil, entityChoices: choices)
        return DirectPage(application: self, context: context, content: .history(listing))
    }

    /// Every change made to one row through the application, newest first.
    func rowHistoryPage(entityName: String, key: Substring, _ request: DirectRequest) async throws -> DirectPage {
        guard recordsHistory else { throw DirectError(.notFound, .keepsNoHistory) }
        let entity = try self.entity(named: entityName, user: request.user)
        let parts = try DirectPaths.decodeKey(key)
        guard parts.count == entity.primaryKeyAttributeNames.count else {
            throw DirectError(.notFound, "A key of '\(entity.name)' needs a value for each of its columns.")
        }
        var before: Int64?
        if let text = request.parameters.last(where: { $0.name == "before" })?.value {
            guard let number = Int64(text), number > 0 else { throw DirectError(.badRequest, "before= is the number of a change, not '\(text)'.") }
            before = number
        }
        let limit = 100
        // The row as it is, for its name and for its key as the history wrote it (`7`, not the
        // `007` an address may spell); gone (deleted), the page names it by the key as given.
        let row = try? await self.row(of: entity, key: key)
        let entries = try await database.history(
            entityName: entity.name, key: row.map { $0.primaryKey.values.map(\.text) } ?? parts, before: before, limit: limit)
        var context = self.context(task: .history, entity: entity, object: row, debug: request.debug, user: request.user)
        if row == nil { context.removeGivenValue(for: ObjectKey.self) }
        let address = paths.inspect(entity.name, key: row?.primaryKey ?? RowKey(parts.map { $0.map(DatabaseValue.text) ?? .null })) + "/history"
        let listing = HistoryListing(
            items: historyItems(entries, user: request.user), query: HistoryQuery(entityName: entity.name), isRowHistory: true,
            olderAddress: entries.count == limit ? address + "?before=\(entries.last!.id)" : nil, entityChoices: [])
        return DirectPage(application: self, context: context, content: .history(listing))
    }

    /// `entries` as `user` may see them: those of entities shown to them, with the values of the
    /// columns their row pages show, labelled as there, and an Undo button where they may undo.
    func historyItems(_ entries: [HistoryEntry], user: SignedInUser?) -> [HistoryListing.Item] {
        var columnsByEntity: [String: (displayName: String, columns: [(name: String, label: String)])] = [:]
        var items: [HistoryListing.Item] = []
        for entry in entries where isVisible(entry.entityName, user: user) {
            guard let entity = try? database.model.entity(named: entry.entityName) else { continue }
            if columnsByEntity[entity.name] == nil {
                let inspect = context(task: .inspect, entity: entity, user: user)
                var property = inspect
                var columns: [(String, String)] = []
                for name in reachableAttributeNames(in: inspect).union(Set(inspect.displayPropertyKeys)) {
                    guard entity.attributeIfPresent(named: name) != nil else { continue }
                    property.propertyKey = name
                    columns.append((name, property.displayNameForProperty))
                }
                let order = entity.attributes.map(\.name)
                columns.sort { (order.firstIndex(of: $0.0) ?? 0) < (order.firstIndex(of: $1.0) ?? 0) }
                columnsByEntity[entity.name] = (inspect.displayNameForEntity, columns)
            }
            let (displayName, columns) = columnsByEntity[entity.name]!
            let changes = columns.compactMap { column -> HistoryListing.Change? in
                let before = entry.before.map { $0[column.name] ?? nil }
                let after = entry.after.map { $0[column.name] ?? nil }
                // Only the columns this entry holds: an update names the changed ones.
                guard entry.before?.keys.contains(column.name) == true || entry.after?.keys.contains(column.name) == true else { return nil }
                return HistoryListing.Change(label: column.label, before: before, after: after)
            }
            // A change to columns this person may not see is not theirs to see either.
            if entry.action == .update && changes.isEmpty { continue }
            let key = RowKey(entry.key.map { $0.map(DatabaseValue.text) ?? .null })
            items.append(HistoryListing.Item(
                entry: entry, entityDisplayName: displayName, rowAddress: entry.action == .delete ? nil : paths.inspect(entity.name, key: key),
                historyAddress: paths.history(entity.name, key: key), changes: changes,
                undoAddress: undoRefusal(of: entry, in: entity, row: nil, user: user) == nil ? paths.undo(entity.name, key: key, entry: entry.id) : nil))
        }
        return items
    }

    // MARK: - Helpers

    /// The page a saved row is shown on: its own, but for a row saved through a view whose
    /// condition no longer shows it (a book no longer 'published' in `published_books`), which is
    /// shown on its table's page when that is visible, else the view's list.
    func whereToShow(_ row: Row, of entity: Entity, user: SignedInUser?) async throws -> String {
        guard let table = entity.baseTable else { return paths.inspect(entity.name, key: row.primaryKey) }
        if try await database.row(of: entity.name, key: row.primaryKey) != nil { return paths.inspect(entity.name, key: row.primaryKey) }
        return isVisible(table, user: user) ? paths.inspect(table, key: row.primaryKey) : paths.list(entity.name)
    }

    /// The entity called `name`, or a `notFound` error — also for an entity the rules leave out
    /// of `user`'s entity list (`visibleEntityNames`): what is hidden there is hidden at every
    /// address.
    func entity(named name: String, user: SignedInUser?) throws(DirectError) -> Entity {
        guard let entity = try? database.model.entity(named: name), isVisible(entity.name, user: user) else {
            throw DirectError(.notFound, .noTableNamed(name))
        }
        return entity
    }

    /// Whether `user`'s entity list shows `entityName`, so that its pages may be reached.
    func isVisible(_ entityName: String, user: SignedInUser?) -> Bool {
        // Every page asks, a row's page once for each relationship: the names are worked out (and
        // sorted for the entity list) once for each user and generation of the rules.
        let generation = rules.generation
        if let names = visibleNames.withLock({ $0.generation == generation ? $0.names[user] : nil }) {
            return names.contains(entityName)
        }
        let names = Set(context(task: .query, user: user).visibleEntityNames)
        visibleNames.withLock { kept in
            if kept.generation != generation || kept.names.count >= Self.visibleNamesCapacity { kept = (generation, [:]) }
            kept.names[user] = names
        }
        return names.contains(entityName)
    }

    /// The attributes a list's parameters (`sort`, `f.…`, `where`, `q`) may name: the columns the
    /// list shows, the columns of the to-one relationships it shows, and the primary key (the
    /// rows' addresses show it anyway). A column a rule hides from the list cannot be sorted,
    /// filtered, searched or compared: not even a yes-or-no answer about it leaks.
    func reachableAttributeNames(in context: RuleContext) -> Set<String> {
        // Asked by every list, its facets, filters and date drill-down: kept.
        reachableNames.value(for: context) { Self.reachableAttributeNames(in: context) }
    }

    /// The attributes a list's parameters may name in `context`; see the instance method.
    static func reachableAttributeNames(in context: RuleContext) -> Set<String> {
        guard let entity = context.entity else { return [] }
        var names = Set(entity.primaryKeyAttributeNames)
        for key in context.displayPropertyKeys {
            if entity.attributes.contains(where: { $0.name == key }) {
                names.insert(key)
            } else if let relationship = entity.relationshipIfPresent(named: key), relationship.kind == .toOne {
                for join in relationship.joins { names.insert(join.sourceAttribute) }
            }
        }
        return names
    }

    /// The row of `entity` whose key the path segment `key` spells, or a `notFound` error.
    func row(of entity: Entity, key: Substring, valuePrefixLength: Int? = nil, prefetching paths: [[String]] = []) async throws -> Row {
        let parts = try DirectPaths.decodeKey(key)
        let texts = parts.map { $0 ?? "" }
        let rowKey: RowKey
        do throws(DatabaseError) {
            // NULL in a key: only SQLite lets a (legacy, non-INTEGER) primary key hold one.
            guard !parts.contains(nil) else {
                throw DatabaseError(.rowNotFound, "A key of '\(entity.name)' needs a value for each of its columns.")
            }
            rowKey = try entity.rowKey(fromTexts: texts)
        } catch {
            // SQLite keeps any value in any column but a STRICT table's ('F-4' in an INTEGER
            // key): the key as the texts it was written from. Compared with the column, SQLite
            // converts a text that is a number back to one, so this finds every row.
            guard database.engine == .sqlite, error.kind == .rowNotFound, texts.count == entity.primaryKeyAttributeNames.count else {
                throw DirectError(.notFound, error.message)
            }
            rowKey = RowKey(parts.map { $0.map(DatabaseValue.text) ?? .null })
        }
        guard let row = try await database.row(of: entity.name, key: rowKey, valuePrefixLength: valuePrefixLength, prefetching: paths) else {
            throw DirectError(.notFound, .noRowWithKey(DisplayName.forIdentifier(entity.name), key: texts.joined(separator: ", ")))
        }
        return row
    }

    func checkWritable(_ context: RuleContext) throws(DirectError) {
        if isReadOnly {
            throw DirectError(.forbidden, .applicationIsReadOnly)
        }
        if context.isEntityReadOnly {
            let reason: DirectText =
                if context.readOnly {
                    .applicationIsReadOnly
                } else if context.entity?.isReadOnly ?? true {
                    .rowsCannotBeChanged(context.displayNameForEntity)
                } else {
                    // A rule said so, for this person or for everyone.
                    .rowsAreReadOnly(context.displayNameForEntity, for: context.user?.name)
                }
            throw DirectError(.forbidden, reason)
        }
        // About one row, the rules may say more: this row may not be changed, or not deleted
        // (`isObjectEditable`, `isObjectDeletable`). A new row has none to ask about.
        guard context.object != nil else { return }
        let kind = context.displayNameForEntity
        if context.task == .delete {
            if !context.isObjectDeletable {
                throw DirectError(.forbidden, .rulesForbidDeleting(kind))
            }
        } else if !context.isObjectEditable {
            throw DirectError(.forbidden, .rulesForbidChanging(kind))
        }
    }

    /// The fetch a list query asks for, its names and values checked against the entity.
    func specification(for query: ListQuery, entity: Entity, context: RuleContext) throws -> FetchSpecification {
        let pageSize = query.pageSize ?? min(max(context.numberOfObjectsPerBatch, 1), ListQuery.maximumPageSize)
        var specification = FetchSpecification(entityName: entity.name, searchText: query.searchText, pageSize: pageSize)
        // The same answer for a hidden column as for one that does not exist: whether it exists
        // is not for the address to find out.
        let reachable = reachableAttributeNames(in: context)
        specification.searchAttributeNames = entity.attributes.map(\.name).filter(reachable.contains)
        for sort in query.sortOrder {
            guard reachable.contains(sort.key) else {
                throw DirectError(.badRequest, "A list of \(context.displayNameForEntity) cannot be sorted by '\(sort.key)': it shows no such column.")
            }
            guard !specification.sortOrderings.contains(where: { $0.key == sort.key }) else {
                throw DirectError(.badRequest, "The order names '\(sort.key)' twice.")
            }
            specification.sortOrderings.append(SortOrdering(key: sort.key, direction: sort.isDescending ? .descending : .ascending))
        }
        var parts: [TesseraData.Qualifier] = []
        for filter in query.filters.keys.sorted() {
            let text = query.filters[filter]!
            // `f.NAME.from`, `.to`, `.null`, `.in`, `.eq`: unless a column is called that (odd
            // names exist).
            var name = filter
            var form = ""
            if entity.attributeIfPresent(named: filter) == nil, let dot = filter.lastIndex(of: "."),
                ["from", "to", "null", "in", "eq", "is"].contains(filter[filter.index(after: dot)...])
            {
                name = String(filter[..<dot])
                form = String(filter[filter.index(after: dot)...])
            }
            guard reachable.contains(name), let attribute = entity.attributeIfPresent(named: name) else {
                throw DirectError(.badRequest, "A list of \(context.displayNameForEntity) cannot be filtered by '\(name)': it shows no such column.")
            }
            func value(_ text: String) throws(DirectError) -> DatabaseValue {
                do {
                    return try attribute.parseIgnoringLimits(text)
                } catch {
                    throw DirectError(.badRequest, "The filter on '\(name)' is not a value of it: '\(text)' \(error.message).")
                }
            }
            switch form {
            case "null":
                guard text == "1" || text == "0" else {
                    throw DirectError(.badRequest, "f.\(name).null is 1 (empty) or 0 (not empty), not '\(text)'.")
                }
                parts.append(.comparison(name, text == "1" ? .equal : .notEqual, .null))
                continue
            case "from", "to":
                guard [.integer, .double, .decimal, .date, .timestamp].contains(attribute.valueType) else {
                    throw DirectError(.badRequest, "'\(name)' is no number, date or timestamp: it has no range.")
                }
                let bound = try value(text)
                // A day as the end of a range of timestamps means the whole day: before the next
                // one (so that SQLite's `2005-05-24T22:53:30` is in it too).
                if form == "to", attribute.valueType == .timestamp, text.count == 10, let next = DateDrillDown.day(after: text) {
                    parts.append(.comparison(name, .lessThan, try value(next)))
                    continue
                }
                parts.append(.comparison(name, form == "from" ? .greaterThanOrEqual : .lessThanOrEqual, bound))
                continue
            case "eq", "is":
                guard attribute.valueType != .blob else {
                    throw DirectError(.badRequest, "'\(name)' holds binary data, which cannot be filtered.")
                }
                // The value a facet counted, exactly: text as written, spaces and all (reading
                // it as a value would trim it); another type whatever the column's declared
                // limits (SQLite keeps 9999999999.99 in a NUMERIC(10,2)).
                if attribute.valueType == .text {
                    parts.append(.comparison(name, .equal, .text(text)))
                } else {
                    do {
                        parts.append(.comparison(name, .equal, try attribute.parseIgnoringLimits(text)))
                    } catch {
                        throw DirectError(.badRequest, "The filter on '\(name)' is not a value of it: '\(text)' \(error.message).")
                    }
                }
                continue
            case "in":
                let values = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                guard !values.isEmpty, values.count <= 100 else {
                    throw DirectError(.badRequest, "f.\(name).in lists 1 to 100 values, separated by commas.")
                }
                var parsed: [DatabaseValue] = []
                for text in values { parsed.append(try value(text)) }
                parts.append(.isIn(name, parsed))
                continue
            default:
                break
            }
            switch attribute.valueType {
            case .text, .json, .uuid:
                // As the column's kind contains things: a string the text, an enumeration the
                // label, an array an element, a full-text document the words.
                parts.append(.comparison(name, .matches, .text(text)))
            case .blob:
                throw DirectError(.badRequest, "'\(name)' holds binary data, which cannot be filtered.")
            default:
                do {
                    parts.append(.comparison(name, .equal, try attribute.parseIgnoringLimits(text)))
                } catch {
                    throw DirectError(.badRequest, "The filter on '\(name)' is not a value of it: '\(text)' \(error.message).")
                }
            }
        }
        if let condition = query.condition {
            let qualifier = try TesseraData.Qualifier(condition)
            if let hidden = qualifier.keys.subtracting(reachable).sorted().first {
                throw DirectError(.badRequest, "A list of \(context.displayNameForEntity) cannot be narrowed by '\(hidden)': it shows no such column.")
            }
            parts.append(qualifier)
        }
        specification.qualifier = parts.isEmpty ? nil : parts.count == 1 ? parts[0] : .and(parts)
        return specification
    }

    /// The to-one relationships among `keys` whose rows `user` may see: the rows they point to
    /// are loaded to be named and linked. A relationship to an entity hidden from them is not
    /// loaded, so that its cell shows the key the row holds anyway, never the hidden row's name.
    func toOneRelationships(in keys: [String], of entity: Entity, user: SignedInUser?) -> [Relationship] {
        entity.relationships.filter { $0.kind == .toOne && keys.contains($0.name) && isVisible($0.destinationEntity, user: user) }
    }

    /// Loads the rows that the to-one relationships among `keys` point to, into `row.related`,
    /// with the rows that name them and the row itself (a rental's inventory item, and the item's
    /// film), as the page of `context` names them.
    func prefetchToOne(_ keys: [String], of entity: Entity, into row: inout Row, context: RuleContext) async throws {
        let fetched = toOnePrefetches(of: entity, keys: keys, context: context)
        // Read with the row already (``row(of:key:valuePrefixLength:prefetching:)``): nothing to do.
        if fetched.allSatisfy({ path in path.first.map { row.related[$0] != nil } ?? true }), fetched.allSatisfy({ $0.count == 1 }) { return }
        var rows = [row]
        try await database.prefetch(fetched, into: &rows, of: entity)
        row = rows[0]
    }

    /// The paths `prefetchToOne` reads for a row of `entity` shown with `keys` (the context's own
    /// when nil): its to-one columns, and the links that name it and them.
    func toOnePrefetches(of entity: Entity, keys: [String]? = nil, context: RuleContext) -> [[String]] {
        var rowless = context
        rowless.removeGivenValue(for: ObjectKey.self)
        let plan = pagePlans.plan(for: entity, context: rowless, paths: paths)
        return toOneRelationships(in: keys ?? context.displayPropertyKeys, of: entity, user: context.user).map { [$0.name] }
            + namingPaths(of: plan, user: context.user)
    }

    /// The relationships to fetch with the rows of `plan`'s page so that they, and the rows their
    /// links lead to, are named as the plan names them: a rental by its film (`inventory` then
    /// `film`), the inventory item a rental links to by its film too. Not through links to
    /// tables `user` may not see.
    func namingPaths(of plan: PagePlan, user: SignedInUser?) -> [[String]] {
        var paths = toOnePaths(plan.naming?.relationshipPaths ?? [], from: plan.entity)
        for property in plan.properties {
            guard let toOne = property.toOne, let naming = toOne.naming, naming.followsRelationships,
                let relationship = plan.entity.relationships.first(where: { $0.name == toOne.relationshipName }),
                isVisible(relationship.destinationEntity, user: user)
            else { continue }
            paths.append([relationship.name])
            if let destination = try? database.model.entity(named: relationship.destinationEntity) {
                paths.append(contentsOf: toOnePaths(naming.relationshipPaths, from: destination).map { [relationship.name] + $0 })
            }
        }
        return paths
    }

    /// The paths among `paths` that follow to-one relationships only, step by step from
    /// `entity`: a name reads one row at the end of each. A rule's template may name a to-many
    /// relationship (every child of every row, to read one) or a column with dots in its name:
    /// those are not fetched, and read as empty.
    func toOnePaths(_ paths: [[String]], from entity: Entity) -> [[String]] {
        paths.filter { path in
            var current = entity
            for step in path {
                guard let relationship = current.relationships.first(where: { $0.name == step }), relationship.kind == .toOne,
                    let next = try? database.model.entity(named: relationship.destinationEntity)
                else { return false }
                current = next
            }
            return true
        }
    }

    /// `rows` of `entity` with the related rows that name them, as `user` sees them named.
    func namedRows(_ rows: [Row], of entity: Entity, user: SignedInUser?) async throws -> [Row] {
        guard !rows.isEmpty else { return rows }
        return try await self.rows(rows, of: entity, namedBy: DisplayName.naming(of: entity, in: context(task: .inspect, entity: entity, user: user)))
    }

    /// `rows` of `entity` with the related rows `naming` reads (none for a naming by the rows'
    /// own columns).
    func rows(_ rows: [Row], of entity: Entity, namedBy naming: RowNaming?) async throws -> [Row] {
        let paths = toOnePaths(naming?.relationshipPaths ?? [], from: entity)
        guard !paths.isEmpty, !rows.isEmpty else { return rows }
        var rows = rows
        try await database.prefetch(paths, into: &rows, of: entity)
        return rows
    }

    /// `rows` of the entity called `entityName`, with the related rows that name them.
    func namedRows(_ rows: [Row], of entityName: String, user: SignedInUser?) async throws -> [Row] {
        guard let entity = try? database.model.entity(named: entityName) else { return rows }
        return try await namedRows(rows, of: entity, user: user)
    }

    /// The list of `entityName`'s rows that `qualifier` selects, as `user` may ask for it: only
    /// where that list takes the condition (a rule may hide the joining column from it).
    func fullList(of entityName: String, where qualifier: TesseraData.Qualifier, user: SignedInUser?) -> ListQuery? {
        guard let destination = try? database.model.entity(named: entityName),
            qualifier.keys.isSubset(of: reachableAttributeNames(in: context(task: .list, entity: destination, user: user)))
        else { return nil }
        return ListQuery(condition: qualifier.description)
    }

    func preview(_ relationship: Relationship, of row: Row, user: SignedInUser?) async throws -> RelatedRowsPreview {
        if let qualifier = relationship.destinationQualifier(for: row), let destination = try? database.model.entity(named: relationship.destinationEntity) {
            // Named as the preview names them: without the link back to this row, which is
            // not fetched again for each of them. The rows that name them are read with them.
            let naming = DestinationNaming.naming(relationship, in: context(task: .inspect, entity: destination, user: user))
            var specification = FetchSpecification(entityName: relationship.destinationEntity, qualifier: qualifier, pageSize: Self.relatedPreviewSize)
            specification.prefetchingRelationshipPaths = toOnePaths(naming?.relationshipPaths ?? [], from: destination)
            let page = try await database.fetch(specification)
            return RelatedRowsPreview(
                relationship: relationship, rows: try await rows(page.rows, of: destination, namedBy: naming), hasMore: page.nextCursor != nil,
                fullList: fullList(of: relationship.destinationEntity, where: qualifier, user: user),
                fullListEntity: relationship.destinationEntity)
        }
        let rows = try await namedRows(
            linkedRows(relationship, of: row, limit: Self.relatedPreviewSize + 1), of: relationship.destinationEntity, user: user)
        // Many-to-many: all of them are reached through the join entity's rows that link them,
        // where that list is shown and takes the condition.
        var fullList: ListQuery?
        if let joinEntityName = relationship.joinEntity, isVisible(joinEntityName, user: user), let qualifier = relationship.joinQualifier(for: row),
            let joinEntity = try? database.model.entity(named: joinEntityName),
            qualifier.keys.isSubset(of: reachableAttributeNames(in: context(task: .list, entity: joinEntity, user: user)))
        {
            fullList = ListQuery(condition: qualifier.description)
        }
        return RelatedRowsPreview(
            relationship: relationship, rows: Array(rows.prefix(Self.relatedPreviewSize)), hasMore: rows.count > Self.relatedPreviewSize,
            fullList: fullList, fullListEntity: relationship.joinEntity ?? relationship.destinationEntity)
    }

    /// The attributes the edit form lets the person change: those whose component edits, and
    /// the columns of the to-one relationships it edits.
    func editableAttributeNames(in context: RuleContext) -> Set<String> {
        guard let entity = context.entity else { return [] }
        var names: Set<String> = []
        var property = context
        let look = looks.look(named: context.look) ?? .basic
        for key in context.displayPropertyKeys {
            property.propertyKey = key
            guard property.component.edits(in: look) else { continue }
            if let attribute = property.attribute, !attribute.isReadOnly {
                names.insert(attribute.name)
            } else if let relationship = property.relationship, relationship.kind == .toOne {
                for join in relationship.joins {
                    if let attribute = entity.attributeIfPresent(named: join.sourceAttribute), !attribute.isReadOnly {
                        names.insert(join.sourceAttribute)
                    }
                }
            }
        }
        // Whatever component a rule or a look gives them, the columns the rules make read-only
        // are not written.
        return names.subtracting(context.readOnlyColumnNames)
    }

    /// Of `names`, the columns whose values are typed: all but binary data and the text columns
    /// of file paths (`fileFolder`), which come as files (`EditBlob`), or not at all — a text
    /// field sent for one is ignored.
    func typed(_ names: Set<String>, in context: RuleContext) -> Set<String> {
        guard let entity = context.entity else { return names }
        let folders = fileFolders(of: names, in: context)
        return names.filter { entity.attributeIfPresent(named: $0)?.valueType != .blob && folders[$0] == nil }
    }

    /// The columns the edit form shows with the look's password field (`EditPassword`), whose
    /// stored value the form never holds: sent back empty, they are left as they are.
    func passwordAttributeNames(in context: RuleContext) -> Set<String> {
        var names: Set<String> = []
        var property = context
        for key in context.displayPropertyKeys {
            property.propertyKey = key
            let component = property.component
            guard !component.isCustom, BuiltInComponent(name: component.name) == .editPassword, let attribute = property.attribute else { continue }
            names.insert(attribute.name)
        }
        return names
    }

    /// For each to-one relationship the form edits, the rows to choose from, when there are few
    /// enough to list.
    func choices(for context: RuleContext) async throws -> [String: [Row]] {
        var choices: [String: [Row]] = [:]
        // Two links to one table (a film's language and original language) choose among the
        // same rows: read once.
        var read: [FetchSpecification: [Row]?] = [:]
        for (relationship, property) in editedToOneRelationships(in: context) {
            var specification = FetchSpecification(entityName: relationship.destinationEntity, pageSize: Self.maximumChoices)
            if let naming = property.keyWhenRelationship.flatMap({ RowNaming(template: $0).attributeNames.first }) {
                specification.sortOrderings = [.ascending(naming)]
            }
            if let rows = read[specification] {
                choices[relationship.name] = rows
                continue
            }
            let page = try await database.fetch(specification)
            let rows = page.nextCursor == nil ? try await namedRows(page.rows, of: relationship.destinationEntity, user: context.user) : nil
            read[specification] = rows
            choices[relationship.name] = rows
        }
        return choices
    }
}

extension DirectError {
    /// The data layer's error as the person should see it: a name that does not exist is a page
    /// that does not exist; a name or value that does not fit is a bad request.
    init(from error: DatabaseError) {
        switch error.kind {
        case .unknownEntity, .rowNotFound: self.init(.notFound, error.message)
        case .readOnlyEntity: self.init(.forbidden, error.message)
        default: self.init(.badRequest, error.message)
        }
    }
}

extension DirectApplication {
    /// Serves `queries` from now on instead of those it had: what `tessera serve` does when the
    /// file of queries changes (checked first: a file with a mistake changes nothing). A page
    /// being made may finish with the queries it began with; pages asked after this call get the
    /// new ones, and a query or dashboard no longer there answers 404. Routes are not added: a
    /// server made without saved queries has no addresses for them.
    public func replaceQueries(_ queries: SavedQueries) {
        let parameters = Self.parameters(of: queries, database: database)
        savedQueries.withLock { $0 = (queries, parameters, $0.generation + 1) }
    }

    /// Each query's parameters and what it does with them, by the query's name.
    private static func parameters(of queries: SavedQueries, database: Database) -> [String: QueryParameters] {
        Dictionary(uniqueKeysWithValues: queries.queries.map { ($0.name, ($0.sql, database.parameterNames(in: $0.sql), database.parameterUses(in: $0.sql))) })
    }
}
