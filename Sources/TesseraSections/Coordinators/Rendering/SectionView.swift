import Tessera

/// One of a coordinator's sections: its header, its rows and its footer, carrying the section's
/// identifier (`data-section`). The page writes every section with it, and a live update that
/// inserts or reloads one writes it the same way.
struct SectionView: PrimitiveView {
    let section: SectionSnapshot
    let style: RegionStyle

    static func _render(_ view: SectionView, into output: inout HTMLOutput, context: RenderContext) {
        let section = view.section
        let style = view.style
        switch style.kind {
        case .list:
            var attributes = HTMLAttributes(classes: "t-list-section", "t-sections-section")
            attributes.set("data-section", section.id)
            output.element("li", attributes, context: context) { output, inner in
                writeSupplementary(.header, of: view, into: &output, context: inner)
                var rows = HTMLAttributes(classes: "t-list")
                rows.set("data-rows", nil)
                output.element("ul", rows, context: inner) { output, rows in
                    writeRows(view, into: &output, context: rows)
                }
                writeSupplementary(.footer, of: view, into: &output, context: inner)
            }
        case .table:
            var attributes = HTMLAttributes(classes: "t-sections-section")
            attributes.set("data-section", section.id)
            attributes.set("data-rows", nil)
            output.element("tbody", attributes, context: context) { output, inner in
                writeSupplementary(.header, of: view, into: &output, context: inner)
                writeRows(view, into: &output, context: inner)
                writeSupplementary(.footer, of: view, into: &output, context: inner)
            }
        case .grid(let columns):
            writeBlock(view, rowsClass: "t-sections-grid", rowsStyle: ("grid-template-columns", columns.css), into: &output, context: context)
        case .stack(let spacing):
            writeBlock(view, rowsClass: "t-sections-stack", rowsStyle: spacing.map { ("gap", CSSLength.pixels($0)) }, into: &output, context: context)
        }
    }

    /// A grid's or a stack's section: a `<section>` around a block of rows.
    private static func writeBlock(
        _ view: SectionView, rowsClass: String, rowsStyle: (String, String)?, into output: inout HTMLOutput, context: RenderContext
    ) {
        var attributes = HTMLAttributes(classes: "t-section", "t-sections-section")
        attributes.set("data-section", view.section.id)
        output.element("section", attributes, context: context) { output, inner in
            writeSupplementary(.header, of: view, into: &output, context: inner)
            var rows = HTMLAttributes(classes: rowsClass)
            if let (property, value) = rowsStyle { rows.addStyle(property, value) }
            rows.set("data-rows", nil)
            output.element("div", rows, context: inner) { output, rows in
                writeRows(view, into: &output, context: rows)
            }
            writeSupplementary(.footer, of: view, into: &output, context: inner)
        }
    }

    private static func writeRows(_ view: SectionView, into output: inout HTMLOutput, context: RenderContext) {
        for row in view.section.rows {
            if output.hasFailed { return }
            RowView._render(RowView(row: row, style: view.style), into: &output, context: context)
        }
    }

    private static func writeSupplementary(
        _ kind: SupplementaryView.Kind, of view: SectionView, into output: inout HTMLOutput, context: RenderContext
    ) {
        let content = kind == .header ? view.section.header : view.section.footer
        SupplementaryView._render(SupplementaryView(kind: kind, content: content, style: view.style), into: &output, context: context)
    }
}
