import Foundation
import TesseraData
import TesseraDirect
import TesseraSampleData
import Testing
import TesseraTestSupport

@Suite("The entity list's row counts", .heavy)
struct RowCountTests {
    /// A sample store of this test's own: the test changes its rows.
    func store() async throws -> Database {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-row-counts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("rental.sqlite").path
        _ = try await SampleDatabase.generate(at: path, scale: 1)
        return try await Database.open(path)
    }

    func languageCount(_ application: DirectApplication) async throws -> Int? {
        guard case .page(let page, _) = try await application.respond(to: DirectRequest(path: "/")) else { return nil }
        return page.entitySummaries?.first { $0.entity.name == "language" }?.count?.value
    }

    func createLanguage(_ application: DirectApplication, named name: String) async throws {
        let response = try await application.respond(to: DirectRequest(method: .post, path: "/new/language", form: ["v.name": name]))
        guard case .redirect = response else {
            Issue.record("the new language was not saved: \(response)")
            return
        }
    }

    @Test func aCountIsKeptForItsLifetimeAndCountedAgainAfterASaveOfItsOwn() async throws {
        let database = try await store()
        defer { Task { try? await database.close() } }
        let keeping = DirectApplication(database: database, countLifetime: .seconds(3600))
        let other = DirectApplication(database: database, countLifetime: .zero)
        let before = try #require(try await languageCount(keeping))
        #expect(try await languageCount(other) == before)

        // A row added elsewhere (another instance of the application, say): the keeping one shows
        // its count until the lifetime ends; the one that counts every time sees it at once.
        try await createLanguage(other, named: "Klingon")
        #expect(try await languageCount(keeping) == before)
        #expect(try await languageCount(other) == before + 1)

        // A save of its own counts again at once.
        try await createLanguage(keeping, named: "Quenya")
        #expect(try await languageCount(keeping) == before + 2)
    }

    @Test func aCountRunsOutWithItsLifetime() async throws {
        let database = try await store()
        defer { Task { try? await database.close() } }
        let keeping = DirectApplication(database: database, countLifetime: .milliseconds(200))
        let other = DirectApplication(database: database, countLifetime: .zero)
        let before = try #require(try await languageCount(keeping))
        try await createLanguage(other, named: "Sindarin")
        try await Task.sleep(for: .milliseconds(400))
        #expect(try await languageCount(keeping) == before + 1)
    }

    func listCount(_ application: DirectApplication, search: String? = nil) async throws -> Int? {
        let parameters = search.map { [(name: "q", value: $0)] } ?? []
        guard case .page(let page, _) = try await application.respond(to: DirectRequest(path: "/e/language", parameters: parameters)) else { return nil }
        return page.displayGroup?.count.value
    }

    @Test func aListsCountIsKeptByItsConditionsAndALongOneIsCountedAfresh() async throws {
        let database = try await store()
        defer { Task { try? await database.close() } }
        let keeping = DirectApplication(database: database, countLifetime: .seconds(3600))
        let other = DirectApplication(database: database, countLifetime: .zero)
        let all = try #require(try await listCount(keeping))
        #expect(try await listCount(keeping, search: "Elvish") == 0)
        // The same word many times over: the same rows, by a search longer than the counts kept.
        let long = Array(repeating: "Elvish", count: 200).joined(separator: " ")
        #expect(try await listCount(keeping, search: long) == 0)

        // A row added elsewhere: the kept counts stay as they were, each by its own conditions…
        try await createLanguage(other, named: "Elvish")
        #expect(try await listCount(keeping) == all)
        #expect(try await listCount(keeping, search: "Elvish") == 0)
        #expect(try await listCount(keeping, search: "elvish") == 1, "another search's count is not this one's")
        // …the long search is counted afresh, and the start page shares the table's count.
        #expect(try await listCount(keeping, search: long) == 1)
        #expect(try await languageCount(keeping) == all)

        // A save of its own counts every list again.
        try await createLanguage(keeping, named: "Dwarvish")
        #expect(try await listCount(keeping) == all + 2)
        #expect(try await listCount(keeping, search: "Elvish") == 1)
    }
}
