import Tessera

/// A look: the set of views the Direct application's pages are made of, chosen by the `look`
/// key, as Direct to SwiftUI's looks are.
///
/// Tessera has two looks of its own, ``basic`` and ``fiori``. A look of yours starts from one of
/// them and replaces any of its views by name — a page (`"Inspect"`), a property component
/// (`"DisplayBool"`) — or adds views under names of your own, which rules then name as they name
/// the look's (`component = 'EditRating'`):
///
/// ```swift
/// let compact = DirectLook("compact", basedOn: .fiori)
///     .replacing(.inspect, with: CompactInspectPage())
///     .replacing("DisplayBool", with: YesNoBadge())
///     .replacing("EditRating", with: RatingEditor())
///
/// var looks = DirectLooks()
/// looks.register(compact)
/// let application = DirectApplication(database: database, rules: rules, looks: looks)
/// // and a rule:  *true* => look = 'compact'
/// ```
///
/// A look's views read what they show from the environment, as a view handed over by a rule
/// does: `@Environment(\.ruleContext)`, `@Environment(\.displayGroup)`, `PageView()`,
/// `ComponentView()`. A look built on another keeps that look's replacements, and its stylesheet
/// is that of the Tessera look it comes from in the end (``base``).
public struct DirectLook: Sendable, CustomStringConvertible {
    /// The looks Tessera draws itself: every look comes from one.
    public enum Base: String, Sendable, CaseIterable {
        /// Plain pages: a table of rows, a list of properties.
        case basic
        /// SAP Fiori's floorplans: object items, an object header, sections of fields.
        case fiori
    }

    /// The name the `look` key gives.
    public let name: String
    /// The Tessera look this one comes from: whose pages and components it shows where it
    /// replaces none, and whose stylesheet it uses.
    public let base: Base
    private var replacements: [String: DirectView] = [:]

    /// Tessera's plain look.
    public static let basic = DirectLook(base: .basic)
    /// Tessera's SAP Fiori look.
    public static let fiori = DirectLook(base: .fiori)

    private init(base: Base) {
        name = base.rawValue
        self.base = base
    }

    /// A look named `name` with the views of `look`, until you replace some.
    public init(_ name: String, basedOn look: DirectLook = .basic) {
        precondition(!name.isEmpty, "a look has a name")
        self.name = name
        base = look.base
        replacements = look.replacements
    }

    /// This look with the view called `name` — one of the look's, or a name of your own — shown by
    /// `view`.
    public func replacing(_ name: DirectView, with view: some View & Sendable) -> DirectLook {
        var look = self
        look.replacements[name.name] = DirectView(view)
        return look
    }

    /// The view of yours that shows the view called `name`, or `nil` when the base look's own
    /// shows it.
    public func replacement(for name: String) -> DirectView? {
        replacements[name]
    }

    /// Whether it replaces or adds any view: a look that does not draws every cell of a list with
    /// the base look's quickest code.
    public var hasReplacements: Bool { !replacements.isEmpty }

    /// The names it replaces or adds.
    public var replacedNames: [String] { replacements.keys.sorted() }

    public var description: String { name }
}

private struct DirectLookKey: EnvironmentKey {
    static let defaultValue = DirectLook.basic
}

/// Whether the look in the environment replaces any component: kept beside the look, so that a
/// table's cells, asking it once each, copy a `Bool` out and not the look with its name and
/// replacements (two references counted in and out, five hundred times a 100-row list).
private struct DirectLookReplacesKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The look of the page being drawn: the one the `look` key names, from the application's
    /// ``DirectLooks``.
    public var directLook: DirectLook {
        get { self[DirectLookKey.self] }
        set {
            self[DirectLookKey.self] = newValue
            self[DirectLookReplacesKey.self] = newValue.hasReplacements
        }
    }

    /// `directLook.hasReplacements`, without copying the look.
    var directLookHasReplacements: Bool { self[DirectLookReplacesKey.self] }
}
