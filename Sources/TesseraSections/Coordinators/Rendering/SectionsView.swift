import Tessera

/// A coordinator's sections on a page: the region that holds them, the form their controls submit
/// with, and the sections themselves (``SectionsContent``).
///
/// ```html
/// <div class="t-sections" id="t-sections-contacts" data-sections="contacts" data-version="k3v9x2.7" data-live="…">
///   <form id="t-sections-contacts-form" method="post" action="/contacts/sections" hidden data-tessera-live>…</form>
///   <ul class="t-list t-sections-content" data-sections-content>
///     <li class="t-list-section t-sections-section" data-section="s1">
///       <header class="t-section-header" data-section-header>Family</header>
///       <ul class="t-list" data-rows>
///         <li class="t-section-row" data-element="ada" data-position="0">…</li>
/// ```
///
/// The controls sit in the rows, outside the form, and name it with their `form` attribute: a
/// cell may then hold a form of its own, and a row pushed to every browser carries no one's
/// token against forged requests — the form, rendered for each page, does.
///
/// Made by ``SectionCoordinator/view(formFields:liveURL:)``; see ``SectionsContent`` for why it
/// may cross to the renderer's thread.
public struct SectionsView: PrimitiveView, @unchecked Sendable {
    /// The coordinator's ``SectionCoordinator/id``.
    public let coordinatorID: String
    /// The sections as they were made.
    public let content: SectionsContent
    let formFields: [(name: String, value: String)]
    let liveURL: String?

    init(coordinatorID: String, content: SectionsContent, formFields: [(name: String, value: String)], liveURL: String?) {
        self.coordinatorID = coordinatorID
        self.content = content
        self.formFields = formFields
        self.liveURL = liveURL
    }

    /// The state of the sections it shows.
    public var version: SectionVersion { content.version }

    public static func _render(_ view: SectionsView, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-sections")
        attributes.set("id", "t-sections-\(view.coordinatorID)")
        attributes.set("data-sections", view.coordinatorID)
        attributes.set("data-version", view.version.description)
        if let liveURL = view.liveURL { attributes.setURL("data-live", liveURL) }
        output.element("div", attributes, context: context) { output, inner in
            let style = view.content.style
            if view.liveURL != nil {
                // Where the live script says what changed, for assistive technologies: the rows
                // change without anyone asking, which a screen reader would not notice otherwise.
                var status = HTMLAttributes(classes: "t-visually-hidden")
                status.set("role", "status")
                status.set("data-sections-status", nil)
                output.element("div", status, context: inner) { _, _ in }
            }
            if let formID = style.formID {
                var form = HTMLAttributes(classes: "t-sections-form")
                form.set("id", formID)
                form.set("method", "post")
                form.setURL("action", style.actionPath)
                form.set("hidden", nil)
                form.set("data-tessera-live", nil)
                output.element("form", form, context: inner) { output, fields in
                    for field in view.formFields {
                        HiddenField._render(HiddenField(name: field.name, value: field.value), into: &output, context: fields)
                    }
                }
            }
            if style.isTable {
                // The box scrolls a wide table inside itself, as a ``Table``'s does. Outside the
                // content, which a live update may replace whole.
                output.element("div", HTMLAttributes(classes: "t-table-scroll"), context: inner) { output, box in
                    SectionsContent._render(view.content, into: &output, context: box)
                }
            } else {
                SectionsContent._render(view.content, into: &output, context: inner)
            }
        }
    }
}
