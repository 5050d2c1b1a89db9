extension HTMLOutput {
    /// Writes a control inside its `<label>`, so the title names the control for assistive
    /// technologies and a click on the title focuses it. The label takes the modifiers' decorations.
    mutating func labeledControl(
        title: String,
        context: RenderContext,
        class className: String = "t-field",
        titleAfterControl: Bool = false,
        control: (inout HTMLOutput, RenderContext) -> Void
    ) {
        element("label", HTMLAttributes(classes: className), context: context, layout: .items) { output, inner in
            if !titleAfterControl { output.controlTitle(title, context: inner) }
            control(&output, inner)
            if titleAfterControl { output.controlTitle(title, context: inner) }
        }
    }

    private mutating func controlTitle(_ title: String, context: RenderContext) {
        let attributes =
            context.environment.labelsHidden
            ? HTMLAttributes(classes: "t-field-label", "t-visually-hidden")
            : HTMLAttributes(classes: "t-field-label")
        element("span", attributes, context: context) { output, inner in
            output.text(title, context: inner)
        }
    }
}

extension HTMLAttributes {
    /// The attributes every form control has: its field name, and `disabled` where the
    /// environment disables controls.
    static func control(name: String, context: RenderContext, classes: String...) -> HTMLAttributes {
        var attributes = HTMLAttributes()
        for name in classes { attributes.addClass(name) }
        attributes.set("name", name)
        if !context.environment.isEnabled { attributes.set("disabled", nil) }
        return attributes
    }

    /// Sets the attributes that ``View/controlAttribute(_:_:)`` gave the controls here, replacing
    /// the control's own of the same name: the last step before a control is written.
    mutating func applyControlAttributes(of context: RenderContext) {
        let extra = context.environment.controlAttributes
        guard !extra.isEmpty else { return }
        var kept = [firstAttribute].compactMap { $0 } + moreAttributes
        kept.removeAll { extra[$0.name] != nil }
        firstAttribute = nil
        moreAttributes = []
        for (name, value) in kept { set(name, value) }
        for name in extra.keys.sorted() {
            if case .some(.some(let value)) = extra[name] { set(name, value) }
        }
    }
}
