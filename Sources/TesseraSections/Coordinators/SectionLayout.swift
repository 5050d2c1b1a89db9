import Tessera

/// How a coordinator lays out its sections: the kind of view, and for a table how a row's element
/// becomes its column cells. Lives with the coordinator on ``SectionActor``; what rendering needs
/// of it travels as a ``RegionStyle``.
struct SectionLayout {
    let kind: RegionStyle.Kind
    /// A table's column cells for the element at an index of a section, or `nil` when the section
    /// holds elements of another type (its rows then show their cell across the columns).
    let columnCells: (@SectionActor (any Section, Int) -> ColumnCells?)?
    /// What a table's header cells show, a view per column (a sort link, say); the titles
    /// where there are none.
    let columnHeaders: [AnyView]

    init(_ kind: RegionStyle.Kind, columnHeaders: [AnyView] = [], columnCells: (@SectionActor (any Section, Int) -> ColumnCells?)? = nil) {
        self.kind = kind
        self.columnHeaders = columnHeaders
        self.columnCells = columnCells
    }
}

/// A table row's cells: how many, and how to write the one in a column. One closure a row, where
/// a view a cell (an `AnyView` box each) made a long table's snapshot cost a tenth of its page.
struct ColumnCells {
    let count: Int
    let write: (_ column: Int, _ output: inout HTMLOutput, _ context: RenderContext) -> Void
}
