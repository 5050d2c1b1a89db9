import Foundation
import Tessera

/// A way to reach a contact — call, email, message, video call, or open their details — shown by
/// ``ActivityItems`` as a link with the URL scheme the activity needs (`tel:`, `mailto:`, `sms:`),
/// which the browser hands to the phone, mail or messages application.
///
/// ```swift
/// ContactItem(title: "Ada Lovelace", subtitle: "Analyst",
///             activityItems: [.phone("+44 20 7946 0958"), .email("ada@example.com")])
/// ```
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

    /// An activity of `kind` whose link leads to `destination`.
    public init(kind: Kind, destination: String) {
        self.kind = kind
        self.destination = destination
    }

    /// A call to `number`.
    public static func phone(_ number: String) -> ActivityItem {
        ActivityItem(kind: .phone, destination: "tel:" + dialable(number))
    }

    /// An email to `address`.
    public static func email(_ address: String) -> ActivityItem {
        ActivityItem(kind: .email, destination: "mailto:" + PercentEncoding.encode(address).replacingOccurrences(of: "%40", with: "@"))
    }

    /// A text message to `number`.
    public static func message(_ number: String) -> ActivityItem {
        ActivityItem(kind: .message, destination: "sms:" + dialable(number))
    }

    /// A video call at `link` (the calling service's meeting link).
    public static func videoCall(_ link: String) -> ActivityItem {
        ActivityItem(kind: .videoCall, destination: link)
    }

    /// The contact's details at `link`.
    public static func detail(_ link: String) -> ActivityItem {
        ActivityItem(kind: .detail, destination: link)
    }

    /// What the link says to assistive technologies, and what its tooltip shows.
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
