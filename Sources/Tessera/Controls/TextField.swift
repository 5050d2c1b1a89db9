/// A single-line text field: `<input type="text">` inside its label.
///
/// ```swift
/// TextField("Last name", name: "last_name", text: customer.lastName)
/// TextField("Search", name: "q", text: $query, prompt: "Title or actor")
/// ```
///
/// `name` is the form field's name: what the server receives the value under.
public struct TextField: PrimitiveView {
    let title: String
    let name: String
    let text: Binding<String>
    let prompt: String?

    /// A text field showing the value of a binding.
    public init(_ title: String, name: String, text: Binding<String>, prompt: String? = nil) {
        self.title = title
        self.name = name
        self.text = text
        self.prompt = prompt
    }

    /// A text field showing `text`.
    public init(_ title: String, name: String, text: String, prompt: String? = nil) {
        self.init(title, name: name, text: .constant(text), prompt: prompt)
    }

    public static func _render(_ view: TextField, into output: inout HTMLOutput, context: RenderContext) {
        let field = output.liveControl(name: view.name, binding: view.text, context: context)
        if let hook = context.liveHook, let submit = context.environment.submitAction {
            hook.submit(context.environment.bound(submit.run), at: output.identityPath)
        }
        output.labeledControl(title: view.title, context: context) { output, inner in
            var attributes = HTMLAttributes.control(name: field.name, context: inner, classes: "t-text-field")
            attributes.set("type", "text")
            if let form = field.form {
                attributes.set("form", form)
                if inner.environment.submitAction != nil { attributes.set("data-t-submit", nil) }
            }
            attributes.set("value", view.text.wrappedValue)
            if let prompt = view.prompt { attributes.set("placeholder", prompt) }
            attributes.applyControlAttributes(of: inner)
            output.voidElement("input", attributes, context: inner)
        }
    }
}

/// A field for a password: `<input type="password">`.
///
/// Unlike SwiftUI's, it never writes its current value into the page: a password does not travel
/// back to the browser. The field is always empty when rendered.
public struct SecureField: PrimitiveView {
    let title: String
    let name: String
    let prompt: String?

    /// A password field submitting under `name`.
    public init(_ title: String, name: String, prompt: String? = nil) {
        self.title = title
        self.name = name
        self.prompt = prompt
    }

    public static func _render(_ view: SecureField, into output: inout HTMLOutput, context: RenderContext) {
        output.labeledControl(title: view.title, context: context) { output, inner in
            var attributes = HTMLAttributes.control(name: view.name, context: inner, classes: "t-text-field")
            attributes.set("type", "password")
            attributes.set("autocomplete", "current-password")
            if let prompt = view.prompt { attributes.set("placeholder", prompt) }
            attributes.applyControlAttributes(of: inner)
            output.voidElement("input", attributes, context: inner)
        }
    }
}

/// A multi-line text field: `<textarea>` inside its label.
public struct TextEditor: PrimitiveView {
    let title: String
    let name: String
    let text: Binding<String>

    /// A text editor showing the value of a binding.
    public init(_ title: String, name: String, text: Binding<String>) {
        self.title = title
        self.name = name
        self.text = text
    }

    /// A text editor showing `text`.
    public init(_ title: String, name: String, text: String) {
        self.init(title, name: name, text: .constant(text))
    }

    public static func _render(_ view: TextEditor, into output: inout HTMLOutput, context: RenderContext) {
        let field = output.liveControl(name: view.name, binding: view.text, context: context)
        output.labeledControl(title: view.title, context: context) { output, inner in
            var attributes = HTMLAttributes.control(name: field.name, context: inner, classes: "t-text-editor")
            if let form = field.form { attributes.set("form", form) }
            attributes.applyControlAttributes(of: inner)
            output.element("textarea", attributes, context: inner, layout: .textOnly) { output, content in
                // The parser drops one newline right after <textarea>: write one, so a value
                // that starts with a newline keeps it.
                output.text("\n", context: content)
                output.text(view.text.wrappedValue, context: content)
            }
        }
    }
}
