import Tessera
import TesseraComponents
import TesseraData
import TesseraRules

/// The fiori look's `QueryList` page (task `list`): the basic look's search box, filters, count
/// and pages, with the rows as `ObjectItem`s instead of a table, and the order chosen from a
/// row of links instead of the table's headers.
///
/// Each row's title is its name (the entity's naming attribute, or its key), linking to the row;
/// the first four other properties that `displayPropertyKeys` names fill the subtitle,
/// footnote, status and substatus, each labelled and shown by the component the rules choose.
/// Reorder `displayPropertyKeys` with a rule to choose what a row shows.
public struct FioriQueryListPage: View {
    @Environment(\.displayGroup) private var group
    @Environment(\.ruleContext) private var context
    @Environment(\.directLook) private var look
    @Environment(\.directPaths) private var paths
    @Environment(\.listRows) private var listRows
    @Environment(\.pagePlan) private var pagePlan

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let group {
            let plan = PagePlan.forPage(pagePlan, entity: group.entity, context: context, paths: paths)
            VStack(alignment: .leading, spacing: 16) {
                // Fiori's filter bar, then the table in a card under its toolbar.
                VStack(alignment: .leading, spacing: 12) {
                    LookSlot(context.listControls, default: ListControlsKey.defaultValue.name) {
                        ListControls(group: group, plan: plan, showsCreate: false)
                    }
                    ListFacets(group: group, plan: plan)
                    if let drillDown = group.dateDrillDown {
                        DateDrillDownBar(
                            drillDown: drillDown, label: QueryListPage.label(of: drillDown.attributeName, in: context), entityName: group.entity.name, paths: paths)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .attribute("data-filter-bar", nil)
                .accessibilityLabel(DirectText.filterBar)
                VStack(alignment: .leading, spacing: 12) {
                    HStack(alignment: .firstTextBaseline, spacing: 16) {
                        Text(QueryListPage.countLine(group, context: context))
                            .accessibilityHeading(.h2)
                            .attribute("data-count", nil)
                        Spacer()
                        SortLinks(group: group, plan: plan)
                        if !context.isEntityReadOnly {
                            Link(destination: paths.create(group.entity.name)) {
                                Label(DirectText.newRow(entity: context.displayNameForEntity), systemImage: "plus")
                            }
                            .attribute("data-action", "create")
                        }
                    }
                    .attribute("data-table-toolbar", nil)
                    if let live = listRows?.customView {
                        // A live list's rows come and go in its region (rows of yours too); the
                        // empty state is the page's.
                        if group.rows.isEmpty {
                            LookSlot(context.emptyList, default: EmptyListKey.defaultValue.name) { EmptyList(group: group) }
                        }
                        live
                    } else if let custom = context.rowComponent.customView ?? look.replacement(for: context.rowComponent.name)?.customView {
                        CustomRows(row: custom, rows: group.rows, context: context)
                    } else if !group.rows.isEmpty {
                        let items = group.objectItems(plan: plan)
                        List(Array(group.rows.enumerated()), id: \.offset) { _, row in items.item(for: row) }
                    } else {
                        LookSlot(context.emptyList, default: EmptyListKey.defaultValue.name) { EmptyList(group: group) }
                    }
                    LookSlot(context.pager, default: PagerKey.defaultValue.name) { Pager(group: group, paths: paths) }
                    // Under the rows: the boxes ticked above belong to it.
                    if plan.selectsRows && !group.bulkActions.isEmpty && !group.rows.isEmpty {
                        BulkActionBar(group: group, plan: plan, actions: group.bulkActions, editableColumns: group.bulkColumns, columnValues: group.bulkColumnValues)
                    }
                    if context.debug {
                        ListRulesNote(plan: plan)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .attribute("data-object-section", nil)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// The order, as one menu: each sortable property shown, ascending and descending, the current
/// one chosen — a GET form that keeps the search and filters, sent by its button (a choice alone
/// changes nothing: moving through a menu by keyboard must not reload the page).
struct SortLinks: View {
    let group: DisplayGroup
    let plan: PagePlan
    @Environment(\.localization) private var localized

    var body: some View {
        let sortable = plan.properties.compactMap { property -> (key: String, label: String)? in
            guard group.sortableKeys.contains(property.propertyKey) else { return nil }
            return (property.propertyKey, property.headerLabel)
        }
        if !sortable.isEmpty {
            // Two options a sortable column (52 for a film): written once for each query.
            KeptMarkup(key: Kept(entity: group.entity.name, query: group.query, sortable: sortable.map { [$0.key, $0.label] })) {
                menu(sortable)
            }
        }
    }

    /// What the menu's markup depends on.
    private struct Kept: Hashable, Sendable {
        let entity: String
        let query: ListQuery
        let sortable: [[String]]
    }

    private func menu(_ sortable: [(key: String, label: String)]) -> some View {
        let current = group.query.sortKey.map { (group.query.isDescending ? "-" : "") + $0 } ?? ""
        return Form(action: plan.paths.list(group.entity.name), method: .get) {
            HStack(alignment: .bottom, spacing: 8) {
                Picker(localized(DirectText.sortBy), name: "sort", selection: current) {
                    if current.isEmpty { Text("—").tag("") }
                    ForEach(sortable, id: \.key) { property in
                        Text("\(property.label) ↑").tag(property.key)
                        Text("\(property.label) ↓").tag("-" + property.key)
                    }
                }
                .controlAttribute("data-sort-menu", "")
                KeptParameters(query: group.query.firstPage, except: [], dropping: ["sort"])
                Button(submit: DirectText.sort).attribute("data-sort-submit", nil)
            }
        }
        .font(.footnote)
        .accessibilityLabel(DirectText.sort)
    }
}
