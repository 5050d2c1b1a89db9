import Tessera

/// Links to reach a contact, as icons in a row: the default view of a component's
/// `activityItems` slot. Each is a link with its activity's URL scheme, labelled for assistive
/// technologies ("Call", "Email", …).
///
/// Given an action (``init(actionItems:didSelectActivityItem:)``, or a model's
/// ``ActivityItemsBehavior`` that runs code), each activity in a live view is a button instead,
/// whose click runs the action on the server — a change it makes to an `@Observable` model
/// re-renders the page. Rendered anywhere else (a page that is not live) there is no server
/// session to run it in, and each activity stays the link it is without one.
///
/// ```swift
/// ActionItems(actionItems: [.phone("+44 20 7946 0958"), .email("ada@example.com")]) { activityItem in
///     calls.log(activityItem.type, to: activityItem.data)      // Fiori for SwiftUI's spelling
/// }
/// ```
public struct ActivityItems: View, EmptiableSlotContent {
    /// The activities, in order.
    public let items: [ActivityItem]
    /// What choosing an activity runs in a live view; `nil`: each is a link.
    private let action: ((ActivityItem) -> Void)?

    /// A row of `items`; none shows nothing.
    public init(_ items: [ActivityItem]) {
        self.items = items
        action = nil
    }

    /// A row of `actionItems`, each running `didSelectActivityItem` with itself when chosen in a
    /// live view, and each the link it is elsewhere: Fiori for SwiftUI's `ActionItems`. Without
    /// an action, the same as ``init(_:)``.
    ///
    /// ```swift
    /// ContactItem {
    ///     Text("Ada Lovelace")
    /// } actionItems: {
    ///     ActionItems(actionItems: [.phone(4402079460958), .email("ada@example.com")]) { activityItem in
    ///         model.lastActivity = activityItem.type
    ///     }
    /// }
    /// ```
    public init(actionItems: [ActivityItem], didSelectActivityItem: ((ActivityItem) -> Void)? = nil) {
        items = actionItems
        action = didSelectActivityItem
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
        action = nil
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
        self.action = nil
    }

    /// A row of `items`, chosen as `behavior` says: each leading where it answers, or, when it
    /// runs code instead (`didSelect(_:)` returning nothing), each running it in a live view.
    init(items: [ActivityItem], behavior: some ActivityItemsBehavior) {
        if let routed = behavior.routes(items) {
            self.items = routed
            action = nil
        } else {
            self.items = items
            action = { behavior.didSelect($0) as Void }
        }
    }

    /// A row of a model's activities.
    public init(model: some ActivityItemsModel) {
        self.init(model.activityItems_)
    }

    /// A row of a model's activities, each leading where its behaviour says, or running it.
    public init(model: some ActivityItemsModel & ActivityItemsBehavior) {
        self.init(items: model.activityItems_, behavior: model)
    }

    /// A row of a contact's activities: the row a ``ContactItem`` of the model shows.
    public init(model: some ContactItemModel) {
        self.init(model.activityItems_)
    }

    /// A row of a contact's activities, each leading where its behaviour says, or running it: a
    /// view model of one's own in a ``ContactItem``'s `actionItems` slot, as in Fiori for SwiftUI.
    ///
    /// ```swift
    /// ContactItem {
    ///     Text(viewModel.title_)
    /// } actionItems: {
    ///     ActivityItems(model: viewModel)      // ViewModel: ContactItemModel, ActivityItemsBehavior
    /// }
    /// ```
    public init(model: some ContactItemModel & ActivityItemsBehavior) {
        self.init(items: model.activityItems_, behavior: model)
    }

    public var isEmptySlot: Bool { items.isEmpty }

    public var body: some View {
        if !items.isEmpty {
            HStack(spacing: 12) {
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                    choice(item)
                        .accessibilityLabel(ComponentText.activity(item.kind))
                        .attribute("title", ComponentText.activity(item.kind))
                        .attribute("data-activity", item.kind.rawValue)
                }
            }
            .foregroundStyle(Color.theme(.tintColor))
        }
    }

    /// The activity's link; with an action, a button running it where a live view renders.
    private func choice(_ item: ActivityItem) -> some View {
        let link = Link(destination: item.destination) { Image(systemName: item.systemImage) }
        let live: EitherView<Button<Image>, Link<Image>> =
            if let action {
                .first(Button(role: .cancel, action: { action(item) }) { Image(systemName: item.systemImage) })
            } else {
                .second(link)
            }
        return LiveOrElsewhere(live: live, elsewhere: link)
    }
}

/// Fiori for SwiftUI's name of ``ActivityItems`` as a slot value: the row of activities of a
/// ``ContactItem``'s `actionItems` slot, made with `ActionItems(actionItems:didSelectActivityItem:)`.
public typealias ActionItems = ActivityItems

/// The ways to reach someone, as an app's own model provides them: conform a type and show them
/// with `ActivityItems(model:)`; conform it to ``ActivityItemsBehavior`` too to route them or run
/// code. The activities go by `activityItems` or by Fiori for SwiftUI's `activityItems_`: write
/// either.
@ModelNamings
public protocol ActivityItemsModel {
    /// The activities, in order.
    var activityItems: [ActivityItem] { get }
    /// The activities, as Fiori for SwiftUI spells them: write this one or `activityItems`.
    var activityItems_: [ActivityItem] { get }
}

extension Array where Element == ActivityItem {
    /// These activities, each leading where `action` says, or to its own link where it says `nil`.
    func routed(by action: (ActivityItem) -> String?) -> [ActivityItem] {
        map { item in item.leading(to: action(item) ?? item.destination) }
    }
}

extension SlotDefaults {
    /// Ways to reach a contact as ``ActivityItems``.
    public static func view(_ items: [ActivityItem]) -> ActivityItems { ActivityItems(items) }
}
