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
}

/// What an app's model does when one of its activities is chosen: the behaviour half of a model,
/// apart from its values (``ContactItemModel``), as in Fiori.
public protocol ActivityItemsBehavior {
    /// The address to follow for `item`, or `nil` for the activity's own.
    func didSelect(_ item: ActivityItem) -> String?
}

extension ContactItem {
    /// A ContactItem showing a model's values, its activities routed by its behaviour.
    public init(model: some ContactItemModel & ActivityItemsBehavior) {
        self.init(
            title: model.title, subtitle: model.subtitle, footnote: model.footnote, descriptionText: model.descriptionText,
            detailImage: model.detailImage, activityItems: model.activityItems, didSelectActivityItem: model.didSelect)
    }
}

public extension View {
    #styleModifier(for: ContactItem.self)
}
