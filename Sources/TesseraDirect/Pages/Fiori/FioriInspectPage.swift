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
            let plan = PagePlan.forPage(pagePlan, entity: entity, context: context, paths: paths)
            let properties = plan.cells(for: object)
            let groups = plan.groups(of: properties, row: object)
            // In the groups the rules lay the page out in (`fieldsets`); without any, the
            // general information and a section a to-many relationship, as always.
            EitherView(
                ObjectPageSections(properties: properties), GroupedObjectPageSections(groups: groups),
                showsFirst: PropertyGroup.areUngrouped(groups))
        }
    }
}

/// An object page's sections: the general information, then a section a to-many relationship,
/// with an anchor bar to them when there are several.
struct ObjectPageSections: View {
    let properties: [PropertyCell]
    @Environment(\.localization) private var localized

    var body: some View {
        let toMany = properties.filter(\.isToMany)
        VStack(alignment: .leading, spacing: 16) {
            if !toMany.isEmpty {
                // Fiori's anchor bar: the sections, one link each, kept in view.
                HStack(spacing: 4) {
                    Link(DirectText.generalInformation, destination: "#section-general")
                    ForEach(Array(toMany.enumerated()), id: \.offset) { index, property in
                        Link(property.label, destination: "#section-\(index + 1)")
                    }
                }
                .attribute("data-anchor-bar", nil)
                .attribute("role", "navigation")
                .accessibilityLabel(DirectText.sections)
            }
            ObjectPageSection(id: "section-general", title: localized(DirectText.generalInformation)) {
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

/// An object page's sections when the rules group its properties (`fieldsets`): those no group
/// names under "General information", a section a group — closed at first when it says so —
/// then a section a to-many relationship no group names.
struct GroupedObjectPageSections: View {
    let groups: [PropertyGroup]
    @Environment(\.localization) private var localized

    var body: some View {
        let general = groups.first { $0.fieldset == nil }?.cells ?? []
        let fieldsets = groups.compactMap { group in group.fieldset.map { (fieldset: $0, cells: group.cells) } }
        let toMany = general.filter(\.isToMany)
        let items = general.filter { !$0.isToMany }
        VStack(alignment: .leading, spacing: 16) {
            // Fiori's anchor bar: the sections, one link each, kept in view.
            HStack(spacing: 4) {
                if !items.isEmpty {
                    Link(DirectText.generalInformation, destination: "#section-general")
                }
                ForEach(Array(fieldsets.enumerated()), id: \.offset) { index, group in
                    Link(group.fieldset.heading, destination: "#fieldset-\(index + 1)")
                }
                ForEach(Array(toMany.enumerated()), id: \.offset) { index, property in
                    Link(property.label, destination: "#section-\(index + 1)")
                }
            }
            .attribute("data-anchor-bar", nil)
            .attribute("role", "navigation")
            .accessibilityLabel(DirectText.sections)
            if !items.isEmpty {
                ObjectPageSection(id: "section-general", title: localized(DirectText.generalInformation)) {
                    PropertyItems(properties: items)
                }
            }
            ForEach(Array(fieldsets.enumerated()), id: \.offset) { index, group in
                ObjectPageSection(id: "fieldset-\(index + 1)", title: group.fieldset.heading, isCollapsed: group.fieldset.isCollapsed) {
                    if let description = group.fieldset.description {
                        FieldsetDescription(text: description)
                    }
                    let items = group.cells.filter { !$0.isToMany }
                    if !items.isEmpty {
                        PropertyItems(properties: items, columns: group.fieldset.columns ?? PropertyItems.defaultColumns)
                    }
                    // A to-many relationship a group names: its rows under its label, in the group.
                    ForEach(Array(group.cells.filter(\.isToMany).enumerated()), id: \.offset) { _, property in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(property.label).font(.footnote).foregroundStyle(.secondary)
                            ExplainedProperty(cell: property)
                        }
                    }
                }
                .attribute("data-fieldset", group.fieldset.isCollapsed ? "collapsed" : "")
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

/// A section of an object page: a card under a ``SectionHeader`` whose title is an `<h2>`, with
/// an `id` the anchor bar links to.
struct ObjectPageSection<Content: View>: View {
    let id: String
    let title: String
    /// Whether the section starts closed, its header the button that opens it (a fieldset's
    /// `collapsed`).
    var isCollapsed = false
    let content: Content

    init(id: String, title: String, isCollapsed: Bool = false, @ViewBuilder content: () -> Content) {
        self.id = id
        self.title = title
        self.isCollapsed = isCollapsed
        self.content = content()
    }

    var body: some View {
        // A closed section only where a fieldset says so: the others keep the markup (and the
        // identities) sections always had.
        EitherView(
            VStack(alignment: .leading, spacing: 12) {
                SectionHeader {
                    Text(title).accessibilityHeading(.h2)
                }
                content
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .attribute("id", id)
            .attribute("data-object-section", nil),
            DisclosureGroup {
                VStack(alignment: .leading, spacing: 12) {
                    content
                }
                .padding(.top, 12)
            } label: {
                SectionHeader {
                    Text(title).accessibilityHeading(.h2)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .attribute("id", id)
            .attribute("data-object-section", nil),
            showsFirst: !isCollapsed)
    }
}

/// The properties as ``KeyValueItem``s, three to a row (or as many as a fieldset says).
struct PropertyItems: View {
    let properties: [PropertyCell]
    var columns = Self.defaultColumns
    @Environment(\.directLook) private var look

    /// How many properties stand side by side on an object page.
    static let defaultColumns = 3

    var body: some View {
        let rows = stride(from: 0, to: properties.count, by: columns).map { Array(properties[$0..<min($0 + columns, properties.count)]) }
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
        .accessibilityLabel(DirectText.properties)
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
                        Link(destination: paths.edit(entity.name, key: object.primaryKey)) { Label(DirectText.edit, systemImage: "pencil") }
                            .attribute("data-action", "edit")
                    }
                    if context.isObjectDeletable {
                        Link(destination: paths.delete(entity.name, key: object.primaryKey)) { Label(DirectText.delete, systemImage: "trash") }
                            .attribute("data-action", "delete")
                    }
                    if keepsHistory {
                        Link(destination: paths.history(entity.name, key: object.primaryKey)) { Label(DirectText.history, systemImage: "clock") }
                            .attribute("data-action", "history")
                    }
                }
                .accessibilityLabel(DirectText.actions)
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
