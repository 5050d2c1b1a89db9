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
        let naming = DisplayName.naming(of: entity)
        var columns: [TableColumn<Row>] = []
        if !entity.isReadOnly {
            let opensForm = context.nextTask == "edit" && !context.isEntityReadOnly
            let entityName = entity.name
            columns.append(TableColumn("Open") { row in
                Link(destination: opensForm ? paths.edit(entityName, key: row.primaryKey) : paths.inspect(entityName, key: row.primaryKey)) {
                    Image(systemName: "chevron.right")
                }
                .accessibilityLabel("Open \(RowName.of(row, naming: naming))")
            } header: {
                Text("Open").font(.footnote).foregroundStyle(.secondary)
            })
        }
        let opensRows = !entity.isReadOnly
        let opensForm = context.nextTask == "edit" && !context.isEntityReadOnly
        for key in context.displayPropertyKeys {
            var column = context
            column.propertyKey = key
            let attribute = try? entity.attribute(named: key)
            // The naming column opens the row too: people click a row's name, not a chevron.
            let opens = opensRows && key == naming?.attributeNames.first
            let entityName = entity.name
            var tableColumn = TableColumn<Row>(key) { [column] row in
                if opens {
                    Link(destination: opensForm ? paths.edit(entityName, key: row.primaryKey) : paths.inspect(entityName, key: row.primaryKey)) {
                        PropertyView(context: column.with(object: row))
                    }
                    .environment(\.directPaths, paths)
                } else {
                    PropertyView(context: column.with(object: row))
                        .environment(\.directPaths, paths)
                }
            } header: {
                SortHeader(group: self, key: key, label: column.displayNameForProperty, sortable: sortableKeys.contains(key), paths: paths)
            }
            // Numbers line up at their last digit; a number that names a related row is a link,
            // read as text.
            // The header cell says which way the list is sorted by it.
            if query.sortKey == key {
                tableColumn = tableColumn.sorted(query.isDescending ? .descending : .ascending)
            }
            if let attribute, attribute.valueType.isNumeric, !entity.relationships.contains(where: { $0.kind == .toOne && $0.joins.contains { $0.sourceAttribute == attribute.name } }) {
                tableColumn = tableColumn.alignment(.numeric)
            }
            columns.append(tableColumn)
        }
        return columns
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
