
extension Database {
    /// Runs `body` in a transaction on a connection of its own: commits when it returns,
    /// rolls back when it throws, and explains a constraint failure as a ``ValidationError``.
    ///
    /// SQLite takes the write lock at the start (`BEGIN IMMEDIATE`), so two transactions never
    /// deadlock upgrading read locks; another writer waits up to five seconds. On PostgreSQL the
    /// transaction announces what it wrote to every listener of ``changes(pollingEvery:)`` —
    /// other instances of the application among them — when it commits.
    public func transaction<T: Sendable>(_ body: @Sendable (Transaction) async throws -> T) async throws -> T {
        try await pool.withConnection { lent in
            let connection = lent.inTransaction
            let transaction = Transaction(database: self, connection: connection, pendingWrite: LockedValue(nil))
            do {
                try await connection.execute(SQLStatement(sql: self.engine == .sqlite ? "BEGIN IMMEDIATE" : "BEGIN", binds: []))
                if self.engine == .postgres {
                    // So that the change triggers stay quiet for it: the save announces itself.
                    // Set in the transaction, not on the connection, which a pooler such as
                    // PgBouncer may share or refuse to configure.
                    try await connection.execute(self.dialect.statement(PostgresChangeNotice.marking(origin: self.origin)))
                }
            } catch {
                throw Database.explain(error)
            }
            do {
                let result = try await body(transaction)
                if self.engine == .postgres {
                    // Told in the transaction: PostgreSQL delivers it at the commit, and never
                    // when the transaction is rolled back.
                    let written = transaction.written.withLock { $0 }
                    if let announcement = PostgresChangeNotice.announcement(written, model: self.model, origin: self.origin) {
                        try await connection.execute(self.dialect.statement(announcement))
                    }
                }
                try await connection.execute(SQLStatement(sql: "COMMIT", binds: []))
                return result
            } catch {
                try? await connection.execute(SQLStatement(sql: "ROLLBACK", binds: []))
                if let engineError = error as? EngineError, engineError.unavailability == nil,
                    let write = transaction.pendingWrite.withLock({ $0 })
                {
                    throw await ConstraintTranslator(database: self, connection: connection)
                        .explain(engineError, write: write)
                }
                throw Database.explain(error)
            }
        }
    }

    /// Inserts a row in a transaction of its own; see ``Transaction/insert(into:values:)``.
    @discardableResult
    public func insert(into entityName: String, values: [String: DatabaseValue]) async throws -> Row {
        try await transaction { try await $0.insert(into: entityName, values: values) }
    }

    /// Updates a row in a transaction of its own; see ``Transaction/update(_:changes:)``.
    @discardableResult
    public func update(_ row: Row, changes: [String: DatabaseValue]) async throws -> Row {
        try await transaction { try await $0.update(row, changes: changes) }
    }

    /// Deletes a row in a transaction of its own; see ``Transaction/delete(_:)``.
    public func delete(_ row: Row) async throws {
        try await transaction { try await $0.delete(row) }
    }

    /// Parses form text into values of `entityName`'s attributes, collecting every field's
    /// problem: the first step of saving a form.
    ///
    /// ```swift
    /// let values = try database.values(of: "film", fromForm: ["title": "NEW FILM", "length": "95"])
    /// try await database.insert(into: "film", values: values)
    /// ```
    ///
    /// Fields that are not attributes are ignored (a form carries other fields). Empty text is
    /// `NULL` (for text attributes too: a form cannot tell "empty" from "not given"), except in a
    /// text attribute that cannot be `NULL` and has no default, where it is the empty string.
    ///
    /// Each value is also checked as saving will check it (required, length, range), so that a
    /// form comes back with every field's mistake at once, not one kind at a time.
    ///
    /// - Parameters:
    ///   - entityName: The entity whose attributes the fields name.
    ///   - fields: The form's fields, by name, as the browser sent them.
    ///   - forNewRow: Whether the values are for a new row: then an empty field the database
    ///     fills in (a default, a serial key) is not a mistake.
    /// - Throws: ``ValidationError`` with a message for each field that does not parse or would
    ///   not be saved.
    public func values(of entityName: String, fromForm fields: [String: String], forNewRow: Bool = false) throws -> [String: DatabaseValue] {
        let entity = try model.entity(named: entityName)
        var values: [String: DatabaseValue] = [:]
        var validation = ValidationError(entityName: entity.name)
        for attribute in entity.attributes {
            guard let text = fields[attribute.name] else { continue }
            // An empty field is NULL, but a text column that cannot hold NULL and has no default
            // takes the empty string: that is the only thing the person can have meant.
            if text.isEmpty, attribute.valueType == .text, !attribute.isNullable, attribute.defaultValue == nil {
                values[attribute.name] = .text("")
                continue
            }
            do {
                let value = try attribute.validate(try attribute.parse(text), isInsert: forNewRow)
                try engine.checkKeeps(value, in: attribute)
                values[attribute.name] = value
            } catch {
                validation.add(error, for: attribute.name)
            }
        }
        guard validation.isEmpty else { throw validation }
        return values
    }
}
