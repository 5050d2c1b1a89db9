import Tessera

/// How the form cells that Tessera has no control for (radio segments, pairs of numbers, a
/// search with suggestions, a signature) write their controls: as Tessera's controls do — named
/// after the field, disabled where the environment disables controls, and carrying the
/// attributes ``View/describedBy(error:hint:)`` gives them.
extension HTMLAttributes {
    /// The attributes of a control submitting under `name`, with `classes`: then `disabled` where
    /// the environment disables controls, then `attributes` in order, then those given from
    /// outside (`aria-describedby`, `aria-invalid`), which replace the control's own of the same
    /// name. A `nil` value writes a boolean attribute.
    static func formCellControl(
        name: String?, classes: [String] = [], context: RenderContext, describedHere: Bool = true, _ attributes: [(String, String?)] = []
    ) -> HTMLAttributes {
        var result = HTMLAttributes()
        for name in classes { result.addClass(name) }
        var own: [(String, String?)] = []
        if let name { own.append(("name", name)) }
        if !context.environment.isEnabled { own.append(("disabled", nil)) }
        own += attributes
        let extra = describedHere ? context.environment.controlAttributes : [:]
        own.removeAll { extra[$0.0] != nil }
        for (name, value) in own { result.set(name, value) }
        for name in extra.keys.sorted() {
            if case .some(.some(let value)) = extra[name] { result.set(name, value) }
        }
        return result
    }
}

extension RenderContext {
    /// This context as if controls were enabled: for an element that is not a control.
    var enabled: RenderContext {
        var context = self
        context.environment.isEnabled = true
        return context
    }

    /// This context without the attributes given to the controls: for the controls of a group
    /// whose element carries them.
    var undescribed: RenderContext {
        var context = self
        context.environment.controlAttributes = [:]
        return context
    }
}

extension HTMLOutput {
    /// Writes `control` inside a `<label>` whose title comes first (or, `hidden`, is read by
    /// assistive technologies only): the title names the control, and a click on it focuses it.
    mutating func formCellLabel(
        _ title: String, context: RenderContext, class className: String = "t-field", hidden: Bool = false,
        control: (inout HTMLOutput, RenderContext) -> Void
    ) {
        element("label", HTMLAttributes(classes: className), context: context, layout: .items) { output, inner in
            let titleClasses = hidden || inner.environment.labelsHidden ? ["t-field-label", "t-visually-hidden"] : ["t-field-label"]
            var attributes = HTMLAttributes()
            for name in titleClasses { attributes.addClass(name) }
            output.element("span", attributes, context: inner) { output, text in
                output.text(title, context: text)
            }
            control(&output, inner)
        }
    }

    /// Writes a `<fieldset>` of controls, its `legend` the title: the group's name for assistive
    /// technologies, and what its controls' own labels are read after. The fieldset carries what
    /// describes the group (`aria-describedby`, `aria-invalid`); the controls inside carry none.
    mutating func formCellGroup(
        _ title: String, classes: [String], context: RenderContext, _ attributes: [(String, String?)] = [],
        content: (inout HTMLOutput, RenderContext) -> Void
    ) {
        let group = HTMLAttributes.formCellControl(name: nil, classes: classes, context: context.enabled, attributes)
        element("fieldset", group, context: context, layout: .items) { output, inner in
            let legend = inner.environment.labelsHidden ? HTMLAttributes(classes: "t-field-label", "t-visually-hidden") : HTMLAttributes(classes: "t-field-label")
            output.element("legend", legend, context: inner) { output, text in
                output.text(title, context: text)
            }
            content(&output, inner.undescribed)
        }
    }
}
