import Tessera

/// Rows of business data in columns, for reading many at once and choosing some: a header that
/// stays in sight as the rows scroll, columns one can widen by their header's corner, numbers
/// aligned at the end, and a box per row when rows can be chosen. Fiori's `DataTable`.
///
/// It is a real `<table>` in a box that scrolls it (sideways too, on a narrow screen). The boxes
/// are checkboxes of one form field, each sending its row's identity; a checked row is tinted.
/// A style of one's own gets the columns, the rows and the selection, and may draw them any way.
///
/// ```swift
/// DataTable(columns: [DataTableColumn("Order"), DataTableColumn("Amount", alignment: .numeric)],
///           rows: orders.map { DataTableRow(id: $0.id, cells: [$0.number, $0.amount]) },
///           selection: DataTableSelection(name: "orders", selected: ["4711"]))
///
/// DataTable(model: report)                 // Report: DataTableModel
/// ```
///
/// For a table of your own types with views in its cells, use the view layer's `Table`; this
/// component is the table of texts that a model can fill.
public struct DataTable: View {
    private let configuration: DataTableConfiguration

    /// A table of `rows` under `columns`, with a box per row when `selection` is given.
    public init(columns: [DataTableColumn], rows: [DataTableRow], selection: DataTableSelection? = nil) {
        configuration = DataTableConfiguration(columns: columns, rows: rows, selection: selection)
    }

    /// A table showing a model's columns and rows: the same as the initializer of plain values.
    public init(model: some DataTableModel) {
        self.init(columns: model.columns, rows: model.rows, selection: model.selection)
    }

    /// The table of a style's configuration, for a style that shows it within.
    public init(_ configuration: DataTableConfiguration) {
        self.configuration = configuration
    }

    /// The table in the style in effect, or its base look.
    public var body: some View {
        StyledComponent(configuration: configuration, base: DataTableBaseStyle())
    }
}

/// The columns and rows of a ``DataTable``, as an app's own model provides them: conform a type
/// and show it with `DataTable(model:)`.
public protocol DataTableModel {
    /// The columns.
    var columns: [DataTableColumn] { get }
    /// The rows.
    var rows: [DataTableRow] { get }
    /// Which rows are chosen, and by what field; `nil` (the default) shows no boxes.
    var selection: DataTableSelection? { get }
}

extension DataTableModel {
    public var selection: DataTableSelection? { nil }
}

/// The parts of a ``DataTable``, as a style lays them out.
public struct DataTableConfiguration {
    /// The columns.
    public let columns: [DataTableColumn]
    /// The rows.
    public let rows: [DataTableRow]
    /// Which rows are chosen, or `nil` for a table without boxes.
    public let selection: DataTableSelection?

    /// A configuration of these columns, rows and selection.
    public init(columns: [DataTableColumn], rows: [DataTableRow], selection: DataTableSelection? = nil) {
        self.columns = columns
        self.rows = rows
        self.selection = selection
    }
}

/// A look of ``DataTable``. Set it with `.dataTableStyle(_:)`.
public protocol DataTableStyle: ComponentStyle where Configuration == DataTableConfiguration {}

/// The base look of ``DataTable``: the view layer's table with a sticky header, widenable column
/// titles, and a first column of boxes when rows can be chosen.
public struct DataTableBaseStyle: DataTableStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: DataTableConfiguration) -> some View {
        Table(configuration.rows, id: \.id) {
            if let selection = configuration.selection {
                TableColumn("Select") { (row: DataTableRow) in
                    RowSelectionBox(name: selection.name, value: row.id, isOn: selection.selected.contains(row.id), label: .selectRow(row.cells.first ?? row.id))
                } header: {
                    Text(ComponentText.select).attribute("data-part", "hidden-title").font(.caption)
                }
            }
            for (index, column) in configuration.columns.enumerated() {
                TableColumn(column.title) { (row: DataTableRow) in
                    Text(verbatim: index < row.cells.count ? row.cells[index] : "")
                } header: {
                    Text(verbatim: column.title).attribute("data-part", "column-title")
                }
                .alignment(column.alignment)
            }
        }
        .attribute("data-component", "DataTable")
        // The box scrolls a table wider or longer than the page: a keyboard reaches and scrolls
        // it even where no cell holds a link or an enabled box.
        .attribute("tabindex", "0")
    }
}

public extension View {
    #styleModifier(for: DataTable.self)
}
