/// A control for a number, stepped up and down: `<input type="number">` inside its label.
public struct Stepper<Value: Strideable & FormValueConvertible & Sendable>: PrimitiveView
where Value.Stride: FormValueConvertible & Sendable {
    let title: String
    let name: String
    let value: Binding<Value>
    let range: ClosedRange<Value>?
    let step: Value.Stride

    /// A stepper showing the value of a binding, limited to `range` when given, moving by `step`.
    public init(_ title: String, name: String, value: Binding<Value>, in range: ClosedRange<Value>? = nil, step: Value.Stride = 1) {
        self.title = title
        self.name = name
        self.value = value
        self.range = range
        self.step = step
    }

    /// A stepper showing `value`.
    public init(_ title: String, name: String, value: Value, in range: ClosedRange<Value>? = nil, step: Value.Stride = 1) {
        self.init(title, name: name, value: .constant(value), in: range, step: step)
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        let range = view.range
        let field = output.liveControl(
            name: view.name, binding: view.value, context: context, format: { $0.formValue },
            parse: { text in
                // A number outside the range the browser was told is clamped, as the control would.
                guard let value = Value(formValue: text) else { return nil }
                guard let range else { return value }
                return min(max(value, range.lowerBound), range.upperBound)
            })
        output.labeledControl(title: view.title, context: context) { output, inner in
            var attributes = HTMLAttributes.control(name: field.name, context: inner, classes: "t-stepper")
            if let form = field.form { attributes.set("form", form) }
            attributes.set("type", "number")
            attributes.set("value", view.value.wrappedValue.formValue)
            if let range = view.range {
                attributes.set("min", range.lowerBound.formValue)
                attributes.set("max", range.upperBound.formValue)
            }
            attributes.set("step", view.step.formValue)
            attributes.applyControlAttributes(of: inner)
            output.voidElement("input", attributes, context: inner)
        }
    }
}
