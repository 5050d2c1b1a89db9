/// The views of a ``ViewBuilder`` block, written one after another.
///
/// Each child's identity path gains its position in the block.
public struct TupleView<each Content: View>: PrimitiveView {
    /// The views of the block.
    public var value: (repeat each Content)

    /// A tuple of views.
    @inlinable
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var position = 0
        for child in repeat each view.value {
            output.withIdentity(.position(position), render: child, context: context)
            position += 1
        }
    }

    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var position = 0
        for child in repeat each view.value {
            try await output.render(child, identity: .position(position), context: context)
            position += 1
        }
    }
}
