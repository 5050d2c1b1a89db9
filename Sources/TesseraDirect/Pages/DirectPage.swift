import Tessera
import TesseraRules
import TesseraData

/// A page of the application: what was loaded for it and the rule context that decides how it
/// looks. Render it inside a document titled ``title``; the server does.
///
/// Its body is the look's frame (navigation bar, breadcrumbs, title) around the view that the
/// `page` key names — one of the look's pages, or a view of yours — with everything loaded put
/// in the environment for that view to read.
public struct DirectPage: View, Sendable {
    /// What was loaded, by task.
    enum Content: Sendable {
        case entityList([EntitySummary])
        case list(DisplayGroup, PagePlan)
        case inspect([String: RelatedRowsPreview], PagePlan)
        case edit(EditState, PagePlan)
        case delete(EditState)
        case history(HistoryListing)
        /// The SQL page: a query and its rows.
        case sql(SQLQueryListing)
        /// A saved query's page.
        case savedQuery(SavedQueryListing)
        /// A dashboard's page.
        case dashboard(DashboardListing)
        case bulk(BulkConfirmation)
        /// A request the application refused: its HTTP status and what to tell the person.
        case failure(status: Int, message: String)
        /// The form on which the person changes their own password.
        case passwordChange(PasswordChangeForm)
    }

    /// The page's rule context: task, entity, object.
    public let context: RuleContext
    let content: Content
    let paths: DirectPaths
    let looks: DirectLooks
    let formatters: DirectFormatters
    /// Characters a list cell shows of a long value: the `cellPreviewLength` rule's, else the
    /// application's.
    let cellPreviewLength: Int
    /// Whether the application keeps a history of changes.
    let keepsHistory: Bool
    /// Where the page's parts keep their markup: the application's.
    let keptMarkup: KeptMarkupStore
    /// The application's plans of pages, which parts of a page plan from too (a row page's
    /// related rows, by their list's columns).
    let pagePlans: RuleAnswerCache<PagePlan>
    /// The hidden field the page's forms carry; the server sets its CSRF token here.
    public var formToken: FormToken?
    /// Where the person signed in signs out: the server sets it when someone signed in, and the
    /// page's bar then shows who, with a button to sign out.
    public var signOutPath: String?
    /// Where the person signed in changes their own password: the server sets it when it can
    /// keep a new one (accounts of a file), and the bar's person menu then offers it.
    public var passwordPath: String?
    /// What shows a list page's rows instead of the look's table: a server that keeps the rows
    /// live sets its region here, laid out as the look lays them out:
    /// ``DisplayGroup/columns(plan:)`` in the basic look, ``DisplayGroup/objectItems(plan:)`` in
    /// the fiori look, from the page's ``pagePlan``.
    public var listRows: DirectView?
    /// Whether a dashboard the page shows (a dashboard's page, the start page's dashboard) says
    /// where its live stream is (``DirectPaths/dashboardEvents(_:since:)``), so that the script reads
    /// its tiles again when their tables change: a server that serves the streams sets it.
    public var dashboardsAreLive = false
    /// The count of changes a live dashboard's stream is told after
    /// (``DirectPaths/dashboardEvents(_:since:)``): what its server had counted before the page
    /// read its tiles.
    public var dashboardChanges: UInt64 = 0
    /// The plan of a list page (what its columns or items, and a live list's rows, are laid out
    /// from), of a row's page or of a form (its properties); `nil` on other pages.
    public var pagePlan: PagePlan? {
        switch content {
        case .list(_, let plan), .inspect(_, let plan), .edit(_, let plan): plan
        default: nil
        }
    }
    /// What was just done, shown above the page's content ("Saved ACADEMY DINOSAUR."): the
    /// notice of the ``DirectResponse/redirect(_:notice:noticeKind:)`` that led here.
    public var notice: String?
    /// Whether ``notice`` says the action was done or warns that some of it was not.
    public var noticeKind: DirectNoticeKind = .done
    /// On the page of a row just made in a window that a form's picker opened: the row, as that
    /// form's picker takes it. The page's script hands it over and closes the window.
    var pickedChoice: ToOnePicker.Choice?
    /// On the entity list: the person's last changes.
    var recentChanges: [HistoryListing.Item] = []
    /// What the row's files are, by column (a row's page and form): pictures, other kinds,
    /// the sizes of the upload folder's files.
    var storedFiles = StoredFiles()
    /// Bytes a form's files may hold together.
    let uploadLimit: Int
    /// Where the SQL page is, on the start page of a person who may use it.
    var sqlQueryPath: String?
    /// The saved queries the person may run, on the start page.
    var savedQueryLinks: [SavedQueryLink] = []
    /// The dashboards the person may open, on the start page.
    var dashboardLinks: [SavedQueryLink] = []
    /// The start dashboard's tiles, on the start page of a person a rule gives one.
    var startDashboard: DashboardListing?

    init(application: DirectApplication, context: RuleContext, content: Content) {
        self.context = context
        self.content = content
        self.paths = application.paths
        looks = application.looks
        formatters = application.formatters
        cellPreviewLength = application.cellPreviewLength(in: context)
        keepsHistory = application.recordsHistory
        keptMarkup = application.keptMarkup
        pagePlans = application.pagePlans
        uploadLimit = application.uploadLimit
    }

    /// The look the page's `look` rule names, or `nil` when no look has that name (the page then
    /// says so, in the basic look).
    public var look: DirectLook? { looks.look(named: context.look) }

    /// The page's title, for the document (a browser's tab, its history, a bookmark): what the
    /// page shows, what it does to it, the entity, and the application, so that the tabs of an
    /// edit and of an inspect page of the same row can be told apart.
    ///
    /// "Edit ACADEMY DINOSAUR · Film · Tessera", "Film · Tessera", "Entities · Tessera".
    public var title: String {
        var parts: [String]
        switch context.task {
        case .edit where context.object != nil: parts = ["Edit \(context.title)"]
        case .delete: parts = ["Delete \(context.title)?"]
        default: parts = [context.title]
        }
        if context.entity != nil, context.task != .list {
            parts.append(context.displayNameForEntity)
        }
        parts.append(Self.applicationName)
        return parts.joined(separator: " · ")
    }

    /// The name the navigation bar and the document titles give the application.
    static let applicationName = "Tessera"

    /// The rows a list page (task `list`) shows, and the query they answer; `nil` on other pages.
    public var displayGroup: DisplayGroup? {
        guard case .list(let group, _) = content else { return nil }
        return group
    }

    /// The tables the entity list (task `query`) shows, with their row counts; `nil` on other
    /// pages.
    public var entitySummaries: [EntitySummary]? {
        guard case .entityList(let summaries) = content else { return nil }
        return summaries
    }

    /// Where the application's pages are.
    public var directPaths: DirectPaths { paths }

    public var body: some View {
        if case .failure(_, let message) = content {
            // In the application's frame, with its bar and a way back, in the page's look.
            PageFrame(context: context) { FailureView(message: message, paths: paths) }
                .modifier(environment)
            DirectScriptTag()
        } else if case .passwordChange(let form) = content {
            // The person's own page, not one of the look's: in its frame, whatever the rules.
            PageFrame(context: context, notice: notice, noticeKind: noticeKind) { PasswordChangeView(form: form) }
                .modifier(environment)
            DirectScriptTag()
        } else if let look {
            let wrapper = context.pageWrapper
            let isOwnFrame = wrapper.customView == nil && look.replacement(for: wrapper.name) == nil
            LookSlot(wrapper, default: PageWrapperKey.defaultValue.name) {
                PageFrame(context: context, notice: notice, noticeKind: noticeKind) {
                    PageView()
                    if let pickedChoice { PickedChoiceNote(choice: pickedChoice) }
                    // With debug on, what decided the page, under it.
                    if context.debug { DebugComponent(context: context) }
                }
            }
            .modifier(environment)
            if context.debug && !isOwnFrame {
                DebugComponent(context: context).modifier(environment)
            }
            // The pages' script, once a page whatever frames it: pickers, the tables' menu, a
            // list's fit and bulk values (each part finds its elements; every page works without).
            DirectScriptTag()
        } else {
            PageFrame(context: context, notice: notice, noticeKind: noticeKind) { UnknownLook(name: context.look, looks: looks) }
                .modifier(environment)
        }
    }

    /// Everything the page's views read: what was loaded, the rule context, the application's
    /// looks and formatters.
    private var environment: EnvironmentModifier {
        EnvironmentModifier { [context, content, paths, formToken, signOutPath, passwordPath, listRows, dashboardsAreLive, dashboardChanges, looks, formatters, look, notice, noticeKind, keepsHistory, cellPreviewLength, recentChanges, sqlQueryPath, savedQueryLinks, dashboardLinks, startDashboard, keptMarkup, pagePlans] environment in
            environment.keptMarkup = keptMarkup
            environment.pagePlans = pagePlans
            environment.directNotice = notice
            environment.directNoticeKind = noticeKind
            environment.cellPreviewLength = cellPreviewLength
            environment.ruleContext = context
            environment.directPaths = paths
            environment.directLooks = looks
            environment.directLook = look ?? .basic
            environment.directFormatters = formatters
            environment.formToken = formToken
            environment.signOutPath = signOutPath
            environment.passwordPath = passwordPath
            environment.keepsHistory = keepsHistory
            environment.listRows = listRows
            environment.dashboardsAreLive = dashboardsAreLive
            environment.dashboardChanges = dashboardChanges
            switch content {
            case .entityList(let summaries):
                environment.entitySummaries = summaries
                environment.recentChanges = recentChanges
                environment.sqlQueryPath = sqlQueryPath
                environment.savedQueryLinks = savedQueryLinks
                environment.dashboardLinks = dashboardLinks
                environment.dashboardListing = startDashboard
            case .list(let group, let plan):
                environment.displayGroup = group
                environment.pagePlan = plan
            case .inspect(let previews, let plan):
                environment.relatedRows = previews
                environment.pagePlan = plan
                environment.valueImages = storedFiles.images
                environment.valueKinds = storedFiles.kinds
                environment.valueFileSizes = storedFiles.sizes
                if let row = context.object, let entity = context.entity {
                    // For `@EnvironmentObject var object: ManagedObject`, to read.
                    environment.setObject(ManagedObject(row: row, entity: entity))
                }
            case .edit(let state, let plan):
                environment.editState = state
                environment.pagePlan = plan
                environment.valueImages = storedFiles.images
                environment.valueKinds = storedFiles.kinds
                environment.valueFileSizes = storedFiles.sizes
                environment.uploadLimit = uploadLimit
                if let editor = state.editor {
                    environment.directEditor = editor
                    environment.setObject(editor.object)
                }
            case .delete(let state): environment.editState = state
            case .history(let listing): environment.historyListing = listing
            case .sql(let listing): environment.sqlQueryListing = listing
            case .savedQuery(let listing): environment.savedQueryListing = listing
            case .dashboard(let listing): environment.dashboardListing = listing
            case .bulk(let confirmation): environment.bulkConfirmation = confirmation
            case .failure, .passwordChange: break
            }
        }
    }
}

/// What a page whose `look` rule names no look shows: the name, the looks there are, and how to
/// find the rule.
struct UnknownLook: View {
    let name: String
    let looks: DirectLooks

    var body: some View {
        Text(
            "No look is called '\(name)'\(RuleSchemaCheck.suggestion(for: name, among: looks.names)); the looks are \(looks.names.map { "'\($0)'" }.joined(separator: ", ")). Check the rule that sets look (add ?debug=1 to the address to see which one)."
        )
        .foregroundStyle(.red)
        .attribute("role", "alert")
    }
}

/// What a name that no view answers to shows: the name, so the rule that gave it is found.
struct UnknownComponent: View {
    let kind: String
    let name: String

    var body: some View {
        Text("No \(kind) is called '\(name)'. Check the rule that names it (add ?debug=1 to the address to see which one).")
            .foregroundStyle(.red)
    }
}

/// What a refused request's page says under its title: why, and the way back.
struct FailureView: View {
    let message: String
    let paths: DirectPaths

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label(message, systemImage: "exclamationmark.triangle").foregroundStyle(Color.theme(.criticalLabel))
            Link(DirectText.goToTheStartPage, destination: paths.home)
        }
        .attribute("data-failure", nil)
    }
}

