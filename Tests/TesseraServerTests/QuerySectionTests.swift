import Foundation
import Tessera
@_spi(Schema) import TesseraData
import TesseraSections
import TesseraServer
import Testing
import TesseraTestSupport

@Suite("Live queries", .heavy)
@SectionActor
struct QuerySectionTests {
    /// Runs `body` with a fresh SQLite database of a few films, and closes it.
    func withDatabase(_ body: (Database) async throws -> Void) async throws {
        let database = try await makeDatabase()
        do {
            try await body(database)
        } catch {
            try await database.close()
            throw error
        }
        try await database.close()
    }

    nonisolated func makeDatabase() async throws -> Database {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("films.sqlite").path
        try await Database.runScript(
            """
            CREATE TABLE film (id INTEGER PRIMARY KEY, title TEXT NOT NULL, year INTEGER NOT NULL);
            INSERT INTO film VALUES (1, 'Alien', 1979);
            INSERT INTO film VALUES (2, 'Brazil', 1985);
            INSERT INTO film VALUES (3, 'Casablanca', 1942);
            """, at: path)
        return try await Database.open(path)
    }

    func films(_ database: Database) -> QuerySection {
        QuerySection(database: database, specification: FetchSpecification(entityName: "film", sortOrderings: [.ascending("title")])) { film in
            Text(film["title"].text ?? "")
        }
    }

    final class Batches {
        var all: [[SectionChange]] = []
    }

    @Test func aRefreshReportsOnlyTheRowsThatChangedMatchedByPrimaryKey() async throws {
        try await withDatabase { database in
            let section = films(database)
            let root = ComposedSectionProvider()
            root.append(section)
            let batches = Batches()
            let observer = ChangeSetObserver { batches.all.append($0) }
            root.updateDelegate = observer
            defer { withExtendedLifetime(observer) {} }

            try await section.refresh()
            #expect(section.elements.map { $0["title"].text } == ["Alien", "Brazil", "Casablanca"])
            #expect(batches.all.count == 1)
            #expect(batches.all.first?.count == 3)
            #expect(batches.all.first?.allSatisfy { if case .insertElement = $0 { true } else { false } } == true)
            batches.all = []

            // Insert, update in place, rename so the order changes, delete: one batch, row by row.
            let rows = section.elements
            try await database.insert(into: "film", values: ["id": .integer(4), "title": .text("Amélie"), "year": .integer(2001)])
            try await database.update(rows[1], changes: ["year": .integer(1986)])
            try await database.update(rows[0], changes: ["title": .text("Zulu")])
            try await database.delete(rows[2])
            try await section.refresh()
            #expect(section.elements.map { $0["title"].text } == ["Amélie", "Brazil", "Zulu"])
            #expect(batches.all.count == 1)
            let kinds = batches.all[0].map { change -> String in
                switch change {
                case .insertElement: "insert"
                case .removeElement: "remove"
                case .moveElement: "move"
                case .updateElement: "update"
                default: "other"
                }
            }
            #expect(kinds.sorted() == ["insert", "move", "remove", "update", "update"])

            // Nothing changed: nothing reported.
            batches.all = []
            try await section.refresh()
            #expect(batches.all.isEmpty)
        }
    }

    @Test func liveQueriesRefreshWhenTheirEntityChangesAndBrowsersGetTheRows() async throws {
        try await withDatabase { database in
            let section = films(database)
            let queries = LiveQueries()
            queries.register(section)
            let root = ComposedSectionProvider()
            root.append(section)
            let coordinator = TableCoordinator<Row>(id: "films", sectionProvider: root) {
                TableColumn("Title") { film in Text(film["title"].text ?? "") }
                TableColumn("Year") { film in Text(film["year"].description) }
            }
            var updates: [SectionUpdate] = []
            coordinator.onUpdate { updates.append($0) }
            try await queries.entityDidChange("film")
            #expect(updates.count == 1)
            updates = []

            try await database.insert(into: "film", values: ["id": .integer(9), "title": .text("Bambi <1942>"), "year": .integer(1942)])
            try await queries.entityDidChange("actor")
            #expect(updates.isEmpty)
            try await queries.entityDidChange("film")
            #expect(updates.count == 1)
            #expect(updates.first?.operations == [
                .init(.insertElement, section: 0, item: 1,
                      html: #"<tr class="t-section-row" data-element="9" data-position="1"><td>Bambi &lt;1942&gt;</td><td>1942</td></tr>"#)
            ])
            #expect(queries.queries(of: "film").count == 1)
        }
    }

    @Test func aRefreshThatFailsLeavesTheSectionAsItWas() async throws {
        try await withDatabase { database in
            let section = QuerySection(database: database, specification: FetchSpecification(entityName: "nothing")) { _ in EmptyView() }
            await #expect(throws: DatabaseError.self) { try await section.refresh() }
            #expect(section.numberOfElements == 0)
        }
    }
}
