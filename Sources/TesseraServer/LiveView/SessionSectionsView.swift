import Tessera
import TesseraSections

/// Shows a live view's ``SessionSections``: the coordinator's region, with row controls that are
/// the live view's buttons, and the last refusal above it.
///
/// Rendered anywhere but in a live view (where there is no session to own the sections), it shows
/// a note saying so instead.
public struct SessionSectionsView: PrimitiveView {
    let sections: SessionSections

    /// Shows `sections`.
    public init(_ sections: SessionSections) {
        self.sections = sections
    }

    public static func _render(_ view: SessionSectionsView, into output: inout HTMLOutput, context: RenderContext) {
        // A live view renders on the main actor, whose executor is the section actor's; any other
        // rendering has no business with a session's sections, and may run on any thread.
        guard context.isLive else {
            render(Text("These sections belong to a live view's session, and show only in a live view.").foregroundStyle(.secondary), into: &output, context: context)
            return
        }
        let sections = view.sections
        let region = SectionActor.assumeIsolated { sections.region() }
        if let refusal = sections.refusal {
            render(
                Label(refusal.message, systemImage: "exclamationmark.triangle").foregroundStyle(.red).attribute("role", "alert"),
                into: &output, context: context)
        }
        var inner = context
        inner.environment.sectionEventSink = SectionEventSink { event in
            SectionActor.assumeIsolated { sections.send(event) }
        }
        SectionsView._render(region, into: &output, context: inner)
    }

    private static func render<Content: View>(_ content: Content, into output: inout HTMLOutput, context: RenderContext) {
        Content._render(content, into: &output, context: context)
    }
}
