/// What a person did to one row of a coordinator's sections, as a request carries it.
///
/// A row's controls are form buttons whose URLs carry the parameters below, so the event arrives
/// the same way with or without script. The coordinator reads it with ``init(operation:parameters:)``,
/// which refuses anything malformed, and handles it with ``SectionCoordinator/handle(_:)``.
///
/// | Parameter | Meaning |
/// |---|---|
/// | `section` | The section's identifier on the page (`data-section`). |
/// | `position` | The row's position among all the coordinator's rows (`data-position`). |
/// | `element` | The element's identifier (`data-element`, ``CellProvider/elementID(at:)``). |
/// | `by` | For a move: how many places (negative: up). |
/// | `action` | For a context action: its ``ContextAction/id``. |
public struct SectionEvent: Hashable, Sendable {
    /// What the person did.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Selected the row (``SelectionHandler/didSelect(at:)``).
        case select
        /// Deselected the row (``SelectionHandler/didDeselect(at:)``).
        case deselect
        /// Deleted the row (``EditingHandler/deleteElement(at:)``).
        case delete
        /// Moved the row up or down (``MoveHandler/moveElement(at:to:)``).
        case move
        /// Chose an action of the row's menu (``ContextMenuHandler/performAction(_:forElementAt:)``).
        case action
    }

    /// What the person did.
    public var kind: Kind
    /// The identifier the coordinator gave the row's section.
    public var sectionID: String
    /// The row's position among all rows when the page showed it: mapped to the section and its
    /// local index.
    public var position: Int
    /// The identifier of the row's element, which checks that the position still names it.
    public var elementID: String
    /// For ``Kind/move``: places to move, negative for up.
    public var offset: Int?
    /// For ``Kind/action``: the identifier of the chosen action.
    public var actionID: String?

    /// An event with the given parts.
    public init(kind: Kind, sectionID: String, position: Int, elementID: String, offset: Int? = nil, actionID: String? = nil) {
        self.kind = kind
        self.sectionID = sectionID
        self.position = position
        self.elementID = elementID
        self.offset = offset
        self.actionID = actionID
    }

    /// The longest text accepted in a parameter: identifiers are short, and a request is not a
    /// place to hand the server megabytes.
    public static let maximumParameterLength = 1024

    /// Reads an event from a request: the operation (the last part of its path) and its
    /// parameters (the query of the URL the button submits to).
    ///
    /// - Throws: ``SectionEventError`` with ``SectionEventError/Kind/malformed`` for an unknown
    ///   operation, a missing or overlong parameter, or a number that is not one.
    public init(operation: String, parameters: [String: String]) throws(SectionEventError) {
        guard let kind = Kind(rawValue: operation) else {
            throw SectionEventError(.notFound, "There is no such operation on this list.")
        }
        func text(_ name: String) throws(SectionEventError) -> String {
            guard let value = parameters[name], !value.isEmpty else {
                throw SectionEventError(.malformed, "The request names no \(name).")
            }
            guard value.utf8.count <= Self.maximumParameterLength else {
                throw SectionEventError(.malformed, "The request's \(name) is too long.")
            }
            return value
        }
        func number(_ name: String) throws(SectionEventError) -> Int {
            let value = try text(name)
            // Digits only, with an optional minus: `Int("+5")` and friends would take more.
            guard value.utf8.count <= 19, value.utf8.dropFirst(value.hasPrefix("-") ? 1 : 0).allSatisfy({ (0x30...0x39).contains($0) }),
                let number = Int(value)
            else {
                throw SectionEventError(.malformed, "The request's \(name) is not a whole number.")
            }
            return number
        }
        self.kind = kind
        sectionID = try text("section")
        position = try number("position")
        elementID = try text("element")
        switch kind {
        case .move:
            let offset = try number("by")
            guard offset != 0 else { throw SectionEventError(.malformed, "A move of no places is not a move.") }
            self.offset = offset
        case .action:
            actionID = try text("action")
        case .select, .deselect, .delete:
            break
        }
    }

    /// The parameters of this event, for the URL of a button that sends it: the inverse of
    /// ``init(operation:parameters:)``, in a fixed order.
    public var parameters: [(name: String, value: String)] {
        var parameters = [("section", sectionID), ("position", String(position)), ("element", elementID)]
        if let offset { parameters.append(("by", String(offset))) }
        if let actionID { parameters.append(("action", actionID)) }
        return parameters
    }
}
