/// What submitting a text field does: ``View/onSubmit(_:)``.
public struct OnSubmitModifier: PrimitiveViewModifier {
    let action: () -> Void

    public static func _render<Modified: View>(_ modifier: Self, content: Modified, into output: inout HTMLOutput, context: RenderContext) {
        var context = context
        context.environment.submitAction = LiveAction(modifier.action)
        Modified._render(content, into: &output, context: context)
    }
}

extension View {
    /// Runs `action` when the person submits a text field in this view (presses Return), as in
    /// SwiftUI: in a live view, on the server. With the live script the field that was submitted
    /// sends it; without the script, pressing Return submits the live view's form, which runs the
    /// submit actions of the fields the person changed (never a button of the view).
    public func onSubmit(_ action: @escaping () -> Void) -> ModifiedContent<Self, OnSubmitModifier> {
        modifier(OnSubmitModifier(action: action))
    }
}
