import TesseraRules

/// What a page does: the value of the `task` key (Direct to SwiftUI's name) and of `nextTask`.
///
/// Each is known by the name rule files use (`task = 'edit'`), and a string literal is one, so a
/// Swift rule reads as a file's does:
///
/// ```swift
/// \.task == .inspect && \.entity.name == "customer" => \.page <= CustomerPage()
/// \.task == "list" => \.numberOfObjectsPerBatch <= 50
/// ```
public struct DirectTask: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible,
    LosslessRuleValueConvertible
{
    /// The name rule files use.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral name: String) {
        self.init(rawValue: name)
    }

    /// The list of entities, the application's first page.
    public static let query: DirectTask = "query"
    /// One entity's rows.
    public static let list: DirectTask = "list"
    /// One row, with its related rows.
    public static let inspect: DirectTask = "inspect"
    /// A form for one row, or for a new one.
    public static let edit: DirectTask = "edit"
    /// The confirmation of a delete.
    public static let delete: DirectTask = "delete"
    /// The changes made through the application: a row's, or everyone's recent ones.
    public static let history: DirectTask = "history"
    /// The question before a bulk action acts on many rows.
    public static let bulk: DirectTask = "bulk"
    /// The SQL page: a query a person writes, and its rows (`/sql`).
    public static let sql: DirectTask = "sql"
    /// A saved query's page: its parameters' form and its rows (`/q/NAME`, ``SavedQuery``).
    public static let savedQuery: DirectTask = "savedQuery"
    /// A dashboard: saved queries' rows as key figures, charts and tables (`/d/NAME`, ``Dashboard``).
    public static let dashboard: DirectTask = "dashboard"

    public var description: String { rawValue }
}
