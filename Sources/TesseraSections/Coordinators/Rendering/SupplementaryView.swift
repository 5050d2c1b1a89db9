import Tessera

/// A section's header or footer, or nothing when it has none: written inside its section, and
/// alone when a live update replaces it (`data-section-header`, `data-section-footer`).
struct SupplementaryView: PrimitiveView {
    enum Kind { case header, footer }

    let kind: Kind
    let content: AnyView?
    let style: RegionStyle

    static func _render(_ view: SupplementaryView, into output: inout HTMLOutput, context: RenderContext) {
        guard let content = view.content else { return }
        let isHeader = view.kind == .header
        if view.style.isTable {
            var row = HTMLAttributes(classes: isHeader ? "t-section-header-row" : "t-section-footer-row")
            row.set(isHeader ? "data-section-header" : "data-section-footer", nil)
            output.element("tr", row, context: context) { output, inner in
                var cell = HTMLAttributes(classes: isHeader ? "t-section-header" : "t-section-footer")
                cell.set("colspan", String(view.style.tableSpan))
                if isHeader {
                    cell.set("scope", "colgroup")
                    output.element("th", cell, context: inner) { output, inner in
                        AnyView._render(content, into: &output, context: inner)
                    }
                } else {
                    output.element("td", cell, context: inner) { output, inner in
                        AnyView._render(content, into: &output, context: inner)
                    }
                }
            }
        } else {
            var attributes = HTMLAttributes(classes: isHeader ? "t-section-header" : "t-section-footer")
            attributes.set(isHeader ? "data-section-header" : "data-section-footer", nil)
            if isHeader {
                output.element("header", attributes, context: context) { output, inner in
                    AnyView._render(content, into: &output, context: inner)
                }
            } else {
                output.element("footer", attributes, context: context) { output, inner in
                    AnyView._render(content, into: &output, context: inner)
                }
            }
        }
    }
}
