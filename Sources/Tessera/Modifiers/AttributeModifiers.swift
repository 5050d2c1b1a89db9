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
    /// The value is escaped. Names must be plain attribute names; event handlers (`on…`), `style`,
    /// `class` and anything not made of letters, digits, `-`, `_`, `:` and `.` are refused
    /// (and the modifier does nothing), so that a name from data cannot inject script.
    public func attribute(_ name: String, _ value: String?) -> ModifiedContent<Self, DecorationModifier> {
        guard Self.isAllowedAttributeName(name) else { return modifier(DecorationModifier(nil)) }
        let declaration: Decoration.Declaration =
            if name.lowercased() == "href" || name.lowercased() == "src" || name.lowercased() == "action" {
                .attribute(name: name, value: value.map { HTMLAttributes.isSafeURL($0) ? $0 : HTMLAttributes.blockedURL })
            } else {
                .attribute(name: name, value: value)
            }
        return modifier(DecorationModifier(Decoration(.attribute, .independent, declaration)))
    }

    private static func isAllowedAttributeName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard !lowered.isEmpty, !lowered.hasPrefix("on"), lowered != "style", lowered != "class" else { return false }
        return lowered.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "-_:.".unicodeScalars.contains(scalar)
        }
    }
}
