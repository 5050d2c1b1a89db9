import Tessera
import TesseraRules

/// The page the rules choose, in the page's look: Direct to SwiftUI's `D2SPageView`.
///
/// It reads the `page` key of the environment's rule context and shows that view — one a rule
/// handed over, the look's replacement for that name, or the look's own page — so a view of
/// yours can embed the page the rules would show, for a context of its own:
///
/// ```swift
/// struct CustomerPage: View {
///     @Environment(\.ruleContext) private var context
///
///     var body: some View {
///         VStack {
///             CustomerBanner()
///             PageView()                                  // the page the rules pick
///         }
///     }
/// }
/// ```
///
/// A page needs what its task loads (a list page its rows, an inspect page its row): embed a
/// page of the task being served, or give the environment what it needs.
public struct PageView: View {
    @Environment(\.ruleContext) private var context
    @Environment(\.directLook) private var look

    /// The page the environment's rules choose.
    public init() {}

    public var body: some View {
        let page = context.page
        if let custom = page.customView {
            custom
        } else if let replacement = look.replacement(for: page.name)?.customView {
            replacement
        } else if look.base == .fiori {
            switch BuiltInPage(page) {
            case .queryList: FioriQueryListPage()
            case .inspect: FioriInspectPage()
            case .edit: FioriFormPage(deletes: false)
            case .confirmDelete: FioriFormPage(deletes: true)
            case .entityList: FioriEntityListPage()
            case .history, .sqlQuery, .savedQuery, .dashboard: ReadingPage(page: BuiltInPage(page))
            case .confirmBulk: BulkConfirmPage()
            case .unknown(let name): UnknownComponent(kind: "page", name: name)
            }
        } else {
            switch BuiltInPage(page) {
            case .queryList: QueryListPage()
            case .inspect: InspectPage()
            case .edit: EditPage()
            case .confirmDelete: ConfirmDeletePage()
            case .entityList: EntityListPage()
            case .history, .sqlQuery, .savedQuery, .dashboard: ReadingPage(page: BuiltInPage(page))
            case .confirmBulk: BulkConfirmPage()
            case .unknown(let name): UnknownComponent(kind: "page", name: name)
            }
        }
    }
}

/// A view key's value shown as a view: `@Environment(\.page) var page` then `page` in a body, as
/// Direct to SwiftUI lets a view show `D2SPageView` or the `component` it reads.
///
/// A view of yours shows as itself; a name shows the look's replacement for it, or the look's
/// page (`"Inspect"`) or component (`"DisplayDate"`) of that name, for the environment's rule
/// context.
extension DirectView: View {
    public var body: some View {
        DirectViewContent(view: self)
    }
}

struct DirectViewContent: View {
    let view: DirectView
    @Environment(\.directLook) private var look

    var body: some View {
        if let custom = view.customView ?? look.replacement(for: view.name)?.customView {
            custom
        } else if BuiltInPage.names.contains(view.name) {
            PageView().ruleContext { [view] in $0.page = view }
        } else if BuiltInComponent.names.contains(view.name) {
            ComponentView().ruleContext { [view] in $0.component = view }
        } else {
            UnknownComponent(kind: "view", name: view.name)
        }
    }
}

/// The history page, the SQL page or a saved query's, as its own: one case of the look's choice of pages, so that
/// a new page adds no level to the choice — every other page keeps the identity paths its
/// elements had (a level more is two bytes on every element that carries one).
struct ReadingPage: PrimitiveView {
    let page: BuiltInPage

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        if view.page == .sqlQuery {
            SQLQueryPage._render(SQLQueryPage(), into: &output, context: context)
        } else if view.page == .savedQuery {
            SavedQueryPage._render(SavedQueryPage(), into: &output, context: context)
        } else if view.page == .dashboard {
            DashboardPage._render(DashboardPage(), into: &output, context: context)
        } else {
            HistoryPage._render(HistoryPage(), into: &output, context: context)
        }
    }

    static func _renderAsync<Writer: AsyncHTMLWriter>(_ view: Self, into output: inout AsyncHTMLOutput<Writer>, context: RenderContext) async throws {
        if view.page == .sqlQuery {
            try await SQLQueryPage._renderAsync(SQLQueryPage(), into: &output, context: context)
        } else if view.page == .savedQuery {
            try await SavedQueryPage._renderAsync(SavedQueryPage(), into: &output, context: context)
        } else if view.page == .dashboard {
            try await DashboardPage._renderAsync(DashboardPage(), into: &output, context: context)
        } else {
            try await HistoryPage._renderAsync(HistoryPage(), into: &output, context: context)
        }
    }
}
