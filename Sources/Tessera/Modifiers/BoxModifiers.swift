extension View {
    /// Adds the default padding (16 points) on the given edges.
    public func padding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, DecorationModifier> {
        padding(edges, nil)
    }

    /// Adds padding of `length` points on all edges.
    public func padding(_ length: Double) -> ModifiedContent<Self, DecorationModifier> {
        padding(.all, length)
    }

    /// Adds padding on the given edges: `length` points, or the default (16) when `nil`.
    public func padding(_ edges: Edge.Set, _ length: Double?) -> ModifiedContent<Self, DecorationModifier> {
        let declarations: [Decoration.Declaration]
        switch (edges, length) {
        case (.all, nil):
            declarations = [.class("t-padding")]
        case (.all, let length?):
            declarations = [.style(property: "padding", value: CSSNumber.pixels(length))]
        default:
            let value = length.map(CSSNumber.pixels) ?? "var(--t-padding)"
            declarations = Edge.allCases
                .filter { edges.contains(Edge.Set(edge: $0)) }
                .map { .style(property: "padding-\($0.cssSide)", value: value) }
        }
        return modifier(DecorationModifier(declarations.isEmpty ? [] : [Decoration(.padding, .box(layer: 1), declarations)]))
    }

    /// Fills the box behind this view, padding included, with a colour.
    public func background(_ color: Color) -> ModifiedContent<Self, DecorationModifier> {
        let declaration: Decoration.Declaration =
            if let name = color.systemName {
                .class("t-bg-\(name)")
            } else {
                .style(property: "background-color", value: color.cssValue)
            }
        return modifier(DecorationModifier([Decoration(.background, .box(layer: 2), [declaration])]))
    }

    /// Draws a border around this view.
    public func border(_ color: Color, width: Double = 1) -> ModifiedContent<Self, DecorationModifier> {
        let value = "\(CSSNumber.pixels(width)) solid \(color.cssValue)"
        return modifier(DecorationModifier([Decoration(.border, .box(layer: 2), [.style(property: "border", value: value)])]))
    }

    /// Rounds the corners of this view, clipping its content.
    public func cornerRadius(_ radius: Double) -> ModifiedContent<Self, DecorationModifier> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips this view to a shape: `.clipShape(Circle())` for an avatar.
    public func clipShape(_ shape: some Shape) -> ModifiedContent<Self, DecorationModifier> {
        modifier(
            DecorationModifier([
                Decoration(.cornerShape, .box(layer: 3), [
                    .class("t-clip"), .style(property: "border-radius", value: shape.cssBorderRadius),
                ])
            ])
        )
    }

    /// Makes this view transparent: 0 is invisible, 1 opaque.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, DecorationModifier> {
        let value = opacity.isNaN ? 1 : Swift.min(1, Swift.max(0, opacity))
        return modifier(
            DecorationModifier([Decoration(.opacity, .independent, [.style(property: "opacity", value: CSSNumber.format(value))])])
        )
    }

    /// Hides this view. It still takes its place in the layout, as in SwiftUI.
    public func hidden() -> ModifiedContent<Self, DecorationModifier> {
        modifier(DecorationModifier([Decoration(.visibility, .independent, [.class("t-hidden")])]))
    }
}

extension Edge.Set {
    /// The set holding one edge.
    init(edge: Edge) {
        switch edge {
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        }
    }
}
