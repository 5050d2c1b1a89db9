/// Gives a view an explicit identity.
public struct IdentityModifier<ID: Hashable>: PrimitiveViewModifier {
    /// The identity.
    public var id: ID

    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        var context = context
        context.hasExplicitIdentity = true
        output.withIdentity(.explicit(modifier.id), render: content, context: context)
    }

    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var context = context
        context.hasExplicitIdentity = true
        try await output.render(content, identity: .explicit(modifier.id), context: context)
    }
}

extension View {
    /// Gives this view an explicit identity, as in SwiftUI. Its element carries its identity path,
    /// ending in `@` and `id`, in a `data-tid` attribute, so a live update can find it.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, IdentityModifier<ID>> {
        modifier(IdentityModifier(id: id))
    }
}
