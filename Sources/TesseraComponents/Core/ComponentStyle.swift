import Tessera

/// A look of a component: how its slots are laid out, as SwiftUI's `ButtonStyle` is a look of a
/// button.
///
/// Each component has a style protocol of its own that refines this one (`ObjectItemStyle`, its
/// configuration `ObjectItemConfiguration`); the ``Component()`` macro writes both.
///
/// ```swift
/// struct CompactItem: ObjectItemStyle {
///     func makeBody(configuration: ObjectItemConfiguration) -> some View {
///         HStack { configuration.title; Spacer(); configuration.status }
///     }
/// }
///
/// list.objectItemStyle(CompactItem())
/// ```
///
/// The style nearest a component wins. A style can wrap the component's base look:
/// `ObjectItemBaseStyle().makeBody(configuration: configuration).padding(8)`.
public protocol ComponentStyle<Configuration>: Sendable {
    /// The slots the style lays out.
    associatedtype Configuration
    /// The view a style makes.
    associatedtype Body: View

    /// The component's view, from its slots.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension View {
    /// Sets the style of the components of `style`'s kind inside this view; the innermost style
    /// wins.
    public func componentStyle<Style: ComponentStyle>(_ style: Style) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.componentStyles[Style.Configuration.self] = style })
    }
}
