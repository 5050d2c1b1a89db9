import Foundation
import TesseraData
import TesseraSampleData
import TesseraTestSupport
import Testing

@Suite("The sample database", .heavy)
struct SampleDatabaseTests {
    @Test("Scale 1 has about 50,000 rows, the same ones every time")
    func deterministic() async throws {
        let first = try await TestEngine.sqlite.makeLocation()
        let second = try await TestEngine.sqlite.makeLocation()
        let a = try await SampleDatabase.generate(at: first, scale: 1)
        let b = try await SampleDatabase.generate(at: second, scale: 1)
        #expect(a.rowCounts == b.rowCounts)
        #expect((45_000...55_000).contains(a.totalRows))
        #expect(a.rowCounts.map(\.table) == SampleDatabase.tableNames)
        let one = try await Database.open(first), two = try await Database.open(second)
        for table in ["film", "customer", "rental", "payment"] {
            let spec = FetchSpecification(entityName: table, pageSize: 200)
            #expect(try await one.fetch(spec).rows == two.fetch(spec).rows)
        }
        try await one.close()
        try await two.close()
        await #expect { try await SampleDatabase.generate(at: first, scale: 1) } throws: { "\($0)".contains("already exists") }
        await #expect(throws: DatabaseError.self) { try await SampleDatabase.generate(at: first, scale: 0, replace: true) }
    }

    @Test("Rows are consistent and realistic", arguments: TestEngine.available)
    func consistent(engine: TestEngine) async throws {
        let database = try await engine.openSample()
        defer { Task { try? await database.close() } }
        #expect(try await database.count(FetchSpecification(entityName: "film")) == RowCount(value: 1000, accuracy: .exact))
        #expect(try await database.count(FetchSpecification(entityName: "rental")).value == 18_000)
        let payment = try #require(try await database.fetch(FetchSpecification(entityName: "payment", pageSize: 1)).rows.first)
        guard case .decimal(let amount) = payment["amount"], case .timestamp(let date) = payment["payment_date"] else {
            Issue.record("payment row \(payment)")
            return
        }
        #expect(Double(amount)! > 0)
        #expect(date.hasPrefix("2005-05-2"))
        let film = try #require(try await database.row(of: "film", key: RowKey([1])))
        if case .text(let title) = film["title"] { #expect(title.contains(" ")) } else { Issue.record("film title") }
        #expect(try await database.count(FetchSpecification(entityName: "customer_list")).value == 600)
        // Every rental's inventory and customer exist (no key points nowhere).
        let rental = try database.model.entity(named: "rental")
        let page = try await database.fetch(FetchSpecification(entityName: "rental", pageSize: 500))
        for name in ["inventory", "customer", "staff"] {
            let related = try await database.fetchRelated(rental.relationship(named: name), of: page.rows)
            #expect(page.rows.allSatisfy { related.rows(for: $0).count == 1 })
        }
    }
}
