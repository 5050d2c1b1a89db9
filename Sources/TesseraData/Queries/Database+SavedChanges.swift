import Foundation

/// What a saved statement that changes rows did (``Database/runChange(_:user:recordsHistory:maximumRows:)``).
public struct SQLChangeResult: Sendable {
    /// Each row it created, changed or deleted, as the history keeps it: the table, the key, the
    /// values before and after. A row an `UPDATE` matched but left as it was has none.
    public var changes: [HistoryEntry]
    /// How long it took.
    public var duration: Duration
}

extension Database {
    /// Runs `query`, one `INSERT`, `UPDATE` or `DELETE` of a table of the model that has a
    /// primary key, with its `:name` parameters bound, in a transaction of its own — what a
    /// saved query that writes does — and keeps each row it changed in the history, by `user`,
    /// when `recordsHistory` (so that it can be undone as a form's save can).
    ///
    /// ```swift
    /// let result = try await database.runChange(
    ///     SQLQuery("UPDATE rental SET return_date = :day WHERE rental_id = :rental", parameters: ["day": .date("2026-11-30"), "rental": .integer(7)]),
    ///     user: "ada", recordsHistory: true)
    /// result.changes.count  // 1
    /// ```
    ///
    /// The statement is the configuration's (a file the server was started with), not a
    /// request's: it runs as written, on a connection of the application's, after the checks
    /// ``run(_:)`` makes of a text (one statement, parameters as `:name`, each given). The rows
    /// it changes are read with `RETURNING`; an `UPDATE`'s values before are read first, inside a
    /// savepoint that is rolled back (the statement runs twice: write it so that it picks the
    /// same rows again, as any statement without `random()` does). More than `maximumRows` rows
    /// is refused, and nothing is changed.
    ///
    /// - Throws: ``DatabaseError`` `.invalidQuery` for a statement of another kind, of a table
    ///   outside the model or without a key, one that already says `RETURNING`, or one that would
    ///   change too many rows; ``ValidationError`` from a constraint, as a save's; the engine's
    ///   errors as ``run(_:)`` explains them.
    public func runChange(_ query: SQLQuery, user: String?, recordsHistory: Bool, maximumRows: Int = 1000) async throws -> SQLChangeResult {
        let text = SQLQueryText(query.text, engine: engine)
        try QueryChecks.check(query, text)
        let (entity, kind) = try changedEntity(by: text)
        if recordsHistory { try await prepareHistory() }
        // The text with each parameter bound: the numbered text's `$n` on PostgreSQL, `?` on
        // SQLite, as every other statement of the module.
        var statement = SQLFragment()
        var copied = 0
        let scalars = text.scalars
        for parameter in text.parameters {
            statement.append(SQLFragment(savedStatement: String(String.UnicodeScalarView(scalars[copied..<parameter.range.lowerBound]))))
            statement.append(bind: query.parameters[parameter.name] ?? .null)
            copied = parameter.range.upperBound
        }
        // A `;` that ends the statement would stand before `RETURNING`.
        var rest = String(String.UnicodeScalarView(scalars[copied...]))
        while let last = rest.unicodeScalars.last, last == ";" || last == " " || last == "\n" || last == "\t" || last == "\r" {
            rest.unicodeScalars.removeLast()
        }
        statement.append(SQLFragment(savedStatement: rest))
        let builder = QueryBuilder(engine: engine, entity: entity)
        let returning = {
            var returning = statement
            returning.append(" RETURNING ")
            returning.append(builder.selectList)
            return returning
        }()
        let start = ContinuousClock.now
        let time = Int64((Date.now.timeIntervalSince1970 * 1000).rounded())
        let changes = try await transaction { transaction in
            var changes: [(entry: HistoryEntry, key: RowKey)] = []
            switch kind {
            case .insert:
                let rows = builder.decodeRows(try await transaction.rows(returning))
                try Self.check(rows.count, maximumRows)
                changes = rows.map { (HistoryEntry.creating($0, by: user, at: time), $0.primaryKey) }
            case .delete:
                let rows = builder.decodeRows(try await transaction.rows(returning))
                try Self.check(rows.count, maximumRows)
                changes = rows.map { (HistoryEntry.deleting($0, by: user, at: time), $0.primaryKey) }
            case .update:
                // The rows it matches, by key, in a savepoint undone at once; then their values.
                // (A failure leaves the savepoint to the transaction's rollback.)
                try await transaction.execute(SQLFragment("SAVEPOINT tessera_saved_change"))
                let matched = builder.decodeRows(try await transaction.rows(returning))
                try await transaction.execute(SQLFragment("ROLLBACK TO SAVEPOINT tessera_saved_change"))
                try await transaction.execute(SQLFragment("RELEASE SAVEPOINT tessera_saved_change"))
                try Self.check(matched.count, maximumRows)
                var before: [RowKey: Row] = [:]
                for row in matched {
                    var select = SQLFragment("SELECT ")
                    select.append(builder.selectList)
                    select.append(builder.from)
                    select.append(" WHERE ")
                    select.append(builder.equals(Array(zip(entity.primaryKeyAttributes, row.primaryKey.values))))
                    // Held until the transaction ends, so that the statement finds them as read.
                    if self.engine == .postgres { select.append(" FOR UPDATE") }
                    if let original = try await transaction.rows(select).first.map({ builder.decode($0) }) { before[original.primaryKey] = original }
                }
                let rows = builder.decodeRows(try await transaction.rows(returning))
                try Self.check(rows.count, maximumRows)
                for row in rows {
                    if let original = before[row.primaryKey] {
                        let entry = HistoryEntry.updating(original, to: row, by: user, at: time)
                        if !(entry.after ?? [:]).isEmpty { changes.append((entry, row.primaryKey)) }
                    } else {
                        // A row whose key the statement itself changed: its values before are
                        // under its old key, which the statement does not say.
                        changes.append((HistoryEntry.creating(row, by: user, at: time), row.primaryKey))
                    }
                }
            }
            for change in changes {
                if recordsHistory { try await transaction.record(change.entry) }
                transaction.noteWrite(entity, key: change.key)
            }
            return changes.map(\.entry)
        }
        return SQLChangeResult(changes: changes, duration: .now - start)
    }

    /// The table of the model that the statement `text` changes, by its name in the model: what
    /// an application checks the person may change before it runs a saved query that writes
    /// (``runChange(_:user:recordsHistory:maximumRows:)``).
    ///
    /// - Throws: ``DatabaseError`` `.invalidQuery` when the text is not one `INSERT`, `UPDATE` or
    ///   `DELETE` of a table of the model with a primary key.
    public func tableChanged(by text: String) throws -> String {
        try changedEntity(by: SQLQueryText(text, engine: engine)).entity.name
    }

    private func changedEntity(by text: SQLQueryText) throws -> (entity: Entity, kind: ChangeTarget.Kind) {
        let target = try Self.changeTarget(of: text)
        func named(_ name: String) -> Entity? {
            (try? model.entity(named: name)) ?? model.entities.first { $0.name.lowercased() == name.lowercased() }
        }
        // `public.film` is `film` when `public` is the current schema.
        let unqualified = target.table.split(separator: ".").last.map(String.init) ?? target.table
        guard let entity = named(target.table) ?? named(unqualified), !entity.primaryKeyAttributeNames.isEmpty else {
            throw DatabaseError(
                .invalidQuery,
                "The statement changes '\(target.table)', which is not a table with a primary key that the application shows: a saved query writes only those, so that each row it changes has a history.")
        }
        return (entity, target.kind)
    }

    private static func check(_ count: Int, _ maximum: Int) throws {
        guard count <= maximum else {
            throw DatabaseError(.invalidQuery, "The statement would change \(count) rows; a saved query changes at most \(maximum) at once. Nothing was changed.")
        }
    }

    /// What a saved statement changes: its kind and its table, by the words of its text.
    struct ChangeTarget {
        enum Kind { case insert, update, delete }
        var kind: Kind
        var table: String
    }

    /// The kind and table of the statement `text`: the first `INSERT`, `REPLACE`, `UPDATE` or
    /// `DELETE` outside parentheses (after a `WITH` clause), and the table it names.
    static func changeTarget(of text: SQLQueryText) throws -> ChangeTarget {
        let tokens = text.tokens()
        var depth = 0
        var index = 0
        let refused = DatabaseError(.invalidQuery, "A saved query that writes is one INSERT, UPDATE or DELETE of a table.")
        while index < tokens.count {
            let token = tokens[index]
            if token.isSymbol("(") { depth += 1 } else if token.isSymbol(")") { depth -= 1 }
            if depth == 0, token.kind == .word {
                let word = token.text.lowercased()
                var kind: ChangeTarget.Kind?
                switch word {
                case "insert", "replace": kind = .insert
                case "update": kind = .update
                case "delete": kind = .delete
                case "with", "recursive": break
                default:
                    if index == 0 { throw refused }
                }
                if let kind {
                    if tokens.contains(where: { $0.isWord("returning") }) {
                        throw DatabaseError(.invalidQuery, "Write the statement without RETURNING: the page reads what it changed itself.")
                    }
                    var next = index + 1
                    // `INSERT OR REPLACE INTO`, `UPDATE OR IGNORE`, `DELETE FROM`, `INSERT INTO`.
                    if next + 1 < tokens.count, tokens[next].isWord("or") { next += 2 }
                    if next < tokens.count, tokens[next].isWord("into") || tokens[next].isWord("from") { next += 1 }
                    if next < tokens.count, tokens[next].isWord("only") { next += 1 }
                    guard next < tokens.count, tokens[next].isName || tokens[next].kind == .word else { throw refused }
                    var table = tokens[next].text
                    while next + 2 < tokens.count, tokens[next + 1].isSymbol("."), tokens[next + 2].isName {
                        // `schema.table`, named as the model names a table outside the current schema.
                        table += "." + tokens[next + 2].text
                        next += 2
                    }
                    return ChangeTarget(kind: kind, table: table)
                }
            }
            index += 1
        }
        throw refused
    }
}
