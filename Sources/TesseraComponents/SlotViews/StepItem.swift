import Tessera

/// One step of a process shown by a ``StepList``: its title, and optionally where it is done.
///
/// ```swift
/// StepList(["Cart", "Address", StepItem("Payment", destination: "/checkout/payment")], current: 1)
/// ```
public struct StepItem: Hashable, Sendable, ExpressibleByStringLiteral {
    /// What the step is called.
    public let title: String
    /// The page of the step, for going back to it or ahead; `nil` when it is not a link.
    public let destination: String?

    /// A step called `title`, a link to `destination` when given.
    ///
    /// ```swift
    /// StepItem("Address", destination: "/checkout/address")
    /// ```
    public init(_ title: String, destination: String? = nil) {
        self.title = title
        self.destination = destination
    }

    /// A step called by a literal, without a link: `"Cart"`.
    public init(stringLiteral title: String) {
        self.init(title)
    }
}
