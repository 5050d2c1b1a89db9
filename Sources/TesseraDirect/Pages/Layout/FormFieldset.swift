import Tessera

/// A ``Fieldset`` on a form: a `<fieldset>` whose `<legend>` is the group's title, so that a
/// screen reader names the group as it enters it; its content, the description and the fields.
/// Inside a closed group (a `<details>` whose summary shows the title) the legend is there for
/// assistive technologies only.
struct FormFieldset<Content: View>: PrimitiveView {
    let title: String
    /// Whether the title shows: not where a `<summary>` shows it already.
    let showsTitle: Bool
    /// The `id` of what describes the group (its description), read with its name.
    let describedBy: String?
    let content: Content

    init(_ title: String, showsTitle: Bool = true, describedBy: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = title
        self.showsTitle = showsTitle
        self.describedBy = describedBy
        self.content = content()
    }

    private static func attributes(_ view: Self) -> HTMLAttributes {
        var attributes = HTMLAttributes(classes: "t-fieldset")
        if let describedBy = view.describedBy { attributes.set("aria-describedby", describedBy) }
        return attributes
    }

    private static func legend(_ view: Self) -> HTMLAttributes {
        view.showsTitle ? HTMLAttributes(classes: "t-fieldset-title") : HTMLAttributes(classes: "t-fieldset-title", "t-visually-hidden")
    }

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element("fieldset", attributes(view), context: context) { output, inner in
            if !view.title.isEmpty {
                output.element("legend", legend(view), context: inner) { output, text in
                    output.text(view.title, context: text)
                }
            }
            output.withIdentity(.position(0), render: view.content, context: inner)
        }
    }

    static func _renderAsync<Writer: AsyncHTMLWriter>(_ view: Self, into output: inout AsyncHTMLOutput<Writer>, context: RenderContext) async throws {
        var inner = context
        let fieldset = output.html.openElement("fieldset", attributes(view), context: &inner)
        if fieldset.rendersContent {
            if !view.title.isEmpty {
                output.html.element("legend", legend(view), context: inner) { output, text in
                    output.text(view.title, context: text)
                }
            }
            try await output.render(view.content, identity: .position(0), context: inner)
        }
        output.html.closeElement(fieldset)
    }
}
