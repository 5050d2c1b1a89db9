import Tessera

/// A person in a list, with the ways to reach them: a picture, a name, a role, a footnote and a
/// row of activities (call, email, message, video call, details). Fiori's `ContactItem`.
///
/// ```swift
/// ContactItem(title: "Ada Lovelace", subtitle: "Analyst", detailImage: Image(url: "/people/ada.jpg", label: "Ada Lovelace"),
///             activityItems: [.phone("+44 20 7946 0958"), .email("ada@example.com")])
///
/// ContactItem {
///     Image(systemName: "square.and.pencil")
/// } subtitle: {
///     Text("SubTitle")
/// }
///
/// ContactItem(model: employee)           // Employee: ContactItemModel
/// ```
///
/// An activity is a link the browser hands to the phone, mail or messages application; give
/// `didSelectActivityItem` to send it somewhere of your own instead (a call log, a chat).
///
/// Fiori for SwiftUI's spellings work as written there: the last slot is `actionItems` as well as
/// `activityItems`, the activities may be built a line each, and an `action` runs when one is
/// chosen.
///
/// ```swift
/// ContactItem(title: "Ada Lovelace", action: { activityItem in
///     model.lastActivity = "\(activityItem.type) \(activityItem.data ?? "")"
/// }) {
///     .phone(4402079460958)
///     .email("ada@example.com")
/// }
///
/// ContactItem(title: "Ada Lovelace", actionItems: [ActivityItem(type: .email, data: "ada@example.com")]) { activityItem in
///     model.write(to: activityItem.data)
/// }
///
/// ContactItem {
///     Text("Ada Lovelace")
/// } actionItems: {
///     ActionItems(actionItems: [.phone(4402079460958)], didSelectActivityItem: { model.call($0) })
/// }
/// ```
///
/// An action runs on the server, in a live view: each activity is then a button, and a change the
/// action makes to an `@Observable` model re-renders the page. A page that is not live has no
/// session to run it in, so there each activity stays its link (`tel:`, `mailto:`, …).
///
/// A model's values go by the slots' names or by Fiori's, with a trailing underscore (`title_`,
/// `activityItems_`); a model that is also an ``ActivityItemsBehavior`` routes its activities or
/// runs code for them.
@Component
public struct ContactItem {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case subtitle(String?)
        case footnote(String?)
        case descriptionText(String?)
        case detailImage(Image?)
        case activityItems([ActivityItem])
    }

    @ViewBuilder
    static func baseBody(_ configuration: ContactItemConfiguration) -> some View {
        HStack(alignment: .center, spacing: 12) {
            if !configuration.detailImage.isEmpty {
                configuration.detailImage.frame(width: 44, height: 44).clipShape(Circle())
            }
            VStack(alignment: .leading, spacing: 2) {
                configuration.title.font(.headline)
                configuration.subtitle.font(.subheadline).foregroundStyle(Color.theme(.secondaryLabel))
                configuration.footnote.font(.footnote).foregroundStyle(Color.theme(.tertiaryLabel))
                configuration.descriptionText.font(.subheadline).foregroundStyle(Color.theme(.secondaryLabel))
            }
            if !configuration.activityItems.isEmpty {
                Spacer()
                configuration.activityItems
            }
        }
        .attribute("data-component", "ContactItem")
    }
}

extension ContactItem {
    /// A ContactItem of plain values whose activities lead where `didSelectActivityItem` says:
    /// the action hook of each activity. It answers the address to follow, or `nil` to keep the
    /// activity's own (`tel:`, `mailto:`, …).
    ///
    /// ```swift
    /// ContactItem(title: "Ada Lovelace", activityItems: [.phone("+44 20 7946 0958")]) { item in
    ///     item.kind == .phone ? "/calls/new?to=ada" : nil
    /// }
    /// ```
    public init(
        title: String, subtitle: String? = nil, footnote: String? = nil, descriptionText: String? = nil, detailImage: Image? = nil,
        activityItems: [ActivityItem], didSelectActivityItem: (ActivityItem) -> String?
    ) {
        let routed = activityItems.routed(by: didSelectActivityItem)
        self.init(
            title: title, subtitle: subtitle, footnote: footnote, descriptionText: descriptionText, detailImage: detailImage,
            activityItems: routed)
    }

    /// A ContactItem with any view in any slot, its last slot spelled as in Fiori for SwiftUI:
    /// `actionItems`, the same slot as `activityItems`.
    ///
    /// ```swift
    /// ContactItem {
    ///     Text("Ada Lovelace")
    /// } subtitle: {
    ///     Text("Analyst")
    /// } actionItems: {
    ///     ActionItems(actionItems: [.email("ada@example.com")]) { model.write(to: $0.data) }
    /// }
    /// ```
    public init(
        @ViewBuilder title: () -> some View, @ViewBuilder subtitle: () -> some View = { EmptyView() },
        @ViewBuilder footnote: () -> some View = { EmptyView() }, @ViewBuilder descriptionText: () -> some View = { EmptyView() },
        @ViewBuilder detailImage: () -> some View = { EmptyView() }, @ViewBuilder actionItems: () -> some View
    ) {
        self.init(
            title: title, subtitle: subtitle, footnote: footnote, descriptionText: descriptionText, detailImage: detailImage,
            activityItems: actionItems)
    }

    /// A ContactItem of plain values whose activities, built a line each, run `action` when one is
    /// chosen in a live view (each is a button there), and are links elsewhere: Fiori for
    /// SwiftUI's form.
    ///
    /// ```swift
    /// ContactItem(title: "Ada Lovelace", action: { activityItem in model.chosen = activityItem.type }) {
    ///     .phone(4402079460958)
    ///     .email("ada@example.com")
    /// }
    /// ```
    public init(
        title: String, subtitle: String? = nil, footnote: String? = nil, descriptionText: String? = nil, detailImage: Image? = nil,
        action: @escaping (ActivityItem) -> Void, @ActivityItemsBuilder actionItems: () -> [ActivityItem]
    ) {
        self.init(
            title: title, subtitle: subtitle, footnote: footnote, descriptionText: descriptionText, detailImage: detailImage,
            actionItems: ActivityItems(actionItems: actionItems(), didSelectActivityItem: action))
    }

    /// A ContactItem of plain values whose activities run `action` when one is chosen in a live
    /// view (each is a button there), and are links elsewhere, or always without an action:
    /// Fiori for SwiftUI's form.
    ///
    /// ```swift
    /// ContactItem(title: "Ada Lovelace", actionItems: [ActivityItem(type: .email, data: "ada@example.com")]) { activityItem in
    ///     model.write(to: activityItem.data)
    /// }
    /// ```
    public init(
        title: String, subtitle: String? = nil, footnote: String? = nil, descriptionText: String? = nil, detailImage: Image? = nil,
        actionItems: [ActivityItem], action: ((ActivityItem) -> Void)? = nil
    ) {
        self.init(
            title: title, subtitle: subtitle, footnote: footnote, descriptionText: descriptionText, detailImage: detailImage,
            actionItems: ActivityItems(actionItems: actionItems, didSelectActivityItem: action))
    }

    /// A ContactItem of plain values whose last slot shows `actionItems`: a row of activities of
    /// one's own, with the action it runs.
    ///
    /// ```swift
    /// ContactItem(title: "Ada Lovelace", actionItems: ActionItems(actionItems: [.phone(4402079460958)]) { model.call($0) })
    /// ```
    public init(
        title: String, subtitle: String? = nil, footnote: String? = nil, descriptionText: String? = nil, detailImage: Image? = nil,
        actionItems: ActionItems
    ) {
        self.init(
            ContactItemConfiguration(
                title: ComponentSlot("title", SlotDefaults.view(title)),
                subtitle: ComponentSlot("subtitle", subtitle.map { SlotDefaults.view($0) }),
                footnote: ComponentSlot("footnote", footnote.map { SlotDefaults.view($0) }),
                descriptionText: ComponentSlot("descriptionText", descriptionText.map { SlotDefaults.view($0) }),
                detailImage: ComponentSlot("detailImage", detailImage.map { SlotDefaults.view($0) }),
                activityItems: ComponentSlot("activityItems", actionItems)))
    }
}

/// What an app's model does when one of its activities is chosen: the behaviour half of a model,
/// apart from its values (``ContactItemModel``), as in Fiori.
///
/// Write one of its two methods. Fiori for SwiftUI's runs code, on the server in a live view,
/// where each activity is then a button:
///
/// ```swift
/// extension ContactsViewModel: ActivityItemsBehavior {
///     func didSelect(_ activityItem: ActivityItem) {
///         if activityItem.type == .email { selectedAddress = activityItem.data }
///     }
/// }
/// ```
///
/// A page that is not live has no session to run it in: there each activity stays its link. The
/// other answers a link instead, and works on every page:
///
/// ```swift
/// extension Employee: ActivityItemsBehavior {
///     func didSelect(_ item: ActivityItem) -> String? {
///         item.kind == .message ? "/chat/\(id)" : nil       // nil: the activity's own link
///     }
/// }
/// ```
///
/// A type that writes both is routed by the link its second answers.
public protocol ActivityItemsBehavior {
    /// Runs when `activityItem` is chosen, in a live view.
    func didSelect(_ activityItem: ActivityItem)

    /// The address to follow for `item`, or `nil` for the activity's own.
    func didSelect(_ item: ActivityItem) -> String?
}

extension ActivityItemsBehavior {
    /// Nothing: a type that routes its activities runs no code for them.
    public func didSelect(_ activityItem: ActivityItem) {}

    /// The activity's own link (`nil`): a type that runs code for its activities answers no address.
    public func didSelect(_ item: ActivityItem) -> String? {
        BehaviorProbe.isProbing ? BehaviorProbe.runsCode : nil
    }

    /// `items`, each leading where this behaviour's answer says, or `nil` when the type answers
    /// no addresses (the default answered for it) and runs code instead.
    func routes(_ items: [ActivityItem]) -> [ActivityItem]? {
        var routed: [ActivityItem] = []
        for item in items {
            let answer: String? = BehaviorProbe.$isProbing.withValue(true) { didSelect(item) }
            if answer == BehaviorProbe.runsCode { return nil }
            routed.append(item.leading(to: answer ?? item.destination))
        }
        return routed
    }
}

/// How a behaviour's own answer is told from the default's: asked while probing, the default
/// answers an address no type answers.
private enum BehaviorProbe {
    @TaskLocal static var isProbing = false
    /// What the default answers while probing: no URL holds a NUL.
    static let runsCode = "\u{0}runs-code"
}

extension ContactItem {
    /// A ContactItem showing a model's values, its activities routed by its behaviour or running
    /// it (in a live view).
    public init(model: some ContactItemModel & ActivityItemsBehavior) {
        self.init(
            title: model.title_, subtitle: model.subtitle_, footnote: model.footnote_, descriptionText: model.descriptionText_,
            detailImage: model.detailImage_, actionItems: ActivityItems(items: model.activityItems_, behavior: model))
    }
}

public extension View {
    #styleModifier(for: ContactItem.self)
}
