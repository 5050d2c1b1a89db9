/// A choice of one value among several: `<select>` inside its label.
///
/// Each view of the content is an option; its ``View/tag(_:)`` is the value it stands for, and
/// only its text is shown (an option holds text only).
///
/// ```swift
/// Picker("Rating", name: "rating", selection: film.rating) {
///     ForEach(Rating.allCases, id: \.self) { rating in
///         Text(rating.title).tag(rating)
///     }
/// }
/// ```
public struct Picker<SelectionValue: FormValueConvertible & Sendable, Content: View>: PrimitiveView {
    let title: String
    let name: String
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker showing the value of a binding.
    public init(_ title: String, name: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = title
        self.name = name
        self.selection = selection
        self.content = content()
    }

    /// A picker with `selection` chosen.
    public init(_ title: String, name: String, selection: SelectionValue, @ViewBuilder content: () -> Content) {
        self.init(title, name: name, selection: .constant(selection), content: content)
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        let field = output.liveControl(name: view.name, binding: view.selection, context: context)
        output.labeledControl(title: view.title, context: context) { output, inner in
            var attributes = HTMLAttributes.control(name: field.name, context: inner, classes: "t-picker")
            if let form = field.form { attributes.set("form", form) }
            attributes.applyControlAttributes(of: inner)
            let selected = view.selection.wrappedValue.formValue
            output.element("select", attributes, context: inner, layout: .options(selection: selected)) { output, options in
                Content._render(view.content, into: &output, context: options)
            }
        }
    }
}
