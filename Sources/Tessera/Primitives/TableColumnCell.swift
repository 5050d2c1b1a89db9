extension TableColumn {
    /// The view this column shows for `row`: what its ``Table`` writes inside the row's `<td>`.
    ///
    /// For views that lay out a table's rows themselves, such as a coordinator of sections that
    /// groups rows under section headers, and still want the columns a ``Table`` takes.
    @inlinable
    public func cell(for row: RowValue) -> TableColumnCell<RowValue> {
        TableColumnCell(column: self, row: row)
    }

    /// Writes this column's cell for `row` — what ``cell(for:)`` renders — with no view made
    /// around it: for a coordinator that writes thousands of cells.
    @inlinable
    public func renderCell(for row: RowValue, into output: inout HTMLOutput, context: RenderContext) {
        renderCell(row, &output, context)
    }
}

/// The content of one cell of a ``TableColumn``: see ``TableColumn/cell(for:)``.
public struct TableColumnCell<RowValue>: PrimitiveView {
    @usableFromInline let column: TableColumn<RowValue>
    @usableFromInline let row: RowValue

    @inlinable
    init(column: TableColumn<RowValue>, row: RowValue) {
        self.column = column
        self.row = row
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        view.column.renderCell(view.row, &output, context)
    }
}
