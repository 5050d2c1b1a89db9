import Tessera

/// One section as the coordinator saw it: its identifier, header, footer and rows, made on
/// ``SectionActor`` and rendered later on the renderer's thread.
struct SectionSnapshot {
    let id: String
    let header: AnyView?
    let footer: AnyView?
    let rows: [RowSnapshot]
}

/// One row as the coordinator saw it: its element's identity, its place, its content and the
/// controls its section's handlers give it.
struct RowSnapshot {
    /// What the row shows.
    enum Content {
        /// The section's cell (lists, grids, stacks; a table row of another type).
        case cell(AnyView)
        /// A cell per table column.
        case columns(ColumnCells)
        /// Nothing: the section is no ``CellProvider``.
        case none
    }

    let sectionID: String
    let elementID: String
    /// The row's position among all the coordinator's rows.
    let position: Int
    /// The row's index in its section, and the section's count: for moves' first and last.
    let item: Int
    let count: Int
    let content: Content
    /// Whether the row is selected; `nil` when its section selects nothing.
    let isSelected: Bool?
    let canDelete: Bool
    let canMove: Bool
    let actions: [ContextAction]

    /// The event a control of this row sends.
    func event(_ kind: SectionEvent.Kind, offset: Int? = nil, actionID: String? = nil) -> SectionEvent {
        SectionEvent(kind: kind, sectionID: sectionID, position: position, elementID: elementID, offset: offset, actionID: actionID)
    }
}
