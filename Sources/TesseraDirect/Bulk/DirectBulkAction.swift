import TesseraData
import TesseraRules

/// Something a list can do to many rows at once: delete them, set a column, or an action of your
/// own — offered where the `bulkActions` rule names it.
///
/// An action runs on each chosen row in one transaction, each row in a savepoint of its own: a
/// row it cannot act on (a constraint refuses, the row changed since the person confirmed, the
/// rules make it read-only for them) is refused with the reason, and the others are done. Each
/// row done is recorded in the history, when the application keeps one.
///
/// ```swift
/// var actions = DirectBulkActions.standard
/// actions.register(DirectBulkAction(name: "archive", title: "Archive") { row, transaction in
///     try await transaction.update(row, changes: ["archived": .bool(true)])
/// })
/// let application = DirectApplication(database: database, rules: rules, bulkActions: actions)
/// ```
///
/// and a rule offers it: `entity.name = 'film' => bulkActions = ['archive', 'delete']`.
public struct DirectBulkAction: Sendable {
    /// What a rule names it by: `delete`, `set`, `archive`.
    public let name: String
    /// What the list's menu calls it: "Delete", "Archive".
    public let title: String
    /// The task whose permission a row needs: `edit` for an action that changes rows, `delete`
    /// for one that removes them. A row the rules make read-only for the person is refused.
    public let task: DirectTask
    /// Whether the action sets a column to a value the person chooses (the built-in `set`).
    let setsColumn: Bool
    /// Whether the action is one of Tessera's own (``delete``, ``setColumn``), whose title is
    /// said in the page's language.
    let isBuiltIn: Bool
    /// What the action does to one row, inside the action's transaction; the row as it is after
    /// (`nil` when it is gone), for the history.
    let perform: @Sendable (Row, Transaction, BulkActionInput) async throws -> Row?

    /// An action called `name` (for rules) and `title` (for people) that changes each row with
    /// `perform`, which returns the row as it is after. Its rows need the `task` permission.
    public init(name: String, title: String, task: DirectTask = .edit, perform: @escaping @Sendable (Row, Transaction) async throws -> Row) {
        self.name = name
        self.title = title
        self.task = task
        self.setsColumn = false
        self.isBuiltIn = false
        self.perform = { row, transaction, _ in try await perform(row, transaction) }
    }

    private init(name: String, title: String, task: DirectTask, setsColumn: Bool, perform: @escaping @Sendable (Row, Transaction, BulkActionInput) async throws -> Row?) {
        self.name = name
        self.title = title
        self.task = task
        self.setsColumn = setsColumn
        self.isBuiltIn = true
        self.perform = perform
    }

    /// Deletes each row.
    public static let delete = DirectBulkAction(name: "delete", title: "Delete", task: .delete, setsColumn: false) { row, transaction, _ in
        try await transaction.delete(row)
        return nil
    }

    /// Sets a column the person chooses, among those they may edit, to a value they give.
    public static let setColumn = DirectBulkAction(name: "set", title: "Set a column", task: .edit, setsColumn: true) { row, transaction, input in
        guard let column = input.column, let value = input.value else { return row }
        guard row[column] != value else { return row }
        return try await transaction.update(row, changes: [column: value])
    }
}

/// What the person chose beside the action: for `set`, the column and its new value.
struct BulkActionInput: Sendable {
    var column: String?
    var value: DatabaseValue?
}

/// The bulk actions the `bulkActions` key may name: `delete` and `set`, and those registered.
public struct DirectBulkActions: Sendable {
    private var actions: [String: DirectBulkAction] = [:]

    /// `delete` and `set`.
    public static let standard: DirectBulkActions = {
        var actions = DirectBulkActions()
        actions.register(.delete)
        actions.register(.setColumn)
        return actions
    }()

    /// No actions: lists select no rows.
    public init() {}

    /// Registers `action` under its name, replacing one of the same name.
    public mutating func register(_ action: DirectBulkAction) {
        actions[action.name] = action
    }

    /// The action called `name`.
    public subscript(name: String) -> DirectBulkAction? {
        actions[name]
    }
}

/// The bulk actions a list offers, by name (see ``DirectBulkAction``), in the order of its menu:
/// `delete` and `set` unless a rule says otherwise; none on a read-only entity.
/// `entity.name = 'payment' => bulkActions = []` offers none.
public enum BulkActionsKey: RuleKey {
    public static let defaultValue: [String] = ["set", "delete"]
    public static var name: String { "bulkActions" }
}

extension RuleContext {
    /// The bulk actions a list offers; see ``BulkActionsKey``.
    public var bulkActions: [String] {
        get { self[BulkActionsKey.self] }
        set { self[BulkActionsKey.self] = newValue }
    }
}
