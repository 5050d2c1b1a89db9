import Tessera

/// The state a component is shown in: enabled or not, selected, highlighted.
///
/// Every component reads it from the environment and marks its root element with it — a
/// disabled component is dimmed and its links and controls do nothing (`aria-disabled`), a
/// selected one is tinted and read as the current item (`aria-current`), a highlighted one is
/// shaded — and hands it to its style in the configuration (`configuration.state`), so that a
/// style of one's own can show it its way.
///
/// ```swift
/// ObjectItem(title: "Transformer overheating").selected()
/// ObjectItem(title: "Pump 7", subtitle: "Decommissioned").disabled()
/// ```
public struct ComponentState: Sendable, Hashable {
    /// Whether the component's links and controls work; `View.disabled(_:)` turns it off.
    public var isEnabled: Bool
    /// Whether the component is the chosen one among its peers: ``Tessera/View/selected(_:)``.
    public var isSelected: Bool
    /// Whether the component stands out for the moment (a match, a new arrival):
    /// ``Tessera/View/highlighted(_:)``.
    public var isHighlighted: Bool

    /// A state; by default enabled, neither selected nor highlighted.
    public init(isEnabled: Bool = true, isSelected: Bool = false, isHighlighted: Bool = false) {
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }
}

private struct IsSelectedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct IsHighlightedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The state the next component inside is shown in.
    public var componentState: ComponentState {
        ComponentState(isEnabled: isEnabled, isSelected: self[IsSelectedKey.self], isHighlighted: self[IsHighlightedKey.self])
    }

    /// Whether the next component inside is selected. A component takes it for itself: the
    /// components in its slots are not selected with it.
    public var isSelected: Bool {
        get { self[IsSelectedKey.self] }
        set { self[IsSelectedKey.self] = newValue }
    }

    /// Whether the next component inside is highlighted; as with ``isSelected``, not the
    /// components in its slots.
    public var isHighlighted: Bool {
        get { self[IsHighlightedKey.self] }
        set { self[IsHighlightedKey.self] = newValue }
    }
}

extension View {
    /// Shows the component this modifies as selected: the chosen one among its peers, as in a
    /// list with a current item.
    public func selected(_ isSelected: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.isSelected = isSelected })
    }

    /// Shows the component this modifies as highlighted: standing out for the moment.
    public func highlighted(_ isHighlighted: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.isHighlighted = isHighlighted })
    }
}
