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
/// | `value` | For a kind of the application's own: what its control sends. |
public struct SectionEvent: Hashable, Sendable {
    /// What the person did: one of the built-in kinds, which the handler protocols of this module
    /// receive, or a kind of the application's own, routed to a protocol of its own with
    /// ``SectionCoordinator/route(_:to:perform:)``.
    ///
    /// A kind's name is the last part of the URL its controls post to (`actionPath/NAME`): lower-case
    /// letters, digits and `-`, at most 64.
    public struct Kind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The kind's name.
        public let rawValue: String

        /// The kind named `rawValue`, or `nil` for a name that is not one (see ``Kind``).
        public init?(rawValue: String) {
            guard Self.isValidName(rawValue) else { return nil }
            self.rawValue = rawValue
        }

        /// A kind of the application's own, written in its code: a name that is not one stops the
        /// program, as a mistake in it.
        public init(stringLiteral name: String) {
            guard Self.isValidName(name) else { preconditionFailure("\(name.debugDescription) is not a section event's name: lower-case letters, digits and -") }
            rawValue = name
        }

        public var description: String { rawValue }

        static func isValidName(_ name: String) -> Bool {
            !name.isEmpty && name.utf8.count <= 64
                && name.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
        }

        /// Selected the row (``SelectionHandler/didSelect(at:)``).
        public static let select: Kind = "select"
        /// Deselected the row (``SelectionHandler/didDeselect(at:)``).
        public static let deselect: Kind = "deselect"
        /// Deleted the row (``EditingHandler/deleteElement(at:)``).
        public static let delete: Kind = "delete"
        /// Moved the row up or down (``MoveHandler/moveElement(at:to:)``).
        public static let move: Kind = "move"
        /// Chose an action of the row's menu (``ContextMenuHandler/performAction(_:forElementAt:)``).
        public static let action: Kind = "action"

        /// The kinds this module's handler protocols receive.
        public static let builtIn: [Kind] = [.select, .deselect, .delete, .move, .action]
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
    /// For a kind of the application's own: the value its control sent, if any (`value`).
    public var value: String?

    /// An event with the given parts.
    public init(
        kind: Kind, sectionID: String, position: Int, elementID: String, offset: Int? = nil, actionID: String? = nil,
        value: String? = nil
    ) {
        self.kind = kind
        self.sectionID = sectionID
        self.position = position
        self.elementID = elementID
        self.offset = offset
        self.actionID = actionID
        self.value = value
    }

    /// The longest text accepted in a parameter: identifiers are short, and a request is not a
    /// place to hand the server megabytes.
    public static let maximumParameterLength = 1024

    /// Reads an event from a request: the operation (the last part of its path) and its
    /// parameters (the query of the URL the button submits to).
    ///
    /// - Throws: ``SectionEventError``: ``SectionEventError/Kind/notFound`` for an operation that
    ///   is no event's name, ``SectionEventError/Kind/malformed`` for a missing or overlong
    ///   parameter or a number that is not one. Whether the coordinator handles the kind, it says
    ///   when it handles the event.
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
        default:
            // A kind of the application's own: its control may send a value.
            if let value = parameters["value"] {
                guard value.utf8.count <= Self.maximumParameterLength else {
                    throw SectionEventError(.malformed, "The request's value is too long.")
                }
                self.value = value
            }
        }
    }

    /// The parameters of this event, for the URL of a button that sends it: the inverse of
    /// ``init(operation:parameters:)``, in a fixed order.
    public var parameters: [(name: String, value: String)] {
        var parameters = [("section", sectionID), ("position", String(position)), ("element", elementID)]
        if let offset { parameters.append(("by", String(offset))) }
        if let actionID { parameters.append(("action", actionID)) }
        if let value { parameters.append(("value", value)) }
        return parameters
    }
}
