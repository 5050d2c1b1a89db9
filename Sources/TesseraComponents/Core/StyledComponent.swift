import Tessera

/// The body of a component written by hand rather than by `@Component` (a header of figures) and
/// of every form cell (``FormCell()`` writes it): the style in effect for its configuration, or
/// its base look, marked with the state it is in — what `@Component` writes into every other
/// component.
///
/// ```swift
/// public var body: some View {
///     StyledComponent(configuration: configuration, base: KPIHeaderBaseStyle())
/// }
/// ```
public struct StyledComponent<Base: ComponentStyle>: View {
    let configuration: Base.Configuration
    let base: Base
    @Environment(\.componentStyles) private var componentStyles
    @Environment(\.componentState) private var componentState

    /// `configuration` in the style set for its type, or in `base` when none is.
    public init(configuration: Base.Configuration, base: Base) {
        self.configuration = configuration
        self.base = base
    }

    public var body: some View {
        ComponentStateMarks(componentState) {
            if let style = componentStyles[Base.Configuration.self] as? any ComponentStyle<Base.Configuration> {
                AnyView(erasing: style.makeBody(configuration: configuration))
            } else {
                base.makeBody(configuration: configuration)
            }
        }
    }
}
