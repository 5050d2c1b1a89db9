import Foundation
import Tessera

/// A way to reach a contact — call, email, message, video call, or open their details — shown by
/// ``ActivityItems`` as a link with the URL scheme the activity needs (`tel:`, `mailto:`, `sms:`),
/// which the browser hands to the phone, mail or messages application.
///
/// ```swift
/// ContactItem(title: "Ada Lovelace", subtitle: "Analyst",
///             activityItems: [.phone("+44 20 7946 0958"), .email("ada@example.com")])
///
/// // Fiori for SwiftUI's spelling: a type and the data it acts on.
/// ContactItem(title: "Ada Lovelace", actionItems: [ActivityItem(type: .email, data: "ada@example.com")]) { activityItem in
///     log.append("\(activityItem.type): \(activityItem.data ?? "")")
/// }
/// ```
///
/// `kind` and `type` are one property under two names, Tessera's and Fiori's; `destination` is the
/// link the activity leads to, and `data` what it was made of (the number, the address). Two
/// activities are equal when they do the same thing: of one kind, to one destination.
public struct ActivityItem: Sendable, Hashable {
    /// What the activity does.
    public enum Kind: String, Sendable, CaseIterable {
        /// A phone call: `tel:`.
        case phone
        /// An email: `mailto:`.
        case email
        /// A text message: `sms:`.
        case message
        /// A video call: a link of the calling service's own.
        case videoCall
        /// The contact's details: a link in the application.
        case detail
    }

    /// What the activity does.
    public var kind: Kind
    /// Where its link leads.
    public var destination: String
    /// What the activity was made of — the number to call, the address to write to, the link —
    /// as given; `nil` when it was made of its destination alone. Fiori for SwiftUI's `data`.
    public var data: String?

    /// An activity of `kind` whose link leads to `destination`.
    public init(kind: Kind, destination: String) {
        self.kind = kind
        self.destination = destination
    }

    /// An activity of `type` acting on `data`, as Fiori for SwiftUI makes one: a call to or a
    /// message to a number, an email to an address, a video call at or the details at a link.
    /// Without data its link leads nowhere of its own (`tel:`), for an `action` to handle.
    ///
    /// ```swift
    /// ActivityItem(type: .email, data: "ada@example.com")   // the same as .email("ada@example.com")
    /// ```
    public init(type: Kind, data: String? = nil) {
        let value = data ?? ""
        switch type {
        case .phone: self = .phone(value)
        case .email: self = .email(value)
        case .message: self = .message(value)
        case .videoCall: self = .videoCall(value)
        case .detail: self = .detail(value)
        }
        self.data = data
    }

    /// What the activity does: ``kind`` under Fiori for SwiftUI's name.
    public var type: Kind {
        get { kind }
        set { kind = newValue }
    }

    /// A call to `number`.
    public static func phone(_ number: String) -> ActivityItem {
        ActivityItem(kind: .phone, destination: "tel:" + dialable(number), data: number)
    }

    /// A call to `number`, written as digits: `.phone(6504224410)`.
    public static func phone(_ number: Int) -> ActivityItem {
        phone(String(number))
    }

    /// An email to `address`.
    public static func email(_ address: String) -> ActivityItem {
        ActivityItem(
            kind: .email, destination: "mailto:" + PercentEncoding.encode(address).replacingOccurrences(of: "%40", with: "@"), data: address)
    }

    /// A text message to `number`.
    public static func message(_ number: String) -> ActivityItem {
        ActivityItem(kind: .message, destination: "sms:" + dialable(number), data: number)
    }

    /// A text message to `number`, written as digits: `.message(6504224410)`.
    public static func message(_ number: Int) -> ActivityItem {
        message(String(number))
    }

    /// A video call at `link` (the calling service's meeting link).
    public static func videoCall(_ link: String) -> ActivityItem {
        ActivityItem(kind: .videoCall, destination: link, data: link)
    }

    /// The contact's details at `link`.
    public static func detail(_ link: String) -> ActivityItem {
        ActivityItem(kind: .detail, destination: link, data: link)
    }

    private init(kind: Kind, destination: String, data: String?) {
        self.kind = kind
        self.destination = destination
        self.data = data
    }

    /// This activity leading to `destination` instead, made of the same data.
    func leading(to destination: String) -> ActivityItem {
        ActivityItem(kind: kind, destination: destination, data: data)
    }

    public static func == (left: ActivityItem, right: ActivityItem) -> Bool {
        left.kind == right.kind && left.destination == right.destination
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(destination)
    }

    /// What the link says to assistive technologies, and what its tooltip shows, in English (a
    /// page shows it in its own language).
    public var label: String {
        switch kind {
        case .phone: "Call"
        case .email: "Email"
        case .message: "Message"
        case .videoCall: "Video call"
        case .detail: "Details"
        }
    }

    /// The icon of the activity.
    public var systemImage: String {
        switch kind {
        case .phone: "phone"
        case .email: "envelope"
        case .message: "message"
        case .videoCall: "film"
        case .detail: "info.circle"
        }
    }

    /// A phone number as `tel:` and `sms:` take it: digits, with `+` first for an international one.
    private static func dialable(_ number: String) -> String {
        let digits = number.filter(\.isNumber)
        return (number.trimmingCharacters(in: .whitespaces).hasPrefix("+") ? "+" : "") + digits
    }
}
