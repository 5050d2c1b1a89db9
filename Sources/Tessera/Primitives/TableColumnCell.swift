extension TableColumn {
    /// The view this column shows for `row`: what its ``Table`` writes inside the row's `<td>`.
    ///
    /// For views that lay out a table's rows themselves, such as a coordinator of sections that
    /// groups rows under section headers, and still want the columns a ``Table`` takes.
    public func cell(for row: RowValue) -> TableColumnCell<RowValue> {
        TableColumnCell(column: self, row: row)
    }
}

/// The content of one cell of a ``TableColumn``: see ``TableColumn/cell(for:)``.
public struct TableColumnCell<RowValue>: PrimitiveView {
    let column: TableColumn<RowValue>
    let row: RowValue

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        view.column.renderCell(view.row, &output, context)
    }
}
