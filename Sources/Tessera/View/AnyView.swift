/// A view whose type is erased, for the places where one type must stand for views of many.
///
/// Prefer ``ViewBuilder``'s `if`/`else` and `some View`: they keep the types, which renders faster
/// and keeps the identity of each branch.
public struct AnyView: PrimitiveView {
    private let storage: any View

    /// Erases the type of `view`.
    public init<Content: View>(_ view: Content) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = view
        }
    }

    /// Erases the type of `view`, which may already be an existential.
    public init(erasing view: any View) {
        storage = view
    }

    public static func _render(_ view: AnyView, into output: inout HTMLOutput, context: RenderContext) {
        var context = context
        guard output.enter(&context, view: type(of: view.storage)) else { return }
        renderOpened(view.storage, into: &output, context: context)
    }

    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: AnyView,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var context = context
        guard output.html.enter(&context, view: type(of: view.storage)) else { return }
        try await renderOpened(view.storage, into: &output, context: context)
    }
}

/// Renders a view of a type known only at run time (an `any View`, opened).
func renderOpened<Content: View>(_ view: Content, into output: inout HTMLOutput, context: RenderContext) {
    Content._render(view, into: &output, context: context)
}

/// Renders a view of a type known only at run time asynchronously.
func renderOpened<Content: View, Writer: AsyncHTMLWriter>(
    _ view: Content,
    into output: inout AsyncHTMLOutput<Writer>,
    context: RenderContext
) async throws {
    try await Content._renderAsync(view, into: &output, context: context)
}
