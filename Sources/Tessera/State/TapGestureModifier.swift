/// Runs an action when the view is clicked or tapped: ``View/onTapGesture(count:perform:)``.
///
/// In a live view the view is wrapped in a submit button of the live view's form, unstyled, so
/// that it looks as it did and works with the keyboard, a screen reader and without the script
/// (the page comes back with the action's result); the action runs on the server. Rendered
/// anywhere else — a page rendered once, a test — or disabled, the view is written as it is.
public struct TapGestureModifier: PrimitiveViewModifier {
    let action: () -> Void

    public static func _render<Modified: View>(_ modifier: Self, content: Modified, into output: inout HTMLOutput, context: RenderContext) {
        guard let hook = context.liveHook, context.environment.isEnabled, !context.isTextOnly else {
            Modified._render(content, into: &output, context: context)
            return
        }
        var attributes = HTMLAttributes(classes: "t-tap")
        attributes.set("type", "submit")
        attributes.set("form", hook.formID)
        attributes.set("name", LiveFieldNames.action)
        attributes.set("value", hook.action(context.environment.bound(modifier.action), at: output.identityPath))
        output.element("button", attributes, context: context) { output, inner in
            Modified._render(content, into: &output, context: inner)
        }
    }
}

extension View {
    /// Runs `action` on the server when the view is clicked or tapped in a live view, as in
    /// SwiftUI.
    ///
    /// ```swift
    /// ForEach(ratings, id: \.self) { rating in
    ///     Text(rating).onTapGesture { object.rating = rating }
    /// }
    /// ```
    ///
    /// The view becomes a button (see ``TapGestureModifier``): reachable with the keyboard, so
    /// give it a text or an accessibility label that says what it does. A browser has no double
    /// tap for a button: `count` is accepted for SwiftUI's sake, and one click runs the action.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, TapGestureModifier> {
        modifier(TapGestureModifier(action: action))
    }
}
