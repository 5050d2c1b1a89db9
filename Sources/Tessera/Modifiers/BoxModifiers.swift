extension View {
    // The modifiers most views carry are inlinable, so that a page's code builds its modified
    // views without asking the runtime for their generic types, row after row; what they add is
    // made by a function of DecorationModifier that is compiled once.

    /// Adds the default padding (16 points) on the given edges.
    @inlinable
    public func padding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, DecorationModifier> {
        modifier(.padding(edges, nil))
    }

    /// Adds padding of `length` points on all edges.
    @inlinable
    public func padding(_ length: Double) -> ModifiedContent<Self, DecorationModifier> {
        modifier(.padding(.all, length))
    }

    /// Adds padding on the given edges: `length` points, or the default (16) when `nil`.
    @inlinable
    public func padding(_ edges: Edge.Set, _ length: Double?) -> ModifiedContent<Self, DecorationModifier> {
        modifier(.padding(edges, length))
    }

    /// Fills the box behind this view, padding included, with a colour.
    @inlinable
    public func background(_ color: Color) -> ModifiedContent<Self, DecorationModifier> {
        modifier(.background(color))
    }

    /// Draws a border around this view.
    public func border(_ color: Color, width: Double = 1) -> ModifiedContent<Self, DecorationModifier> {
        let value = "\(CSSNumber.pixels(width)) solid \(color.cssValue)"
        return modifier(DecorationModifier(Decoration(.border, .box(layer: 2), .style(property: "border", value: value))))
    }

    /// Rounds the corners of this view, clipping its content.
    public func cornerRadius(_ radius: Double) -> ModifiedContent<Self, DecorationModifier> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips this view to a shape: `.clipShape(Circle())` for an avatar.
    @inlinable
    public func clipShape(_ shape: some Shape) -> ModifiedContent<Self, DecorationModifier> {
        modifier(.clipShape(shape))
    }

    /// Makes this view transparent: 0 is invisible, 1 opaque.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, DecorationModifier> {
        let value = opacity.isNaN ? 1 : Swift.min(1, Swift.max(0, opacity))
        return modifier(DecorationModifier(Decoration(.opacity, .independent, .style(property: "opacity", value: CSSNumber.format(value)))))
    }

    /// Hides this view. It still takes its place in the layout, as in SwiftUI.
    public func hidden() -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier(Decoration(.visibility, .independent, .class("t-hidden"))))
    }
}

extension DecorationModifier {
    @usableFromInline
    static func padding(_ edges: Edge.Set, _ length: Double?) -> DecorationModifier {
        if edges == .all && length == nil {
            return DecorationModifier(Decoration(.padding, .box(layer: 1), .class("t-padding")))
        }
        let value = length.map(CSSNumber.pixels) ?? "var(--t-padding)"
        if edges == .all {
            return DecorationModifier(Decoration(.padding, .box(layer: 1), .style(property: "padding", value: value)))
        }
        // The shorthands of CSS's logical properties cover the common sets in one declaration.
        let block: Decoration.Declaration? =
            switch (edges.contains(.top), edges.contains(.bottom)) {
            case (true, true): .style(property: "padding-block", value: value)
            case (true, false): .style(property: "padding-block-start", value: value)
            case (false, true): .style(property: "padding-block-end", value: value)
            case (false, false): nil
            }
        let inline: Decoration.Declaration? =
            switch (edges.contains(.leading), edges.contains(.trailing)) {
            case (true, true): .style(property: "padding-inline", value: value)
            case (true, false): .style(property: "padding-inline-start", value: value)
            case (false, true): .style(property: "padding-inline-end", value: value)
            case (false, false): nil
            }
        guard let first = block ?? inline else { return DecorationModifier(nil) }
        return DecorationModifier(Decoration(.padding, .box(layer: 1), first, block == nil ? nil : inline))
    }

    @usableFromInline
    static func background(_ color: Color) -> DecorationModifier {
        DecorationModifier(Decoration(.background, .box(layer: 2), color.backgroundDeclaration))
    }

    @usableFromInline
    static func clipShape(_ shape: some Shape) -> DecorationModifier {
        DecorationModifier(Decoration(.cornerShape, .box(layer: 3), .class("t-clip"), .style(property: "border-radius", value: shape.cssBorderRadius)))
    }
}
