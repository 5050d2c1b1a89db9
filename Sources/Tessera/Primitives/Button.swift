/// A button: a real `<button>`, usable with the keyboard and announced as a button.
///
/// Two kinds, because a page works without script:
///
/// ```swift
/// // Submits the form it is in, sending action=archive with the form's fields.
/// Button(submit: "Archive", name: "action", value: "archive")
///
/// // Runs its action on the server in a live view (see ``State``): with the live script, the
/// // click travels over the page's live channel; without it, the button submits the live
/// // view's form and the page comes back. Rendered anywhere else, a plain button.
/// Button("Refresh") { model.refresh() }
/// ```
///
/// A ``ButtonRole`` marks destructive and cancel buttons for styles.
public struct Button<Label: View>: PrimitiveView {
    enum Kind {
        case action(() -> Void)
        case submit(name: String?, value: String?)
    }

    let kind: Kind
    let role: ButtonRole?
    let label: Label

    /// A button that performs `action`, showing `label`.
    public init(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        kind = .action(action)
        self.role = role
        self.label = label()
    }

    /// A button that submits its form. With a `name`, the form also sends `name=value`, so one
    /// form can tell its buttons apart.
    public init(submitName name: String? = nil, value: String? = nil, role: ButtonRole? = nil, @ViewBuilder label: () -> Label) {
        kind = .submit(name: name, value: value)
        self.role = role
        self.label = label()
    }

    /// The action a click performs, for the live view state that runs it.
    public var action: (() -> Void)? {
        if case .action(let action) = kind { return action }
        return nil
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-button")
        attributes.hasOwnBox = true
        if let role = view.role { attributes.addClass("t-button-\(role.rawValue)") }
        switch view.kind {
        case .action(let action):
            if let hook = context.liveHook, context.environment.isEnabled {
                // A submit button of the live view's form: it works without the script too.
                attributes.set("type", "submit")
                attributes.set("form", hook.formID)
                attributes.set("name", LiveFieldNames.action)
                // A button of an alert or a sheet dismisses it once its own action ran.
                let dismiss = context.environment.presentationDismiss
                attributes.set("value", hook.action(context.environment.bound { action(); dismiss?.run() }, at: output.identityPath))
            } else {
                attributes.set("type", "button")
            }
        case .submit(let name, let value):
            attributes.set("type", "submit")
            if let name { attributes.set("name", name) }
            if let value { attributes.set("value", value) }
        }
        if !context.environment.isEnabled { attributes.set("disabled", nil) }
        output.element("button", attributes, context: context, layout: .items) { output, inner in
            Label._render(view.label, into: &output, context: inner)
        }
    }
}

extension Button where Label == Text {
    /// A button with a text title that performs `action`.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button with a text title that submits its form, sending `name=value` when a name is given.
    public init(submit title: String, name: String? = nil, value: String? = nil, role: ButtonRole? = nil) {
        self.init(submitName: name, value: value, role: role) { Text(title) }
    }

    /// A button titled `title` in the page's language that performs `action`.
    public init(_ title: some LocalizedMessage, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button titled `title` in the page's language that submits its form, sending
    /// `name=value` when a name is given.
    public init(submit title: some LocalizedMessage, name: String? = nil, value: String? = nil, role: ButtonRole? = nil) {
        self.init(submitName: name, value: value, role: role) { Text(title) }
    }
}

/// What a button does, for styles: a destructive button is red, a cancel button quiet.
public enum ButtonRole: String, Hashable, Sendable {
    case destructive, cancel
}
