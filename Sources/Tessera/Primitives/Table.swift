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
    @usableFromInline let data: Data
    /// The identity of a row; `nil` for rows identified by their position.
    @usableFromInline let identify: ((Data.Element) -> ID)?
    @usableFromInline let columns: [TableColumn<Data.Element>]
    /// Writes the rows, and one row: made where the table is made, so that they are compiled for
    /// the table's own types there. Rendering reaches a table through generic containers, where
    /// the table's own rendering runs as generic code that asks the runtime for types and layouts
    /// at every step; these closures do not.
    @usableFromInline let writeRows: (Self, TableCells<Data.Element>, inout HTMLOutput, RenderContext) -> Void
    @usableFromInline let writeOneRow: (Self, Data.Element, Int, TableCells<Data.Element>, inout HTMLOutput, RenderContext) -> Void

    /// A table of `data`, identified by the value at `id`, with the columns `columns` builds.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]) {
        self.init(data: data, identify: { $0[keyPath: id] }, columns: columns())
    }

    @inlinable
    init(data: Data, identify: ((Data.Element) -> ID)?, columns: [TableColumn<Data.Element>]) {
        self.data = data
        self.identify = identify
        self.columns = columns
        writeRows = { table, cells, output, context in
            // The cells are read in place: a renderer taken out of its array is a closure
            // retained and released again, once a cell.
            cells.renderers.withUnsafeBufferPointer { renderers in
                cells.attributes.withUnsafeBufferPointer { attributes in
                    var position = 0
                    for element in table.data {
                        if output.hasFailed { break }
                        Table.writeRow(table, element, at: position, attributes: attributes, renderers: renderers, into: &output, context: context)
                        position += 1
                    }
                }
            }
        }
        writeOneRow = { table, element, position, cells, output, context in
            cells.renderers.withUnsafeBufferPointer { renderers in
                cells.attributes.withUnsafeBufferPointer { attributes in
                    Table.writeRow(table, element, at: position, attributes: attributes, renderers: renderers, into: &output, context: context)
                }
            }
        }
    }

    // Inlinable, with its rows: the rows' loop is compiled for the table's data and row type where
    // the table is written, so a row asks the runtime for no generic type.
    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var rowContext = context
        let opened = openTable(view, into: &output, context: &rowContext)
        if opened.last?.rendersContent == true {
            view.writeRows(view, TableCells(view.columns), &output, rowContext)
        }
        for element in opened.reversed() { output.closeElement(element) }
    }

    /// The table with its rows rendered one by one, each handed to the writer before the next.
    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var rowContext = context
        let opened = openTable(view, into: &output.html, context: &rowContext)
        let cells = TableCells(view.columns)
        if opened.last?.rendersContent == true {
            var position = 0
            for element in view.data {
                if output.html.hasFailed { break }
                view.writeOneRow(view, element, position, cells, &output.html, rowContext)
                try await output.yield()
                position += 1
            }
        }
        for element in opened.reversed() { output.html.closeElement(element) }
    }

    /// Opens the scrolling box, the table with its header row, and its body, as far as they
    /// open, and turns `context` into the rows' context. Written without closures: the rows are
    /// the hot path of a long table.
    @usableFromInline
    static func openTable(_ view: Self, into output: inout HTMLOutput, context: inout RenderContext) -> [OpenedElement] {
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
    @inlinable
    static func writeRow(
        _ view: Self,
        _ value: Data.Element,
        at position: Int,
        attributes: UnsafeBufferPointer<HTMLAttributes?>,
        renderers: UnsafeBufferPointer<(Data.Element, inout HTMLOutput, RenderContext) -> Void>,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        if let identify = view.identify {
            output.pushIdentity(explicit: identify(value))
        } else {
            output.pushIdentity(.position(position))
        }
        var row = context
        let tr = output.openElement("tr", context: &row)
        if tr.rendersContent {
            for column in 0..<renderers.count {
                output.pushIdentity(.position(column))
                var cell = row
                // Most cells have no attributes: none are copied for them.
                let td = attributes[column].map { output.openElement("td", $0, context: &cell) }
                    ?? output.openElement("td", context: &cell)
                if td.rendersContent { renderers[column](value, &output, cell) }
                output.closeElement(td)
                output.popIdentity()
            }
        }
        output.closeElement(tr)
        output.popIdentity()
    }

    @usableFromInline
    static func writeHeader(_ view: Self, into output: inout HTMLOutput, context table: RenderContext) {
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
    @inlinable
    public init(_ data: Data, columns: [TableColumn<Data.Element>]) {
        self.init(data: data, identify: nil, columns: columns)
    }
}

extension Table where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A table of `data`, identified by the elements' `id`, with the columns `columns` builds.
    @inlinable
    public init(_ data: Data, @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]) {
        // A closure rather than the key path `\.id`: a key path is read by the runtime, a
        // closure compiled, and a long table reads it once a row.
        self.init(data: data, identify: { $0.id }, columns: columns())
    }
}

/// The columns' cells as a table's rows read them: each column's cell attributes, made once a
/// rendering rather than once a row, and its renderer, without copying a whole column a cell.
@usableFromInline
struct TableCells<RowValue> {
    /// `nil` for a cell with no attributes.
    @usableFromInline let attributes: [HTMLAttributes?]
    @usableFromInline let renderers: [(RowValue, inout HTMLOutput, RenderContext) -> Void]

    @usableFromInline
    init(_ columns: [TableColumn<RowValue>]) {
        attributes = columns.map { column in
            let attributes = column.style.cellAttributes
            return attributes.isEmpty ? nil : attributes
        }
        renderers = columns.map(\.renderCell)
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
    /// `content` reads the `@Environment` of the view whose body makes the column, as in SwiftUI;
    /// a column made outside any view's body reads the environment of the table it renders in.
    ///
    /// Inlinable, so that the cell's rendering is compiled for the cell's own view type where
    /// the table is written: a long table renders it once a row.
    @inlinable
    public init<Content: View>(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
        // `content` reads the `@Environment` of the view that made the column, as in SwiftUI; a
        // column made outside any view's body reads the environment it renders in.
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
    @inlinable
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
