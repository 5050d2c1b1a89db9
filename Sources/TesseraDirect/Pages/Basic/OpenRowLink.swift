import Tessera

/// The first cell of a list's row: a chevron that opens the row, which assistive technologies read
/// as "Open" and the row's name.
///
/// The same element as `Link(destination:) { Image(systemName: "chevron.right") }
/// .accessibilityLabel(…)`, written with its label among its own attributes: a label modifier
/// would be a pending decoration, pushed and merged once a row.
struct OpenRowLink: PrimitiveView {
    let destination: String
    /// The row's name: a screen reader says "Open ACADEMY DINOSAUR", in the page's language.
    let rowName: String
    /// Whether the chevron is a stop of the tab order: not where the row's name links to the
    /// row too (a row is then its checkbox and its name, two stops).
    var isInTabOrder = true
    /// The row's name, written inside the link for a phone's card to show as its heading
    /// (``ListCardStyle``); hidden in the table, where the chevron alone stands.
    var name: String?

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-link")
        // As every Link: a disabled one goes nowhere.
        if context.environment.isEnabled {
            attributes.setURL("href", view.destination)
        } else {
            attributes.set("aria-disabled", "true")
        }
        attributes.set("aria-label", DirectText.openRowNamed(view.rowName).text(in: context.environment.uiLanguage, locale: context.environment.locale))
        if !view.isInTabOrder { attributes.set("tabindex", "-1") }
        output.element("a", attributes, context: context) { output, inner in
            if let name = view.name {
                output.element("span", HTMLAttributes(classes: "t-open-name"), context: inner) { output, inner in
                    output.text(name, context: inner)
                }
            }
            Image._render(Image(systemName: "chevron.right"), into: &output, context: inner)
        }
    }
}
