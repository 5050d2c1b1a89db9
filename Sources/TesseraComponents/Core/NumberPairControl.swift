import Tessera

/// Two numbers side by side in a `<fieldset>`, its `legend` the title, each in its own label:
/// the control of ``RangeSlider`` (a lower and an upper bound) and of ``DurationPicker`` (hours
/// and minutes).
struct NumberPairControl: PrimitiveView {
    /// One of the two numbers.
    struct Part {
        let title: String
        let name: String
        let value: String
        let minimum: String
        let maximum: String
        let step: String
        /// The keyboard a phone shows: `numeric` for whole numbers, `decimal` otherwise.
        let inputMode: String
        /// The component's default title, shown in the page's language while `title` is it.
        var defaultTitle: ComponentText? = nil
    }

    let title: String
    let parts: [Part]
    let isRequired: Bool
    /// The class of the fieldset, which names the cell's look.
    let kind: String

    static func _render(_ view: NumberPairControl, into output: inout HTMLOutput, context: RenderContext) {
        output.formCellGroup(view.title, classes: ["tc-group", view.kind], context: context) { output, inner in
            output.element("div", HTMLAttributes(classes: "tc-pair"), context: inner, layout: .items) { output, pair in
                for (index, part) in view.parts.enumerated() {
                    output.withIdentity(.position(index)) { output in
                        let title = part.defaultTitle.map { pair.environment.text(part.title, defaultedBy: $0) } ?? part.title
                        output.formCellLabel(title, context: pair) { output, label in
                            var attributes: [(String, String?)] = [
                                ("type", "number"), ("value", part.value), ("min", part.minimum), ("max", part.maximum), ("step", part.step),
                                ("inputmode", part.inputMode),
                            ]
                            if view.isRequired { attributes.append(("required", nil)) }
                            output.voidElement("input", .formCellControl(name: part.name, classes: ["t-stepper"], context: label, attributes), context: label)
                        }
                    }
                }
            }
        }
    }
}
