import Tessera

/// A one-line `<input>` (or a `<textarea>`) inside its label, with the attributes Tessera's
/// `TextField` has no room for (`required`, `maxlength`, `list`): the control of
/// ``TitleFormView``, ``KeyValueFormView``, ``SearchField`` and ``StepperView``.
struct TextInputControl: PrimitiveView {
    let title: String
    let name: String
    let value: String
    /// `text`, `search`, `number`; `nil` for a `<textarea>`.
    let type: String?
    let classes: [String]
    /// The label's class: `t-field` unless the cell's look is its own.
    var labelClass = "t-field"
    /// Whether the title is read by assistive technologies only.
    var hidesTitle = false
    /// The input's attributes after its type and value.
    var attributes: [(String, String?)] = []
    /// What follows the input inside the label: a search's suggestions.
    var suggestions: (id: String, values: [String])? = nil

    static func _render(_ view: TextInputControl, into output: inout HTMLOutput, context: RenderContext) {
        output.formCellLabel(view.title, context: context, class: view.labelClass, hidden: view.hidesTitle) { output, inner in
            if let type = view.type {
                let attributes: [(String, String?)] = [("type", type), ("value", view.value)] + view.attributes
                output.voidElement("input", .formCellControl(name: view.name, classes: view.classes, context: inner, attributes), context: inner)
            } else {
                output.element("textarea", .formCellControl(name: view.name, classes: view.classes, context: inner, view.attributes), context: inner, layout: .textOnly) { output, content in
                    // The parser drops one newline right after <textarea>: write one, so a value
                    // that starts with a newline keeps it.
                    output.text("\n", context: content)
                    output.text(view.value, context: content)
                }
            }
            if let suggestions = view.suggestions {
                var list = HTMLAttributes()
                list.set("id", suggestions.id)
                output.element("datalist", list, context: inner, layout: .items) { output, options in
                    for (index, suggestion) in suggestions.values.enumerated() {
                        var option = HTMLAttributes()
                        option.set("value", suggestion)
                        output.withIdentity(.position(index)) { output in
                            output.voidElement("option", option, context: options)
                        }
                    }
                }
            }
        }
    }
}
