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
        // In a live view the picker writes back only a value one of its rows offered: a browser can
        // send anything, and `SelectionValue(formValue:)` would take more than the menu showed.
        let offered = context.liveHook == nil ? nil : OfferedTags()
        let field = output.liveControl(
            name: view.name, binding: view.selection, context: context, format: { $0.formValue },
            parse: { text in offered?.contains(text) == false ? nil : SelectionValue(formValue: text) })
        var context = context
        if let offered { context.environment.offeredTags = offered }
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

/// The values a live picker's rows offered (their tags), collected as they render.
///
/// `@unchecked Sendable` because environment values must be `Sendable`: it is made, filled and
/// read by one live session, on its actor, in the rendering of one picker and the events after it.
final class OfferedTags: @unchecked Sendable {
    private var tags: Set<String> = []

    func insert(_ tag: String) { tags.insert(tag) }
    func contains(_ tag: String) -> Bool { tags.contains(tag) }
}

private struct OfferedTagsKey: EnvironmentKey {
    static let defaultValue: OfferedTags? = nil
}

extension EnvironmentValues {
    /// Where the rows of the live picker being rendered note the values they offer.
    var offeredTags: OfferedTags? {
        get { self[OfferedTagsKey.self] }
        set { self[OfferedTagsKey.self] = newValue }
    }
}
