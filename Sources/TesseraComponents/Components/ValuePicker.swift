import Tessera

/// A titled choice of one value in a form, with an error message and a hint beneath: a real
/// `<select>` named after the field, or, ``Presentation-swift.enum/radios``, a list of radio
/// buttons in a `<fieldset>`. Fiori's `ValuePicker`.
///
/// ```swift
/// ValuePicker(title: "Unit", name: "unit", options: ["pcs", "kg", "m"], selection: item.unit)
///
/// ValuePicker(title: "Payment terms", name: "terms",
///             options: [ListPickerOption("14", label: "14 days net"), ListPickerOption("30", label: "30 days net")],
///             selection: "30", presentation: .radios, isRequired: true) {
///     Text("Choose the terms agreed with the supplier")
/// }
///
/// ValuePicker(model: field)            // Field: ValuePickerModel
/// ```
///
/// As a menu, a selection that is none of the options' values selects none, and the browser
/// shows the first; as radio buttons, none is chosen and the form sends nothing for the field,
/// which `isRequired` forbids. The messages are linked to the control (`aria-describedby`; on the
/// fieldset of radio buttons), and an error makes it `aria-invalid`. Inside `.disabled()` it is
/// disabled.
@FormCell
public struct ValuePicker {
    /// How the values are shown.
    public enum Presentation: Sendable, Hashable {
        /// A menu: a `<select>`, one line tall, for any number of values.
        case menu
        /// Radio buttons, one per line, every value in sight: for a few.
        case radios
    }

    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The choice's title: the text of its label, or the legend of its radio buttons.
        case title(String)
        /// The form field's name: what the server receives the chosen value under.
        case name(String)
        /// The values, in order.
        case options([ListPickerOption])
        /// The value chosen.
        case selection(String)
        /// A menu or radio buttons.
        case presentation(ValuePicker.Presentation = .menu)
        /// Whether the form may not be sent without a value chosen.
        case isRequired(Bool = false)
    }

    @ViewBuilder
    static func picker(_ field: ValuePickerConfiguration) -> some View {
        switch field.presentation {
        case .menu:
            ValueMenu(title: field.title, name: field.name, options: field.options, selection: field.selection, isRequired: field.isRequired)
        case .radios:
            RadioGroupControl(
                title: field.title, name: field.name, options: field.options, selection: field.selection, isRequired: field.isRequired,
                segmented: false)
        }
    }
}

/// A ``ValuePicker``'s `<select>` inside its label: Tessera's `Picker` but for `required`.
struct ValueMenu: PrimitiveView {
    let title: String
    let name: String
    let options: [ListPickerOption]
    let selection: String
    let isRequired: Bool

    static func _render(_ view: ValueMenu, into output: inout HTMLOutput, context: RenderContext) {
        output.formCellLabel(view.title, context: context) { output, inner in
            let select = HTMLAttributes.formCellControl(
                name: view.name, classes: ["t-picker"], context: inner, view.isRequired ? [("required", nil)] : [])
            output.element("select", select, context: inner, layout: .items) { output, list in
                for (index, option) in view.options.enumerated() {
                    var attributes = HTMLAttributes()
                    attributes.set("value", option.value)
                    if option.value == view.selection { attributes.set("selected", nil) }
                    output.withIdentity(.position(index)) { output in
                        output.element("option", attributes, context: list, layout: .textOnly) { output, text in
                            output.text(option.label, context: text)
                        }
                    }
                }
            }
        }
    }
}

public extension View {
    #styleModifier(for: ValuePicker.self)
}
