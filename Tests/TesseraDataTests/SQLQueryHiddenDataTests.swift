import Foundation
@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// What the rules hide stays hidden from ad-hoc queries: on SQLite the authorizer refuses any
/// query that reads a hidden column or table, however it reaches it; PostgreSQL has no such
/// hook, so hiding there takes a role, and a query with hidden data and no role is refused.
@Suite("Ad-hoc SQL queries and hidden data", .heavy, .timeLimit(.minutes(2)))
struct SQLQueryHiddenDataTests {
    static let restrictions = SQLQueryRestrictions(hiddenTables: ["vault"], hiddenColumns: [.init(table: "Customer", column: "SECRET")])

    static func query(_ text: String) -> SQLQuery {
        SQLQuery(text, restrictions: restrictions)
    }

    @Test func sqliteRefusesEveryWayToAHiddenColumnOrTable() async throws {
        let fixture = try await SQLQueryFixture.make(.sqlite)
        defer { Task { await fixture.close() } }
        let hidingColumn = [
            "SELECT * FROM customer",
            "SELECT secret FROM customer",
            "SELECT SECRET FROM Customer",
            "SELECT name FROM customer WHERE secret = 's1'",
            "SELECT name FROM customer ORDER BY secret",
            "SELECT count(secret) FROM customer",
            "SELECT n.body FROM note n JOIN customer c ON c.id = n.customer_id WHERE c.secret LIKE 's%'",
            "SELECT n.*, c.* FROM note n JOIN customer c ON c.id = n.customer_id",
            "SELECT (SELECT secret FROM customer WHERE id = 1)",
            "SELECT name FROM customer WHERE id IN (SELECT id FROM customer WHERE secret > '')",
            "WITH c AS (SELECT secret FROM customer) SELECT * FROM c",
            "WITH c AS (SELECT * FROM customer) SELECT name FROM c",
            "WITH RECURSIVE r(s) AS (SELECT secret FROM customer UNION SELECT s FROM r) SELECT * FROM r",
            "SELECT * FROM customer_view",
            "SELECT secret FROM customer_view",
            "SELECT name FROM customer_view WHERE secret IS NOT NULL",
            "SELECT json_group_array(secret) FROM customer",
            "SELECT name FROM customer UNION SELECT secret FROM customer",
        ]
        for text in hidingColumn {
            let error = await queryError { _ = try await fixture.database.run(Self.query(text)) }
            #expect(error?.kind == .refused, "\(text): \(String(describing: error?.message))")
            #expect(error?.message.contains("'secret'") == true || error?.message.contains("'SECRET'") == true, "\(text): \(String(describing: error?.message))")
            #expect(error?.message.contains("which the rules hide") == true, "\(text): \(String(describing: error?.message))")
        }
        let hidingTable = [
            "SELECT * FROM vault", "SELECT count(*) FROM vault", "SELECT 1 FROM vault", "SELECT EXISTS (SELECT 1 FROM vault)",
        ]
        for text in hidingTable {
            let error = await queryError { _ = try await fixture.database.run(Self.query(text)) }
            #expect(error?.kind == .refused, "\(text): \(String(describing: error?.message))")
            #expect(error?.message.contains("'vault'") == true, "\(text): \(String(describing: error?.message))")
        }
        // What is not hidden stays readable: the other columns, a view without the column, counts.
        #expect(try await fixture.database.run(Self.query("SELECT id, name FROM customer ORDER BY id")).rows.count == 3)
        #expect(try await fixture.database.run(Self.query("SELECT * FROM plain_view ORDER BY id")).rows.first == [.integer(1), .text("Ada")])
        #expect(try await fixture.database.run(Self.query("SELECT count(*) FROM customer")).rows == [[.integer(3)]])
        #expect(try await fixture.database.run(Self.query("SELECT c.name, n.body FROM note n JOIN customer c ON c.id = n.customer_id ORDER BY n.id")).rows.count == 3)
        // Without restrictions the same queries read.
        #expect(try await fixture.database.run(SQLQuery("SELECT secret FROM customer ORDER BY id")).rows.first == [.text("s1")])
        #expect(try await fixture.database.run(SQLQuery("SELECT code FROM vault")).rows == [[.text("open sesame")]])
        // A hidden view refuses every read through it.
        let view = await queryError {
            _ = try await fixture.database.run(SQLQuery("SELECT name FROM plain_view", restrictions: SQLQueryRestrictions(hiddenTables: ["plain_view"])))
        }
        #expect(view?.kind == .refused)
        #expect(view?.message.contains("plain_view") == true, "\(String(describing: view?.message))")
    }

    /// The functions a query may call are SQLite's harmless ones, by name: those the connection
    /// knows and the list leaves out are the ones refused on purpose — a function a new SQLite
    /// (or Tessera) adds shows up here, to be looked at.
    @Test func sqliteFunctionsAreAllowedByName() async throws {
        let fixture = try await SQLQueryFixture.make(.sqlite)
        defer { Task { await fixture.close() } }
        let known = try await fixture.database.run(SQLQuery("SELECT DISTINCT name FROM pragma_function_list ORDER BY name", rowLimit: 10_000))
        let names = Set(known.rows.compactMap { $0.first?.text })
        #expect(names.contains("abs"))
        let refused = names.subtracting(SQLQuery.allowedSQLiteFunctions)
        #expect(
            refused == ["fts3_tokenizer", "fts5", "optimize", "sqlite_log", "tessera_fold", "tessera_prefix", "tessera_slice", "unknown"],
            "\(refused.sorted())")
        // Allowed functions work.
        let computed = try await fixture.database.run(SQLQuery("SELECT upper('a'), json_extract('{\"a\": 2}', '$.a'), '{\"b\": 3}' ->> '$.b', date('2020-01-02', '+1 day'), printf('%05d', 42)"))
        #expect(computed.rows == [[.text("A"), .integer(2), .integer(3), .text("2020-01-03"), .text("00042")]])
    }

    @Test func postgresHidesOnlyThroughARole() async throws {
        guard TestEngine.available.contains(.postgres) else { return }
        let fixture = try await SQLQueryFixture.make(.postgres)
        defer { Task { await fixture.close() } }
        let withoutRole = await queryError { _ = try await fixture.database.run(Self.query("SELECT id FROM note")) }
        #expect(withoutRole?.kind == .refused)
        #expect(withoutRole?.message.contains("role") == true)

        // A role that may read notes and nothing else.
        let connection = try await ScriptConnection.open(DatabaseLocation(fixture.location), create: false)
        try await connection.execute("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tessera_sql_reader') THEN CREATE ROLE tessera_sql_reader NOLOGIN; END IF; END $$")
        try await connection.execute("DO $$ BEGIN EXECUTE format('GRANT USAGE ON SCHEMA %I TO tessera_sql_reader', current_schema()); END $$")
        try await connection.execute("GRANT SELECT ON note TO tessera_sql_reader")
        await connection.close()

        var restrictions = Self.restrictions
        restrictions.role = "tessera_sql_reader"
        let notes = try await fixture.database.run(SQLQuery("SELECT current_user, count(*) FROM note", restrictions: restrictions))
        #expect(notes.rows == [[.text("tessera_sql_reader"), .integer(3)]])
        for text in ["SELECT * FROM customer", "SELECT code FROM vault", "SELECT pg_read_file('/etc/hostname')"] {
            let error = await queryError { _ = try await fixture.database.run(SQLQuery(text, restrictions: restrictions)) }
            #expect(error?.kind == .refused, "\(text): \(String(describing: error?.message))")
            #expect(error?.engine?.sqlState == "42501", "\(text)")
        }
        // The role lasts for the query only: the next runs as the pool's user.
        #expect(try await fixture.database.run(SQLQuery("SELECT current_user")).rows != [[.text("tessera_sql_reader")]])
        let unknown = await queryError {
            _ = try await fixture.database.run(SQLQuery("SELECT 1", restrictions: SQLQueryRestrictions(role: "no_such_role_here")))
        }
        #expect(unknown?.kind == .refused)
        #expect(unknown?.message.contains("no_such_role_here") == true)
    }
}
