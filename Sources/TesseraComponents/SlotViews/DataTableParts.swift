import Tessera

/// A column of a ``DataTable``: its title and how its cells align (numbers at the end).
public struct DataTableColumn: Hashable, Sendable {
    /// The column's title, in its header.
    public var title: String
    /// How the column's cells align.
    public var alignment: TableColumnAlignment

    /// A column titled `title`, aligned by `alignment`.
    public init(_ title: String, alignment: TableColumnAlignment = .leading) {
        self.title = title
        self.alignment = alignment
    }
}

/// A row of a ``DataTable``: what identifies it (the value its selection box submits) and its
/// cells' texts, one a column. A row with fewer cells than columns leaves the rest empty; cells
/// past the last column are not shown.
public struct DataTableRow: Hashable, Sendable {
    /// What identifies the row: the value its selection box submits.
    public var id: String
    /// The cells' texts, one a column, in order.
    public var cells: [String]

    /// A row identified by `id`, of `cells`.
    public init(id: String, cells: [String]) {
        self.id = id
        self.cells = cells
    }
}

/// Which rows of a ``DataTable`` are chosen, and the form field that submits them: each row's
/// box sends `name=ID` when it is checked.
public struct DataTableSelection: Hashable, Sendable {
    /// The form field's name.
    public var name: String
    /// The identities of the rows checked.
    public var selected: Set<String>

    /// Rows chosen by boxes named `name`, the rows `selected` checked.
    public init(name: String, selected: Set<String> = []) {
        self.name = name
        self.selected = selected
    }
}

/// A row's selection box: a checkbox named after the selection, labelled for assistive
/// technologies with the row's first cell, disabled where the environment disables controls.
struct RowSelectionBox: PrimitiveView {
    let name: String
    let value: String
    let isOn: Bool
    let label: ComponentText

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var attributes: [(String, String?)] = [("type", "checkbox"), ("value", view.value), ("aria-label", context.environment.text(view.label)), ("data-part", "row-select")]
        if view.isOn { attributes.append(("checked", nil)) }
        // Named and disabled as every form cell's control is; no cell's messages describe it.
        output.voidElement("input", .formCellControl(name: view.name, context: context, describedHere: false, attributes), context: context)
    }
}
