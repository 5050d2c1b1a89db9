extension Database {
    /// The name of the triggers, and of their function, that ``installChangeTriggers()`` makes.
    public static var changeTriggerName: String { "tessera_notify_change" }

    /// Makes every table of a PostgreSQL database's schemas announce its changes, whoever makes
    /// them, to the listeners of ``changes(pollingEvery:)``.
    ///
    /// Saves through a ``Database`` announce themselves; a row changed with `psql`, by a batch
    /// job or by another application is heard only through a trigger. This puts one on each
    /// table of the search path's schemas, partitions too (`tessera_notify_change`, after each
    /// statement that inserts, updates, deletes or truncates, so a statement that changes a
    /// million rows sends one notification), with a function of the same name. The triggers stay quiet for the saves
    /// of a ``Database``, which announce themselves with the rows' keys. Running it again puts
    /// triggers on tables made since, and replaces the others; the command
    /// `tessera pg install-notify URL` runs it.
    ///
    /// It needs the right to create a function in the first schema and triggers on the tables
    /// (the tables' owner); everything is made in one transaction, so a failure leaves nothing
    /// behind. Each table is locked against writes for the moment its trigger is added; a table
    /// a long transaction holds makes it fail after five seconds, changing nothing.
    ///
    /// - Returns: The tables that announce their changes now, named as the model names them
    ///   (`schema.table` beyond the first schema).
    /// - Throws: ``DatabaseError`` for an SQLite database (whose changes are seen without
    ///   triggers), a read-only one, or when PostgreSQL refuses (the user lacks the rights).
    @discardableResult
    public func installChangeTriggers() async throws -> [String] {
        try requirePostgres()
        return try await transaction { transaction in
            // Instances started together replace the function one at a time (at once, one fails
            // with "tuple concurrently updated"), each after the other's commit.
            _ = try await transaction.rows(Self.schemaChangeLock)
            // Adding a trigger locks its table against writes until the commit: wait for a lock
            // only so long, rather than queue every reader behind a long transaction.
            try await transaction.execute(SQLFragment("SET LOCAL lock_timeout = '5s'"))
            let schema = try await Self.currentSchema(transaction)
            var function = SQLFragment("CREATE OR REPLACE FUNCTION ")
            function.append(identifier: schema)
            function.append(".tessera_notify_change() RETURNS trigger LANGUAGE plpgsql AS $tessera$ ")
            function.append(
                """
                BEGIN IF coalesce(current_setting('tessera.origin', true), '') = '' THEN \
                PERFORM pg_notify('tessera_changes', json_build_object('schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME)::text); \
                END IF; RETURN NULL; END
                """)
            function.append(" $tessera$")
            try await transaction.execute(function)
            // Every table of the search path's schemas, partitions too: a statement on a
            // partition fires the partition's triggers, not its parent's.
            let tables = try await transaction.rows(
                SQLFragment(
                    """
                    SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
                    WHERE n.nspname = ANY (current_schemas(false)) AND c.relkind IN ('r', 'p') \
                    ORDER BY array_position(current_schemas(false), n.nspname), c.relname
                    """)
            ).compactMap { row -> (schema: String, table: String)? in
                guard row.count == 2, let schema = row[0].text, let table = row[1].text else { return nil }
                return (schema, table)
            }
            // CREATE OR REPLACE TRIGGER from PostgreSQL 14; before, drop and create.
            let version = try await transaction.rows(SQLFragment("SELECT current_setting('server_version_num')::int")).first?.first
            let replaces = (version?.text.flatMap { Int($0) } ?? 0) >= 140000
            for (tableSchema, table) in tables {
                if !replaces {
                    var drop = SQLFragment("DROP TRIGGER IF EXISTS tessera_notify_change ON ")
                    drop.append(identifier: tableSchema)
                    drop.append(".")
                    drop.append(identifier: table)
                    try await transaction.execute(drop)
                }
                var create = SQLFragment(replaces ? "CREATE OR REPLACE TRIGGER" : "CREATE TRIGGER")
                create.append(" tessera_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ")
                create.append(identifier: tableSchema)
                create.append(".")
                create.append(identifier: table)
                create.append(" FOR EACH STATEMENT EXECUTE FUNCTION ")
                create.append(identifier: schema)
                create.append(".tessera_notify_change()")
                try await transaction.execute(create)
            }
            return tables.map { $0.schema == schema ? $0.table : $0.schema + "." + $0.table }
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
