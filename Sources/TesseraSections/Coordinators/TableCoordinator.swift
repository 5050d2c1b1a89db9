import Tessera

/// Shows a provider's sections as one table: the columns in its head, each section a group of
/// rows (`<tbody>`) under a header row, each element a row of cells. ComposedUI's
/// `TableCoordinator`, with SwiftUI's `TableColumn`s.
///
/// ```swift
/// let coordinator = TableCoordinator<Order>(id: "orders", sectionProvider: screen) {
///     TableColumn("Number", value: \.number)
///     TableColumn("Customer") { order in Link(order.customer, destination: "/customers/\(order.customerID)") }
///     TableColumn("Total", value: \.total)
/// }
/// ```
///
/// A column's header cell shows its `header` view where it has one (a link that sorts by it,
/// say), else its title. The columns show the elements of sections that are ``CellProvider``s of `RowValue`; a section
/// of another type of element shows its cell across the columns (a summary, a note).
///
/// See ``SectionCoordinator`` for what every coordinator does.
@SectionActor
public final class TableCoordinator<RowValue>: SectionCoordinator {
    /// The columns.
    public let columns: [TableColumn<RowValue>]

    /// A coordinator showing `sectionProvider`'s sections in a table of `columns`. The other
    /// parameters are ``ListCoordinator``'s.
    public init(
        id: String = "sections", sectionProvider: any SectionProvider, actionPath: String? = nil, renderer: HTMLRenderer = HTMLRenderer(),
        @TableColumnBuilder<RowValue> columns: () -> [TableColumn<RowValue>]
    ) {
        let columns = columns()
        self.columns = columns
        let layout = SectionLayout(
            .table(columns.map(\.style)), columnHeaders: columns.map { AnyView($0.header) }) { section, item in
            guard let provider = section as? any CellProvider, let value = provider.element(at: item) as? RowValue else { return nil }
            return ColumnCells(count: columns.count) { column, output, context in
                Self.renderCell(of: columns, at: column, for: value, into: &output, context: context)
            }
        }
        super.init(id: id, sectionProvider: sectionProvider, actionPath: actionPath, renderer: renderer, layout: layout)
    }

    /// A coordinator showing `sections`, in order, in a table of `columns`: ComposedUI's
    /// `TableCoordinator(tableView:sections:)`, without the view, which the page is. The
    /// coordinator makes their ``ComposedSectionProvider`` and keeps it.
    ///
    /// ```swift
    /// let coordinator = TableCoordinator<Person>(sections: family, friends) {
    ///     TableColumn("Name", value: \.name)
    /// }
    /// ```
    public convenience init(
        id: String = "sections", sections: any Section..., actionPath: String? = nil, renderer: HTMLRenderer = HTMLRenderer(),
        @TableColumnBuilder<RowValue> columns: () -> [TableColumn<RowValue>]
    ) {
        self.init(id: id, sectionProvider: Self.provider(of: sections), actionPath: actionPath, renderer: renderer, columns: columns)
    }

    /// Writes column `index`'s cell of `value`, the column read in place: copied out of the array,
    /// it would retain its title, closures and style once a cell — objects that every page showing
    /// the list shares, on every core.
    private nonisolated static func renderCell(
        of columns: [TableColumn<RowValue>], at index: Int, for value: RowValue, into output: inout HTMLOutput, context: RenderContext
    ) {
        columns.withUnsafeBufferPointer { $0[index].renderCell(for: value, into: &output, context: context) }
    }
}
