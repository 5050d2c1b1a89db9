import Tessera

/// Every section of a coordinator, as it was at ``version``: the part of a page that a browser too
/// far behind to catch up replaces whole (`data-sections-content`).
///
/// Made by ``SectionCoordinator/content()`` on ``SectionActor`` and rendered anywhere: it holds
/// views made for one rendering, handed over whole (the coordinator keeps none of them), which is
/// why it may cross to the renderer's thread.
public struct SectionsContent: PrimitiveView, @unchecked Sendable {
    /// The state of the sections it shows.
    public let version: SectionVersion
    let sections: [SectionSnapshot]
    let style: RegionStyle
    /// A table's header cells' views, where its columns have them.
    let columnHeaders: [AnyView]

    init(version: SectionVersion, sections: [SectionSnapshot], style: RegionStyle, columnHeaders: [AnyView] = []) {
        self.version = version
        self.sections = sections
        self.style = style
        self.columnHeaders = columnHeaders
    }

    /// How many rows it shows.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    public static func _render(_ view: SectionsContent, into output: inout HTMLOutput, context: RenderContext) {
        let style = view.style
        switch style.kind {
        case .list:
            var attributes = HTMLAttributes(classes: "t-list", "t-sections-content")
            attributes.set("data-sections-content", nil)
            output.element("ul", attributes, context: context) { output, inner in
                writeSections(view, into: &output, context: inner)
            }
        case .table(let columns):
            var attributes = HTMLAttributes(classes: "t-table", "t-sections-content")
            attributes.set("data-sections-content", nil)
            output.element("table", attributes, context: context) { output, table in
                output.element("thead", context: table) { output, head in
                    output.element("tr", context: head) { output, row in
                        var header = HTMLAttributes()
                        header.set("scope", "col")
                        if style.hasControls { hiddenHeader("Selection", header, into: &output, context: row) }
                        for (index, column) in columns.enumerated() {
                            output.element("th", column.headerAttributes, context: row) { output, cell in
                                if index < view.columnHeaders.count {
                                    AnyView._render(view.columnHeaders[index], into: &output, context: cell)
                                } else {
                                    output.text(column.title, context: cell)
                                }
                            }
                        }
                        if style.hasControls { hiddenHeader("Actions", header, into: &output, context: row) }
                    }
                }
                writeSections(view, into: &output, context: table)
            }
        case .grid:
            var attributes = HTMLAttributes(classes: "t-sections-content", "t-sections-grid-content")
            attributes.set("data-sections-content", nil)
            output.element("div", attributes, context: context) { output, inner in
                writeSections(view, into: &output, context: inner)
            }
        case .stack(let spacing):
            var attributes = HTMLAttributes(classes: "t-sections-content", "t-sections-stack-content")
            if let spacing { attributes.addStyle("gap", CSSLength.pixels(spacing)) }
            attributes.set("data-sections-content", nil)
            output.element("div", attributes, context: context) { output, inner in
                writeSections(view, into: &output, context: inner)
            }
        }
    }

    /// A column header that names the column for assistive technologies only.
    private static func hiddenHeader(_ title: String, _ attributes: HTMLAttributes, into output: inout HTMLOutput, context: RenderContext) {
        output.element("th", attributes, context: context) { output, cell in
            output.element("span", HTMLAttributes(classes: "t-visually-hidden"), context: cell) { output, text in
                output.text(title, context: text)
            }
        }
    }

    private static func writeSections(_ view: SectionsContent, into output: inout HTMLOutput, context: RenderContext) {
        for section in view.sections {
            if output.hasFailed { return }
            SectionView._render(SectionView(section: section, style: view.style), into: &output, context: context)
        }
    }
}
