import Tessera

/// A choice of one option as radio buttons in a `<fieldset>`, its `legend` the title: the
/// control of ``SegmentedControl`` (the buttons drawn as segments of one bar) and of a
/// ``ValuePicker`` shown as a list. Tessera has no radio control of its own, so the group writes
/// its inputs itself, as ``RatingControl``'s stars are written.
struct RadioGroupControl: PrimitiveView {
    let title: String
    let name: String
    let options: [ListPickerOption]
    let selection: String
    let isRequired: Bool
    /// Drawn as segments of one bar rather than a list of buttons.
    let segmented: Bool

    static func _render(_ view: RadioGroupControl, into output: inout HTMLOutput, context: RenderContext) {
        let group = view.segmented ? "tc-segmented" : "tc-radios"
        var attributes: [(String, String?)] = [("role", "radiogroup")]
        if view.isRequired { attributes.append(("aria-required", "true")) }
        output.formCellGroup(view.title, classes: ["tc-group", group], context: context, attributes) { output, inner in
            output.element("div", HTMLAttributes(classes: view.segmented ? "tc-segments" : "tc-radio-list"), context: inner, layout: .items) { output, list in
                for (index, option) in view.options.enumerated() {
                    output.withIdentity(.position(index)) { output in
                        writeOption(option, of: view, into: &output, context: list)
                    }
                }
            }
        }
    }

    private static func writeOption(_ option: ListPickerOption, of view: RadioGroupControl, into output: inout HTMLOutput, context: RenderContext) {
        output.element("label", HTMLAttributes(classes: view.segmented ? "tc-segment" : "tc-radio"), context: context, layout: .items) { output, label in
            var attributes: [(String, String?)] = [("type", "radio"), ("value", option.value)]
            if option.value == view.selection { attributes.append(("checked", nil)) }
            // One required radio button makes the group required.
            if view.isRequired { attributes.append(("required", nil)) }
            output.voidElement("input", .formCellControl(name: view.name, context: label, attributes), context: label)
            output.element("span", HTMLAttributes(), context: label) { output, text in
                output.text(option.label, context: text)
            }
        }
    }
}
