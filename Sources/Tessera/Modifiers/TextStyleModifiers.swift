/// Sets the font of the text in a view: up to four inherited decorations (size, weight, design,
/// style), which always share the next element.
public struct FontModifier: PrimitiveViewModifier {
    @usableFromInline let font: Font?

    @usableFromInline
    init(font: Font?) {
        self.font = font
    }

    @inlinable
    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        guard let font = modifier.font else {
            Modified._render(content, into: &output, context: context)
            return
        }
        let (inner, mark) = output.pushFont(font, context: context)
        Modified._render(content, into: &output, context: inner)
        output.popDecorations(to: mark)
    }

    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        guard let font = modifier.font else {
            try await Modified._renderAsync(content, into: &output, context: context)
            return
        }
        let (inner, mark) = output.html.pushFont(font, context: context)
        try await Modified._renderAsync(content, into: &output, context: inner)
        output.html.popDecorations(to: mark)
    }
}

extension View {
    /// Sets the font of the text in this view.
    @inlinable
    public func font(_ font: Font?) -> ModifiedContent<Self, FontModifier> {
        modifier(FontModifier(font: font))
    }

    /// Sets the weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(weight.map { Decoration(.fontWeight, .inherited, .class($0.className)) }))
    }

    /// Makes the text in this view bold.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, DecorationModifier> {
        fontWeight(isActive ? .bold : nil)
    }

    /// Makes the text in this view italic.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(isActive ? Decoration(.fontStyle, .inherited, .class("t-italic")) : nil))
    }

    /// Sets the colour of the text and icons in this view.
    @inlinable
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, DecorationModifier> {
        modifier(.foreground(color))
    }

    /// Sets the colour of the text and icons in this view. SwiftUI's older name for
    /// ``foregroundStyle(_:)``.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(color.map { Decoration(.foreground, .inherited, $0.foregroundDeclaration) }))
    }

    /// Limits the text in this view to a number of lines, ending it with an ellipsis. `nil` lifts
    /// the limit.
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, DecorationModifier> {
        guard let limit else { return modifier(DecorationModifier(nil)) }
        let lines = Swift.max(1, limit)
        let decoration =
            lines == 1
            ? Decoration(.lineLimit, .inherited, .class("t-line-limit-1"))
            : Decoration(.lineLimit, .inherited, .class("t-line-limit"), .style(property: "--t-lines", value: String(lines)))
        return modifier(DecorationModifier(decoration))
    }

    /// Aligns the lines of multi-line text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, DecorationModifier> {
        let className =
            switch alignment {
            case .leading: "t-text-leading"
            case .center: "t-text-center"
            case .trailing: "t-text-trailing"
            }
        return modifier(DecorationModifier(Decoration(.textAlignment, .inherited, .class(className))))
    }
}

extension DecorationModifier {
    @usableFromInline
    static func foreground(_ color: Color) -> DecorationModifier {
        DecorationModifier(Decoration(.foreground, .inherited, color.foregroundDeclaration))
    }
}
