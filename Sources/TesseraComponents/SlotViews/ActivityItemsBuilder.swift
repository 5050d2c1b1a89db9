import Tessera

/// Builds the activities of ``ActivityItems``: one a line, named by their kinds — `.phone(…)`,
/// `.email(…)` — with `if`, `if let` and `for`.
///
/// ```swift
/// ActivityItems {
///     .phone(contact.phone)
///     .email(contact.email)
///     if let meeting = contact.meeting { .videoCall(meeting) }
/// }
///
/// ContactItem(title: "Ada Lovelace", action: { model.chosen = $0 }) {
///     .phone(4402079460958)          // a number of digits, as Fiori for SwiftUI writes one
///     .email("ada@example.com")
/// }
/// ```
///
/// Lines that begin with a dot continue the line before in Swift: the first line is a list of one
/// activity (`[ActivityItem].phone(_:)`), and each line after it adds its own to that list.
@resultBuilder
public enum ActivityItemsBuilder {
    /// A line of activities.
    public static func buildExpression(_ items: [ActivityItem]) -> [ActivityItem] { items }

    /// The lines, in order.
    public static func buildBlock(_ lines: [ActivityItem]...) -> [ActivityItem] { lines.flatMap { $0 } }

    /// An `if` without an `else`: its activities, or none.
    public static func buildOptional(_ items: [ActivityItem]?) -> [ActivityItem] { items ?? [] }

    /// The first branch of an `if`–`else`.
    public static func buildEither(first items: [ActivityItem]) -> [ActivityItem] { items }

    /// The second branch of an `if`–`else`.
    public static func buildEither(second items: [ActivityItem]) -> [ActivityItem] { items }

    /// A `for` loop: every pass's activities, in order.
    public static func buildArray(_ passes: [[ActivityItem]]) -> [ActivityItem] { passes.flatMap { $0 } }
}

/// The activities as lines of ``ActivityItemsBuilder``: a line's first activity makes a list
/// (`static`), each one after it adds itself to it (an instance method of the same name).
extension Array where Element == ActivityItem {
    /// A call to `number`.
    public static func phone(_ number: String) -> [ActivityItem] { [.phone(number)] }
    /// A call to `number`, written as digits.
    public static func phone(_ number: Int) -> [ActivityItem] { [.phone(number)] }
    /// A text message to `number`, written as digits.
    public static func message(_ number: Int) -> [ActivityItem] { [.message(number)] }
    /// An email to `address`.
    public static func email(_ address: String) -> [ActivityItem] { [.email(address)] }
    /// A text message to `number`.
    public static func message(_ number: String) -> [ActivityItem] { [.message(number)] }
    /// A video call at `link`.
    public static func videoCall(_ link: String) -> [ActivityItem] { [.videoCall(link)] }
    /// The contact's details at `link`.
    public static func detail(_ link: String) -> [ActivityItem] { [.detail(link)] }

    /// These activities and a call to `number`.
    public func phone(_ number: String) -> [ActivityItem] { self + [.phone(number)] }
    /// These activities and a call to `number`, written as digits.
    public func phone(_ number: Int) -> [ActivityItem] { self + [.phone(number)] }
    /// These activities and a text message to `number`, written as digits.
    public func message(_ number: Int) -> [ActivityItem] { self + [.message(number)] }
    /// These activities and an email to `address`.
    public func email(_ address: String) -> [ActivityItem] { self + [.email(address)] }
    /// These activities and a text message to `number`.
    public func message(_ number: String) -> [ActivityItem] { self + [.message(number)] }
    /// These activities and a video call at `link`.
    public func videoCall(_ link: String) -> [ActivityItem] { self + [.videoCall(link)] }
    /// These activities and the contact's details at `link`.
    public func detail(_ link: String) -> [ActivityItem] { self + [.detail(link)] }
}
