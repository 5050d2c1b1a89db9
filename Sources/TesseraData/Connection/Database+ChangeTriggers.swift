extension Database {
    /// The name of the triggers, and of their function, that ``installChangeTriggers()`` makes.
    public static var changeTriggerName: String { "tessera_notify_change" }

    /// Makes every table of a PostgreSQL database's schema announce its changes, whoever makes
    /// them, to the listeners of ``changes(pollingEvery:)``.
    ///
    /// Saves through a ``Database`` announce themselves; a row changed with `psql`, by a batch
    /// job or by another application is heard only through a trigger. This puts one on each
    /// table of the schema (`tessera_notify_change`, after each statement that inserts,
    /// updates, deletes or truncates, so a statement that changes a million rows sends one
    /// notification), with a function of the same name. The triggers stay quiet for the saves
    /// of a ``Database``, which announce themselves with the rows' keys. Running it again puts
    /// triggers on tables made since, and replaces the others; the command
    /// `tessera pg install-notify URL` runs it.
    ///
    /// It needs the right to create functions in the schema and triggers on its tables (the
    /// tables' owner), and changes the schema; everything is made in one transaction, so a
    /// failure leaves nothing behind.
    ///
    /// - Returns: The tables that announce their changes now.
    /// - Throws: ``DatabaseError`` for an SQLite database (whose changes are seen without
    ///   triggers), a read-only one, or when PostgreSQL refuses (the user lacks the rights).
    @discardableResult
    public func installChangeTriggers() async throws -> [String] {
        try requirePostgres()
        return try await transaction { transaction in
            let schema = try await Self.currentSchema(transaction)
            var function = SQLFragment("CREATE OR REPLACE FUNCTION ")
            function.append(identifier: schema)
            function.append(".tessera_notify_change() RETURNS trigger LANGUAGE plpgsql AS $tessera$ ")
            function.append(
                """
                BEGIN IF coalesce(current_setting('tessera.origin', true), '') = '' THEN \
                PERFORM pg_notify('tessera_changes', json_build_object('schema', TG_TABLE_SCHEMA, 'entity', TG_TABLE_NAME)::text); \
                END IF; RETURN NULL; END
                """)
            function.append(" $tessera$")
            try await transaction.execute(function)
            let tables = try await transaction.rows(
                SQLFragment(
                    """
                    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
                    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1
                    """)
            ).compactMap { $0.first?.text }
            for table in tables {
                var drop = SQLFragment("DROP TRIGGER IF EXISTS tessera_notify_change ON ")
                drop.append(identifier: schema)
                drop.append(".")
                drop.append(identifier: table)
                try await transaction.execute(drop)
                var create = SQLFragment("CREATE TRIGGER tessera_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ")
                create.append(identifier: schema)
                create.append(".")
                create.append(identifier: table)
                create.append(" FOR EACH STATEMENT EXECUTE FUNCTION ")
                create.append(identifier: schema)
                create.append(".tessera_notify_change()")
                try await transaction.execute(create)
            }
            return tables
        }
    }

    /// Removes what ``installChangeTriggers()`` made: the function, and with it every trigger
    /// that calls it. Saves through a ``Database`` still announce themselves.
    ///
    /// - Returns: Whether there was anything to remove.
    @discardableResult
    public func removeChangeTriggers() async throws -> Bool {
        try requirePostgres()
        return try await transaction { transaction in
            let schema = try await Self.currentSchema(transaction)
            var exists = SQLFragment(
                "SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE p.proname = 'tessera_notify_change' AND n.nspname = ")
            exists.append(bind: .text(schema))
            let count = try await transaction.rows(exists).first?.first
            var drop = SQLFragment("DROP FUNCTION IF EXISTS ")
            drop.append(identifier: schema)
            drop.append(".tessera_notify_change() CASCADE")
            try await transaction.execute(drop)
            return count != .integer(0)
        }
    }

    private func requirePostgres() throws(DatabaseError) {
        guard engine == .postgres else {
            throw DatabaseError(
                .database, "Change triggers are for PostgreSQL; the changes of an SQLite file are seen without them (Database.changes).")
        }
    }

    private static func currentSchema(_ transaction: Transaction) async throws -> String {
        guard let schema = try await transaction.rows(SQLFragment("SELECT current_schema()")).first?.first?.text else {
            throw DatabaseError(.database, "PostgreSQL has no current schema: none on the search path exists. Check the URL's schema.")
        }
        return schema
    }
}
