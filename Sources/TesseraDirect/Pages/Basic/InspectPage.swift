import Tessera
import TesseraData
import TesseraRules

/// The basic look's `Inspect` page: the object's properties with their labels — to-one
/// relationships as links, to-many ones as short lists — and links to edit or delete it.
public struct InspectPage: View {
    @Environment(\.ruleContext) private var context
    @Environment(\.directPaths) private var paths
    @Environment(\.pagePlan) private var pagePlan
    @Environment(\.keepsHistory) private var keepsHistory

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let object = context.object, let entity = context.entity {
            VStack(alignment: .leading, spacing: 16) {
                let editable = context.isObjectEditable
                let deletable = context.isObjectDeletable
                if editable || deletable || keepsHistory {
                    HStack(spacing: 12) {
                        // `isObjectEditable` and `isObjectDeletable` follow `isEntityReadOnly`
                        // unless a rule says more about this row.
                        if editable {
                            Link(destination: paths.edit(entity.name, key: object.primaryKey)) { Label("Edit", systemImage: "pencil") }
                        }
                        if deletable {
                            Link(destination: paths.delete(entity.name, key: object.primaryKey)) { Label("Delete", systemImage: "trash") }
                                .foregroundStyle(.red)
                        }
                        if keepsHistory {
                            Link(destination: paths.history(entity.name, key: object.primaryKey)) { Label("History", systemImage: "clock") }
                                .attribute("data-history-link", nil)
                        }
                    }
                }
                PropertyGrid(cells: PagePlan.forPage(pagePlan, entity: entity, context: context, paths: paths).cells(for: object))
            }
        }
    }
}

/// The properties, a row each: the label, then the component.
struct PropertyGrid: View {
    let cells: [PropertyCell]
    @Environment(\.directLook) private var look

    var body: some View {
        let custom = cells.map { customPropertyRow(context: $0.context, look: look) }
        if custom.allSatisfy({ $0 == nil }) {
            Grid(alignment: .topLeading, horizontalSpacing: 16, verticalSpacing: 8) {
                ForEach(Array(cells.enumerated()), id: \.offset) { _, cell in
                    GridRow {
                        Text(cell.label).foregroundStyle(.secondary)
                        ExplainedProperty(cell: cell)
                    }
                }
            }
            // On a phone each label stands above its value (``DirectStylesheet``).
            .attribute("data-property-grid", nil)
        } else {
            // A row of yours does not fit the grid's two columns: the rows are stacked instead.
            VStack(alignment: .leading, spacing: 8) {
                ForEach(Array(cells.enumerated()), id: \.offset) { index, cell in
                    if let row = custom[index] {
                        row
                    } else {
                        HStack(alignment: .firstTextBaseline, spacing: 16) {
                            Text(cell.label).foregroundStyle(.secondary)
                            ExplainedProperty(cell: cell)
                        }
                    }
                }
            }
        }
    }
}
