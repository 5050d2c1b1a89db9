/// A view that writes nothing.
public struct EmptyView: PrimitiveView {
    /// An empty view.
    public init() {}

    public static func _render(_ view: EmptyView, into output: inout HTMLOutput, context: RenderContext) {}
}
