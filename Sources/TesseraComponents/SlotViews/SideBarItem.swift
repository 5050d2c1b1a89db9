import Tessera

/// One destination of a ``SideBar``: its title, icon, a count beside it, and whether it is the page
/// shown.
public struct SideBarItem: Hashable, Sendable {
    /// The destination's name: "Orders".
    public var title: String
    /// A built-in icon's name (`Image(systemName:)`), or `nil`.
    public var systemImage: String?
    /// Where it goes.
    public var destination: String
    /// A short count or mark beside it ("12"), or `nil`.
    public var badge: String?
    /// Whether it is the page shown.
    public var isSelected: Bool

    /// A destination titled `title` at `destination`.
    public init(_ title: String, systemImage: String? = nil, destination: String, badge: String? = nil, isSelected: Bool = false) {
        self.title = title
        self.systemImage = systemImage
        self.destination = destination
        self.badge = badge
        self.isSelected = isSelected
    }
}

/// Destinations as a column of links, the current page marked (`aria-current="page"`): the
/// default view of a ``SideBar``'s `items` slot.
public struct SideBarList: View, EmptiableSlotContent {
    /// The destinations.
    public let items: [SideBarItem]

    /// A column of `items`; none shows nothing.
    public init(_ items: [SideBarItem]) {
        self.items = items
    }

    public var isEmptySlot: Bool { items.isEmpty }

    public var body: some View {
        if !items.isEmpty {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                    Link(destination: item.destination) {
                        if let systemImage = item.systemImage { Image(systemName: systemImage) }
                        Text(verbatim: item.title)
                        if let badge = item.badge {
                            Text(verbatim: badge).attribute("data-part", "sidebar-badge")
                        }
                    }
                    .attribute("data-part", "sidebar-item")
                    .attribute("aria-current", "page", when: item.isSelected)
                }
            }
        }
    }
}

extension SlotDefaults {
    /// Destinations as a ``SideBarList``.
    public static func view(_ items: [SideBarItem]) -> SideBarList { SideBarList(items) }
}
