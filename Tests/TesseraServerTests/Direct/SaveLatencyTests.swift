import Foundation
import HTTPTypes
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// A save answers in the time of its own write, whatever the live lists showing the data cost to
/// refresh (issue 13: after 64 cached lists, a save took over a second).
@Suite("Saves do not wait for live lists", .heavy, .timeLimit(.minutes(1)))
struct SaveLatencyTests {
    /// `psql`, where PostgreSQL's client is installed.
    static let psql: String? = (["/usr/bin/psql"] + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
        .map { "/usr/lib/postgresql/\($0)/bin/psql" }).first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Deterministic, not timed: while another session holds a lock that stops every read of the
    /// pets (so no list of pets can refresh), saving an owner — whose pets' lists must refresh —
    /// still answers at once. Before, the save waited for the lock.
    @Test(.enabled(if: TestEngine.postgresURL != nil && psql != nil))
    func aSaveAnswersWhileTheListsItChangesCannotRefresh() async throws {
        let location = try await TestEngine.postgres.makeLocation()
        try await Database.runScript("""
            CREATE TABLE owner (id serial PRIMARY KEY, name text NOT NULL);
            CREATE TABLE pet (id serial PRIMARY KEY, owner_id integer REFERENCES owner (id), name text NOT NULL);
            INSERT INTO owner (name) VALUES ('Ada'), ('Grace');
            INSERT INTO pet (owner_id, name) SELECT 1 + i % 2, 'pet ' || i FROM generate_series(1, 200) AS i;
            """, at: location)
        let schema = try #require(location.split(separator: "=").last.map(String.init))
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        let server = try #require(TestEngine.postgresURL)
        try await serve(DirectApplication(database: database)) { browser in
            // Many live lists of pets, each refreshed when an owner changes.
            for word in 0..<40 {
                #expect(try await browser.get("/e/pet?q=\(word)").status == .ok)
            }
            let form = try await browser.get("/e/owner/1/edit")
            let version = try #require(form.page.field("_version"))

            // Another session takes a lock that every read of `pet` waits for, and keeps it until
            // the test ends: a save that waited for the pets' lists would never answer (and the
            // suite's time limit would say so).
            let locker = Process()
            locker.executableURL = URL(fileURLWithPath: try #require(Self.psql))
            let name = "locker_\(schema)"
            locker.arguments = [server, "-v", "ON_ERROR_STOP=1", "-c", "SET search_path TO \(schema)", "-c", "SET application_name TO \(name)", "-c",
                "BEGIN; LOCK TABLE pet IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(3600); COMMIT;"]
            locker.standardOutput = FileHandle.nullDevice
            try locker.run()
            defer { if locker.isRunning { locker.terminate() } }
            try await Self.waitForLock(on: "pet", schema: schema, server: server)

            let saved = try await browser.post("/e/owner/1/edit", [("v.name", "Ada Lovelace"), ("_version", version)])
            #expect(saved.status == .seeOther)
            #expect(locker.isRunning, "the save answered only once the lock on the pets was let go")
            // The server's session sleeps on after its client is gone: end it there.
            _ = try await Self.psql(server: server, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '\(name)'")
        }
    }

    /// Waits until some session holds an exclusive lock on `table`.
    static func waitForLock(on table: String, schema: String, server: String) async throws {
        for _ in 0..<100 {
            let text = try await psql(server: server,
                "SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation JOIN pg_namespace n ON n.oid = c.relnamespace "
                    + "WHERE c.relname = '\(table)' AND n.nspname = '\(schema)' AND l.mode = 'AccessExclusiveLock' AND l.granted")
            if text.trimmingCharacters(in: .whitespacesAndNewlines) == "1" { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("the lock on \(table) was never taken")
    }

    /// What `psql` prints for `sql`, unaligned and without headers.
    static func psql(server: String, _ sql: String) async throws -> String {
        let query = Process()
        query.executableURL = URL(fileURLWithPath: psql!)
        query.arguments = [server, "-tA", "-c", sql]
        let output = Pipe()
        query.standardOutput = output
        // Awaited through the termination handler, set before the program starts:
        // waitUntilExit blocked one of the test pool's threads, and may miss the end.
        return try await withCheckedThrowingContinuation { continuation in
            query.terminationHandler = { _ in
                continuation.resume(returning: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
            }
            do { try query.run() } catch { continuation.resume(throwing: error) }
        }
    }
}
