/// A built-in modifier that decorates the next element: the form of most of Tessera's modifiers.
public struct DecorationModifier: PrimitiveViewModifier {
    /// What the modifier adds.
    public var decorations: [Decoration]

    /// A modifier adding `decorations`, outermost first.
    public init(_ decorations: [Decoration]) {
        self.decorations = decorations
    }

    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        output.render(content, decoratedWith: modifier.decorations[...], context: context)
    }
}

extension HTMLOutput {
    /// Renders `content` with `decorations` pending for its next element. Where a decoration
    /// cannot share an element with those already pending, the pending ones first go on a `<div>`
    /// of their own around the content.
    mutating func render<Content: View>(
        _ content: Content,
        decoratedWith decorations: ArraySlice<Decoration>,
        context: RenderContext
    ) {
        var context = context
        var remaining = decorations
        while let decoration = remaining.first {
            guard context.pending.canMerge(decoration) else {
                element("div", context: context) { output, inner in
                    output.render(content, decoratedWith: remaining, context: inner)
                }
                return
            }
            context.pending.merge(decoration)
            remaining = remaining.dropFirst()
        }
        Content._render(content, into: &self, context: context)
    }
}

extension View {
    /// Adds decorations of your own (classes, inline styles or attributes) to this view's
    /// element: for building modifiers that the stylesheet backs.
    public func decorated(with decorations: Decoration...) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(decorations))
    }
}
