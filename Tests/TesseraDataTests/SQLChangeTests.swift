import TesseraData
import TesseraTestSupport
import Testing

/// Saved statements that change rows (`Database.runChange`): each row they change comes back
/// with its values before and after, and is kept in the history with the person — on both
/// engines; what is not one change of a table with a key is refused, and nothing is changed.
@Suite("Saved statements that change rows", .heavy, .timeLimit(.minutes(2)))
struct SQLChangeTests {
    @Test(arguments: TestEngine.available)
    func eachRowChangedIsReturnedAndKeptInTheHistory(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let database = fixture.database
        // An update of one row: its column before and after.
        let update = try await database.runChange(
            SQLQuery("UPDATE customer SET email = :email WHERE id = :id", parameters: ["email": .text("ada@new.example"), "id": .integer(1)]),
            user: "ada", recordsHistory: true)
        #expect(update.changes.count == 1)
        let change = try #require(update.changes.first)
        #expect(change.action == .update && change.entityName == "customer" && change.key == ["1"])
        #expect(change.before?["email"] == "ada@example.com")
        #expect(change.after?["email"] == "ada@new.example")
        #expect(change.after?["name"] == nil, "only what changed")
        let history = try await database.history(user: "ada")
        #expect(history.count == 1 && history.first?.after?["email"] == "ada@new.example")

        // An insert and a delete of several rows.
        let insert = try await database.runChange(
            SQLQuery("INSERT INTO note (id, customer_id, body) VALUES (:id, :customer, :body);", parameters: ["id": .integer(10), "customer": .integer(3), "body": .text("fourth")]),
            user: "ada", recordsHistory: true)
        #expect(insert.changes.map(\.action) == [.create])
        #expect(insert.changes.first?.after?["body"] == "fourth")
        let delete = try await database.runChange(
            SQLQuery("DELETE FROM note WHERE customer_id = :customer", parameters: ["customer": .integer(1)]), user: "ben", recordsHistory: true)
        #expect(delete.changes.count == 2 && delete.changes.allSatisfy { $0.action == .delete })
        #expect(Set(delete.changes.compactMap { $0.before?["body"] ?? nil }) == ["first", "second"])
        #expect(try await database.history(user: "ben").count == 2)
        #expect(try await database.count(FetchSpecification(entityName: "note")).value == 2)

        // An update that matches nothing, or leaves the values as they were, changes nothing.
        let none = try await database.runChange(
            SQLQuery("UPDATE customer SET name = name WHERE id > :id", parameters: ["id": .integer(0)]), user: "ada", recordsHistory: true)
        #expect(none.changes.isEmpty)
        #expect(try await database.history(user: "ada").count == 2)
        // Without the history, the changes are still returned.
        let unrecorded = try await database.runChange(
            SQLQuery("UPDATE customer SET balance = 1 WHERE id = 3"), user: "cy", recordsHistory: false)
        #expect(unrecorded.changes.count == 1)
        #expect(try await database.history(user: "cy").isEmpty)
    }

    @Test(arguments: TestEngine.available)
    func whatIsNotOneChangeOfATableWithAKeyIsRefused(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let database = fixture.database
        try await database.prepareHistory()
        let before = try await fixture.state()
        // (A view PostgreSQL writes through has its table's key, and is changed as a table is.)
        let view = engine == .sqlite ? ["UPDATE customer_view SET name = 'x'"] : []
        for text in view + [
            "SELECT * FROM customer", "UPDATE customer SET name = 'x' RETURNING id",
            "UPDATE customer SET name = 'x'; DELETE FROM note", "DELETE FROM no_such_table", "DROP TABLE note", "", "VACUUM",
            "UPDATE customer SET name = :missing",
        ] {
            await #expect(throws: DatabaseError.self, "\(text)") {
                _ = try await database.runChange(SQLQuery(text), user: "ada", recordsHistory: true)
            }
        }
        // Too many rows: refused, and nothing changed.
        let tooMany = await #expect(throws: DatabaseError.self) {
            _ = try await database.runChange(SQLQuery("UPDATE customer SET name = 'same'"), user: "ada", recordsHistory: true, maximumRows: 2)
        }
        #expect(tooMany?.message.contains("3 rows") == true)
        // A constraint: the key taken.
        await #expect(throws: (any Error).self) {
            _ = try await database.runChange(
                SQLQuery("INSERT INTO customer (id, name) VALUES (:id, 'Twin')", parameters: ["id": .integer(1)]), user: "ada", recordsHistory: true)
        }
        #expect(try await fixture.state() == before)
        #expect(try await database.history(user: "ada").isEmpty)
    }
}
