import Tessera
import TesseraData
import TesseraRules

/// The basic look's `Inspect` page: the object's properties with their labels — to-one
/// relationships as links, to-many ones as short lists — and links to edit or delete it.
public struct InspectPage: View {
    @Environment(\.ruleContext) private var context
    @Environment(\.directPaths) private var paths

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let object = context.object, let entity = context.entity {
            VStack(alignment: .leading, spacing: 16) {
                if !context.isEntityReadOnly {
                    HStack(spacing: 12) {
                        Link(destination: paths.edit(entity.name, key: object.primaryKey)) { Label("Edit", systemImage: "pencil") }
                        Link(destination: paths.delete(entity.name, key: object.primaryKey)) { Label("Delete", systemImage: "trash") }
                            .foregroundStyle(.red)
                    }
                }
                PropertyGrid(context: context)
            }
        }
    }
}

/// The properties, a row each: the label, then the component.
struct PropertyGrid: View {
    let context: RuleContext

    var body: some View {
        let properties = context.shownProperties
        Grid(alignment: .topLeading, horizontalSpacing: 16, verticalSpacing: 8) {
            ForEach(Array(properties.enumerated()), id: \.offset) { _, property in
                GridRow {
                    Text(property.displayNameForProperty).foregroundStyle(.secondary)
                    VStack(alignment: .leading, spacing: 2) {
                        PropertyView(context: property)
                        if property.debug {
                            RuleExplanationNote(context: property)
                        }
                    }
                }
            }
        }
    }
}

extension RuleContext {
    /// A context per property `displayPropertyKeys` names, but empty ones a rule hides: what an
    /// object's page shows, in every look.
    var shownProperties: [RuleContext] {
        displayPropertyKeys.compactMap { key in
            var property = self
            property.propertyKey = key
            if property.hideEmptyProperty, property.relationship == nil, property.propertyValue.isNull { return nil }
            return property
        }
    }
}
