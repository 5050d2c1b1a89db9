import Foundation
@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// A small database for ad-hoc query tests, the same rows on both engines: customers with an
/// email and a secret, their notes, a vault, a view over customers, and on PostgreSQL a sequence.
struct SQLQueryFixture {
    let engine: TestEngine
    let location: String
    let database: Database

    static func script(_ engine: TestEngine) -> String {
        let sequence = engine == .postgres ? "CREATE SEQUENCE counter;\n" : ""
        return """
            CREATE TABLE customer (id integer PRIMARY KEY, name text NOT NULL, email text, secret text, balance numeric(8,2), joined date);
            CREATE TABLE note (id integer PRIMARY KEY, customer_id integer REFERENCES customer (id), body text);
            CREATE TABLE vault (id integer PRIMARY KEY, code text);
            CREATE VIEW customer_view AS SELECT id, name, secret FROM customer;
            CREATE VIEW plain_view AS SELECT id, name FROM customer;
            INSERT INTO customer VALUES (1, 'Ada', 'ada@example.com', 's1', 10.50, '2020-01-02');
            INSERT INTO customer VALUES (2, 'Bob', 'bob@example.com', 's2', 0.00, '2021-03-04');
            INSERT INTO customer VALUES (3, 'Cy', NULL, 's3', NULL, NULL);
            INSERT INTO note VALUES (1, 1, 'first'), (2, 1, 'second'), (3, 2, 'third');
            INSERT INTO vault VALUES (1, 'open sesame');
            \(sequence)
            """
    }

    /// A fresh database of `engine`; with `maximumConnections: 1`, every query of a test runs on
    /// the one connection, to show that what a query did does not stay on it.
    static func make(_ engine: TestEngine, maximumConnections: Int = 4) async throws -> SQLQueryFixture {
        let location = try await engine.makeLocation()
        try await Database.runScript(script(engine), at: location)
        return SQLQueryFixture(engine: engine, location: location, database: try await Database.open(location, maximumConnections: maximumConnections))
    }

    /// Everything a refused query might have changed, read on a connection of its own: the
    /// tables and their rows, the schema's objects, and on SQLite the journal mode and the
    /// attached databases, on PostgreSQL the sequence.
    func state() async throws -> String {
        let connection = try await ScriptConnection.open(DatabaseLocation(location), create: false)
        defer { Task { await connection.close() } }
        var parts: [String] = []
        for table in ["customer", "note", "vault"] {
            parts.append("\(table): \(try await connection.rows("SELECT * FROM \(table) ORDER BY id"))")
        }
        switch engine {
        case .sqlite:
            parts.append("schema: \(try await connection.rows("SELECT type, name, sql FROM sqlite_master ORDER BY name"))")
            parts.append("journal: \(try await connection.rows("PRAGMA journal_mode"))")
            parts.append("user_version: \(try await connection.rows("PRAGMA user_version"))")
        case .postgres:
            parts.append("schema: \(try await connection.rows("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1"))")
            parts.append("sequence: \(try await connection.rows("SELECT last_value, is_called FROM counter"))")
        }
        return parts.joined(separator: "\n")
    }

    func close() async {
        try? await database.close()
    }
}

extension DatabaseError {
    /// The error's message with the engine's own, for expectations about either.
    var fullText: String { message + " " + (engine?.message ?? "") }
}

/// The error `body` throws, as a ``DatabaseError``; records an issue when it throws none or another.
func queryError(_ label: String = "", _ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) async -> DatabaseError? {
    do {
        try await body()
        Issue.record("expected an error, got none \(label)", sourceLocation: sourceLocation)
        return nil
    } catch let error as DatabaseError {
        return error
    } catch {
        Issue.record("expected a DatabaseError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
