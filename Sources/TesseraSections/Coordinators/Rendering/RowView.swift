import Tessera

/// One row of a coordinator's section: the cell (or a table's column cells) with the controls the
/// section's handlers give it, carrying the identity the script and the events use
/// (`data-element`, `data-position`).
///
/// The page writes every row with it, and so does a live update that inserts or replaces one:
/// the same view, so a row pushed to a browser is the row a reload would show.
struct RowView: PrimitiveView {
    let row: RowSnapshot
    let style: RegionStyle

    static func _render(_ view: RowView, into output: inout HTMLOutput, context: RenderContext) {
        let row = view.row
        let style = view.style
        var context = context
        if style.hasControls {
            // What a cell's own controls (SectionEventButton) send their events for.
            context.environment.sectionRow = SectionRowAddress(
                sectionID: row.sectionID, position: row.position, elementID: row.elementID, style: style)
        }
        var attributes = HTMLAttributes(classes: "t-section-row")
        if case .grid = style.kind { attributes.addClass("t-section-tile") }
        if row.isSelected == true { attributes.addClass("t-selected") }
        attributes.set("data-element", row.elementID)
        attributes.set("data-position", String(row.position))

        switch style.kind {
        case .table:
            let cellAttributes = style.cellAttributes
            output.element("tr", attributes, context: context) { output, inner in
                if style.hasControls {
                    output.element("td", HTMLAttributes(classes: "t-row-select-cell"), context: inner) { output, cell in
                        writeSelection(view, into: &output, context: cell)
                    }
                }
                switch row.content {
                case .columns(let cells):
                    for index in 0..<cells.count {
                        let attributes = index < cellAttributes.count ? cellAttributes[index] : HTMLAttributes()
                        output.element("td", attributes, context: inner) { output, inner in
                            cells.write(index, &output, inner)
                        }
                    }
                case .cell(let cell):
                    output.element("td", spanning(cellAttributes.count), context: inner) { output, inner in
                        AnyView._render(cell, into: &output, context: inner)
                    }
                case .none:
                    output.element("td", spanning(cellAttributes.count), context: inner) { _, _ in }
                }
                if style.hasControls {
                    output.element("td", HTMLAttributes(classes: "t-row-controls-cell"), context: inner) { output, cell in
                        writeControls(view, into: &output, context: cell)
                    }
                }
            }
        case .list, .grid, .stack:
            let name: StaticString
            if case .list = style.kind { name = "li" } else { name = "div" }
            output.element(name, attributes, context: context) { output, inner in
                if style.hasControls { writeSelection(view, into: &output, context: inner) }
                output.element("div", HTMLAttributes(classes: "t-section-cell"), context: inner) { output, cell in
                    if case .cell(let content) = row.content {
                        AnyView._render(content, into: &output, context: cell)
                    }
                }
                if style.hasControls { writeControls(view, into: &output, context: inner) }
            }
        }
    }

    private static func spanning(_ columns: Int) -> HTMLAttributes {
        var attributes = HTMLAttributes()
        if columns > 1 { attributes.set("colspan", String(columns)) }
        return attributes
    }

    /// The selection toggle: selects an unselected row, deselects a selected one.
    private static func writeSelection(_ view: RowView, into output: inout HTMLOutput, context: RenderContext) {
        guard let selected = view.row.isSelected, view.style.hasControls else { return }
        let button = RowButton(
            title: "Select", systemImage: selected ? "checkmark.circle" : "circle",
            event: view.row.event(selected ? .deselect : .select), style: view.style,
            isPressed: selected, extraClass: "t-row-select")
        RowButton._render(button, into: &output, context: context)
    }

    /// Move, delete and the context menu, in that order, when the section handles them.
    private static func writeControls(_ view: RowView, into output: inout HTMLOutput, context: RenderContext) {
        let row = view.row
        guard view.style.hasControls, row.canMove || row.canDelete || !row.actions.isEmpty else { return }
        output.element("div", HTMLAttributes(classes: "t-row-controls"), context: context) { output, inner in
            if row.canMove {
                RowButton._render(
                    RowButton(title: "Move up", systemImage: "chevron.up", event: row.event(.move, offset: -1), style: view.style, move: -1, isDisabled: row.item == 0),
                    into: &output, context: inner)
                RowButton._render(
                    RowButton(title: "Move down", systemImage: "chevron.down", event: row.event(.move, offset: 1), style: view.style, move: 1, isDisabled: row.item == row.count - 1),
                    into: &output, context: inner)
            }
            if row.canDelete {
                RowButton._render(
                    RowButton(title: "Delete", systemImage: "trash", event: row.event(.delete), style: view.style, role: .destructive),
                    into: &output, context: inner)
            }
            if !row.actions.isEmpty {
                writeMenu(view, into: &output, context: inner)
            }
        }
    }

    /// The context menu: a `<details>` that opens without script, listing the actions as buttons.
    private static func writeMenu(_ view: RowView, into output: inout HTMLOutput, context: RenderContext) {
        output.element("details", HTMLAttributes(classes: "t-row-menu"), context: context) { output, inner in
            var summary = HTMLAttributes(classes: "t-row-button")
            summary.set("title", "Actions")
            summary.set("aria-label", "Actions")
            output.element("summary", summary, context: inner) { output, label in
                Image._render(Image(systemName: "ellipsis"), into: &output, context: label)
            }
            var items = HTMLAttributes(classes: "t-row-menu-items")
            items.set("role", "group")
            items.set("aria-label", "Actions")
            output.element("div", items, context: inner) { output, list in
                for action in view.row.actions {
                    RowButton._render(
                        RowButton(title: action.title, systemImage: action.systemImage,
                                  event: view.row.event(.action, actionID: action.id), style: view.style,
                                  showsTitle: true, role: action.role),
                        into: &output, context: list)
                }
            }
        }
    }
}
