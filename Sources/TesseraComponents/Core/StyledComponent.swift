import Tessera

/// The body of a component written by hand rather than by `@Component` (a form cell, a header of
/// figures): the style in effect for its configuration, or its base look, marked with the state
/// it is in — what the macro writes into every other component.
struct StyledComponent<Base: ComponentStyle>: View {
    let configuration: Base.Configuration
    let base: Base
    @Environment(\.componentStyles) private var componentStyles
    @Environment(\.componentState) private var componentState

    var body: some View {
        ComponentStateMarks(componentState) {
            if let style = componentStyles[Base.Configuration.self] as? any ComponentStyle<Base.Configuration> {
                AnyView(erasing: style.makeBody(configuration: configuration))
            } else {
                base.makeBody(configuration: configuration)
            }
        }
    }
}
