extension HTMLOutput {
    /// Writes the `<dialog>` of an alert or a sheet after the view it is attached to, while
    /// `isPresented` is true: open, so a page without script shows it; marked `data-t-modal`, so
    /// the live script makes it modal; labelled by its title. `content` writes what goes inside,
    /// with the ids of the title and message, and the action that dismisses it, which an alert
    /// puts in its buttons' environment (each dismisses it after its action) and a sheet in its
    /// Close button's only.
    mutating func presentationDialog(
        _ kind: String,
        isPresented: Binding<Bool>,
        hasTitle: Bool,
        describedByMessage: Bool,
        attributes extra: (inout HTMLAttributes) -> Void = { _ in },
        context: RenderContext,
        content: (inout HTMLOutput, RenderContext, PresentationID, LiveAction) -> Void
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
            let dismiss = LiveAction { isPresented.wrappedValue = false }
            output.element("dialog", attributes, context: context) { output, dialog in
                content(&output, dialog, id, dismiss)
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

extension HTMLOutput {
    /// A dialog's title made of a view (an ``Alert``'s `Text`): an `<h2>` that the dialog is
    /// labelled by.
    mutating func presentationTitle<Title: View>(view title: Title, id: PresentationID, context: RenderContext) {
        var heading = HTMLAttributes(classes: "t-dialog-title")
        heading.set("id", id.title)
        element("h2", heading, context: context) { output, text in
            output.withIdentity(.position(0), render: title, context: text)
        }
    }
}
