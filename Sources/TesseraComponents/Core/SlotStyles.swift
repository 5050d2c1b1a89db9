import Tessera

/// The content of a slot, as a slot style receives it: a view to modify.
///
/// ```swift
/// list.titleStyle { title in title.font(.headline).foregroundStyle(.red) }
/// ```
public struct SlotContent: View {
    let content: AnyView

    public var body: some View { content }
}

/// The slot styles in effect, by slot name: what `slotStyle(_:_:)` sets and
/// each ``ComponentSlot`` reads.
public struct SlotStyles: Sendable {
    private var styles: [String: @Sendable (SlotContent) -> AnyView] = [:]

    /// No slot styles.
    public init() {}

    /// The style of the slots named `name`, or `nil`.
    public subscript(name: String) -> (@Sendable (SlotContent) -> AnyView)? {
        get { styles[name] }
        set { styles[name] = newValue }
    }
}

private struct SlotStylesKey: EnvironmentKey {
    static let defaultValue = SlotStyles()
}

extension EnvironmentValues {
    /// The slot styles in effect.
    public var slotStyles: SlotStyles {
        get { self[SlotStylesKey.self] }
        set { self[SlotStylesKey.self] = newValue }
    }
}

extension View {
    /// Restyles the slot `name` of every component inside this view — `"title"` styles the
    /// titles of object items, contact items and cards alike. The innermost style of a slot wins;
    /// a component's style lays the styled slot out.
    ///
    /// The named modifiers (`titleStyle(_:)`, `subtitleStyle(_:)`, …) call this one.
    public func slotStyle<Styled: View & SendableMetatype>(_ name: String, _ style: @escaping @Sendable (SlotContent) -> Styled) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.slotStyles[name] = { AnyView(style($0)) } })
    }
}
