extension View {
    /// Shows `text` as a tooltip when the pointer rests on this view (the `title` attribute).
    public func help(_ text: String) -> ModifiedContent<Self, DecorationModifier> {
        attribute("title", text)
    }

    /// The label assistive technologies read for this view, instead of its content.
    public func accessibilityLabel(_ label: String) -> ModifiedContent<Self, DecorationModifier> {
        attribute("aria-label", label)
    }

    /// A hint of what happens when the user acts on this view, read after its label.
    public func accessibilityHint(_ hint: String) -> ModifiedContent<Self, DecorationModifier> {
        attribute("aria-description", hint)
    }

    /// Sets an HTML attribute on this view's element. `nil` writes a boolean attribute.
    ///
    /// The value is escaped, and a URL attribute (`href`, `formaction`, …) is checked like every
    /// URL. Names are lower-cased; event handlers (`on…`), `style`, `class`, `data-tid` and
    /// anything not made of letters, digits, `-`, `_`, `:` and `.` are refused (the modifier does
    /// nothing), so that a name from data cannot inject script.
    public func attribute(_ name: String, _ value: String?) -> ModifiedContent<Self, DecorationModifier> {
        guard HTMLAttributes.isWritableName(name) else { return modifier(DecorationModifier(nil)) }
        return modifier(DecorationModifier(Decoration(.attribute, .independent, .attribute(name: name.lowercased(), value: value))))
    }

    /// Sets an HTML attribute on this view's element when `condition` holds, and writes nothing
    /// otherwise: `.attribute("aria-current", "page", when: isCurrent)`.
    public func attribute(_ name: String, _ value: String?, when condition: Bool) -> ModifiedContent<Self, DecorationModifier> {
        condition ? attribute(name, value) : modifier(DecorationModifier(nil))
    }
}
