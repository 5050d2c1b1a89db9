/// An alert shown while a binding is true: ``View/alert(_:isPresented:actions:message:)``.
///
/// A `<dialog>` with the `alertdialog` role after the view it is attached to. Written open, so
/// that a page without script shows it (styled as a box over the page); the live script makes it
/// modal (`showModal()`: focus moves in, the page behind is inert, Escape presses its cancel
/// button). Each of its buttons runs its action, then sets the binding to false.
public struct AlertModifier<Actions: View, Message: View>: PrimitiveViewModifier {
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message

    public static func _render<Modified: View>(_ modifier: Self, content: Modified, into output: inout HTMLOutput, context: RenderContext) {
        Modified._render(content, into: &output, context: context)
        guard modifier.isPresented.wrappedValue else { return }
        output.withIdentity(.explicit("alert")) { output in
            let id = PresentationID(output.identityPath)
            var attributes = HTMLAttributes(classes: "t-dialog", "t-alert")
            attributes.set("open", nil)
            attributes.set("role", "alertdialog")
            attributes.set("aria-modal", "true")
            attributes.set("aria-labelledby", id.title)
            if Message.self != EmptyView.self { attributes.set("aria-describedby", id.message) }
            attributes.set("data-t-modal", nil)
            var inner = context
            let isPresented = modifier.isPresented
            inner.environment.presentationDismiss = LiveAction { isPresented.wrappedValue = false }
            output.element("dialog", attributes, context: inner) { output, dialog in
                var title = HTMLAttributes(classes: "t-dialog-title")
                title.set("id", id.title)
                output.element("h2", title, context: dialog) { output, text in
                    output.text(modifier.title, context: text)
                }
                if Message.self != EmptyView.self {
                    var message = HTMLAttributes(classes: "t-dialog-message")
                    message.set("id", id.message)
                    output.element("div", message, context: dialog) { output, text in
                        output.withIdentity(.position(0), render: modifier.message, context: text)
                    }
                }
                output.element("div", HTMLAttributes(classes: "t-dialog-actions"), context: dialog, layout: .items) { output, buttons in
                    if Actions.self == EmptyView.self {
                        // An alert with no buttons of its own has an OK that dismisses it.
                        output.withIdentity(.position(1), render: Button("OK", role: .cancel) {}, context: buttons)
                    } else {
                        output.withIdentity(.position(1), render: modifier.actions, context: buttons)
                    }
                }
            }
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

extension View {
    /// Shows an alert with `title`, the buttons of `actions` and `message` while `isPresented` is
    /// true, as in SwiftUI. A button of the alert sets `isPresented` to false after its action; an
    /// alert without buttons has an OK button.
    ///
    /// ```swift
    /// .alert("Call failed", isPresented: $model.showsError) {
    ///     Button("Retry") { model.call() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("The number could not be reached.")
    /// }
    /// ```
    public func alert<Actions: View, Message: View>(
        _ title: String,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> ModifiedContent<Self, AlertModifier<Actions, Message>> {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Shows an alert with `title` and the buttons of `actions` while `isPresented` is true.
    public func alert<Actions: View>(
        _ title: String,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> Actions
    ) -> ModifiedContent<Self, AlertModifier<Actions, EmptyView>> {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }
}
