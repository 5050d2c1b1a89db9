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
                            Link(destination: paths.edit(entity.name, key: object.primaryKey)) { Label(DirectText.edit, systemImage: "pencil") }
                        }
                        if deletable {
                            Link(destination: paths.delete(entity.name, key: object.primaryKey)) { Label(DirectText.delete, systemImage: "trash") }
                                .foregroundStyle(.red)
                        }
                        if keepsHistory {
                            Link(destination: paths.history(entity.name, key: object.primaryKey)) { Label(DirectText.history, systemImage: "clock") }
                                .attribute("data-history-link", nil)
                        }
                    }
                }
                let plan = PagePlan.forPage(pagePlan, entity: entity, context: context, paths: paths)
                let cells = plan.cells(for: object)
                let groups = plan.groups(of: cells, row: object)
                // In the groups the rules lay the page out in (`fieldsets`), as its form is;
                // without any, one grid.
                EitherView(
                    PropertyGrid(cells: cells),
                    ForEach(Array(groups.enumerated()), id: \.offset) { _, group in
                        InspectFieldGroup(group: group)
                    },
                    showsFirst: PropertyGroup.areUngrouped(groups))
            }
        }
    }
}

/// A group of a row's page (see ``Fieldset``): its properties under its title as a heading,
/// closed at first when the rules say so; the properties no fieldset names, alone.
struct InspectFieldGroup: View {
    let group: PropertyGroup

    var body: some View {
        if let fieldset = group.fieldset {
            if fieldset.isCollapsed {
                DisclosureGroup {
                    content(fieldset)
                } label: {
                    Text(fieldset.heading)
                }
                .attribute("data-fieldset", "collapsed")
            } else {
                VStack(alignment: .leading, spacing: 8) {
                    if !fieldset.title.isEmpty {
                        Text(fieldset.title).font(.headline).accessibilityHeading(.h2)
                    }
                    content(fieldset)
                }
                .attribute("data-fieldset", "")
            }
        } else {
            PropertyGrid(cells: group.cells)
        }
    }

    @ViewBuilder private func content(_ fieldset: Fieldset) -> some View {
        if let description = fieldset.description {
            FieldsetDescription(text: description)
        }
        PropertyGrid(cells: group.cells)
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
