import Tessera
import TesseraComponents
import TesseraData
import TesseraRules

extension DisplayGroup {
    /// The rows of the list as the fiori look shows them: an ``ObjectItem`` each (see
    /// ``FioriQueryListPage``).
    ///
    /// A server that shows the rows live makes them here, so that a row it pushes reads as the
    /// page's own. The items carry what they read of the environment, so they render the same
    /// outside the page.
    ///
    /// - Parameters:
    ///   - context: The list page's rule context (task `list`, the entity).
    ///   - paths: Where the application's pages are.
    public func objectItems(context: RuleContext, paths: DirectPaths) -> FioriRows {
        FioriRows(entity: entity, context: context, paths: paths)
    }
}

/// Makes the ``ObjectItem`` of each row of a fiori list: its name, linking to the row, as the
/// title, and the first four other properties of `displayPropertyKeys`, labelled, as the
/// subtitle, footnote, status and substatus.
public struct FioriRows: Sendable {
    private let naming: RowNaming?
    private let opensForm: Bool
    /// The properties shown in the subtitle, footnote, status and substatus, in that order.
    private let slots: [RuleContext]
    private let paths: DirectPaths

    init(entity: Entity, context: RuleContext, paths: DirectPaths) {
        let naming = DisplayName.naming(of: entity)
        self.naming = naming
        opensForm = context.nextTask == "edit" && !context.isEntityReadOnly
        // The title names and opens the row already: its key and name are not repeated, and a
        // to-many relationship is a list of its own, on the row's page.
        let named = Set(naming?.attributeNames ?? [])
        slots = context.displayPropertyKeys.lazy.filter { !named.contains($0) }.map { key in
            var property = context
            property.propertyKey = key
            return property
        }
        .filter { $0.attribute?.isPrimaryKey != true && $0.relationship?.isToMany != true }
        .prefix(4).map { $0 }
        self.paths = paths
    }

    /// The item showing `row`.
    public func item(for row: Row) -> some View {
        ObjectItem {
            Link(RowName.of(row, naming: naming), destination: opensForm ? paths.edit(row.entityName, key: row.primaryKey) : paths.inspect(row.entityName, key: row.primaryKey))
        } subtitle: {
            property(0, of: row)
        } footnote: {
            property(1, of: row)
        } status: {
            property(2, of: row)
        } substatus: {
            property(3, of: row)
        }
        .environment(\.directPaths, paths)
    }

    /// The slot's property, labelled, or nothing when the list shows fewer properties.
    @ViewBuilder
    private func property(_ index: Int, of row: Row) -> (some View)? {
        if slots.indices.contains(index) {
            LabeledProperty(context: slots[index].with(object: row))
        }
    }
}

/// A property with its label before it: "Rating PG-13".
struct LabeledProperty: View {
    let context: RuleContext

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text(context.displayNameForProperty).foregroundStyle(.secondary)
            PropertyView(context: context)
        }
    }
}
