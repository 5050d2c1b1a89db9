/// A built-in modifier that decorates the next element: the form of most of Tessera's modifiers.
public struct DecorationModifier: PrimitiveViewModifier {
    /// What the modifier adds; `nil` adds nothing (`.bold(false)`, `.lineLimit(nil)`).
    public var decoration: Decoration?

    /// A modifier adding `decoration`.
    public init(_ decoration: Decoration?) {
        self.decoration = decoration
    }

    // Inlinable, as the other hot modifiers: the view it modifies is then known where the page is
    // compiled, and its rendering asks the runtime for no generic type.
    @inlinable
    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        guard let decoration = modifier.decoration else {
            Modified._render(content, into: &output, context: context)
            return
        }
        output.render(content, decoratedWith: decoration, context: context)
    }

    @inlinable
    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        guard let decoration = modifier.decoration else {
            try await Modified._renderAsync(content, into: &output, context: context)
            return
        }
        try await output.render(content, decoratedWith: decoration, context: context)
    }
}

extension View {
    /// Adds a decoration of your own (a class, an inline style or an attribute) to this view's
    /// element: for building modifiers that a stylesheet of yours backs.
    public func decorated(with decoration: Decoration) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(decoration))
    }
}
