import Tessera

/// One filter of a ``FilterFeedbackBar``: its title, whether it is on, and the address that turns
/// it on or off (the list's own address with the filter added or taken away).
public struct FilterFeedbackItem: Hashable, Sendable {
    /// What the filter keeps: "Overdue", "Plant: Walldorf".
    public var title: String
    /// Whether the filter is on.
    public var isActive: Bool
    /// The address that shows the list with the filter turned the other way.
    public var destination: String

    /// A filter titled `title`, on when `isActive`, turned the other way at `destination`.
    public init(_ title: String, isActive: Bool, destination: String) {
        self.title = title
        self.isActive = isActive
        self.destination = destination
    }
}

/// Filters as a row of chips, each a link that turns its filter the other way: the default view
/// of a ``FilterFeedbackBar``'s `items` slot. A chip that is on shows a check mark and is read as
/// "Overdue, on".
public struct FilterChipRow: View, EmptiableSlotContent {
    /// The filters.
    public let items: [FilterFeedbackItem]

    /// A row of `items`; none shows nothing.
    public init(_ items: [FilterFeedbackItem]) {
        self.items = items
    }

    public var isEmptySlot: Bool { items.isEmpty }

    public var body: some View {
        if !items.isEmpty {
            HStack(alignment: .center, spacing: 8) {
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                    Link(destination: item.destination) {
                        if item.isActive { Image(systemName: "checkmark") }
                        Text(verbatim: item.title)
                    }
                    .font(.subheadline)
                    .accessibilityLabel(ComponentText.filterChip(item.title, isOn: item.isActive))
                    .attribute("data-part", "filter-chip")
                    .attribute("data-active", nil, when: item.isActive)
                }
            }
        }
    }
}

extension SlotDefaults {
    /// Filters as a ``FilterChipRow``.
    public static func view(_ items: [FilterFeedbackItem]) -> FilterChipRow { FilterChipRow(items) }
}
