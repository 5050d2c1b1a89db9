import Tessera

/// Where the controls of sections shown in a live view send their events: the session's
/// coordinator, called when the browser clicks, instead of a URL the browser posts to.
///
/// `@unchecked Sendable` because environment values must be `Sendable`, while the closure reaches
/// a coordinator on ``SectionActor``. It is sound because it runs only as a live view's button
/// action, on the main actor's executor, which is the section actor's (``SectionActor``).
package struct SectionEventSink: @unchecked Sendable {
    package let send: (SectionEvent) -> Void

    package init(_ send: @escaping (SectionEvent) -> Void) {
        self.send = send
    }
}

private struct SectionEventSinkKey: EnvironmentKey {
    static let defaultValue: SectionEventSink? = nil
}

extension EnvironmentValues {
    /// Where row controls send their events in a live view: set by the live view's sections.
    package var sectionEventSink: SectionEventSink? {
        get { self[SectionEventSinkKey.self] }
        set { self[SectionEventSinkKey.self] = newValue }
    }
}

extension HTMLOutput {
    /// Sets the attributes that make a control send `event`: in a live view whose sections have a
    /// sink, a live action of the view's form; otherwise a submit button posting to the URL
    /// `style` gives, when the region has a form. Returns `false` when it can do neither (the
    /// control is then disabled).
    func setSectionControl(_ attributes: inout HTMLAttributes, event: SectionEvent, style: RegionStyle, context: RenderContext) -> Bool {
        if style.liveControls {
            guard let hook = context.liveHook, let sink = context.environment.sectionEventSink else { return false }
            attributes.set("type", "submit")
            attributes.set("form", hook.formID)
            attributes.set("name", LiveFieldNames.action)
            // One place holds several controls (a row's select, move, delete): each is told apart
            // by what it sends, which also keeps it the same control while its row moves.
            var key = identityPath + "/t-row:" + event.sectionID + ":" + event.kind.rawValue + ":" + event.elementID
            if let offset = event.offset { key += ":" + String(offset) }
            if let actionID = event.actionID { key += ":" + actionID }
            attributes.set("value", hook.action({ sink.send(event) }, at: key))
            return true
        }
        guard let formID = style.formID else { return false }
        attributes.set("type", "submit")
        attributes.set("form", formID)
        attributes.setURL("formaction", style.url(for: event))
        return true
    }
}
