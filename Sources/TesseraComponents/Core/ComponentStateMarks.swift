import Tessera

/// A component's view marked with its state (see ``ComponentState``): what every component's
/// body wraps its style's view in. The marks land on the view's first element, the component's
/// root; an enabled, unselected, unhighlighted component gets none.
///
/// The selection and highlight stop here: components in the slots are not selected with their
/// container.
public struct ComponentStateMarks<Content: View>: View {
    let state: ComponentState
    let content: Content

    /// `content` marked as in `state`.
    public init(_ state: ComponentState, @ViewBuilder content: () -> Content) {
        self.state = state
        self.content = content()
    }

    public var body: some View {
        if state.isSelected || state.isHighlighted {
            content
                .modifier(EnvironmentModifier { $0.isSelected = false; $0.isHighlighted = false })
                .attribute("aria-disabled", "true", when: !state.isEnabled)
                .attribute("aria-current", "true", when: state.isSelected)
                .attribute("data-highlighted", "true", when: state.isHighlighted)
        } else {
            content.attribute("aria-disabled", "true", when: !state.isEnabled)
        }
    }
}
