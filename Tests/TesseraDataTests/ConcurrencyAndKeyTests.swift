import TesseraData
import TesseraTestSupport
import Testing

@Suite("Concurrent use and keys from links", .heavy)
struct ConcurrencyAndKeyTests {
    @Test("Many tasks share one database: reads and transactions at once", arguments: TestEngine.available)
    func concurrent(engine: TestEngine) async throws {
        let database = try await PeopleTable.database(engine)
        defer { Task { try? await database.close() } }
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<24 {
                group.addTask {
                    if index % 4 == 0 {
                        try await database.insert(into: "person", values: ["last_name": .text("Task \(index)")])
                    }
                    return try await database.fetch(FetchSpecification(entityName: "person", sortOrderings: [.ascending("last_name")], pageSize: 3)).rows.count
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 3, count: 24))
        #expect(try await database.count(FetchSpecification(entityName: "person")).value == 16)
    }

    @Test("A key read from a link is parsed by the key attributes' types", arguments: TestEngine.available)
    func keysFromLinks(engine: TestEngine) async throws {
        let database = try await engine.openSample()
        defer { Task { try? await database.close() } }
        let film = try database.model.entity(named: "film")
        let key = try film.rowKey(fromTexts: ["42"])
        #expect(key == RowKey([.integer(42)]))
        #expect(try await database.row(of: "film", key: key)?["film_id"] == .integer(42))
        let pair = try database.model.entity(named: "film_actor").rowKey(fromTexts: ["1", "2"])
        #expect(pair.values == [.integer(1), .integer(2)])
        #expect { try film.rowKey(fromTexts: ["42; DROP TABLE film"]) } throws: { "\($0)".contains("must be a whole number") }
        #expect { try film.rowKey(fromTexts: ["1", "2"]) } throws: { ($0 as? DatabaseError)?.kind == .rowNotFound }
        #expect { try database.model.entity(named: "customer_list").rowKey(fromTexts: ["1"]) } throws: { ($0 as? DatabaseError)?.kind == .readOnlyEntity }
    }
}
