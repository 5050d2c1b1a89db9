import Tessera
import TesseraComponents
import TesseraData
import TesseraRules

/// The fiori look's `Inspect` page, an object page: under the object's header (which the frame
/// writes, with the page's links to edit or delete the object) an anchor bar leads to the page's
/// sections — the object's properties as `KeyValueItem`s, then each to-many relationship in a
/// section of its own under a `SectionHeader`.
public struct FioriInspectPage: View {
    @Environment(\.ruleContext) private var context
    @Environment(\.directPaths) private var paths
    @Environment(\.pagePlan) private var pagePlan

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let object = context.object, let entity = context.entity {
            let properties = PagePlan.forPage(pagePlan, entity: entity, context: context, paths: paths).cells(for: object)
            let toMany = properties.filter(\.isToMany)
            VStack(alignment: .leading, spacing: 16) {
                if !toMany.isEmpty {
                    // Fiori's anchor bar: the sections, one link each, kept in view.
                    HStack(spacing: 4) {
                        Link("General information", destination: "#section-general")
                        ForEach(Array(toMany.enumerated()), id: \.offset) { index, property in
                            Link(property.label, destination: "#section-\(index + 1)")
                        }
                    }
                    .attribute("data-anchor-bar", nil)
                    .attribute("role", "navigation")
                    .accessibilityLabel("Sections")
                }
                ObjectPageSection(id: "section-general", title: "General information") {
                    PropertyItems(properties: properties.filter { !$0.isToMany })
                }
                ForEach(Array(toMany.enumerated()), id: \.offset) { index, property in
                    ObjectPageSection(id: "section-\(index + 1)", title: property.label) {
                        ExplainedProperty(cell: property)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A section of an object page: a card under a ``SectionHeader`` whose title is an `<h2>`, with
/// an `id` the anchor bar links to.
struct ObjectPageSection<Content: View>: View {
    let id: String
    let title: String
    let content: Content

    init(id: String, title: String, @ViewBuilder content: () -> Content) {
        self.id = id
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SectionHeader {
                Text(title).accessibilityHeading(.h2)
            }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .attribute("id", id)
        .attribute("data-object-section", nil)
    }
}

/// The properties as ``KeyValueItem``s, three to a row.
struct PropertyItems: View {
    let properties: [PropertyCell]
    @Environment(\.directLook) private var look

    var body: some View {
        let rows = stride(from: 0, to: properties.count, by: 3).map { Array(properties[$0..<min($0 + 3, properties.count)]) }
        Grid(alignment: .topLeading, horizontalSpacing: 32, verticalSpacing: 16) {
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                GridRow {
                    ForEach(Array(row.enumerated()), id: \.offset) { _, property in
                        if let custom = customPropertyRow(context: property.context, look: look) {
                            custom
                        } else {
                            KeyValueItem {
                                Text(property.label)
                            } value: {
                                ExplainedProperty(cell: property)
                            }
                        }
                    }
                }
            }
        }
        .attribute("data-property-grid", nil)
        .accessibilityLabel("Properties")
    }
}

/// The object's ``ObjectHeader`` — its name as the page's `<h1>`, its entity beneath — and, on
/// its page, what can be done with it: Fiori's object page header, with the actions at its end.
struct FioriHeader: View {
    let context: RuleContext
    let object: Row
    let entity: Entity
    let paths: DirectPaths
    @Environment(\.keepsHistory) private var keepsHistory

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            ObjectHeader {
                Text(context.navigationBarTitle).accessibilityHeading(.h1)
            } subtitle: {
                Text(context.displayNameForEntity)
            }
            if context.task == .inspect && (context.isObjectEditable || context.isObjectDeletable || keepsHistory) {
                Spacer()
                HStack(spacing: 8) {
                    if context.isObjectEditable {
                        Link(destination: paths.edit(entity.name, key: object.primaryKey)) { Label("Edit", systemImage: "pencil") }
                            .attribute("data-action", "edit")
                    }
                    if context.isObjectDeletable {
                        Link(destination: paths.delete(entity.name, key: object.primaryKey)) { Label("Delete", systemImage: "trash") }
                            .attribute("data-action", "delete")
                    }
                    if keepsHistory {
                        Link(destination: paths.history(entity.name, key: object.primaryKey)) { Label("History", systemImage: "clock") }
                            .attribute("data-action", "history")
                    }
                }
                .accessibilityLabel("Actions")
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A property's component, and — on a debug page — the rules that chose it.
struct ExplainedProperty: View {
    let cell: PropertyCell

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            PropertyCellView(cell: cell)
            if cell.plan.context.debug {
                // The property's own context, with its row: the explanation is the engine's.
                RuleExplanationNote(context: cell.context)
            }
        }
    }
}
