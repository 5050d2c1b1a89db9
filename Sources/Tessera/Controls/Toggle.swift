/// A switch between on and off: a checkbox with the role of a switch.
///
/// A checkbox that is off submits nothing, so the toggle also writes a hidden field with `false`
/// under the same name before it. The server gets `false` when it is off and `false` then `true`
/// when it is on: take the last value.
public struct Toggle: PrimitiveView {
    let title: String
    let name: String
    let isOn: Binding<Bool>

    /// A toggle showing the value of a binding.
    public init(_ title: String, name: String, isOn: Binding<Bool>) {
        self.title = title
        self.name = name
        self.isOn = isOn
    }

    /// A toggle that is on or off.
    public init(_ title: String, name: String, isOn: Bool) {
        self.init(title, name: name, isOn: .constant(isOn))
    }

    public static func _render(_ view: Toggle, into output: inout HTMLOutput, context: RenderContext) {
        let field = output.liveControl(name: view.name, binding: view.isOn, context: context)
        output.labeledControl(title: view.title, context: context, class: "t-toggle", titleAfterControl: true) { output, inner in
            var hidden = HTMLAttributes.control(name: field.name, context: inner)
            if let form = field.form { hidden.set("form", form) }
            hidden.set("type", "hidden")
            hidden.set("value", "false")
            output.voidElement("input", hidden, context: inner)
            var attributes = HTMLAttributes.control(name: field.name, context: inner, classes: "t-switch")
            if let form = field.form { attributes.set("form", form) }
            attributes.set("type", "checkbox")
            attributes.set("role", "switch")
            attributes.set("value", "true")
            if view.isOn.wrappedValue { attributes.set("checked", nil) }
            // The hidden field only carries `false`: what describes the control goes on the checkbox.
            attributes.applyControlAttributes(of: inner)
            output.voidElement("input", attributes, context: inner)
        }
    }
}
