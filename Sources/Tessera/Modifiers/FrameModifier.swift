/// Puts a view in a box of its own size, positioned in it by an alignment: SwiftUI's `frame`.
public struct FrameModifier: PrimitiveViewModifier {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment

    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        var attributes = HTMLAttributes(classes: "t-frame")
        if modifier.alignment.horizontal != .center {
            attributes.addClass("t-frame-h-\(modifier.alignment.horizontal.rawValue)")
        }
        if modifier.alignment.vertical != .center {
            attributes.addClass("t-frame-v-\(modifier.alignment.vertical.rawValue)")
        }
        func length(_ property: String, _ value: Double?) {
            guard let value, value.isFinite else { return }
            attributes.addStyle(property, CSSNumber.pixels(Swift.max(0, value)))
        }
        length("width", modifier.width)
        length("height", modifier.height)
        length("min-width", modifier.minWidth)
        length("min-height", modifier.minHeight)
        if modifier.maxWidth == .infinity {
            attributes.addClass("t-fill-width")
        } else {
            length("max-width", modifier.maxWidth)
        }
        if modifier.maxHeight == .infinity {
            attributes.addClass("t-fill-height")
        } else {
            length("max-height", modifier.maxHeight)
        }
        // The frame is a box around each view of the content, opened by the view's own element.
        Modified._render(content, into: &output, context: output.wrapping(context, in: attributes, childLayout: .items))
    }
}

extension View {
    /// Puts this view in a box of a fixed width, height, or both, aligned in it.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Puts this view in a box with lower and upper bounds, aligned in it. A maximum of
    /// `.infinity` lets the box take all the room its container gives.
    public func frame(
        minWidth: Double? = nil,
        idealWidth: Double? = nil,
        maxWidth: Double? = nil,
        minHeight: Double? = nil,
        idealHeight: Double? = nil,
        maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, FrameModifier> {
        modifier(
            FrameModifier(
                width: idealWidth,
                height: idealHeight,
                minWidth: minWidth,
                maxWidth: maxWidth,
                minHeight: minHeight,
                maxHeight: maxHeight,
                alignment: alignment
            )
        )
    }
}
