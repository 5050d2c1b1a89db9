import TesseraData
import TesseraTestSupport
import Testing

@Suite("Qualifiers on the database", .heavy)
struct QualifierFetchTests {
    @Test("Every operator selects the same rows on both engines", arguments: TestEngine.available)
    func everyOperator(engine: TestEngine) async throws {
        let database = try await PeopleTable.database(engine)
        defer { Task { try? await database.close() } }
        #expect(try await database.personIDs("age = 30") == [1, 3, 7])
        #expect(try await database.personIDs("age != 30") == [2, 5, 6, 9, 10])  // NULL is neither
        #expect(try await database.personIDs("age <> 30") == [2, 5, 6, 9, 10])
        #expect(try await database.personIDs("age < 30") == [2, 6, 10])
        #expect(try await database.personIDs("age <= 30") == [1, 2, 3, 6, 7, 10])
        #expect(try await database.personIDs("age > 30") == [5, 9])
        #expect(try await database.personIDs("age >= 41") == [5, 9])
        #expect(try await database.personIDs("age is null") == [4, 8])
        #expect(try await database.personIDs("age is not null") == [1, 2, 3, 5, 6, 7, 9, 10])
        #expect(try await database.personIDs("age in (25, 52)") == [2, 6, 9, 10])
        #expect(try await database.personIDs("age in (52, null)") == [4, 8, 9])
        #expect(try await database.personIDs("age not in (25, 30)") == [5, 9])
        #expect(try await database.personIDs("age in ()") == [])
        #expect(try await database.personIDs("age between 25 and 30") == [1, 2, 3, 6, 7, 10])
        // like is case-sensitive on both engines, ilike is not.
        #expect(try await database.personIDs("last_name like 'Ad%'") == [1, 8])
        #expect(try await database.personIDs("last_name ilike 'ad%'") == [1, 3, 8])
        #expect(try await database.personIDs("last_name like '_d%'") == [1, 3, 8])
        #expect(try await database.personIDs("last_name not like 'A%'") == [2, 3, 4, 5, 6, 7, 9, 10])
        #expect(try await database.personIDs("first_name like '100\\% \\_%'") == [10])
        #expect(try await database.personIDs("first_name like '%*%'") == [])
        #expect(try await database.personIDs("last_name like 'Ávila'") == [7])
        #expect(try await database.personIDs("last_name = 'O''Neil'") == [5])
        // Values are converted to the attribute's type: booleans, decimals, doubles, dates, timestamps.
        #expect(try await database.personIDs("active = false") == [2, 5, 8])
        #expect(try await database.personIDs("active = 'yes' and age = 30") == [1, 3, 7])
        #expect(try await database.personIDs("balance > 9.99") == [1, 5])
        #expect(try await database.personIDs("balance < 0") == [3])
        #expect(try await database.personIDs("score >= 3.25") == [4, 6, 9])
        #expect(try await database.personIDs("born < '1985-01-01'") == [4, 5, 9])
        #expect(try await database.personIDs("seen >= '2024-03-01 12:30:00'") == [6, 9, 10])
        #expect(try await database.personIDs("seen > '2024-03-01T12:30'") == [9, 10])
        #expect(try await database.personIDs("age like '3%'") == [1, 3, 7])
        #expect(try await database.personIDs("not (age = 30 or age is null) and active = true") == [6, 9, 10])
        #expect(try await database.personIDs("true") == Array(1...10))
        #expect(try await database.personIDs("false") == [])
        // Built in Swift, the same.
        let page = try await database.fetch(FetchSpecification(
            entityName: "person", qualifier: .comparison("last_name", .like, "A%") && .comparison("active", .equal, true)))
        #expect(page.rows.compactMap(\.id).sorted() == [1])
    }

    @Test("A qualifier that does not fit the entity is refused with a clear message", arguments: TestEngine.available)
    func misfits(engine: TestEngine) async throws {
        let database = try await PeopleTable.database(engine)
        defer { Task { try? await database.close() } }
        for (text, message) in [
            ("agee = 3", "'agee', which is not an attribute of 'person'"),
            ("age = 'old'", "'age' must be a whole number ('old' is not)"),
            ("born = '2024-13-01'", "'born' must be a date"),
            ("active = 'maybe'", "'active' must be true or false"),
            ("age > null", "only '=' (is null) and '!=' (is not null)"),
        ] {
            await #expect { try await database.personIDs(text) } throws: { error in
                (error as? DatabaseError)?.kind == .invalidQualifier && "\(error)".contains(message)
            }
        }
    }

    @Test("Search finds every word in some text column, ignoring case", arguments: TestEngine.available)
    func search(engine: TestEngine) async throws {
        let database = try await PeopleTable.database(engine)
        defer { Task { try? await database.close() } }
        func search(_ text: String) async throws -> [Int64] {
            try await database.fetch(FetchSpecification(entityName: "person", searchText: text)).rows.compactMap(\.id).sorted()
        }
        #expect(try await search("ad") == [1, 3, 8])
        #expect(try await search("ADAMS ann") == [1])
        #expect(try await search("100%") == [10])
        #expect(try await search("_real_") == [10])
        #expect(try await search("o'neil") == [5])
        #expect(try await search("   ") == Array(1...10))
        #expect(try await search("nobody") == [])
        let sample = try await engine.openSample()
        let films = try await sample.fetch(FetchSpecification(entityName: "film", searchText: "dinosaur", pageSize: 500))
        #expect(!films.rows.isEmpty)
        #expect(films.rows.allSatisfy { "\($0["title"]) \($0["description"])".lowercased().contains("dinosaur") })
        try await sample.close()
    }
}
