extension View {
    /// Sets the font of the text in this view.
    public func font(_ font: Font?) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(font?.decorations ?? []))
    }

    /// Sets the weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(weight.map { [Decoration(.fontWeight, .inherited, [.class("t-weight-\($0.value)")])] } ?? []))
    }

    /// Makes the text in this view bold.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, DecorationModifier> {
        fontWeight(isActive ? .bold : nil)
    }

    /// Makes the text in this view italic.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(isActive ? [Decoration(.fontStyle, .inherited, [.class("t-italic")])] : []))
    }

    /// Sets the colour of the text and icons in this view.
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, DecorationModifier> {
        let declaration: Decoration.Declaration =
            if let name = color.systemName {
                .class("t-fg-\(name)")
            } else {
                .style(property: "color", value: color.cssValue)
            }
        return modifier(DecorationModifier([Decoration(.foreground, .inherited, [declaration])]))
    }

    /// Sets the colour of the text and icons in this view. SwiftUI's older name for
    /// ``foregroundStyle(_:)``.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, DecorationModifier> {
        guard let color else { return modifier(DecorationModifier([])) }
        return foregroundStyle(color)
    }

    /// Limits the text in this view to a number of lines, ending it with an ellipsis. `nil` lifts
    /// the limit.
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, DecorationModifier> {
        guard let limit else { return modifier(DecorationModifier([])) }
        let lines = Swift.max(1, limit)
        let declarations: [Decoration.Declaration] =
            lines == 1
            ? [.class("t-line-limit-1")]
            : [.class("t-line-limit"), .style(property: "--t-lines", value: String(lines))]
        return modifier(DecorationModifier([Decoration(.lineLimit, .inherited, declarations)]))
    }

    /// Aligns the lines of multi-line text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier([Decoration(.textAlignment, .inherited, [.class("t-text-\(alignment.rawValue)")])]))
    }
}
