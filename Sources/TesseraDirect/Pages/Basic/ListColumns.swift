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
        let naming = DisplayName.namingAttribute(of: entity)
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
        for key in context.displayPropertyKeys {
            var column = context
            column.propertyKey = key
            columns.append(TableColumn(key) { [column] row in
                PropertyView(context: column.with(object: row))
                    .environment(\.directPaths, paths)
            } header: {
                SortHeader(group: self, key: key, label: column.displayNameForProperty, sortable: sortableKeys.contains(key), paths: paths)
            })
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
