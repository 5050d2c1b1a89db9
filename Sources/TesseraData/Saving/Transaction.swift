
/// Saving inside one database transaction: every write of `body` is kept, or none is.
///
/// Made by ``Database/transaction(_:)``; do not keep it after `body` returns.
///
/// ```swift
/// let rental = try await database.transaction { transaction in
///     let rental = try await transaction.insert(into: "rental", values: [...])
///     try await transaction.insert(into: "payment", values: ["rental_id": rental["rental_id"], ...])
///     return rental
/// }
/// ```
public struct Transaction: Sendable {
    let database: Database
    let connection: any DatabaseConnection
    /// The write in progress, to explain a constraint error after the rollback.
    let pendingWrite: LockedValue<PendingWrite?>
    /// The keys written, by entity: what the transaction announces when it commits.
    let written = LockedValue<[String: [RowKey]]>([:])
    /// How many savepoints were made: each gets a name of its own.
    let savepoints = LockedValue(0)

    struct PendingWrite: Sendable {
        enum Kind: Sendable { case insert, update, delete }
        var kind: Kind
        var entity: Entity
        var values: [String: DatabaseValue]
    }

    func rows(_ fragment: SQLFragment) async throws -> [[DatabaseValue]] {
        try await connection.rows(database.dialect.statement(fragment))
    }

    func execute(_ fragment: SQLFragment) async throws {
        try await connection.execute(database.dialect.statement(fragment))
    }

    /// Inserts a row and returns it as the database stored it (with its generated key and defaults).
    ///
    /// - Parameters:
    ///   - entityName: The entity (table) to insert into.
    ///   - values: Values by attribute name. Leave out (or set to `NULL`) attributes the
    ///     database fills in; every required attribute must be given.
    /// - Throws: ``ValidationError`` with per-field messages, before the database is touched
    ///   when the model can tell, or from a unique, foreign key, not-null or check constraint.
    @discardableResult
    public func insert(into entityName: String, values: [String: DatabaseValue]) async throws -> Row {
        let entity = try writableEntity(entityName)
        var validation = ValidationError(entityName: entity.name)
        var pairs: [(Attribute, DatabaseValue)] = []
        for name in values.keys.sorted() where entity.attributeIfPresent(named: name) == nil {
            validation.formErrors.append("'\(name)' is not an attribute of \(entity.name).")
        }
        for attribute in entity.attributes {
            guard let value = values[attribute.name] else {
                if attribute.isRequired { validation.add(FieldError(.required), for: attribute.name) }
                continue
            }
            do {
                let checked = try attribute.validate(value, isInsert: true)
                try database.engine.checkKeeps(checked, in: attribute)
                if checked.isNull && attribute.isDatabaseGenerated { continue }
                pairs.append((attribute, checked))
            } catch {
                validation.add(error, for: attribute.name)
            }
        }
        guard validation.isEmpty else { throw validation }

        let builder = QueryBuilder(engine: database.engine, entity: entity)
        var statement = SQLFragment("INSERT INTO ")
        statement.append(relation: entity)
        if pairs.isEmpty {
            statement.append(" DEFAULT VALUES")
        } else {
            statement.append(" (")
            statement.append(joining: pairs.map { builder.columnName($0.0) }, separator: ", ")
            statement.append(") VALUES (")
            for (index, pair) in pairs.enumerated() {
                if index > 0 { statement.append(", ") }
                statement.append(bind: pair.1)
            }
            statement.append(")")
        }
        statement.append(" RETURNING ")
        statement.append(builder.selectList)
        pendingWrite.withLock { $0 = PendingWrite(kind: .insert, entity: entity, values: Dictionary(uniqueKeysWithValues: pairs.map { ($0.0.name, $0.1) })) }
        let raw = try await rows(statement)
        pendingWrite.withLock { $0 = nil }
        guard let first = raw.first else {
            throw DatabaseError(.database, "The database inserted no \(entity.name) row and gave no reason (a trigger may have cancelled it).")
        }
        let inserted = builder.decode(first)
        noteWrite(entity, key: inserted.primaryKey)
        return inserted
    }

    /// Updates `row` with `changes`, unless someone else changed it since it was read.
    ///
    /// - Parameters:
    ///   - row: The row as it was read; every value in it must still be in the database.
    ///   - changes: New values by attribute name; attributes not named keep their values.
    /// - Returns: The row as the database now stores it.
    /// - Throws: ``OptimisticLockingConflict`` when the row changed or went since it was read;
    ///   ``ValidationError`` as for ``insert(into:values:)``.
    @discardableResult
    public func update(_ row: Row, changes: [String: DatabaseValue]) async throws -> Row {
        let entity = try writableEntity(row.entityName)
        var validation = ValidationError(entityName: entity.name)
        var pairs: [(Attribute, DatabaseValue)] = []
        for name in changes.keys.sorted() {
            guard let attribute = entity.attributeIfPresent(named: name) else {
                validation.formErrors.append("'\(name)' is not an attribute of \(entity.name).")
                continue
            }
            do {
                let checked = try attribute.validate(changes[name]!, isInsert: false)
                try database.engine.checkKeeps(checked, in: attribute)
                pairs.append((attribute, checked))
            } catch {
                validation.add(error, for: name)
            }
        }
        guard validation.isEmpty else { throw validation }
        let builder = QueryBuilder(engine: database.engine, entity: entity)
        guard !pairs.isEmpty else {
            // Nothing to write, but the caller still learns whether the row changed meanwhile.
            guard let current = try await current(of: row, builder: builder) else {
                throw OptimisticLockingConflict(original: row, current: nil, changes: changes)
            }
            let changed = row.namedValues.contains { name, value in
                entity.attributes.contains { $0.name == name && $0.valueType != .blob } && current[name] != value
            }
            if changed { throw OptimisticLockingConflict(original: row, current: current, changes: changes) }
            return current
        }
        var statement = SQLFragment("UPDATE ")
        statement.append(relation: entity)
        statement.append(" SET ")
        var assignments: [SQLFragment] = []
        for (attribute, value) in pairs {
            var assignment = builder.columnName(attribute)
            assignment.append(" = ")
            assignment.append(bind: value)
            assignments.append(assignment)
        }
        statement.append(joining: assignments, separator: ", ")
        statement.append(" WHERE ")
        statement.append(try rowCondition(row, builder: builder))
        statement.append(" RETURNING ")
        statement.append(builder.selectList)
        pendingWrite.withLock { $0 = PendingWrite(kind: .update, entity: entity, values: Dictionary(uniqueKeysWithValues: pairs.map { ($0.0.name, $0.1) })) }
        let raw = try await rows(statement)
        pendingWrite.withLock { $0 = nil }
        guard let first = raw.first else {
            throw OptimisticLockingConflict(original: row, current: try await current(of: row, builder: builder), changes: changes)
        }
        noteWrite(entity, key: row.primaryKey)
        return builder.decode(first)
    }

    /// Deletes `row`, unless someone else changed it since it was read.
    ///
    /// - Throws: ``OptimisticLockingConflict`` when it changed or went; ``ValidationError`` with a
    ///   form message when other rows still refer to it.
    public func delete(_ row: Row) async throws {
        let entity = try writableEntity(row.entityName)
        let builder = QueryBuilder(engine: database.engine, entity: entity)
        var statement = SQLFragment("DELETE FROM ")
        statement.append(relation: entity)
        statement.append(" WHERE ")
        statement.append(try rowCondition(row, builder: builder))
        statement.append(" RETURNING ")
        statement.append(joining: entity.primaryKeyAttributes.map(builder.selected), separator: ", ")
        pendingWrite.withLock { $0 = PendingWrite(kind: .delete, entity: entity, values: row.values) }
        let raw = try await rows(statement)
        pendingWrite.withLock { $0 = nil }
        if raw.isEmpty {
            throw OptimisticLockingConflict(original: row, current: try await current(of: row, builder: builder), changes: [:])
        }
        noteWrite(entity, key: row.primaryKey)
    }

    /// Keeps `key` among the rows the transaction wrote — for a view written through, as a row
    /// of its table too, whose lists show it as well.
    func noteWrite(_ entity: Entity, key: RowKey) {
        written.withLock { written in
            written[entity.name, default: []].append(key)
            if let table = entity.baseTable, table != entity.name { written[table, default: []].append(key) }
        }
    }

    /// Runs `body` inside a savepoint of this transaction: when it throws, what it wrote is undone
    /// and the transaction goes on, as if `body` had not run — so that one row of many can fail
    /// (a constraint, a stale version) without taking the others with it.
    ///
    /// ```swift
    /// try await database.transaction { transaction in
    ///     for row in rows {
    ///         do {
    ///             try await transaction.savepoint { try await transaction.delete(row) }
    ///         } catch let refusal as ValidationError {
    ///             refused.append((row, refusal))   // the others are deleted all the same
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Throws: what `body` threw; an engine's constraint failure explained as a
    ///   ``ValidationError``, as ``Database/transaction(_:)`` explains it.
    public func savepoint<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        let name = "tessera_\(savepoints.withLock { count in count += 1; return count })"
        // What the transaction will announce it wrote, as it was: writes undone are not news.
        let writtenBefore = written.withLock { $0 }
        try await connection.execute(SQLStatement(sql: "SAVEPOINT \(name)", binds: []))
        do {
            let result = try await body()
            try await connection.execute(SQLStatement(sql: "RELEASE SAVEPOINT \(name)", binds: []))
            return result
        } catch {
            // Back to where the savepoint was: on PostgreSQL, the only way a transaction in which a
            // statement failed can go on. When that fails too (SQLite rolled the whole transaction
            // back on a full disk, the connection broke), the first failure is the one to tell.
            do {
                try await connection.execute(SQLStatement(sql: "ROLLBACK TO SAVEPOINT \(name)", binds: []))
                try await connection.execute(SQLStatement(sql: "RELEASE SAVEPOINT \(name)", binds: []))
            } catch {
                throw Database.explain(error)
            }
            written.withLock { $0 = writtenBefore }
            let write = pendingWrite.withLock { pending in
                defer { pending = nil }
                return pending
            }
            if let engineError = error as? EngineError, engineError.unavailability == nil, let write {
                throw await ConstraintTranslator(database: database, connection: connection).explain(engineError, write: write)
            }
            throw Database.explain(error)
        }
    }

    private func writableEntity(_ name: String) throws(DatabaseError) -> Entity {
        let entity = try database.model.entity(named: name)
        if entity.kind != .table && entity.baseTable == nil {
            throw DatabaseError(.readOnlyEntity, "'\(entity.name)' is a view, which is read-only here. Save to the table it reads from.")
        }
        if entity.primaryKeyAttributeNames.isEmpty {
            throw DatabaseError(.readOnlyEntity, "'\(entity.name)' has no primary key, so its rows cannot be told apart for saving; it is read-only. Add a primary key to edit it.")
        }
        return entity
    }

    /// The primary key as read, and every other column as read (optimistic locking).
    private func rowCondition(_ row: Row, builder: QueryBuilder) throws(DatabaseError) -> SQLFragment {
        let entity = builder.entity
        guard row.primaryKey.values.count == entity.primaryKeyAttributeNames.count, !row.primaryKey.values.contains(where: \.isNull) else {
            throw DatabaseError(.rowNotFound, "This \(entity.name) row has no complete primary key; read it from the database before saving it.")
        }
        var condition = builder.equals(Array(zip(entity.primaryKeyAttributes, row.primaryKey.values)))
        // Binary data is read as its size only — a blob column's, or bytes SQLite keeps in a
        // column of another type (`x'cafe'` in an untyped one) — so it cannot be compared: a
        // save of such a row failed on binding it.
        let locked = entity.attributes.filter { attribute in
            guard !attribute.isPrimaryKey, attribute.valueType != .blob, row.hasValue(for: attribute.name) else { return false }
            if row[attribute.name].binarySize != nil { return false }
            return true
        }
        if !locked.isEmpty {
            condition.append(" AND ")
            condition.append(builder.unchanged(locked.map { ($0, row[$0.name]) }))
        }
        return condition
    }

    private func current(of row: Row, builder: QueryBuilder) async throws -> Row? {
        var statement = SQLFragment("SELECT ")
        statement.append(builder.selectList)
        statement.append(builder.from)
        statement.append(" WHERE ")
        statement.append(builder.equals(Array(zip(builder.entity.primaryKeyAttributes, row.primaryKey.values))))
        return try await rows(statement).first.map { builder.decode($0) }
    }
}
