extension Database {
    /// Refreshes a PostgreSQL materialized view: runs its query again and replaces its rows
    /// (`REFRESH MATERIALIZED VIEW`), which also populates one created `WITH NO DATA`.
    ///
    /// The server holds an exclusive lock on the view while it refreshes, so readers wait; it
    /// needs the view's owner (or a member of the owning role). The refresh is announced to the
    /// listeners of ``changes(pollingEvery:)``, as a save is.
    ///
    /// - Throws: ``DatabaseError`` of kind ``DatabaseError/Kind/unknownEntity`` for a name that is
    ///   not a materialized view of the model, ``DatabaseError/Kind/readOnlyEntity`` on a database
    ///   opened read-only, and the server's refusal (no privilege, a failing query) otherwise.
    public func refresh(materializedView name: String) async throws {
        let entity = try model.entity(named: name)
        guard entity.kind == .materializedView else {
            throw DatabaseError(.unknownEntity, "'\(entity.name)' is not a materialized view: only a materialized view is refreshed.")
        }
        guard !isReadOnly else {
            throw DatabaseError(.readOnlyEntity, "The database is open read-only: a materialized view cannot be refreshed.")
        }
        var statement = SQLFragment("REFRESH MATERIALIZED VIEW ")
        statement.append(relation: entity)
        // In a transaction, which announces the refresh to the listeners of changes() — other
        // instances' lists of the view — as a save announces its rows.
        let refresh = statement
        try await transaction { transaction in
            try await transaction.execute(refresh)
            transaction.written.withLock { $0[entity.name] = $0[entity.name] ?? [] }
        }
    }
}
