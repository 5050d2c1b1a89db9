/// An alert as SwiftUI's first API wrote it: a value with a title, a message and one or two
/// buttons, which ``View/alert(isPresented:content:)`` shows.
///
/// ```swift
/// .alert(isPresented: $model.showingAlert) {
///     Alert(title: Text("Call Ada?"), message: Text("+44 20 7946 0958"),
///           primaryButton: .default(Text("Call")) { model.call() },
///           secondaryButton: .cancel())
/// }
/// ```
///
/// The same dialog as ``View/alert(_:isPresented:actions:message:)``, which is the spelling to
/// prefer in new code: each button runs its action on the server (in a live view) and then
/// dismisses the alert.
public struct Alert {
    /// One of an alert's buttons.
    public struct Button {
        enum Style {
            case `default`, cancel, destructive
        }

        let style: Style
        let label: Text
        let action: (() -> Void)?

        /// A button that runs `action` and dismisses the alert.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(style: .default, label: label, action: action)
        }

        /// A button that cancels: it runs `action` and dismisses the alert.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(style: .cancel, label: label, action: action)
        }

        /// A button labelled "Cancel" (in the page's language) that runs `action` and dismisses the alert.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(style: .cancel, label: Text(ViewText.cancel), action: action)
        }

        /// A button for a destructive choice (shown red): it runs `action` and dismisses the alert.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(style: .destructive, label: label, action: action)
        }

        var role: ButtonRole? {
            switch style {
            case .default: nil
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with `title`, an optional `message`, and `dismissButton` (an OK button without one).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text(ViewText.ok))]
    }

    /// An alert with `title`, an optional `message`, and two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

/// Shows an ``Alert`` while a binding is true: ``View/alert(isPresented:content:)``.
public struct AlertValueModifier: PrimitiveViewModifier {
    let isPresented: Binding<Bool>
    let alert: () -> Alert?

    public static func _render<Modified: View>(_ modifier: Self, content: Modified, into output: inout HTMLOutput, context: RenderContext) {
        Modified._render(content, into: &output, context: context)
        // Asked only while presented: `alert(item:)` makes it from the item, which is then there.
        guard modifier.isPresented.wrappedValue, let alert = modifier.alert() else { return }
        output.presentationDialog(
            "alert", isPresented: modifier.isPresented, hasTitle: true, describedByMessage: alert.message != nil,
            attributes: { $0.set("role", "alertdialog") }, context: context
        ) { output, dialog, id, dismiss in
            output.presentationTitle(view: alert.title, id: id, context: dialog)
            if let message = alert.message {
                var attributes = HTMLAttributes(classes: "t-dialog-message")
                attributes.set("id", id.message)
                output.element("div", attributes, context: dialog) { output, text in
                    output.withIdentity(.position(0), render: message, context: text)
                }
            }
            var dismissing = dialog
            dismissing.environment.presentationDismiss = dismiss
            let buttons = ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
                Tessera.Button(role: button.role, action: { button.action?() }) { button.label }
            }
            output.element("div", HTMLAttributes(classes: "t-dialog-actions"), context: dismissing, layout: .items) { output, inner in
                output.withIdentity(.position(1), render: buttons, context: inner)
            }
        }
    }
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true: SwiftUI's first alert API.
    /// Each of its buttons runs its action, then sets `isPresented` to false.
    ///
    /// ```swift
    /// .alert(isPresented: $model.showingAlert) {
    ///     Alert(title: Text("Saved"), dismissButton: .default(Text("OK")))
    /// }
    /// ```
    public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> ModifiedContent<Self, AlertValueModifier> {
        modifier(AlertValueModifier(isPresented: isPresented, alert: content))
    }

    /// Shows the alert `content` makes of `item` while `item` is not `nil`; a button of the
    /// alert sets it back to `nil`.
    ///
    /// ```swift
    /// .alert(item: $model.failedCall) { call in
    ///     Alert(title: Text("\(call.name) did not answer"))
    /// }
    /// ```
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> ModifiedContent<Self, AlertValueModifier> {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(AlertValueModifier(isPresented: isPresented, alert: { item.wrappedValue.map(content) }))
    }
}
