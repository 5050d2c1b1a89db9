import Tessera

/// One choice of a ``SortFilterMenu``: an order to sort by or a filter to keep, whether it is in
/// effect, and the address of the list with it chosen (or, for a filter in effect, let go).
public struct SortFilterOption: Hashable, Sendable {
    /// What the choice is: "Due date, earliest first", "Overdue".
    public var title: String
    /// Whether it is in effect.
    public var isSelected: Bool
    /// The address of the list with this choice made (or undone).
    public var destination: String

    /// A choice titled `title`, in effect when `isSelected`, made at `destination`.
    public init(_ title: String, isSelected: Bool = false, destination: String) {
        self.title = title
        self.isSelected = isSelected
        self.destination = destination
    }
}

/// Choices as a column of links, the ones in effect checked and marked current: the default view
/// of a ``SortFilterMenu``'s option slots.
public struct MenuOptionList: View, EmptiableSlotContent {
    /// The choices.
    public let options: [SortFilterOption]

    /// A column of `options`; none shows nothing.
    public init(_ options: [SortFilterOption]) {
        self.options = options
    }

    public var isEmptySlot: Bool { options.isEmpty }

    public var body: some View {
        if !options.isEmpty {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                    Link(destination: option.destination) {
                        if option.isSelected {
                            Image(systemName: "checkmark")
                        } else {
                            Image(systemName: "checkmark").opacity(0)
                        }
                        Text(verbatim: option.title)
                    }
                    .attribute("data-part", "menu-option")
                    .attribute("aria-current", "true", when: option.isSelected)
                }
            }
        }
    }
}

extension SlotDefaults {
    /// Choices as a ``MenuOptionList``.
    public static func view(_ options: [SortFilterOption]) -> MenuOptionList { MenuOptionList(options) }
}
