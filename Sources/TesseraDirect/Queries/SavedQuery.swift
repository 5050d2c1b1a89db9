import TesseraData
import TesseraRules

/// A query kept under a name, with its parameters: its own page at `/q/NAME`, where people give
/// the parameters' values in a form and read the rows, and its rows as CSV and JSON
/// (`/q/NAME.csv`, `/q/NAME.json`) — Datasette's canned queries.
///
/// A person runs it without writing SQL, and without being able to change it: a query the SQL
/// page would not let them write runs here as it was saved, still read-only (as the SQL page's
/// queries, `Database.run(_:)`) and still kept from the tables and columns the rules hide from
/// them on SQLite.
///
/// ```swift
/// let late = SavedQuery(
///     name: "late-rentals", title: "Rentals out longer than a week",
///     sql: "SELECT rental_id, rental_date FROM rental WHERE return_date IS NULL AND rental_date < :before",
///     allowed: try RuleFile.condition("user.roles contains 'staff'", fileName: "app", registry: DirectRuleKeys.registry))
/// let application = DirectApplication(database: database, queries: try SavedQueries([late]))
/// ```
///
/// Each `:name` in the text is a parameter and a field of the query's form, typed by what the
/// query does with it (`Database.parameterUses(in:)`): `rental_date < :before` asks for a
/// date, `LIMIT :n` for a whole number. ``parameterTypes`` says the type where the text does not.
public struct SavedQuery: Sendable, Identifiable, RuleValueConvertible, RuleMemberLookup {
    /// The name in its address (`/q/NAME`): letters, digits, `-` and `_`.
    public var name: String
    /// What its page and the start page call it; its name when `nil`.
    public var title: String?
    /// What it answers, under its title.
    public var description: String?
    /// The query, with `:name` parameters.
    public var sql: String
    /// The types of parameters the text does not type by its use, by name: each a field of that
    /// type, its value read as the type's (a date, a whole number, …). Others are text.
    public var parameterTypes: [String: ValueType]
    /// Who may run it, as a rule's condition (`user.roles contains 'staff'`), in the context of
    /// its page (task `savedQuery`, `user`, `savedQuery`); everyone who may use the application
    /// when `nil`.
    public var allowed: TesseraRules.Qualifier?
    /// Whether it changes rows: one `INSERT`, `UPDATE` or `DELETE` of a table, which its page
    /// runs when its form is sent (a POST, with the page's token), recording each row it
    /// changed in the history with the person (`Database.runChange`). The person must be
    /// allowed to change the table, as on its forms.
    public var isWritable: Bool

    public var id: String { name }

    /// A query saved as `name`.
    public init(
        name: String, title: String? = nil, description: String? = nil, sql: String, parameterTypes: [String: ValueType] = [:],
        allowed: TesseraRules.Qualifier? = nil, isWritable: Bool = false
    ) {
        self.isWritable = isWritable
        self.name = name
        self.title = title
        self.description = description
        self.sql = sql
        self.parameterTypes = parameterTypes
        self.allowed = allowed
    }

    /// Its title, or its name.
    public var displayTitle: String { title ?? name }

    /// Whether `name` can be a saved query's name: the part of an address it is.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 100
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// A query compares as its name: `savedQuery = 'late-rentals'`.
    public var ruleValue: RuleValue { .string(name) }

    public static var ruleMemberNames: Set<String> { ["name", "title"] }

    public func ruleMember(named member: String) -> (any Sendable)? {
        switch member {
        case "name": name
        case "title": displayTitle
        default: nil
        }
    }
}

/// The saved query a page runs (``SavedQuery``): `savedQuery.name`, `savedQuery.title`; `null`
/// on other pages.
public enum SavedQueryKey: RuleKey {
    public static let defaultValue: SavedQuery? = nil
}

extension RuleContext {
    /// The saved query the page runs: ``SavedQueryKey``.
    public var savedQuery: SavedQuery? {
        get { self[SavedQueryKey.self] }
        set { self[SavedQueryKey.self] = newValue }
    }
}
