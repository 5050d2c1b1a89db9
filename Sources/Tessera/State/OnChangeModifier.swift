/// Runs an action when a value changes between renderings: `View.onChange(of:initial:_:)`.
public struct OnChangeModifier<Value: Equatable>: PrimitiveViewModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    public static func _render<Modified: View>(_ modifier: Self, content: Modified, into output: inout HTMLOutput, context: RenderContext) {
        if let hook = context.liveHook {
            let value = modifier.value
            let action = modifier.action
            hook.change(
                at: output.identityPath, value: value, initial: modifier.initial,
                isEqual: { ($0 as? Value) == value },
                action: context.environment.bound { (old: Any) in action((old as? Value) ?? value, value) })
        }
        Modified._render(content, into: &output, context: context)
    }
}

extension View {
    /// Runs `action` with the old and the new value when `value` differs from what it was at the
    /// view's previous rendering, as in SwiftUI: in a live view, on the server, after the
    /// rendering that saw the change. With `initial`, also after the first rendering, with the
    /// value as both. A page rendered once never runs it.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> ModifiedContent<Self, OnChangeModifier<Value>> {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` differs from what it was at the view's previous rendering.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping () -> Void
    ) -> ModifiedContent<Self, OnChangeModifier<Value>> {
        modifier(OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}
