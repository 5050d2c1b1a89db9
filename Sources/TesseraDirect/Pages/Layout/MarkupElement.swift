import Tessera

/// One HTML element around a view, for markup the layout views have no name for — the rows and
/// cells of an inline table (`<tr>`, `<td>`), whose cells hold controls, not text.
struct MarkupElement<Content: View>: PrimitiveView {
    /// The element's name: a literal of the program, never text from a request.
    let name: StaticString
    let attributes: HTMLAttributes
    let content: Content

    init(_ name: StaticString, _ attributes: HTMLAttributes = HTMLAttributes(), @ViewBuilder content: () -> Content) {
        self.name = name
        self.attributes = attributes
        self.content = content()
    }

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element(view.name, view.attributes, context: context) { output, inner in
            output.withIdentity(.position(0), render: view.content, context: inner)
        }
    }

    static func _renderAsync<Writer: AsyncHTMLWriter>(_ view: Self, into output: inout AsyncHTMLOutput<Writer>, context: RenderContext) async throws {
        var inner = context
        let element = output.html.openElement(view.name, view.attributes, context: &inner)
        if element.rendersContent {
            try await output.render(view.content, identity: .position(0), context: inner)
        }
        output.html.closeElement(element)
    }
}
