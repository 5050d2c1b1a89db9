import Tessera
import TesseraData
import TesseraRules

extension DisplayGroup {
    /// The columns of the list's table in the basic look: a link that opens each row, then a
    /// column per property the `displayPropertyKeys` key names, each header a link that sorts by
    /// it and each cell the property's component.
    ///
    /// A server that shows the rows live lays them out with these columns, so that a row it
    /// pushes reads as the page's own. The cells carry what they read of the environment, so
    /// they render the same outside the page.
    ///
    /// - Parameters:
    ///   - context: The list page's rule context (task `list`, the entity).
    ///   - paths: Where the application's pages are.
    public func columns(context: RuleContext, paths: DirectPaths) -> [TableColumn<Row>] {
        columns(plan: PagePlan(entity: entity, context: context, paths: paths))
    }

    /// The columns of the list's table laid out from `plan`, a plan of this list's entity; see
    /// ``columns(context:paths:)``.
    public func columns(plan: PagePlan) -> [TableColumn<Row>] {
        precondition(plan.entity.name == entity.name, "columns(plan:): a plan of '\(plan.entity.name)' for a list of '\(entity.name)'")
        var columns: [TableColumn<Row>] = []
        if plan.selectsRows {
            let naming = plan.naming
            columns.append(TableColumn("Select") { row in
                RowSelectBox(key: DirectPaths.encode(row.primaryKey), name: RowName.of(row, naming: naming))
            } header: {
                Text(DirectText.select).font(.footnote).foregroundStyle(.secondary)
            })
        }
        if plan.opensRows {
            let naming = plan.naming
            // The name opens the row too: the chevron is for the mouse.
            let nameOpens = plan.openingPropertyKey != nil
            // A row named by the rows it links to has no cell of its name: the link carries it,
            // for a phone's card to show as its heading.
            let carriesName = naming?.followsRelationships ?? false
            columns.append(TableColumn("Open") { row in
                let name = RowName.of(row, naming: naming)
                OpenRowLink(destination: plan.destination(of: row), rowName: name, isInTabOrder: !nameOpens, name: carriesName ? name : nil)
            } header: {
                Text(DirectText.open).font(.footnote).foregroundStyle(.secondary)
            })
        }
        for property in plan.properties {
            let key = property.propertyKey
            // The naming column opens the row too: people click a row's name, not a chevron.
            let opens = key == plan.openingPropertyKey
            var tableColumn = TableColumn<Row>(key) { row in
                if opens {
                    Link(destination: plan.destination(of: row)) {
                        PlannedCellView(property: property, row: row)
                    }
                } else {
                    PlannedCellView(property: property, row: row)
                }
            } header: {
                SortHeader(group: self, key: key, label: property.headerLabel, sortable: sortableKeys.contains(key), paths: plan.paths)
            }
            // The header cell says which way the list is sorted by it.
            if query.sortKey == key {
                tableColumn = tableColumn.sorted(query.isDescending ? .descending : .ascending)
            }
            // Numbers line up at their last digit; a number that names a related row is a link,
            // read as text.
            if let attribute = entity.attributeIfPresent(named: key) {
                let isLink = entity.relationships.contains { $0.kind == .toOne && $0.joins.contains { $0.sourceAttribute == attribute.name } }
                if attribute.valueType.isNumeric && !isLink {
                    tableColumn = tableColumn.alignment(.numeric)
                }
            }
            if property.keepsOnOneLine { tableColumn = tableColumn.keepsOnOneLine() }
            columns.append(tableColumn)
        }
        return columns
    }

    /// Whether a column's values read wrongly broken over lines: numbers, dates and times,
    /// booleans, keys, and short codes (an enumeration's values, a text of at most 20 characters:
    /// "PG-13", "Store 1").
    static func keepsOnOneLine(_ attribute: Attribute, in context: RuleContext) -> Bool {
        switch attribute.valueType {
        case .integer, .double, .decimal, .date, .timestamp, .boolean, .uuid: return true
        case .text:
            if let length = attribute.maximumLength, length <= 20 { return true }
            var property = context
            property.propertyKey = attribute.name
            return property.allowedValues.map { $0.allSatisfy { $0.count <= 20 } } ?? false
        default: return attribute.allowedValues != nil
        }
    }
}

extension RuleContext {
    /// This context about `row`.
    func with(object row: Row) -> RuleContext {
        var context = self
        context.object = row
        return context
    }
}
