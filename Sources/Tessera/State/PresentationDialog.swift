extension HTMLOutput {
    /// Writes the `<dialog>` of an alert or a sheet after the view it is attached to, while
    /// `isPresented` is true: open, so a page without script shows it; marked `data-t-modal`, so
    /// the live script makes it modal; labelled by its title. Its buttons dismiss it after their
    /// action (``EnvironmentValues/presentationDismiss``). `content` writes what goes inside,
    /// with the ids of the title and message.
    mutating func presentationDialog(
        _ kind: String,
        isPresented: Binding<Bool>,
        hasTitle: Bool,
        describedByMessage: Bool,
        attributes extra: (inout HTMLAttributes) -> Void = { _ in },
        context: RenderContext,
        content: (inout HTMLOutput, RenderContext, PresentationID) -> Void
    ) {
        guard isPresented.wrappedValue else { return }
        withIdentity(.explicit(kind)) { output in
            let id = PresentationID(output.identityPath)
            var attributes = HTMLAttributes(classes: "t-dialog", "t-\(kind)")
            attributes.set("open", nil)
            extra(&attributes)
            attributes.set("aria-modal", "true")
            if hasTitle { attributes.set("aria-labelledby", id.title) }
            if describedByMessage { attributes.set("aria-describedby", id.message) }
            attributes.set("data-t-modal", nil)
            var inner = context
            inner.environment.presentationDismiss = LiveAction { isPresented.wrappedValue = false }
            output.element("dialog", attributes, context: inner) { output, dialog in
                content(&output, dialog, id)
            }
        }
    }

    /// A dialog's title: an `<h2>` that the dialog is labelled by.
    mutating func presentationTitle(_ title: String, id: PresentationID, context: RenderContext) {
        var heading = HTMLAttributes(classes: "t-dialog-title")
        heading.set("id", id.title)
        element("h2", heading, context: context) { output, text in
            output.text(title, context: text)
        }
    }
}

/// The ids that tie a dialog to its title and message, made from its identity path.
struct PresentationID {
    let base: String

    init(_ path: String) {
        var base = "t-dialog-"
        for scalar in path.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                base.unicodeScalars.append(scalar)
            } else {
                base += "-"
            }
        }
        self.base = base
    }

    var title: String { base + "-title" }
    var message: String { base + "-message" }
}
