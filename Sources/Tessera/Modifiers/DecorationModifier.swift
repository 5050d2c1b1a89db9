/// A built-in modifier that decorates the next element: the form of most of Tessera's modifiers.
public struct DecorationModifier: PrimitiveViewModifier {
    /// What the modifier adds; `nil` adds nothing (`.bold(false)`, `.lineLimit(nil)`).
    public var decoration: Decoration?

    /// A modifier adding `decoration`.
    public init(_ decoration: Decoration?) {
        self.decoration = decoration
    }

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
}

extension HTMLOutput {
    /// Renders `content` with `decoration` pending for its next element. Where the decoration
    /// cannot share an element with those already pending, the pending ones first go on a `<div>`
    /// of their own around the content.
    mutating func render<Content: View>(_ content: Content, decoratedWith decoration: Decoration, context: RenderContext) {
        guard context.pending.canMerge(decoration) else {
            element("div", context: context) { output, inner in
                output.render(content, decoratedWith: decoration, context: inner)
            }
            return
        }
        var context = context
        context.pending.merge(decoration)
        Content._render(content, into: &self, context: context)
    }
}

extension View {
    /// Adds a decoration of your own (a class, an inline style or an attribute) to this view's
    /// element: for building modifiers that a stylesheet of yours backs.
    public func decorated(with decoration: Decoration) -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(decoration))
    }
}
