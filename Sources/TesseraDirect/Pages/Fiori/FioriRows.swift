import Tessera
import TesseraComponents
import TesseraData
import TesseraRules

extension DisplayGroup {
    /// The rows of the list as the fiori look shows them: an `ObjectItem` each (see
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
        FioriRows(plan: PagePlan(entity: entity, context: context, paths: paths))
    }

    /// The rows of the list as the fiori look shows them, laid out from `plan`; see
    /// ``objectItems(context:paths:)``.
    public func objectItems(plan: PagePlan) -> FioriRows {
        precondition(plan.entity.name == entity.name, "objectItems(plan:): a plan of '\(plan.entity.name)' for a list of '\(entity.name)'")
        return FioriRows(plan: plan)
    }
}

/// Makes the `ObjectItem` of each row of a fiori list: its name, linking to the row, as the
/// title, and the first four other properties of `displayPropertyKeys`, labelled, as the
/// subtitle, footnote, status and substatus.
public struct FioriRows: Sendable {
    let plan: PagePlan
    /// The properties shown in the subtitle, footnote, status and substatus, in that order.
    let slots: [PropertyPlan]
    /// Whether every slot's property is shown, as decided for the list, by one of the look's own
    /// components that write no identity: then an item can be laid out without the
    /// `ObjectItem`'s machinery (``FioriRowItem``).
    let slotsWriteNoIdentities: Bool

    init(plan: PagePlan) {
        self.plan = plan
        // The title names and opens the row already: its key and name are not repeated, and a
        // to-many relationship is a list of its own, on the row's page, unless it is a chart.
        let named = Set(plan.naming?.attributeNames ?? [])
        slots = plan.properties.lazy.filter { !named.contains($0.propertyKey) }
            .filter { $0.pageAttribute?.isPrimaryKey != true && ($0.pageRelationship?.isToMany != true || $0.builtIn == .displayChart) }
            .prefix(4).map { $0 }
        slotsWriteNoIdentities = slots.allSatisfy { $0.builtIn?.writesNoIdentities ?? false }
    }

    /// The item showing `row`, with its checkbox where the list's rows can be acted on together.
    @ViewBuilder
    public func item(for row: Row) -> some View {
        if plan.selectsRows {
            SelectableRowItem(rows: self, row: row)
        } else {
            FioriRowItem(rows: self, row: row)
        }
    }

    /// The item as an `ObjectItem`: what ``FioriRowItem`` lays out itself when it can.
    func objectItem(for row: Row) -> some View {
        ObjectItem {
            title(of: row)
        } subtitle: {
            property(0, of: row)
        } footnote: {
            property(1, of: row)
        } status: {
            property(2, of: row)
        } substatus: {
            property(3, of: row)
        }
    }

    /// The row's name, linking to it.
    func title(of row: Row) -> Link<Text> {
        Link(RowName.of(row, naming: plan.naming), destination: plan.destination(of: row))
    }

    /// The slot's property, labelled, or nothing when the list shows fewer properties.
    func property(_ index: Int, of row: Row) -> LabeledProperty? {
        slots.indices.contains(index) ? LabeledProperty(plan: slots[index], row: row) : nil
    }
}

/// A row's item with its checkbox before it, written as
///
///     HStack(alignment: .top, spacing: 12) {
///         RowSelectBox(…).padding(.top, 4)
///         FioriRowItem(rows: rows, row: row)
///     }
///
/// writes it — the same elements, and the same identity path for each child — without a tuple of
/// generic views made, copied and looked up for every row.
struct SelectableRowItem: PrimitiveView {
    let rows: FioriRows
    let row: Row

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element("div", Self.attributes, context: context, layout: .items) { output, inner in
            let box = RowSelectBox(key: DirectPaths.encode(view.row.primaryKey), name: RowName.of(view.row, naming: view.rows.plan.naming))
                .padding(.top, 4)
            output.withIdentity(.position(0), render: box, context: inner)
            output.withIdentity(.position(1), render: FioriRowItem(rows: view.rows, row: view.row), context: inner)
        }
    }

    /// `HStack(alignment: .top, spacing: 12)`.
    private static let attributes: HTMLAttributes = {
        var attributes = HTMLAttributes(classes: "t-hstack", "t-align-top")
        attributes.addStyle("gap", "12px")
        return attributes
    }()
}

/// A property with its label before it: "Rating PG-13".
struct LabeledProperty: View {
    let plan: PropertyPlan
    let row: Row

    var body: some View {
        // A chart has no text line to share: its label stands level with its middle.
        HStack(alignment: plan.builtIn == .displayChart ? .center : .firstTextBaseline, spacing: 4) {
            Text(label).foregroundStyle(.secondary)
            // Written from the plan when it leaves nothing to the row, as a list's cells are.
            PlannedCellView(property: plan, row: row, linksInTabOrder: true)
        }
    }

    private var label: String { Self.label(of: plan, row: row) }

    /// The label as decided for the list, or as a rule decides it for this row.
    static func label(of plan: PropertyPlan, row: Row) -> String {
        switch plan.label {
        case .decided(let label): label
        case .perRow: PropertyCell(plan: plan, row: row).label
        }
    }
}
