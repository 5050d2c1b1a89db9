import Tessera
import TesseraComponents
import TesseraData
import TesseraRules

/// The fiori look's `Inspect` page: the object under an ``ObjectHeader`` (its name, its entity,
/// links to edit or delete it), its properties as ``KeyValueItem``s, and each to-many
/// relationship as a section of its own under a ``SectionHeader``.
public struct FioriInspectPage: View {
    @Environment(\.ruleContext) private var context
    @Environment(\.directPaths) private var paths

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let object = context.object, let entity = context.entity {
            let properties = context.shownProperties
            VStack(alignment: .leading, spacing: 20) {
                FioriHeader(context: context, object: object, entity: entity, paths: paths)
                PropertyItems(properties: properties.filter { $0.relationship?.isToMany != true })
                ForEach(Array(properties.filter { $0.relationship?.isToMany == true }.enumerated()), id: \.offset) { _, property in
                    VStack(alignment: .leading, spacing: 6) {
                        SectionHeader(title: property.displayNameForProperty)
                        ExplainedProperty(context: property)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// The properties as ``KeyValueItem``s, three to a row.
struct PropertyItems: View {
    let properties: [RuleContext]

    var body: some View {
        let rows = stride(from: 0, to: properties.count, by: 3).map { Array(properties[$0..<min($0 + 3, properties.count)]) }
        Grid(alignment: .topLeading, horizontalSpacing: 32, verticalSpacing: 16) {
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                GridRow {
                    ForEach(Array(row.enumerated()), id: \.offset) { _, property in
                        KeyValueItem {
                            Text(property.displayNameForProperty)
                        } value: {
                            ExplainedProperty(context: property)
                        }
                    }
                }
            }
        }
        .accessibilityLabel("Properties")
    }
}

/// The object's ``ObjectHeader``: its name, its entity, and what can be done with it.
struct FioriHeader: View {
    let context: RuleContext
    let object: Row
    let entity: Entity
    let paths: DirectPaths

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            // The page's heading: the frame leaves its own title out under an object header.
            ObjectHeader {
                Text(context.title).accessibilityHeading(.h1)
            } subtitle: {
                Text(context.displayNameForEntity)
            }
            if context.task == "inspect" && !context.isEntityReadOnly {
                HStack(spacing: 12) {
                    Link(destination: paths.edit(entity.name, key: object.primaryKey)) { Label("Edit", systemImage: "pencil") }
                    Link(destination: paths.delete(entity.name, key: object.primaryKey)) { Label("Delete", systemImage: "trash") }
                        .foregroundStyle(.red)
                }
            }
        }
    }
}

/// A property's component, and — on a debug page — the rules that chose it.
struct ExplainedProperty: View {
    let context: RuleContext

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            PropertyView(context: context)
            if context.debug {
                RuleExplanationNote(context: context)
            }
        }
    }
}
