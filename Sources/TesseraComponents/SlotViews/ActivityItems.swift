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

    /// A row of the activities `items` lists, one a line, by their kinds' names:
    ///
    /// ```swift
    /// ActivityItems {
    ///     .phone("+44 20 7946 0958")
    ///     .email("ada@example.com")
    ///     if let meeting { .videoCall(meeting) }
    /// }
    /// ```
    public init(@ActivityItemsBuilder items: () -> [ActivityItem]) {
        self.items = items()
    }

    /// A row of `items`, each leading where `action` says (`nil`: the activity's own link) — the
    /// app's own page for a call, say.
    ///
    /// ```swift
    /// ActivityItems(items: [.phone("+44 20 7946 0958"), .email("ada@example.com")]) { item in
    ///     item.kind == .phone ? "/calls/new?to=ada" : nil
    /// }
    /// ```
    public init(items: [ActivityItem], action: (ActivityItem) -> String?) {
        self.items = items.routed(by: action)
    }

    /// A row of a model's activities.
    public init(model: some ActivityItemsModel) {
        self.init(model.activityItems)
    }

    /// A row of a model's activities, each leading where its behaviour says.
    public init(model: some ActivityItemsModel & ActivityItemsBehavior) {
        self.init(items: model.activityItems, action: model.didSelect)
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

/// The ways to reach someone, as an app's own model provides them: conform a type and show them
/// with `ActivityItems(model:)`; conform it to ``ActivityItemsBehavior`` too to route them.
public protocol ActivityItemsModel {
    /// The activities, in order.
    var activityItems: [ActivityItem] { get }
}

extension Array where Element == ActivityItem {
    /// These activities, each leading where `action` says, or to its own link where it says `nil`.
    func routed(by action: (ActivityItem) -> String?) -> [ActivityItem] {
        map { item in ActivityItem(kind: item.kind, destination: action(item) ?? item.destination) }
    }
}

extension SlotDefaults {
    /// Ways to reach a contact as ``ActivityItems``.
    public static func view(_ items: [ActivityItem]) -> ActivityItems { ActivityItems(items) }
}
