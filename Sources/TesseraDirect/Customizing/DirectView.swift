import Tessera
import TesseraRules

/// What the `page`, `rowComponent` and `component` keys hold: the name of one of the look's own
/// views (`"Inspect"`, `"EditDate"`), or a view of yours.
///
/// Rule files name views (`component = 'EditLargeString'`); Swift rules can also hand over a view
/// of their own, as in Direct to SwiftUI:
///
/// ```swift
/// \.task == .inspect && \.entity.name == "customer" => \.page <= CustomerPage()
/// \.propertyKey == "rating" => \.component <= RatingBadge()
/// ```
///
/// A view of yours reads what it shows from the environment: `@Environment(\.object)`,
/// `@Environment(\.propertyValue)`, `@Environment(\.ruleContext)` and the other keys.
public struct DirectView: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The view's name: a built-in view's, or the type name of a view of yours.
    public let name: String
    private let make: (@Sendable () -> AnyView)?

    /// The look's view called `name`.
    public init(_ name: String) {
        self.name = name
        self.make = nil
    }

    /// `view` itself (not wrapped as a view of yours).
    public init(_ view: DirectView) {
        self = view
    }

    /// A view of your own; or, for a ``LookViewName`` (`BasicLook.Page.Edit()`,
    /// `D2SEditLargeString()`), the look's view it names.
    public init<Content: View & Sendable>(_ view: Content) {
        if let named = view as? any LookViewName {
            self = type(of: named).directView
            return
        }
        self.name = String(describing: Content.self)
        self.make = { AnyView(view) }
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// Your view, or `nil` for a built-in one.
    public var customView: AnyView? { make?() }

    /// Whether it is a view of yours (without making it).
    public var isCustom: Bool { make != nil }

    /// Whether, as a property's `component`, it edits: one of the look's editors (`EditString`,
    /// `EditToOne`, …) or a view of yours, which may write form fields of its own. The edit form
    /// accepts a submitted field only from a property whose component edits; a name the look does
    /// not know edits nothing.
    public var edits: Bool { isCustom || BuiltInComponent(name: name).edits }

    /// Whether, as a property's `component` in `look`, it edits: as ``edits``, or the look
    /// replaces the name with a view of yours (which may write form fields of its own).
    public func edits(in look: DirectLook) -> Bool {
        edits || look.replacement(for: name) != nil
    }

    public var description: String { name }

    public static func == (lhs: DirectView, rhs: DirectView) -> Bool {
        lhs.name == rhs.name && (lhs.make == nil) == (rhs.make == nil)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

extension DirectView: LosslessRuleValueConvertible {
    /// A view compares as its name: `component = 'EditDate'`.
    public var ruleValue: RuleValue { .string(name) }

    public init?(ruleValue: RuleValue) {
        guard case .string(let name) = ruleValue, !name.isEmpty else { return nil }
        self.init(name)
    }
}

/// Sets a view key to a view of your own: `\.page <= CustomerPage()`.
public func <= <Content: View & Sendable>(
    lhs: WritableKeyPath<RuleContext, DirectView> & Sendable,
    rhs: Content
) -> RuleAssignment {
    constant(lhs, DirectView(rhs))
}

/// Sets a view key to a view by name or to another key's view: `\.page <= .inspect`. (A
/// ``DirectView`` is a view too: without this, it would be wrapped as a view of yours.)
public func <= (lhs: WritableKeyPath<RuleContext, DirectView> & Sendable, rhs: DirectView) -> RuleAssignment {
    constant(lhs, rhs)
}

/// TesseraRules' assignment of a constant, reached from a context where `Value` is not known to
/// be a view: the operators above would otherwise call themselves.
private func constant<Value: Sendable>(_ lhs: WritableKeyPath<RuleContext, Value> & Sendable, _ rhs: Value) -> RuleAssignment {
    lhs <= rhs
}
