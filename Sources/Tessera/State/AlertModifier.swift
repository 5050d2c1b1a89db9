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
        let hasMessage = Message.self != EmptyView.self
        output.presentationDialog(
            "alert", isPresented: modifier.isPresented, hasTitle: true, describedByMessage: hasMessage,
            attributes: { $0.set("role", "alertdialog") }, context: context
        ) { output, dialog, id, dismiss in
            output.presentationTitle(modifier.title, id: id, context: dialog)
            if hasMessage {
                var message = HTMLAttributes(classes: "t-dialog-message")
                message.set("id", id.message)
                output.element("div", message, context: dialog) { output, text in
                    output.withIdentity(.position(0), render: modifier.message, context: text)
                }
            }
            var dismissing = dialog
            dismissing.environment.presentationDismiss = dismiss
            output.element("div", HTMLAttributes(classes: "t-dialog-actions"), context: dismissing, layout: .items) { output, buttons in
                if Actions.self == EmptyView.self {
                    // An alert with no buttons of its own has an OK that dismisses it.
                    output.withIdentity(.position(1), render: Button(ViewText.ok, role: .cancel) {}, context: buttons)
                } else {
                    output.withIdentity(.position(1), render: modifier.actions, context: buttons)
                }
            }
        }
    }
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
