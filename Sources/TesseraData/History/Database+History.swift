import Foundation

extension Database {
    /// The table the history of changes is kept in, in the database it records: the application
    /// creates it, and leaves it out of the model (``model``), so that no page lists or edits it.
    public static let historyTableName = "tessera_history"

    /// Creates the history table (and its indexes) unless it is there.
    ///
    /// - Throws: ``DatabaseError`` when the database refuses (opened read-only, no privilege to
    ///   create a table): the history cannot be kept, and changes should not be made without it.
    public func prepareHistory() async throws {
        let statements: [SQLFragment] =
            engine == .sqlite
            ? [
                SQLFragment(
                    """
                    CREATE TABLE IF NOT EXISTS tessera_history (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, \
                    user_name TEXT, action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete')), entity TEXT NOT NULL, \
                    row_key TEXT NOT NULL, before TEXT, after TEXT)
                    """),
                SQLFragment("CREATE INDEX IF NOT EXISTS tessera_history_row ON tessera_history (entity, row_key, id)"),
                SQLFragment("CREATE INDEX IF NOT EXISTS tessera_history_user ON tessera_history (user_name, id)"),
                SQLFragment("CREATE INDEX IF NOT EXISTS tessera_history_at ON tessera_history (at)"),
            ]
            : [
                SQLFragment(
                    """
                    CREATE TABLE IF NOT EXISTS tessera_history (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, at bigint NOT NULL, \
                    user_name text, action text NOT NULL CHECK (action IN ('create', 'update', 'delete')), entity text NOT NULL, \
                    row_key text NOT NULL, before text, after text)
                    """),
                SQLFragment("CREATE INDEX IF NOT EXISTS tessera_history_row ON tessera_history (entity, row_key, id)"),
                SQLFragment("CREATE INDEX IF NOT EXISTS tessera_history_user ON tessera_history (user_name, id)"),
                SQLFragment("CREATE INDEX IF NOT EXISTS tessera_history_at ON tessera_history (at)"),
            ]
        try await transaction { [engine] transaction in
            // Instances started together on one PostgreSQL database make it one at a time: two
            // CREATE TABLE IF NOT EXISTS at once both find no table, and the second fails on the
            // catalog's unique index. Waiting for the first to commit, it finds the table.
            if engine == .postgres { _ = try await transaction.rows(Self.schemaChangeLock) }
            for statement in statements { try await transaction.execute(statement) }
        }
    }

    /// Takes the lock the application's own schema changes are made under on a PostgreSQL
    /// database (the history table, the change triggers), until the transaction ends: a
    /// transaction-level advisory lock, so that nothing is left held by an instance that dies.
    static var schemaChangeLock: SQLFragment {
        SQLFragment("SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext('tessera: schema changes'))) AS locked")
    }

    /// Whether the history table is there.
    public func hasHistory() async throws -> Bool {
        if historyFound.load(ordering: .relaxed) { return true }
        let query =
            engine == .sqlite
            ? SQLFragment("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'tessera_history'")
            : SQLFragment("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname = 'tessera_history' AND n.nspname = current_schema()")
        let rows = try await rows(query)
        let found: Bool
        if case .integer(let count)? = rows.first?.first {
            found = count > 0
        } else {
            found = rows.first?.first?.text.flatMap(Int.init).map { $0 > 0 } ?? false
        }
        if found { historyFound.store(true, ordering: .relaxed) }
        return found
    }

    /// The most recent entries of the history, newest first: at most `limit`, older than the
    /// entry numbered `before` when it is given, narrowed to `user`, `entityName`, the row `key`
    /// and the times from `from` (inclusive) to `to` (exclusive, milliseconds since 1970) when
    /// they are given. No history table: no entries.
    ///
    /// Each page is one bounded statement: the newest `limit` entries that match, by the entry's
    /// number (`before` is the cursor), never a count of all of them.
    public func history(
        user: String? = nil, entityName: String? = nil, key: [String?]? = nil, from: Int64? = nil, to: Int64? = nil,
        before: Int64? = nil, limit: Int = 50
    ) async throws -> [HistoryEntry] {
        guard try await hasHistory() else { return [] }
        var query = SQLFragment("SELECT id, at, user_name, action, entity, row_key, before, after FROM tessera_history WHERE 1 = 1")
        if let user {
            query.append(" AND user_name = ")
            query.append(bind: .text(user))
        }
        if let entityName {
            query.append(" AND entity = ")
            query.append(bind: .text(entityName))
        }
        if let key {
            query.append(" AND row_key = ")
            query.append(bind: .text(HistoryEntry.json(key: key)))
        }
        if let from {
            query.append(" AND at >= ")
            query.append(bind: .integer(from))
        }
        if let to {
            query.append(" AND at < ")
            query.append(bind: .integer(to))
        }
        if let before {
            query.append(" AND id < ")
            query.append(bind: .integer(before))
        }
        query.append(" ORDER BY id DESC LIMIT ")
        query.append(integer: max(1, min(limit, 1000)))
        return try await rows(query).compactMap(Self.historyEntry)
    }

    /// The entry numbered `id`, or `nil` when there is none (or no history table): what an undo
    /// reads before it puts anything back.
    public func historyEntry(id: Int64) async throws -> HistoryEntry? {
        guard try await hasHistory() else { return nil }
        var query = SQLFragment("SELECT id, at, user_name, action, entity, row_key, before, after FROM tessera_history WHERE id = ")
        query.append(bind: .integer(id))
        return try await rows(query).first.flatMap(Self.historyEntry)
    }

    private static func historyEntry(_ row: [DatabaseValue]) -> HistoryEntry? {
        guard row.count == 8, let id = integer(row[0]), let time = integer(row[1]), let action = row[3].text.flatMap(HistoryEntry.Action.init),
            let entity = row[4].text, let key = row[5].text
        else { return nil }
        return HistoryEntry(
            id: id, time: time, user: row[2].text, action: action, entityName: entity, key: HistoryEntry.key(fromJSON: key),
            before: HistoryEntry.values(fromJSON: row[6]), after: HistoryEntry.values(fromJSON: row[7]))
    }

    private static func integer(_ value: DatabaseValue) -> Int64? {
        if case .integer(let number) = value { return number }
        return value.text.flatMap { Int64($0) }
    }
}

extension Transaction {
    /// Records `entry` in the history table, in this transaction: the entry is kept exactly when
    /// the change it records is. Its ``HistoryEntry/id`` is the database's to give.
    public func record(_ entry: HistoryEntry) async throws {
        var statement = SQLFragment("INSERT INTO tessera_history (at, user_name, action, entity, row_key, before, after) VALUES (")
        statement.append(bind: .integer(entry.time))
        statement.append(", ")
        statement.append(bind: entry.user.map(DatabaseValue.text) ?? .null)
        statement.append(", ")
        statement.append(bind: .text(entry.action.rawValue))
        statement.append(", ")
        statement.append(bind: .text(entry.entityName))
        statement.append(", ")
        statement.append(bind: .text(HistoryEntry.json(key: entry.key)))
        statement.append(", ")
        statement.append(bind: HistoryEntry.json(entry.before))
        statement.append(", ")
        statement.append(bind: HistoryEntry.json(entry.after))
        statement.append(")")
        try await execute(statement)
    }
}

extension HistoryEntry {
    /// The entry for `row`, created by `user` at `time`: every column it was stored with.
    public static func creating(_ row: Row, by user: String?, at time: Int64) -> HistoryEntry {
        HistoryEntry(
            time: time, user: user, action: .create, entityName: row.entityName, key: row.primaryKey.values.map(\.text), before: nil,
            after: values(of: row, columns: nil))
    }

    /// The entry for `original` updated to `updated` by `user`: the columns whose values differ.
    public static func updating(_ original: Row, to updated: Row, by user: String?, at time: Int64) -> HistoryEntry {
        let changed = Set(updated.namedValues.compactMap { name, value in original[name] != value ? name : nil })
        return HistoryEntry(
            time: time, user: user, action: .update, entityName: original.entityName, key: original.primaryKey.values.map(\.text),
            before: values(of: original, columns: changed), after: values(of: updated, columns: changed))
    }

    /// The entry for `row`, deleted by `user`: every column it had.
    public static func deleting(_ row: Row, by user: String?, at time: Int64) -> HistoryEntry {
        HistoryEntry(
            time: time, user: user, action: .delete, entityName: row.entityName, key: row.primaryKey.values.map(\.text),
            before: values(of: row, columns: nil), after: nil)
    }

    private static func values(of row: Row, columns: Set<String>?) -> [String: String?] {
        var values: [String: String?] = [:]
        for (name, value) in row.namedValues where columns?.contains(name) ?? true {
            values[name] = keptText(of: value)
        }
        return values
    }

    /// Now, in milliseconds since 1970.
    public static func now() -> Int64 {
        Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
    }
}
