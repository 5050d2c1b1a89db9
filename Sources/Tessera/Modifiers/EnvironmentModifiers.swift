/// Changes the environment for a view and everything inside it.
public struct EnvironmentModifier: PrimitiveViewModifier {
    let transform: @Sendable (inout EnvironmentValues) -> Void

    /// A modifier that changes the environment with `transform`.
    public init(_ transform: @escaping @Sendable (inout EnvironmentValues) -> Void) {
        self.transform = transform
    }

    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        var context = context
        modifier.transform(&context.environment)
        EnvironmentValues.$current.withValue(context.environment) {
            Modified._render(content, into: &output, context: context)
        }
    }

    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var context = context
        modifier.transform(&context.environment)
        try await EnvironmentValues.$current.withValue(context.environment) {
            try await Modified._renderAsync(content, into: &output, context: context)
        }
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<Value: Sendable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable,
        _ value: Value
    ) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Changes an environment value for this view and its descendants, from the value it has here.
    public func transformEnvironment<Value: Sendable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable,
        transform: @escaping @Sendable (inout Value) -> Void
    ) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Disables the controls in this view: they are written with the `disabled` attribute. A view
    /// disabled by an ancestor stays disabled.
    public func disabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { if isDisabled { $0.isEnabled = false } })
    }
}
