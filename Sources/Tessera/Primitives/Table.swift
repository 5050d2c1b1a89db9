/// Rows of data in columns: an HTML `<table>` with a header row, as SwiftUI's `Table`.
///
/// ```swift
/// Table(films) {
///     TableColumn("Title") { film in Link(film.title, destination: "/films/\(film.id)") }
///     TableColumn("Year", value: \.year)
///     TableColumn("Rating", value: \.rating)
/// }
/// ```
///
/// Rows stream: the data may be any sequence, read once, one row at a time. Each row's `<tr>`
/// carries the row's identity path, so a live update can replace one row.
public struct Table<Data: Sequence, ID: Hashable>: PrimitiveView {
    let data: Data
    /// The identity of a row; `nil` for rows identified by their position.
    let identify: ((Data.Element) -> ID)?
    let columns: [TableColumn<Data.Element>]

    /// A table of `data`, identified by the value at `id`, with the columns `columns` builds.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]) {
        self.data = data
        self.identify = { $0[keyPath: id] }
        self.columns = columns()
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var rowContext = context
        let opened = openTable(view, into: &output, context: &rowContext)
        // A column's cells are alike: their attributes are made once, not once a row.
        let cells = view.columns.map(\.style.cellAttributes)
        if opened.last?.rendersContent == true {
            var position = 0
            for element in view.data {
                if output.hasFailed { break }
                writeRow(view, element, at: position, cells: cells, into: &output, context: rowContext)
                position += 1
            }
        }
        for element in opened.reversed() { output.closeElement(element) }
    }

    /// The table with its rows rendered one by one, each handed to the writer before the next.
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var rowContext = context
        let opened = openTable(view, into: &output.html, context: &rowContext)
        let cells = view.columns.map(\.style.cellAttributes)
        if opened.last?.rendersContent == true {
            var position = 0
            for element in view.data {
                if output.html.hasFailed { break }
                writeRow(view, element, at: position, cells: cells, into: &output.html, context: rowContext)
                try await output.yield()
                position += 1
            }
        }
        for element in opened.reversed() { output.html.closeElement(element) }
    }

    /// Opens the scrolling box, the table with its header row, and its body, as far as they
    /// open, and turns `context` into the rows' context. Written without closures: the rows are
    /// the hot path of a long table.
    private static func openTable(_ view: Self, into output: inout HTMLOutput, context: inout RenderContext) -> [OpenedElement] {
        // The box scrolls a table wider (or, by a page, longer) than the page sideways inside
        // itself, its header row staying in sight, instead of widening the page.
        let box = output.openElement("div", HTMLAttributes(classes: "t-table-scroll"), context: &context)
        guard box.rendersContent else { return [box] }
        let table = output.openElement("table", HTMLAttributes(classes: "t-table"), context: &context)
        guard table.rendersContent else { return [box, table] }
        writeHeader(view, into: &output, context: context)
        let body = output.openElement("tbody", context: &context)
        context.hasExplicitIdentity = true
        return [box, table, body]
    }

    /// One row: a `<tr>` with a cell per column, carrying the row's identity path.
    private static func writeRow(
        _ view: Self,
        _ value: Data.Element,
        at position: Int,
        cells: [HTMLAttributes],
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        output.pushIdentity(view.identify.map { .explicit($0(value)) } ?? .position(position))
        var row = context
        let tr = output.openElement("tr", context: &row)
        if tr.rendersContent {
            var column = 0
            for tableColumn in view.columns {
                output.pushIdentity(.position(column))
                var cell = row
                let td = output.openElement("td", cells[column], context: &cell)
                if td.rendersContent { tableColumn.renderCell(value, &output, cell) }
                output.closeElement(td)
                output.popIdentity()
                column += 1
            }
        }
        output.closeElement(tr)
        output.popIdentity()
    }

    private static func writeHeader(_ view: Self, into output: inout HTMLOutput, context table: RenderContext) {
        output.element("thead", context: table) { output, head in
            output.element("tr", context: head) { output, row in
                for column in view.columns {
                    output.element("th", column.style.headerAttributes, context: row) { output, cell in
                        column.writeHeader(into: &output, context: cell)
                    }
                }
            }
        }
    }

}

extension Table where ID == Int {
    /// A table of `data` in `columns` made elsewhere — a list of them that code put together —
    /// its rows identified by their position.
    public init(_ data: Data, columns: [TableColumn<Data.Element>]) {
        self.data = data
        self.identify = nil
        self.columns = columns
    }
}

extension Table where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A table of `data`, identified by the elements' `id`, with the columns `columns` builds.
    public init(_ data: Data, @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]) {
        self.init(data, id: \.id, columns: columns)
    }
}

/// A column of a ``Table``: a title, and the view of a row's value in it.
///
/// Unlike SwiftUI's, its type does not name the cell's view type: a table's columns are a list,
/// which ``TableColumnBuilder`` can build with `if` and `for` (columns chosen at run time).
public struct TableColumn<RowValue> {
    /// The column's title, shown in its header cell.
    public let title: String
    @usableFromInline let renderCell: (RowValue, inout HTMLOutput, RenderContext) -> Void
    @usableFromInline var renderHeader: ((inout HTMLOutput, RenderContext) -> Void)?
    /// How the header and the cells are written: title, alignment, sort.
    public internal(set) var style: TableColumnStyle

    /// A column titled `title` whose cells show the view `content` builds for each row.
    ///
    /// Inlinable, so that the cell's rendering is compiled for the cell's own view type where
    /// the table is written: a long table renders it once a row.
    @inlinable
    public init<Content: View>(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
        // `content` reads the `@Environment` of the view that made the column, as in SwiftUI.
        let environment = EnvironmentValues.current
        self.init(title: title, style: TableColumnStyle(title: title, alignment: .leading)) { row, output, context in
            let cell = environment.bind(while: context.environment) { content(row) }
            Content._render(cell, into: &output, context: context)
        }
    }

    @usableFromInline
    init(title: String, style: TableColumnStyle, renderCell: @escaping (RowValue, inout HTMLOutput, RenderContext) -> Void) {
        self.title = title
        self.style = style
        self.renderCell = renderCell
        renderHeader = nil
    }

    /// A column whose header cell shows the view `header` builds — a sort link, say — and whose
    /// cells show the view `content` builds for each row. `title` names the column in code.
    public init<Content: View, Header: View>(
        _ title: String,
        @ViewBuilder content: @escaping (RowValue) -> Content,
        @ViewBuilder header: () -> Header
    ) {
        self.init(title, content: content)
        let header = header()
        renderHeader = { output, context in
            Header._render(header, into: &output, context: context)
        }
    }

    /// A column titled `title` whose cells show the text at `value`.
    @inlinable
    public init(_ title: String, value: KeyPath<RowValue, String>) {
        self.init(title) { Text($0[keyPath: value]) }
    }

    /// A column titled `title` whose cells show the value at `value` as text.
    @inlinable
    public init<Value: CustomStringConvertible>(_ title: String, value: KeyPath<RowValue, Value>) {
        self.init(title) { Text($0[keyPath: value].description) }
    }
}

/// Builds the columns of a ``Table``: a block of ``TableColumn``s, with `if` and `for`.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
    /// A column statement.
    public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] {
        [column]
    }

    /// A block of columns, in order.
    public static func buildBlock(_ columns: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] {
        columns.flatMap { $0 }
    }

    /// Columns under an `if`.
    public static func buildOptional(_ columns: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] {
        columns ?? []
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither(first columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] {
        columns
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither(second columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] {
        columns
    }

    /// Columns from a `for` loop.
    public static func buildArray(_ columns: [[TableColumn<RowValue>]]) -> [TableColumn<RowValue>] {
        columns.flatMap { $0 }
    }
}
