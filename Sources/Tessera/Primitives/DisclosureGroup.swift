/// Content shown or hidden by the person, under a label that is always shown: a `<details>`
/// element, which browsers open and close without script.
///
/// ```swift
/// DisclosureGroup("Filters", isExpanded: query.hasFilters) {
///     FilterFields(query: query)
/// }
/// ```
///
/// Unlike SwiftUI's, `isExpanded` is the state the page is sent in, not a binding: opening and
/// closing happen in the browser.
public struct DisclosureGroup<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let isExpanded: Bool
    let content: Content

    /// A group labelled by `label`, open when `isExpanded`.
    public init(isExpanded: Bool = false, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isExpanded = isExpanded
        self.content = content()
    }

    /// The group with its content rendered asynchronously: a long list inside one pauses for a
    /// slow reader.
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var inner = context
        let details = output.html.openElement("details", attributes(view), context: &inner)
        if details.rendersContent {
            output.html.element("summary", HTMLAttributes(classes: "t-disclosure-label"), context: inner) { output, label in
                output.withIdentity(.position(0), render: view.label, context: label)
            }
            var contentContext = inner
            let box = output.html.openElement("div", HTMLAttributes(classes: "t-disclosure-content"), context: &contentContext)
            if box.rendersContent {
                try await output.render(view.content, identity: .position(1), context: contentContext)
            }
            output.html.closeElement(box)
        }
        output.html.closeElement(details)
    }

    private static func attributes(_ view: Self) -> HTMLAttributes {
        var attributes = HTMLAttributes(classes: "t-disclosure")
        if view.isExpanded { attributes.set("open", nil) }
        return attributes
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element("details", attributes(view), context: context) { output, inner in
            output.element("summary", HTMLAttributes(classes: "t-disclosure-label"), context: inner) { output, label in
                output.withIdentity(.position(0), render: view.label, context: label)
            }
            output.element("div", HTMLAttributes(classes: "t-disclosure-content"), context: inner) { output, content in
                output.withIdentity(.position(1), render: view.content, context: content)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group under the text `title`, open when `isExpanded`.
    public init(_ title: String, isExpanded: Bool = false, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
