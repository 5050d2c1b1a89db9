extension TableColumn {
    /// What this column shows in its header cell: the view its `header` closure built (a sort
    /// link, say), or its title. What a ``Table`` writes inside the column's `<th>`.
    ///
    /// For views that lay out a table themselves, as ``cell(for:)`` is.
    public var header: TableColumnHeader<RowValue> {
        TableColumnHeader(column: self)
    }

    func writeHeader(into output: inout HTMLOutput, context: RenderContext) {
        if let renderHeader {
            renderHeader(&output, context)
        } else {
            output.text(title, context: context)
        }
    }
}

/// The content of a ``TableColumn``'s header cell: see ``TableColumn/header``.
public struct TableColumnHeader<RowValue>: PrimitiveView {
    let column: TableColumn<RowValue>

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        view.column.writeHeader(into: &output, context: context)
    }
}
