import Tessera
import TesseraData

// What a page loaded, in the environment of its views: a custom page reads the same values the
// look's pages read.

/// A hidden field that every form of a page carries, such as a server's CSRF token.
public struct FormToken: Sendable, Hashable {
    /// The field's name.
    public var name: String
    /// Its value.
    public var value: String

    /// A field `name` with `value`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

private struct DirectPathsKey: EnvironmentKey { static let defaultValue = DirectPaths() }
private struct FormTokenKey: EnvironmentKey { static let defaultValue: FormToken? = nil }
private struct SignOutPathKey: EnvironmentKey { static let defaultValue: String? = nil }
private struct PasswordPathKey: EnvironmentKey { static let defaultValue: String? = nil }
private struct HistoryListingKey: EnvironmentKey { static let defaultValue: HistoryListing? = nil }
private struct SQLQueryListingKey: EnvironmentKey { static let defaultValue: SQLQueryListing? = nil }
private struct SQLQueryPathKey: EnvironmentKey { static let defaultValue: String? = nil }
private struct SavedQueryListingKey: EnvironmentKey { static let defaultValue: SavedQueryListing? = nil }
private struct SavedQueryLinksKey: EnvironmentKey { static let defaultValue: [SavedQueryLink] = [] }
private struct DashboardListingKey: EnvironmentKey { static let defaultValue: DashboardListing? = nil }
private struct DashboardsAreLiveKey: EnvironmentKey { static let defaultValue = false }
private struct DashboardChangesKey: EnvironmentKey { static let defaultValue: UInt64 = 0 }
private struct DashboardLinksKey: EnvironmentKey { static let defaultValue: [SavedQueryLink] = [] }
private struct KeepsHistoryKey: EnvironmentKey { static let defaultValue = false }
private struct BulkConfirmationKey: EnvironmentKey { static let defaultValue: BulkConfirmation? = nil }
private struct EntitySummariesKey: EnvironmentKey { static let defaultValue: [EntitySummary] = [] }
private struct RecentChangesKey: EnvironmentKey { static let defaultValue: [HistoryListing.Item] = [] }
private struct DisplayGroupKey: EnvironmentKey { static let defaultValue: DisplayGroup? = nil }
private struct RelatedRowsKey: EnvironmentKey { static let defaultValue: [String: RelatedRowsPreview] = [:] }
private struct ValueImagesKey: EnvironmentKey { static let defaultValue: [String: ImageInfo] = [:] }
private struct ValueKindsKey: EnvironmentKey { static let defaultValue: [String: FileSignature] = [:] }
private struct ValueFileSizesKey: EnvironmentKey { static let defaultValue: [String: Int] = [:] }
private struct UploadLimitKey: EnvironmentKey { static let defaultValue = DirectApplication.defaultUploadLimit }
private struct EditStateKey: EnvironmentKey { static let defaultValue = EditState() }
private struct ListRowsKey: EnvironmentKey { static let defaultValue: DirectView? = nil }
private struct PagePlanKey: EnvironmentKey { static let defaultValue: PagePlan? = nil }

extension EnvironmentValues {
    /// The addresses of the application's pages.
    public var directPaths: DirectPaths {
        get { self[DirectPathsKey.self] }
        set { self[DirectPathsKey.self] = newValue }
    }

    /// The hidden field every form carries, set by the server.
    public var formToken: FormToken? {
        get { self[FormTokenKey.self] }
        set { self[FormTokenKey.self] = newValue }
    }

    /// Where the person signed in signs out (a form posts there), set by the server when someone
    /// signed in; `nil` without a sign-in.
    public var signOutPath: String? {
        get { self[SignOutPathKey.self] }
        set { self[SignOutPathKey.self] = newValue }
    }

    /// Where the person signed in changes their own password (a link leads there), set by the
    /// server when it can keep a new one; `nil` without a sign-in, and where the accounts are
    /// not a file's.
    public var passwordPath: String? {
        get { self[PasswordPathKey.self] }
        set { self[PasswordPathKey.self] = newValue }
    }

    /// The query and rows the SQL page (task `sql`) shows.
    public var sqlQueryListing: SQLQueryListing? {
        get { self[SQLQueryListingKey.self] }
        set { self[SQLQueryListingKey.self] = newValue }
    }

    /// Where the SQL page is, when the person may use it: the start page links to it.
    public var sqlQueryPath: String? {
        get { self[SQLQueryPathKey.self] }
        set { self[SQLQueryPathKey.self] = newValue }
    }

    /// The saved query, its fields and rows that its page (task `savedQuery`) shows.
    public var savedQueryListing: SavedQueryListing? {
        get { self[SavedQueryListingKey.self] }
        set { self[SavedQueryListingKey.self] = newValue }
    }

    /// The saved queries the person may run, which the start page lists.
    public var savedQueryLinks: [SavedQueryLink] {
        get { self[SavedQueryLinksKey.self] }
        set { self[SavedQueryLinksKey.self] = newValue }
    }

    /// Whether the server tells a page showing a dashboard when its tiles' tables change (see
    /// ``DirectPage/dashboardsAreLive``).
    public var dashboardsAreLive: Bool {
        get { self[DashboardsAreLiveKey.self] }
        set { self[DashboardsAreLiveKey.self] = newValue }
    }

    /// The count of changes a live dashboard's stream is told after: see
    /// ``DirectPage/dashboardChanges``.
    public var dashboardChanges: UInt64 {
        get { self[DashboardChangesKey.self] }
        set { self[DashboardChangesKey.self] = newValue }
    }

    /// The dashboard and its tiles that its page (task `dashboard`) shows.
    public var dashboardListing: DashboardListing? {
        get { self[DashboardListingKey.self] }
        set { self[DashboardListingKey.self] = newValue }
    }

    /// The dashboards the person may open, which the start page lists.
    public var dashboardLinks: [SavedQueryLink] {
        get { self[DashboardLinksKey.self] }
        set { self[DashboardLinksKey.self] = newValue }
    }

    /// The changes a history page (task `history`) shows.
    public var historyListing: HistoryListing? {
        get { self[HistoryListingKey.self] }
        set { self[HistoryListingKey.self] = newValue }
    }

    /// What the question before a bulk action (task `bulk`) asks about.
    public var bulkConfirmation: BulkConfirmation? {
        get { self[BulkConfirmationKey.self] }
        set { self[BulkConfirmationKey.self] = newValue }
    }

    /// Whether the application keeps a history of changes, so that a row's page links to its own.
    public var keepsHistory: Bool {
        get { self[KeepsHistoryKey.self] }
        set { self[KeepsHistoryKey.self] = newValue }
    }

    /// The entity list's lines (task `query`).
    public var entitySummaries: [EntitySummary] {
        get { self[EntitySummariesKey.self] }
        set { self[EntitySummariesKey.self] = newValue }
    }

    /// On the entity list: the changes the person signed in made last (everyone's, without a
    /// sign-in), newest first.
    public var recentChanges: [HistoryListing.Item] {
        get { self[RecentChangesKey.self] }
        set { self[RecentChangesKey.self] = newValue }
    }

    /// The rows of a list page (task `list`).
    public var displayGroup: DisplayGroup? {
        get { self[DisplayGroupKey.self] }
        set { self[DisplayGroupKey.self] = newValue }
    }

    /// The first rows of each to-many relationship of an inspect page, by relationship name.
    public var relatedRows: [String: RelatedRowsPreview] {
        get { self[RelatedRowsKey.self] }
        set { self[RelatedRowsKey.self] = newValue }
    }

    /// The pictures among a row's binary values, by column, as their bytes tell them: what a
    /// row's page and form show as thumbnails. A value not listed is shown by its size.
    public var valueImages: [String: ImageInfo] {
        get { self[ValueImagesKey.self] }
        set { self[ValueImagesKey.self] = newValue }
    }

    /// The kinds of a row's other binary values, by column, as their bytes tell them
    /// (`FileSignature`): "PDF document" beside a file's size.
    public var valueKinds: [String: FileSignature] {
        get { self[ValueKindsKey.self] }
        set { self[ValueKindsKey.self] = newValue }
    }

    /// The sizes in bytes of the upload folder's files that a row's text columns name
    /// (`fileFolder`), by column: a value not listed names no file there.
    public var valueFileSizes: [String: Int] {
        get { self[ValueFileSizesKey.self] }
        set { self[ValueFileSizesKey.self] = newValue }
    }

    /// Bytes a form's files may hold together: the application's ``DirectApplication/uploadLimit``.
    public var uploadLimit: Int {
        get { self[UploadLimitKey.self] }
        set { self[UploadLimitKey.self] = newValue }
    }

    /// An edit page's input, mistakes and conflict.
    public var editState: EditState {
        get { self[EditStateKey.self] }
        set { self[EditStateKey.self] = newValue }
    }

    /// What shows a list page's rows instead of the look's table, if anything: see
    /// ``DirectPage/listRows``.
    public var listRows: DirectView? {
        get { self[ListRowsKey.self] }
        set { self[ListRowsKey.self] = newValue }
    }

    /// The page's plan: each shown property decided once for every row (see ``PagePlan``); a list
    /// page's and a row's page's.
    public var pagePlan: PagePlan? {
        get { self[PagePlanKey.self] }
        set { self[PagePlanKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The name of the form field that saves the property being edited (`v.` and its column), or
    /// `nil` for a property that is no column: what an editor of yours names its control, so that
    /// the form saves what it writes.
    public var editFieldName: String? {
        ruleContext.attribute.map { editState.fieldName($0.name) }
    }

    /// The text the property's editor shows: what the person sent, when the form came back with a
    /// mistake, else the row's value (empty for a new row).
    public var editedText: String {
        guard let attribute = ruleContext.attribute else { return ruleContext.object?[ruleContext.propertyKey].text ?? "" }
        return EditedValue.text(of: attribute.name, in: ruleContext, state: editState)
    }
}
