import Tessera

/// A control of a row: a submit button of the region's form that sends one ``SectionEvent`` to the
/// URL it carries in `formaction`. It works without script; the live script sends the same request
/// with `fetch` and keeps the positions in the URLs current as rows come and go. In a live view's
/// sections it is a button of the live view's form instead, whose action hands the event to the
/// session's coordinator.
struct RowButton: PrimitiveView {
    let title: String
    let systemImage: String?
    let event: SectionEvent
    let style: RegionStyle
    /// Shows the title next to the icon (menu items) instead of only naming the button.
    var showsTitle = false
    /// For a toggle (selection): whether it is on.
    var isPressed: Bool?
    /// For a move: the places it moves, which the script reads to disable the first row's "up".
    var move: Int?
    var isDisabled = false
    var role: ButtonRole?
    var extraClass: String?

    static func _render(_ view: RowButton, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: view.showsTitle ? "t-row-menu-item" : "t-row-button")
        if let extraClass = view.extraClass { attributes.addClass(extraClass) }
        if let role = view.role { attributes.addClass("t-row-\(role.rawValue)") }
        let isConnected = output.setSectionControl(&attributes, event: view.event, style: view.style, context: context)
        if !view.showsTitle {
            attributes.set("aria-label", view.title)
            attributes.set("title", view.title)
        }
        if let pressed = view.isPressed { attributes.set("aria-pressed", pressed ? "true" : "false") }
        if let move = view.move { attributes.set("data-move", String(move)) }
        if view.isDisabled || !isConnected || !context.environment.isEnabled { attributes.set("disabled", nil) }
        output.element("button", attributes, context: context) { output, inner in
            if let systemImage = view.systemImage {
                Image._render(Image(systemName: systemImage), into: &output, context: inner)
            }
            if view.showsTitle {
                output.element("span", context: inner) { output, title in
                    output.text(view.title, context: title)
                }
            }
        }
    }
}
