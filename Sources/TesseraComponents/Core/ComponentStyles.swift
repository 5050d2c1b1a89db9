import Tessera

/// The component styles in effect, by component: what `componentStyle(_:)`
/// sets and each component reads.
public struct ComponentStyles: Sendable {
    private var styles: [ObjectIdentifier: any ComponentStyle] = [:]

    /// No styles: every component shows its base look.
    public init() {}

    /// The style of the components configured by `configuration`, or `nil` for their base look.
    public subscript<Configuration>(configuration: Configuration.Type) -> (any ComponentStyle)? {
        get { styles[ObjectIdentifier(configuration)] }
        set { styles[ObjectIdentifier(configuration)] = newValue }
    }
}

private struct ComponentStylesKey: EnvironmentKey {
    static let defaultValue = ComponentStyles()
}

extension EnvironmentValues {
    /// The component styles in effect.
    public var componentStyles: ComponentStyles {
        get { self[ComponentStylesKey.self] }
        set { self[ComponentStylesKey.self] = newValue }
    }
}
