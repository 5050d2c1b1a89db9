/// A group of views with an optional header and footer.
///
/// In a ``List`` a section is a group of rows; elsewhere (a ``Form``, a page) it is a
/// `<section>`. A header or footer that is not given writes nothing.
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header, content and a footer built from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        if case .listRows = context.layout {
            var context = context
            context.layout = .flow
            output.element("li", HTMLAttributes(classes: "t-list-section"), context: context) { output, inner in
                writeHeader(view, into: &output, context: inner)
                output.element("ul", HTMLAttributes(classes: "t-list"), context: inner, layout: .listRows) { output, rows in
                    output.withIdentity(.position(1), render: view.content, context: rows)
                }
                writeFooter(view, into: &output, context: inner)
            }
        } else {
            output.element("section", HTMLAttributes(classes: "t-section"), context: context) { output, inner in
                writeHeader(view, into: &output, context: inner)
                output.element("div", HTMLAttributes(classes: "t-section-content"), context: inner, layout: .items) { output, items in
                    output.withIdentity(.position(1), render: view.content, context: items)
                }
                writeFooter(view, into: &output, context: inner)
            }
        }
    }

    /// The section with its content rendered asynchronously; its header and footer are written
    /// at once.
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var inner = context
        let isListRow: Bool
        if case .listRows = context.layout { isListRow = true } else { isListRow = false }
        if isListRow { inner.layout = .flow }
        let section = isListRow
            ? output.html.openElement("li", HTMLAttributes(classes: "t-list-section"), context: &inner)
            : output.html.openElement("section", HTMLAttributes(classes: "t-section"), context: &inner)
        if section.rendersContent {
            writeHeader(view, into: &output.html, context: inner)
            var rows = inner
            let content = isListRow
                ? output.html.openElement("ul", HTMLAttributes(classes: "t-list"), context: &rows, layout: .listRows)
                : output.html.openElement("div", HTMLAttributes(classes: "t-section-content"), context: &rows, layout: .items)
            if content.rendersContent {
                try await output.render(view.content, identity: .position(1), context: rows)
            }
            output.html.closeElement(content)
            writeFooter(view, into: &output.html, context: inner)
        }
        output.html.closeElement(section)
    }

    private static func writeHeader(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        guard Parent.self != EmptyView.self else { return }
        output.element("header", HTMLAttributes(classes: "t-section-header"), context: context) { output, inner in
            output.withIdentity(.position(0), render: view.header, context: inner)
        }
    }

    private static func writeFooter(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        guard Footer.self != EmptyView.self else { return }
        output.element("footer", HTMLAttributes(classes: "t-section-footer"), context: context) { output, inner in
            output.withIdentity(.position(2), render: view.footer, context: inner)
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
