import Foundation
import Synchronization
@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// What a database's listeners hear: on PostgreSQL, the saves of every ``Database`` on it (each
/// instance of an application), other programs' changes once the triggers are installed, and,
/// after the listening connection was lost, that anything may have changed.
///
/// One test at a time: the one that cuts the listening connections cuts every one on the server,
/// which makes the others' listeners hear "anything may have changed" out of turn. (Listeners of
/// other suites then refresh once more, which changes nothing they show.)
@Suite("Changes announced", .heavy, .serialized, .enabled(if: TestEngine.postgresURL != nil, "needs TESSERA_POSTGRES_URL"))
struct ChangeNotificationTests {
    static let schema = """
        CREATE TABLE "Odd Shelf" (id serial PRIMARY KEY, label text NOT NULL);
        CREATE TABLE item (id serial PRIMARY KEY, shelf_id integer REFERENCES "Odd Shelf"(id), name text NOT NULL);
        INSERT INTO "Odd Shelf" (label) VALUES ('first');
        CREATE MATERIALIZED VIEW item_count AS SELECT count(*) AS items FROM item;
        """

    /// Two databases on one schema — two instances of an application — and a listener on the
    /// first, past its first element.
    private func twoInstances() async throws -> (location: String, listening: Database, other: Database, changes: ChangeRecorder) {
        let location = try await TestEngine.postgres.makeLocation()
        try await Database.runScript(Self.schema, at: location)
        let listening = try await Database.open(location)
        let other = try await Database.open(location)
        let recorder = ChangeRecorder(listening.changes())
        let first = try await recorder.next(within: .seconds(5))
        #expect(first == DatabaseChange(entityNames: nil), "the first element says that anything may have changed")
        return (location, listening, other, recorder)
    }

    @Test("A save through one database reaches the other's listener, with its entity; its own saves say whose they are")
    func savesReachOtherInstances() async throws {
        let (_, listening, other, changes) = try await twoInstances()
        try await other.insert(into: "item", values: ["name": .text("by the other")])
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["item"]))

        try await listening.insert(into: "Odd Shelf", values: ["label": .text("by itself")])
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["Odd Shelf"], isFromThisDatabase: true))

        // Several entities in one transaction: one change naming both.
        try await other.transaction { transaction in
            let shelf = try await transaction.insert(into: "Odd Shelf", values: ["label": .text("second")])
            try await transaction.insert(into: "item", values: ["name": .text("on it"), "shelf_id": shelf["id"]])
        }
        var heard: Set<String> = []
        while heard != ["Odd Shelf", "item"] {
            let change = try #require(try await changes.next(within: .seconds(5)))
            #expect(!change.isFromThisDatabase)
            heard.formUnion(try #require(change.entityNames))
        }
        try await listening.close()
        try await other.close()
    }

    @Test("A materialized view refreshed through one database is announced to the others")
    func refreshesAreAnnounced() async throws {
        let (_, listening, other, changes) = try await twoInstances()
        try await other.refresh(materializedView: "item_count")
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["item_count"]))
        try await listening.close()
        try await other.close()
    }

    @Test("A transaction rolled back announces nothing")
    func rolledBackSavesAreSilent() async throws {
        let (_, listening, other, changes) = try await twoInstances()
        struct Abandoned: Error {}
        await #expect(throws: Abandoned.self) {
            try await other.transaction { transaction in
                try await transaction.insert(into: "item", values: ["name": .text("never kept")])
                throw Abandoned()
            }
        }
        // A constraint refused: nothing written, nothing told.
        await #expect(throws: (any Error).self) {
            try await other.insert(into: "item", values: ["name": .text("nowhere"), "shelf_id": .integer(999_999)])
        }
        #expect(try await changes.next(within: .milliseconds(400)) == nil)
        let row = try #require(try await other.fetch(FetchSpecification(entityName: "Odd Shelf")).rows.first)
        try await other.update(row, changes: ["label": .text("renamed")])
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["Odd Shelf"]))
        try await listening.close()
        try await other.close()
    }

    @Test("Other programs' changes are heard once the triggers are installed, and no more once removed")
    func triggersAnnounceOtherPrograms() async throws {
        let (location, listening, other, changes) = try await twoInstances()
        // Without triggers, a change by another program goes unheard.
        try await Database.runScript("UPDATE item SET name = name", at: location)
        #expect(try await changes.next(within: .milliseconds(400)) == nil)

        #expect(try await other.installChangeTriggers() == ["Odd Shelf", "item"])
        #expect(try await other.installChangeTriggers() == ["Odd Shelf", "item"], "installing again replaces")
        try await Database.runScript(#"INSERT INTO "Odd Shelf" (label) VALUES ('from psql')"#, at: location)
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["Odd Shelf"]))
        try await Database.runScript("TRUNCATE item", at: location)
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["item"]))

        // A save through a Database announces itself once: the triggers stay quiet for it.
        try await other.insert(into: "item", values: ["name": .text("saved")])
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["item"]))
        #expect(try await changes.next(within: .milliseconds(400)) == nil)

        #expect(try await other.removeChangeTriggers())
        #expect(try await !other.removeChangeTriggers())
        try await Database.runScript("UPDATE item SET name = name", at: location)
        #expect(try await changes.next(within: .milliseconds(400)) == nil)
        try await listening.close()
        try await other.close()
    }

    @Test("Tables of a second schema and partitions are announced as the model names them")
    func secondSchemasAndPartitions() async throws {
        let first = try await TestEngine.postgres.makeLocation()
        let firstSchema = String(first.split(separator: "=").last!)
        let second = firstSchema + "_b"
        try await Database.runScript(
            """
            CREATE SCHEMA \(second);
            CREATE TABLE \(second).stock (id serial PRIMARY KEY, amount integer NOT NULL);
            CREATE TABLE reading (at date NOT NULL, value integer, PRIMARY KEY (at)) PARTITION BY RANGE (at);
            CREATE TABLE reading_2026 PARTITION OF reading FOR VALUES FROM ('2026-01-01') TO ('2027-01-01');
            """, at: first)
        let location = first + "," + second
        let listening = try await Database.open(location)
        let other = try await Database.open(location)
        #expect(Set(listening.model.entities.map(\.name)).isSuperset(of: ["\(second).stock", "reading"]))
        let changes = ChangeRecorder(listening.changes())
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: nil))

        try await other.insert(into: "\(second).stock", values: ["amount": .integer(3)])
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["\(second).stock"]))

        let tables = try await other.installChangeTriggers()
        #expect(tables.contains("\(second).stock") && tables.contains("reading_2026"))
        try await Database.runScript("UPDATE \(second).stock SET amount = 4", at: location)
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["\(second).stock"]))
        // Straight into the partition: the partitioned table's lists hear of it too.
        try await Database.runScript("INSERT INTO reading_2026 VALUES ('2026-05-01', 7)", at: first)
        let heard = try #require(try await changes.next(within: .seconds(5)))
        #expect(heard.entityNames?.contains("reading") == true)
        try await listening.close()
        try await other.close()
    }

    @Test("A lost listening connection is made again, and then anything may have changed")
    func listenerReconnects() async throws {
        let (location, listening, other, changes) = try await twoInstances()
        try await Database.runScript(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'tessera changes' AND pid <> pg_backend_pid()",
            at: location)
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: nil))
        try await other.insert(into: "item", values: ["name": .text("after the gap")])
        #expect(try await changes.next(within: .seconds(5)) == DatabaseChange(entityNames: ["item"]))
        try await listening.close()
        try await other.close()
    }

    @Test("Change triggers are for PostgreSQL")
    func triggersOnSQLite() async throws {
        let database = try await TestEngine.sqlite.database(sqlite: "CREATE TABLE t (id INTEGER PRIMARY KEY)", postgres: "")
        await #expect { try await database.installChangeTriggers() } throws: { "\($0)".contains("for PostgreSQL") }
        try await database.close()
    }
}

/// Iterates a ``DatabaseChanges`` in a task of its own and keeps what it hears, so that a test
/// can wait for the next element with a deadline.
final class ChangeRecorder: Sendable {
    private final class Heard: Sendable {
        let changes = Mutex<[DatabaseChange]>([])
    }

    private let heard = Heard()
    private let task: Task<Void, Never>

    init(_ changes: DatabaseChanges) {
        task = Task { [heard] in
            do {
                for try await change in changes { heard.changes.withLock { $0.append(change) } }
            } catch {}
        }
    }

    deinit { task.cancel() }

    /// The next change, or nil when none comes within `limit`.
    func next(within limit: Duration) async throws -> DatabaseChange? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let change = heard.changes.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return change }
            try await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }
}
