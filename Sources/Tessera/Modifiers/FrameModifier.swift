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
        // The frame is a box around each view of the content, opened by the view's own element.
        Modified._render(content, into: &output, context: output.wrapping(context, in: modifier.attributes, childLayout: .items))
    }

    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        let framed = output.html.wrapping(context, in: modifier.attributes, childLayout: .items)
        try await Modified._renderAsync(content, into: &output, context: framed)
    }

    /// The frame's box: its alignment and lengths.
    private var attributes: HTMLAttributes {
        var attributes = HTMLAttributes(classes: "t-frame")
        if alignment.horizontal != .center {
            attributes.addClass("t-frame-h-\(alignment.horizontal.rawValue)")
        }
        if alignment.vertical != .center {
            attributes.addClass("t-frame-v-\(alignment.vertical.rawValue)")
        }
        func length(_ property: String, _ value: Double?) {
            guard let value, value.isFinite else { return }
            attributes.addStyle(property, CSSNumber.pixels(Swift.max(0, value)))
        }
        length("width", width)
        length("height", height)
        length("min-width", minWidth)
        length("min-height", minHeight)
        if maxWidth == .infinity {
            attributes.addClass("t-fill-width")
        } else {
            length("max-width", maxWidth)
        }
        if maxHeight == .infinity {
            attributes.addClass("t-fill-height")
        } else {
            length("max-height", maxHeight)
        }
        return attributes
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
