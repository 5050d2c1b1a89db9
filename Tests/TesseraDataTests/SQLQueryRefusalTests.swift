import Foundation
@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// An ad-hoc query cannot change anything, whatever its text: each statement that would write,
/// change a setting, attach a file, end a transaction, call a function outside those allowed
/// or run a second statement fails — refused by the engine — and the database is as it was.
@Suite("Ad-hoc SQL queries only read", .heavy, .timeLimit(.minutes(2)))
struct SQLQueryRefusalTests {
    /// Statements refused on both engines.
    static let common = [
        "INSERT INTO customer (id, name) VALUES (9, 'Eve')",
        "INSERT INTO customer (id, name) VALUES (9, 'Eve') RETURNING *",
        "UPDATE customer SET name = 'x'",
        "UPDATE customer SET name = 'x' RETURNING id",
        "DELETE FROM note",
        "DELETE FROM note RETURNING *",
        "CREATE TABLE extra (x integer)",
        "CREATE INDEX note_body ON note (body)",
        "CREATE VIEW extra AS SELECT 1",
        "DROP TABLE vault",
        "DROP VIEW plain_view",
        "ALTER TABLE customer ADD COLUMN extra integer",
        "ALTER TABLE customer RENAME TO client",
        "ATTACH DATABASE '/tmp/tessera-attached.sqlite' AS other",
        "DETACH DATABASE main",
        "PRAGMA journal_mode = wal",
        "PRAGMA journal_mode=delete",
        "PRAGMA user_version = 5",
        "PRAGMA query_only = OFF",
        "SELECT load_extension('x')",
        "BEGIN",
        "BEGIN IMMEDIATE",
        "COMMIT",
        "ROLLBACK",
        "SAVEPOINT a",
        "RELEASE a",
        "END",
        "SELECT 1; DELETE FROM note",
        "SELECT 1;\nDELETE FROM note;",
        "SELECT 1; -- then\nDROP TABLE vault",
        "WITH x AS (DELETE FROM note RETURNING *) SELECT * FROM x",
        "VACUUM",
        "VACUUM INTO '/tmp/tessera-vacuumed.sqlite'",
        "ANALYZE",
        "REINDEX",
        "REPLACE INTO note VALUES (1, 1, 'x')",
        "CREATE TEMP TABLE scratch AS SELECT 1 AS x",
        "SELECT * FROM note; SELECT * FROM vault",
    ]

    /// Statements refused on SQLite only (PostgreSQL has no such names).
    static let sqliteOnly = [
        "SELECT fts3_tokenizer('simple')",
        "SELECT tessera_prefix('customer', 'secret', 1, 'text', 10)",
        "SELECT tessera_slice('customer', 'secret', 1, 'text', 0, 10)",
        "SELECT readfile('/etc/passwd')",
        "SELECT writefile('/tmp/tessera-written', 'x')",
        "CREATE VIRTUAL TABLE search USING fts5(body)",
        "INSERT INTO note SELECT * FROM note WHERE 0",
        "EXPLAIN DELETE FROM note",
    ]

    /// Statements refused on PostgreSQL only.
    static let postgresOnly = [
        "SET ROLE postgres",
        "RESET ROLE",
        "SET SESSION AUTHORIZATION postgres",
        "SET statement_timeout = 0",
        "COPY note TO PROGRAM 'id'",
        "COPY note TO '/tmp/tessera-copied'",
        "COPY (SELECT 1) TO STDOUT",
        "SELECT nextval('counter')",
        "SELECT setval('counter', 5)",
        "SELECT * FROM note FOR UPDATE",
        "DO $$ BEGIN DELETE FROM note; END $$",
        "LOCK TABLE note",
        "NOTIFY somewhere",
        "LISTEN somewhere",
        "PREPARE sneaky AS DELETE FROM note",
        "DISCARD ALL",
        "EXPLAIN ANALYZE DELETE FROM note",
        "TRUNCATE note",
        "CREATE TEMP TABLE scratch (x integer)",
        "SELECT 1 INTO extra",
        "SHOW ALL",
        "START TRANSACTION READ WRITE",
        "TABLE note; DELETE FROM note",
        "WITH x AS (UPDATE counter SET last_value = 9 RETURNING *) SELECT * FROM x",
    ]

    @Test(arguments: TestEngine.available)
    func everyStatementThatWouldChangeSomethingIsRefused(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        let before = try await fixture.state()
        let statements = Self.common + (engine == .sqlite ? Self.sqliteOnly : Self.postgresOnly)
        for text in statements {
            let error = await queryError(text) { _ = try await fixture.database.run(SQLQuery(text)) }
            if let error {
                #expect([.refused, .invalidQuery].contains(error.kind), "\(text): \(error.kind) \(error.message)")
            }
            #expect(try await fixture.state() == before, "\(text) changed the database")
        }
        // The connection is as usable after all of them.
        #expect(try await fixture.database.run(SQLQuery("SELECT name FROM customer ORDER BY id")).rows == [[.text("Ada")], [.text("Bob")], [.text("Cy")]])
        await fixture.close()
    }

    @Test(arguments: TestEngine.available)
    func refusalsSayWhat(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let several = await queryError { _ = try await fixture.database.run(SQLQuery("SELECT 1; DELETE FROM note")) }
        #expect(several?.kind == .invalidQuery)
        #expect(several?.message.contains("more than one statement") == true, "\(String(describing: several?.message))")
        if engine == .sqlite {
            let insert = await queryError { _ = try await fixture.database.run(SQLQuery("INSERT INTO note VALUES (9, 1, 'x')")) }
            #expect(insert?.kind == .refused)
            #expect(insert?.message.contains("insert into 'note'") == true, "\(String(describing: insert?.message))")
            let pragma = await queryError { _ = try await fixture.database.run(SQLQuery("PRAGMA journal_mode = wal")) }
            #expect(pragma?.kind == .refused)
            #expect(pragma?.message.contains("PRAGMA journal_mode") == true, "\(String(describing: pragma?.message))")
            let attach = await queryError { _ = try await fixture.database.run(SQLQuery("ATTACH DATABASE ':memory:' AS other")) }
            #expect(attach?.message.contains("attach") == true, "\(String(describing: attach?.message))")
            let function = await queryError { _ = try await fixture.database.run(SQLQuery("SELECT fts3_tokenizer('simple')")) }
            #expect(function?.message.contains("fts3_tokenizer") == true, "\(String(describing: function?.message))")
            let transaction = await queryError { _ = try await fixture.database.run(SQLQuery("BEGIN")) }
            #expect(transaction?.message.contains("transaction") == true, "\(String(describing: transaction?.message))")
        } else {
            let insert = await queryError { _ = try await fixture.database.run(SQLQuery("INSERT INTO note VALUES (9, 1, 'x')")) }
            #expect(insert?.kind == .invalidQuery)
            #expect(insert?.message.contains("only a query that reads runs here") == true, "\(String(describing: insert?.message))")
            #expect(insert?.message.contains("'INSERT'") == true, "\(String(describing: insert?.message))")
            #expect(insert?.engine?.position == 7, "PostgreSQL's own: INSERT read as a table's name, then INTO")
            let writingWith = await queryError { _ = try await fixture.database.run(SQLQuery("WITH x AS (DELETE FROM note RETURNING *) SELECT * FROM x")) }
            #expect(writingWith?.kind == .refused, "\(String(describing: writingWith?.message))")
            let nextval = await queryError { _ = try await fixture.database.run(SQLQuery("SELECT nextval('counter')")) }
            #expect(nextval?.kind == .refused, "\(String(describing: nextval?.message))")
            #expect(nextval?.engine?.sqlState == "25006")
        }
    }

    /// What PostgreSQL lets through in a read-only transaction, and why it does no harm here:
    /// a session's advisory lock is released after the query, a setting made for the session is
    /// undone by the ROLLBACK, a notification is never sent, a large object imported (by a
    /// superuser: a server file read) is gone with the transaction.
    @Test func whatPostgreSQLLetsThroughLeavesNothingBehind() async throws {
        guard TestEngine.available.contains(.postgres) else { return }
        let fixture = try await SQLQueryFixture.make(.postgres, maximumConnections: 1)
        defer { Task { await fixture.close() } }
        let before = try await fixture.state()
        _ = try await fixture.database.run(SQLQuery("SELECT pg_advisory_lock(424242), pg_try_advisory_lock(424243)"))
        _ = try await fixture.database.run(SQLQuery("SELECT set_config('statement_timeout', '0', false), set_config('search_path', 'pg_catalog', false)"))
        _ = try await fixture.database.run(SQLQuery("SELECT pg_notify('tessera_sql', 'hello')"))
        let connection = try await ScriptConnection.open(DatabaseLocation(fixture.location), create: false)
        let largeObjects = try await connection.rows("SELECT count(*) FROM pg_largeobject_metadata")
        _ = try await fixture.database.run(SQLQuery("SELECT lo_import('/etc/hostname')"))
        #expect(try await connection.rows("SELECT count(*) FROM pg_largeobject_metadata") == largeObjects)
        let locks = try await connection.rows("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objid IN (424242, 424243)")
        await connection.close()
        #expect(locks == [[.integer(0)]])
        // The session's statement_timeout and search_path were undone: the next query is
        // stopped at its limit, and finds the schema's tables.
        let stopped = await queryError { _ = try await fixture.database.run(SQLQuery("SELECT pg_sleep(3)", timeLimit: .milliseconds(300))) }
        #expect(stopped?.kind == .timedOut)
        #expect(try await fixture.database.run(SQLQuery("SELECT count(*) FROM note")).rows == [[.integer(3)]])
        #expect(try await fixture.state() == before)
    }
}
