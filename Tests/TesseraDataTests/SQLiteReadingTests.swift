import Foundation
@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// How SQLite files are read: immutable files, queries run where the task runs once they proved
/// light, and text that is or is not UTF-8.
@Suite("Reading SQLite files", .heavy)
struct SQLiteReadingTests {
    /// A file with a table of 3,000 rows, each pointing at one of 30 owners (an index on the
    /// pointer), and a column without an index.
    static func makeFile() async throws -> String {
        let location = try await TestEngine.sqlite.makeLocation()
        var script = """
            CREATE TABLE owner (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE item (id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL REFERENCES owner (id), colour TEXT, label TEXT);
            CREATE INDEX item_owner ON item (owner_id);

            """
        script += (1...30).map { "INSERT INTO owner VALUES (\($0), 'Owner \($0)');" }.joined(separator: "\n")
        script += "\nWITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000) "
        script += "INSERT INTO item SELECT i, 1 + i % 30, CASE i % 3 WHEN 0 THEN 'red' WHEN 1 THEN 'green' ELSE 'blue' END, 'Ünïcødé ' || i FROM n;\n"
        try await Database.runScript(script, at: location)
        return location
    }

    @Test func anImmutableFileIsReadAndRefusesChanges() async throws {
        let path = try await Self.makeFile()
        let database = try await Database.open(path, immutable: true)
        defer { Task { try? await database.close() } }
        #expect(database.isReadOnly, "immutable implies read-only")
        let page = try await database.fetch(FetchSpecification(entityName: "item", qualifier: Qualifier("owner_id = 7"), pageSize: 500))
        #expect(page.rows.count == 100)
        #expect(page.rows.allSatisfy { $0["owner_id"] == .integer(7) })
        await #expect(throws: DatabaseError.self) {
            _ = try await database.insert(into: "owner", values: ["id": 31, "name": "Owner 31"])
        }
        let owners = try await database.fetch(FetchSpecification(entityName: "owner", pageSize: 100))
        #expect(owners.rows.count == 30, "the refused insert left nothing")
    }

    @Test func aFileNamedWithURICharactersOpensImmutable() async throws {
        let path = try await Self.makeFile()
        let odd = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("a ?b#c%41 d.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: odd)
        let database = try await Database.open(odd, immutable: true)
        defer { Task { try? await database.close() } }
        #expect(try await database.fetch(FetchSpecification(entityName: "owner", pageSize: 100)).rows.count == 30)
    }

    @Test func anImmutableOpeningIsRefusedWhereItWouldMissChangesOrCannotBe() async throws {
        let path = try await Self.makeFile()
        try Data("a log not yet copied into the file".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
        await #expect {
            _ = try await Database.open(path, immutable: true)
        } throws: { error in
            guard let error = error as? DatabaseError else { return false }
            return error.kind == .connection && error.message.contains("write-ahead log") && error.message.contains("wal_checkpoint")
        }
        await #expect {
            _ = try await Database.open("postgres://nobody@127.0.0.1:1/nothing", immutable: true)
        } throws: { error in
            (error as? DatabaseError)?.message.contains("Only an SQLite file can be opened immutable") == true
        }
    }

    /// Each connection runs a query where the task runs once a run of it was light; a query that
    /// scans a table never is. Whichever way each run goes, every answer must be the right one —
    /// for every owner, on every connection, many tasks at once, and after a heavy run of the
    /// same text.
    @Test func queriesGiveTheSameRowsWhereverTheyRun() async throws {
        let path = try await Self.makeFile()
        let database = try await Database.open(path, maximumConnections: 2)
        defer { Task { try? await database.close() } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<40 {
                        let owner = 1 + (task * 7 + round) % 30
                        // Through the index on owner_id: light.
                        let byOwner = try await database.fetch(
                            FetchSpecification(entityName: "item", qualifier: Qualifier("owner_id = \(owner)"), pageSize: 6))
                        // Item i belongs to owner 1 + i % 30: owner 1 has items 30, 60, …; owner o the others o - 1, o + 29, ….
                        let first = owner == 1 ? 30 : owner - 1
                        #expect(byOwner.rows.map(\.id) == (0..<6).map { Int64?(Int64(first + 30 * $0)) }, "owner \(owner)")
                        // Without an index on colour: a scan, heavy, never run in place. Item i is
                        // red when i % 3 == 0.
                        let red = try await database.fetch(
                            FetchSpecification(entityName: "item", qualifier: Qualifier("colour = 'red'"), pageSize: 100 + round))
                        #expect(red.rows.map(\.id) == (1...(100 + round)).map { Int64?(Int64(3 * $0)) })
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    @Test func textIsTextWhenItIsUTF8AndBinaryWhenNot() async throws {
        let location = try await TestEngine.sqlite.makeLocation()
        try await Database.runScript("""
            CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT);
            INSERT INTO note VALUES (1, 'plain ascii'), (2, 'Grüße, 世界 🌍'), (3, CAST(X'F09F98' AS TEXT)),
                (4, CAST(X'41FF42' AS TEXT)), (5, CAST(X'EFBFBD' AS TEXT)), (6, CAST(X'610062' AS TEXT)), (7, '');
            """, at: location)
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        let rows = try await database.fetch(FetchSpecification(entityName: "note", pageSize: 10)).rows
        let bodies = Dictionary(uniqueKeysWithValues: rows.map { ($0.id ?? 0, $0["body"]) })
        #expect(bodies[1] == .text("plain ascii"))
        #expect(bodies[2] == .text("Grüße, 世界 🌍"))
        #expect(bodies[3] == .blob(size: 3), "a cut-off four-byte sequence is not UTF-8, though repairing it keeps its length")
        #expect(bodies[4] == .blob(size: 3))
        #expect(bodies[5] == .text("\u{FFFD}"), "the replacement character itself is UTF-8")
        #expect(bodies[6] == .text("a\u{0}b"), "a NUL inside text is kept")
        #expect(bodies[7] == .text(""))
    }
}
