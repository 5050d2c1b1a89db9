/// A value a form submits without showing it: `<input type="hidden">`. For what the server needs
/// back with the form — a token against forged requests, the version of the row being edited.
public struct HiddenField: PrimitiveView {
    let name: String
    let value: String

    /// A hidden field submitting `value` under `name`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public static func _render(_ view: HiddenField, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes()
        attributes.set("type", "hidden")
        attributes.set("name", view.name)
        attributes.set("value", view.value)
        output.voidElement("input", attributes, context: context)
    }
}
