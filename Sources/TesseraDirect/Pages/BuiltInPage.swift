/// The look's own pages, decoded once from the name the `page` key holds, so that a page is
/// chosen by a typed value and a misspelled name is shown as such rather than silently falling
/// through to some other page.
enum BuiltInPage: Sendable, Equatable {
    case entityList, queryList, inspect, edit, confirmDelete, history, confirmBulk, sqlQuery, savedQuery, dashboard
    /// A name no page of the look answers to.
    case unknown(String)

    /// Every name the look's pages answer to.
    static let names = ["EntityList", "QueryList", "Inspect", "Edit", "ConfirmDelete", "History", "ConfirmBulk", "SQLQuery", "SavedQuery", "Dashboard"]

    init(_ page: DirectView) {
        switch page.name {
        case DirectView.entityList.name: self = .entityList
        case DirectView.queryList.name: self = .queryList
        case DirectView.inspect.name: self = .inspect
        case DirectView.edit.name: self = .edit
        case DirectView.confirmDelete.name: self = .confirmDelete
        case DirectView.history.name: self = .history
        case DirectView.confirmBulk.name: self = .confirmBulk
        case DirectView.sqlQuery.name: self = .sqlQuery
        case DirectView.savedQuery.name: self = .savedQuery
        case DirectView.dashboard.name: self = .dashboard
        default: self = .unknown(page.name)
        }
    }
}

extension DirectView {
    /// The list of the database's entities and their row counts: the `.query` task's page.
    public static let entityList = DirectView("EntityList")
    /// One entity's rows, searched, sorted and paged: the `.list` task's page.
    public static let queryList = DirectView("QueryList")
    /// One row with its relationships: the `.inspect` task's page.
    public static let inspect = DirectView("Inspect")
    /// The form that edits or creates a row: the `.edit` task's page.
    public static let edit = DirectView("Edit")
    /// The question before a row is deleted: the `.delete` task's page.
    public static let confirmDelete = DirectView("ConfirmDelete")
    /// The changes made to a row, or everyone's recent ones: the `.history` task's page.
    public static let history = DirectView("History")
    /// The question before a bulk action acts on the rows chosen: the `.bulk` task's page.
    public static let confirmBulk = DirectView("ConfirmBulk")
    /// A query a person writes and its rows: the `.sql` task's page (`/sql`).
    public static let sqlQuery = DirectView("SQLQuery")
    /// A saved query's form and rows: the `.savedQuery` task's page (`/q/NAME`).
    public static let savedQuery = DirectView("SavedQuery")
    /// Saved queries' rows as key figures, charts and tables: the `.dashboard` task's page (`/d/NAME`).
    public static let dashboard = DirectView("Dashboard")

    /// Whether it is the look's own list of rows (not a view of yours named alike), which a live
    /// list can stand in for.
    public var isQueryList: Bool { !isCustom && BuiltInPage(self) == .queryList }
}
