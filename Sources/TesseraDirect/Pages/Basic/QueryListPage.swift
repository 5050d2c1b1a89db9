import Tessera
import TesseraData
import TesseraRules

/// The basic look's `QueryList` page (task `list`): a search box, filters, the number of rows,
/// a table sorted by any column, and links to the next and previous pages.
public struct QueryListPage: View {
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
            VStack(alignment: .leading, spacing: 12) {
                // Past the search, the filters and the counts: to the rows.
                if !group.rows.isEmpty { Link(DirectText.skipToTheRows, destination: "#t-results").attribute("data-skip-to-rows", nil) }
                LookSlot(context.listControls, default: ListControlsKey.defaultValue.name) { ListControls(group: group, plan: plan) }
                ListFacets(group: group, plan: plan)
                if let drillDown = group.dateDrillDown {
                    DateDrillDownBar(drillDown: drillDown, label: Self.label(of: drillDown.attributeName, in: context), entityName: group.entity.name, paths: paths)
                }
                Text(Self.countLine(group, context: context)).foregroundStyle(.secondary).attribute("data-count", nil).attribute("id", "t-results")
                if let live = listRows?.customView {
                    // A live list's rows come and go in its region (rows of yours too); the empty
                    // state is the page's.
                    if group.rows.isEmpty {
                        LookSlot(context.emptyList, default: EmptyListKey.defaultValue.name) { EmptyList(group: group) }
                    }
                    live
                    ListCardStyle(plan: plan)
                } else if let custom = context.rowComponent.customView ?? look.replacement(for: context.rowComponent.name)?.customView {
                    CustomRows(row: custom, rows: group.rows, context: context)
                } else if !group.rows.isEmpty {
                    Table(group.rows, columns: group.columns(plan: plan))
                    ListCardStyle(plan: plan)
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
            .attribute("data-list-page", nil)
        }
    }

    /// The label of the list's column `key`, as the rules name it.
    static func label(of key: String, in context: RuleContext) -> String {
        var property = context
        property.propertyKey = key
        return property.displayNameForProperty
    }

    /// "1,000 film rows", "59 film rows (of 1,000)" when searched or filtered, or why there are
    /// none.
    static func countLine(_ group: DisplayGroup, context: RuleContext) -> String {
        let noun = context.displayNameForEntity.lowercased()
        if let reason = group.unavailableReason { return "No \(noun) rows to show. \(reason)" }
        if group.count.value == 0 && group.count.isExact {
            return group.specification.qualifier == nil && group.specification.searchText == nil ? "No \(noun) rows yet." : "No \(noun) rows match."
        }
        let line = "\(group.count.description) \(noun) \(group.count.value == 1 && group.count.isExact ? "row" : "rows")"
        // A search or a filter: of how many ("59 film rows (of 1,000)").
        guard let total = group.totalCount, total.value != group.count.value else { return line }
        return line + " (of \(total.description))"
    }
}

/// The rows as the view a rule gives `rowComponent` shows them, each reading its row from the
/// rule context: the same in every look.
struct CustomRows: View {
    let row: AnyView
    let rows: [Row]
    let context: RuleContext

    var body: some View {
        if !rows.isEmpty {
            List(Array(rows.enumerated()), id: \.offset) { _, object in
                row.environment(\.ruleContext, context.with(object: object))
            }
        }
    }
}

/// What every look's list puts above its rows: the search box, a link to a new row where rows can
/// be made, and the filters.
struct ListControls: View {
    let group: DisplayGroup
    let plan: PagePlan
    /// Whether the link to a new row stands beside the search box (the fiori look puts it in
    /// its table's toolbar instead).
    var showsCreate = true
    @Environment(\.directPaths) private var paths
    @Environment(\.formToken) private var formToken

    var body: some View {
        let context = plan.context
        let filters = FilterForm.fields(of: group, plan: plan)
        let refreshes = group.entity.kind == .materializedView && !context.readOnly
        // The same for every page of the list's query: written once for each (the filters'
        // choices are part of the key, and change as the counts kept of them do).
        let key = Kept(
            entity: group.entity.name, query: group.query, unavailableReason: group.unavailableReason,
            entityLabel: context.displayNameForEntity, creates: showsCreate && !context.isEntityReadOnly, refreshes: refreshes,
            token: refreshes ? formToken : nil, filters: filters)
        KeptMarkup(key: key) { controls(key) }
    }

    /// What the controls' markup depends on.
    private struct Kept: Hashable, Sendable {
        let entity: String
        let query: ListQuery
        let unavailableReason: String?
        let entityLabel: String
        let creates: Bool
        let refreshes: Bool
        let token: FormToken?
        let filters: [FilterForm.Field]
    }

    @ViewBuilder private func controls(_ key: Kept) -> some View {
        HStack(spacing: 12) {
            SearchForm(group: group)
            Spacer()
            // Every row the list's query finds, not this page's: a spreadsheet's file. None for a
            // list that cannot be read (a materialized view not populated yet).
            if group.unavailableReason == nil {
                Link(destination: paths.csv(group.entity.name, query: group.query)) {
                    Label("CSV", systemImage: "square.and.arrow.down")
                }
                .attribute("data-export", "csv")
                .help(DirectText.csvHelp(entity: key.entityLabel))
                // The same page of rows for a program: its columns, values, and next page.
                Link(destination: paths.json(group.entity.name, query: group.query)) {
                    Label("JSON", systemImage: "curlybraces")
                }
                .attribute("data-export", "json")
                .help(DirectText.jsonHelp(entity: key.entityLabel))
            }
            if key.creates {
                Link(destination: paths.create(group.entity.name)) {
                    Label(DirectText.newRow(entity: key.entityLabel), systemImage: "plus")
                }
            }
        }
        // A materialized view is filled by running its query again, where writing is allowed: a
        // row of its own, so that the search row still fits a phone's width.
        if key.refreshes {
            Form(action: paths.list(group.entity.name)) {
                FormHiddenFields(token: key.token, version: nil)
                Button(submit: group.unavailableReason == nil ? "Refresh" : "Populate now")
            }
        }
        FilterForm(group: group, fields: key.filters)
    }
}

/// A column's header: a link that sorts by the column, showing the current order.
struct SortHeader: View {
    let group: DisplayGroup
    let key: String
    let label: String
    let sortable: Bool
    let paths: DirectPaths

    var body: some View {
        if sortable {
            let isSorted = group.query.sortKey == key
            Link(destination: paths.list(group.entity.name, query: group.query.sorted(by: key))) {
                if isSorted {
                    Text(label + (group.query.isDescending ? " ↓" : " ↑"))
                } else {
                    Text(label)
                }
            }
            // The current order among the links (a table's header cell says it with aria-sort).
            .attribute("aria-current", "true", when: isSorted)
        } else {
            Text(label)
        }
    }
}

/// The search box: a GET form that keeps the order and filters.
struct SearchForm: View {
    let group: DisplayGroup
    @Environment(\.directPaths) private var paths
    @Environment(\.localization) private var localized

    var body: some View {
        Form(action: paths.list(group.entity.name), method: .get) {
            HStack(spacing: 8) {
                TextField(localized(DirectText.search), name: "q", text: group.query.searchText ?? "", prompt: localized(DirectText.searchText))
                    .controlAttribute("type", "search")
                    .labelsHidden()
                KeptParameters(query: group.query.firstPage, except: ["q"])
                Button(submit: DirectText.search)
            }
        }
        .attribute("role", "search")
    }
}

/// A filter per shown column: text columns match when they contain the words, others when they
/// equal the value.
struct FilterForm: View {
    let group: DisplayGroup
    /// The columns it filters, from ``fields(of:plan:)``.
    let fields: [Field]
    @Environment(\.directPaths) private var paths
    @Environment(\.localization) private var localized

    /// A column the form filters.
    struct Field: Hashable, Sendable {
        let name: String
        let label: String
        let type: ValueType
        /// The values offered, where the column's values are few (or it links to a small table).
        let choices: [FilterChoice]?
    }

    /// The columns of `group`'s list that the form filters: each shown column once, but blobs
    /// and links to tables too big to offer as choices.
    static func fields(of group: DisplayGroup, plan: PagePlan) -> [Field] {
        var seen: Set<String> = []
        return plan.properties.compactMap { property -> Field? in
            guard let (attribute, relationship) = group.entity.filterColumn(of: property.propertyKey), attribute.valueType != .blob,
                seen.insert(attribute.name).inserted
            else { return nil }
            let choices = group.filterChoices[attribute.name]
            // A link to a table too big for a choice: filtered by its key, as a facet does.
            if relationship != nil && choices == nil { return nil }
            return Field(name: attribute.name, label: property.headerLabel, type: attribute.valueType, choices: choices)
        }
    }

    var body: some View {
        let filterable = fields
        // The filters the form has fields for; the others (a facet's value, an empty column)
        // stay as they are when it is sent.
        let fields = Set(filterable.flatMap { field -> [String] in
            if field.choices != nil { return [field.name + ".is"] }
            switch field.type {
            case .integer, .double, .decimal, .date, .timestamp: return [field.name + ".from", field.name + ".to"]
            default: return [field.name]
            }
        })
        if !filterable.isEmpty {
            // Closed until one of its filters is in use: a filter per column is wider than most
            // screens.
            DisclosureGroup(isExpanded: group.query.filters.keys.contains(where: fields.contains)) {
                Form(action: paths.list(group.entity.name), method: .get) {
                    HStack(alignment: .bottom, spacing: 8) {
                        ForEach(filterable, id: \.name) { field in
                            if let choices = field.choices {
                                // Exactly one of the values, not a text that contains it: "PG"
                                // is not "PG-13".
                                let selected = group.query.filters[field.name + ".is"] ?? group.query.filters[field.name + ".eq"] ?? ""
                                Picker(field.label, name: "f.\(field.name).is", selection: selected) {
                                    Text(DirectText.any).tag("")
                                    ForEach(choices, id: \.self) { choice in
                                        Text(choice.label).tag(choice.value)
                                    }
                                    if !selected.isEmpty && !choices.contains(where: { $0.value == selected }) {
                                        Text(selected).tag(selected)
                                    }
                                }
                            } else {
                            switch field.type {
                            case .integer, .double, .decimal, .date, .timestamp:
                                // A range, both ends included: a day, a price band.
                                let isDay = field.type == .date || field.type == .timestamp
                                ForEach(["from", "to"], id: \.self) { end in
                                    TextField(localized(end == "from" ? DirectText.rangeFrom(field.label) : .rangeTo(field.label)), name: "f.\(field.name).\(end)", text: group.query.filters["\(field.name).\(end)"] ?? "")
                                        .controlAttribute("type", isDay ? "date" : nil)
                                        .controlAttribute("inputmode", isDay ? nil : (field.type == .integer ? "numeric" : "decimal"))
                                }
                            default:
                                TextField(field.label, name: "f." + field.name, text: group.query.filters[field.name] ?? "")
                            }
                            }
                        }
                        // A choice replaces a facet's value (`.eq`) and a word filter of its column.
                        let replaced = filterable.filter { $0.choices != nil }.flatMap { ["f." + $0.name, "f." + $0.name + ".eq"] }
                        KeptParameters(query: group.query.firstPage, except: [], dropping: fields.map { "f." + $0 } + replaced)
                        Button(submit: DirectText.filter)
                    }
                }
                .accessibilityLabel(DirectText.filters)
            } label: {
                Label(group.query.filters.isEmpty ? "Filters" : "Filters (\(group.query.filters.count))", systemImage: "line.3.horizontal.decrease")
            }
        }
    }
}

/// The parameters of a query as hidden fields, but those a form sets itself.
struct KeptParameters: View {
    let query: ListQuery
    /// Prefixes of the names the form sets.
    let except: [String]
    /// Whole names the form sets.
    var dropping: [String] = []

    var body: some View {
        // By position: `facet` comes once per column.
        let kept = query.parameters.filter { parameter in
            !except.contains { parameter.name.hasPrefix($0) } && !dropping.contains(parameter.name)
        }
        ForEach(Array(kept.enumerated()), id: \.offset) { _, parameter in
            HiddenField(name: parameter.name, value: parameter.value)
        }
    }
}

/// What a list without rows shows under its count line (which says why there are none): the way
/// back to every row, when a search or a filter left none.
struct EmptyList: View {
    let group: DisplayGroup
    @Environment(\.directPaths) private var paths

    var body: some View {
        let query = group.query
        if group.unavailableReason == nil && (query.searchText != nil || !query.filters.isEmpty || query.condition != nil) {
            Link(DirectText.showEveryRow, destination: paths.list(group.entity.name))
                .attribute("data-empty-list", nil)
        }
    }
}

/// Links to the previous and next pages, and — when the list's count is exact — to pages by
/// number, as Django's admin numbers them: the first, the last and two each side of this one
/// ("1 … 5 6 **7** 8 9 … 40"), this one marked as the current page.
///
/// A numbered page is read by position (`OFFSET`), which costs the rows before it: numbers are
/// offered for pages starting within the first ``maximumNumberedRow`` rows; beyond them, the
/// previous and next links (keyset, as cheap on page 10,000 as on page 1) go on.
struct Pager: View {
    let group: DisplayGroup
    let paths: DirectPaths

    /// The furthest row a numbered page may start at.
    static let maximumNumberedRow = 100_000

    var body: some View {
        if group.previousCursor != nil || group.nextCursor != nil {
            // Written once for each page of each query.
            KeptMarkup(key: Kept(
                entity: group.entity.name, query: group.query, previous: group.previousCursor?.token, next: group.nextCursor?.token,
                current: current, count: pageCount, pageSize: group.specification.pageSize)
            ) { pager }
        }
    }

    /// What the pager's markup depends on.
    private struct Kept: Hashable, Sendable {
        let entity: String
        let query: ListQuery
        let previous: String?
        let next: String?
        let current: Int?
        let count: Int?
        let pageSize: Int
    }

    private var pager: some View {
        HStack(spacing: 16) {
            if let previous = group.previousCursor {
                Link(DirectText.previousPage, destination: paths.list(group.entity.name, query: page(previous)))
            }
            let numbers = Self.numbers(current: current, count: pageCount, pageSize: group.specification.pageSize)
            if !numbers.isEmpty {
                HStack(spacing: 8) {
                    ForEach(Array(numbers.enumerated()), id: \.offset) { _, number in
                        if let number {
                            if number == current {
                                Text("\(number)").bold().attribute("aria-current", "page")
                            } else {
                                Link("\(number)", destination: paths.list(group.entity.name, query: page(number: number)))
                                    .accessibilityLabel(DirectText.page(number))
                            }
                        } else {
                            Text("…").foregroundStyle(.secondary).attribute("aria-hidden", "true")
                        }
                    }
                }
                .attribute("data-page-numbers", nil)
            }
            if let next = group.nextCursor {
                Link(DirectText.nextPage, destination: paths.list(group.entity.name, query: page(next)))
            }
        }
        .attribute("role", "navigation")
        .accessibilityLabel(DirectText.pages)
    }

    /// The number of pages, when the list's count is exact.
    private var pageCount: Int? {
        guard group.count.accuracy == .exact, group.specification.pageSize > 0 else { return nil }
        return (group.count.value + group.specification.pageSize - 1) / group.specification.pageSize
    }

    /// This page's number, when where it starts is known.
    private var current: Int? {
        group.pageStart.map { $0 / max(1, group.specification.pageSize) + 1 }
    }

    /// The page numbers to show, `nil` for a gap: the first, the last and two each side of the
    /// current one; none for a single page or an unknown count. Pages starting past
    /// ``maximumNumberedRow`` are left out, but the current one.
    static func numbers(current: Int?, count: Int?, pageSize: Int = 1) -> [Int?] {
        guard let count, count > 1 else { return [] }
        var shown: Set<Int> = [1, count]
        if let current { for number in (current - 2)...(current + 2) where (1...count).contains(number) { shown.insert(number) } } else {
            shown.formUnion(1...min(count, 3))
        }
        var numbers: [Int?] = []
        var last = 0
        for number in shown.sorted() where (number - 1) * pageSize <= maximumNumberedRow || number == current {
            if number > last + 1 { numbers.append(nil) }
            numbers.append(number)
            last = number
        }
        return numbers
    }

    private func page(number: Int) -> ListQuery {
        var query = group.query
        let start = (number - 1) * group.specification.pageSize
        query.cursor = start == 0 ? nil : PageCursor(start: start, of: group.specification).token
        return query
    }

    private func page(_ cursor: PageCursor) -> ListQuery {
        var query = group.query
        query.cursor = cursor.token
        return query
    }
}
