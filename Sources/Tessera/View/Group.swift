/// Several views treated as one, with no element of its own.
///
/// A modifier on a group applies to each of its views, as in SwiftUI:
/// `Group { Text("a"); Text("b") }.bold()` writes two bold texts.
public struct Group<Content: View>: PrimitiveView {
    /// The grouped views.
    public var content: Content

    /// Groups the views that `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        Content._render(view.content, into: &output, context: context)
    }

    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        try await Content._renderAsync(view.content, into: &output, context: context)
    }
}
