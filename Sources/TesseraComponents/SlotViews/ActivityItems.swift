import Tessera

/// Links to reach a contact, as icons in a row: the default view of a component's
/// `activityItems` slot. Each is a link with its activity's URL scheme, labelled for assistive
/// technologies ("Call", "Email", …).
public struct ActivityItems: View, EmptiableSlotContent {
    /// The activities, in order.
    public let items: [ActivityItem]

    /// A row of `items`; none shows nothing.
    public init(_ items: [ActivityItem]) {
        self.items = items
    }

    public var isEmptySlot: Bool { items.isEmpty }

    public var body: some View {
        if !items.isEmpty {
            HStack(spacing: 12) {
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                    Link(destination: item.destination) {
                        Image(systemName: item.systemImage)
                    }
                    .accessibilityLabel(item.label)
                    .help(item.label)
                    .attribute("data-activity", item.kind.rawValue)
                }
            }
            .foregroundStyle(Color.theme(.tintColor))
        }
    }
}

extension SlotDefaults {
    /// Ways to reach a contact as ``ActivityItems``.
    public static func view(_ items: [ActivityItem]) -> ActivityItems { ActivityItems(items) }
}
