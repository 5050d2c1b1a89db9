import Tessera

/// The page of a live view: its view tree's HTML in a region the live script finds
/// (`data-live-view`), and the one form its controls submit (`form="t-live-…"`), which carries
/// the session, its token and the CSRF token.
struct LiveViewPage: View {
    let html: String
    let version: Int
    let sessionID: String
    let formID: String
    let token: String
    let csrfToken: String
    let path: String
    let notice: String?

    var body: some View {
        LiveViewRegion(page: self)
        ScriptTag(source: TesseraAssets.liveScriptPath)
    }
}

/// The region and the form of a ``LiveViewPage``, written directly: the tree's HTML is already
/// rendered.
private struct LiveViewRegion: PrimitiveView {
    let page: LiveViewPage

    static func _render(_ view: LiveViewRegion, into output: inout HTMLOutput, context: RenderContext) {
        let page = view.page
        var region = HTMLAttributes(classes: "t-live-view")
        region.set("data-live-view", nil)
        region.set("data-version", String(page.version))
        region.setURL("data-live-events", page.path + "/live?s=" + page.sessionID)
        region.setURL("data-live-address", page.path + "?s=" + page.sessionID)
        // The form's first submit button, so that Return in a field submits the form as a
        // "submit" (the fields' onSubmit) and never through a button of the view that happens
        // to come first (which could be "Delete").
        var submit = HTMLAttributes()
        submit.set("type", "submit")
        submit.set("form", page.formID)
        submit.set("name", LiveFieldNames.event)
        submit.set("value", "submit")
        submit.set("hidden", nil)
        submit.set("tabindex", "-1")
        submit.set("aria-hidden", "true")
        output.element("button", submit, context: context) { _, _ in }
        output.element("div", region, context: context) { output, inner in
            if let notice = page.notice {
                var attributes = HTMLAttributes(classes: "t-live-notice")
                attributes.set("role", "status")
                output.element("p", attributes, context: inner) { output, text in output.text(notice, context: text) }
            }
            output.writeTrustedHTML(page.html, context: inner)
        }
        var form = HTMLAttributes()
        form.set("id", page.formID)
        form.set("method", "post")
        form.setURL("action", page.path + "?s=" + page.sessionID)
        form.set("data-t-live-form", nil)
        output.element("form", form, context: context) { output, inner in
            for (name, value) in [("t-session", page.sessionID), ("t-token", page.token), ("_csrf", page.csrfToken)] {
                var field = HTMLAttributes()
                field.set("type", "hidden")
                field.set("name", name)
                field.set("value", value)
                output.voidElement("input", field, context: inner)
            }
        }
    }
}
