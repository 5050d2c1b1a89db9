import TesseraData
import TesseraTestSupport
import Testing

@Suite("Counts and related objects", .heavy)
struct CountAndRelationshipTests {
    @Test("Counts are exact up to the limit, then estimated or bounded, and say which", arguments: TestEngine.available)
    func counts(engine: TestEngine) async throws {
        let database = try await engine.openSample()
        defer { Task { try? await database.close() } }
        let all = FetchSpecification(entityName: "rental")
        #expect(try await database.count(all) == RowCount(value: 18_000, accuracy: .exact))
        let filtered = FetchSpecification(entityName: "rental", qualifier: try Qualifier("customer_id = 7"))
        let exact = try await database.count(filtered)
        #expect(exact.isExact)
        #expect(exact.value == (try await database.fetch(FetchSpecification(entityName: "rental", qualifier: filtered.qualifier, pageSize: 1000)).rows.count))
        // Over the limit: a whole table has an estimate from statistics.
        let estimated = try await database.count(all, exactLimit: 1000)
        #expect(estimated.accuracy == .estimate)
        #expect((9_000...36_000).contains(estimated.value))
        #expect(estimated.description.hasPrefix("about "))
        // A filtered count over the limit is an estimate on PostgreSQL, a lower bound on SQLite.
        let broad = try await database.count(FetchSpecification(entityName: "rental", qualifier: try Qualifier("staff_id >= 1")), exactLimit: 1000)
        #expect(broad.accuracy == (engine == .postgres ? .estimate : .atLeast))
        #expect(broad.value >= 1000)
        #expect(RowCount(value: 1_234_567, accuracy: .atLeast).description == "more than 1,234,567")
        #expect(RowCount(value: 999, accuracy: .exact).description == "999")
    }

    @Test("To-one, to-many and many-to-many rows for a whole page, one query per relationship", arguments: TestEngine.available)
    func related(engine: TestEngine) async throws {
        let database = try await engine.openSample()
        defer { Task { try? await database.close() } }
        let film = try database.model.entity(named: "film")
        let page = try await database.fetch(FetchSpecification(
            entityName: "film", sortOrderings: [.ascending("film_id")], pageSize: 20,
            prefetchingRelationships: ["language", "original_language", "actor", "inventory", "category"]))
        for row in page.rows {
            let language = try #require(row.related["language"]?.first)
            #expect(language["language_id"] == row["language_id"])
            #expect(row.related["original_language"]?.count == (row["original_language_id"].isNull ? 0 : 1))
            #expect(row.related["category"]?.count == 1)
            #expect(row.related["inventory"]?.allSatisfy { $0["film_id"] == row["film_id"] } == true)
        }
        // Many-to-many agrees with the join table.
        let first = page.rows[0]
        let actors = first.related["actor"] ?? []
        let links = try await database.fetch(FetchSpecification(
            entityName: "film_actor", qualifier: .comparison("film_id", .equal, first["film_id"]), pageSize: 100))
        #expect(Set(actors.map { $0["actor_id"] }) == Set(links.rows.map { $0["actor_id"] }))
        #expect(!actors.isEmpty)
        // The inverse: an actor's films include this one.
        let actor = try database.model.entity(named: "actor")
        let films = try await database.fetchRelated(actor.relationship(named: "film"), of: actors)
        #expect(actors.allSatisfy { films.rows(for: $0).contains { $0["film_id"] == first["film_id"] } })
        // A to-many list under one object: a qualifier for the full list, with paging and a count.
        let inventory = try film.relationship(named: "inventory")
        let qualifier = try #require(inventory.destinationQualifier(for: first))
        let list = try await database.fetch(FetchSpecification(entityName: "inventory", qualifier: qualifier))
        #expect(list.rows.count == first.related["inventory"]?.count)
        #expect(try film.relationship(named: "actor").destinationQualifier(for: first) == nil)
        await #expect(throws: DatabaseError.self) {
            try await database.fetch(FetchSpecification(entityName: "film", prefetchingRelationships: ["actors"]))
        }
    }

    @Test("Two links to one table are read together, and each row gets its own rows of each", arguments: TestEngine.available)
    func linksToOneTableTogether(engine: TestEngine) async throws {
        let schema = """
            CREATE TABLE person (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
            CREATE TABLE deal (id INTEGER PRIMARY KEY, buyer_id INTEGER REFERENCES person (id), seller_id INTEGER REFERENCES person (id),
                witness_code TEXT REFERENCES person (code));
            INSERT INTO person VALUES (1, 'a', 'Ada'), (2, 'b', 'Bo'), (3, 'c', 'Cy');
            INSERT INTO deal VALUES (1, 1, 2, 'c'), (2, 2, NULL, NULL), (3, 3, 1, 'a'), (4, 2, 2, 'b');
            """
        let database = try await engine.database(sqlite: schema, postgres: schema)
        defer { Task { try? await database.close() } }
        let deal = try database.model.entity(named: "deal")
        func link(_ column: String) throws -> String {
            try #require(deal.relationships.first { $0.kind == .toOne && $0.joins.map(\.sourceAttribute) == [column] }).name
        }
        let (buyer, seller, witness) = (try link("buyer_id"), try link("seller_id"), try link("witness_code"))
        let expected: [Int: [String]] = [1: ["Ada", "Bo", "Cy"], 2: ["Bo", "", ""], 3: ["Cy", "Ada", "Ada"], 4: ["Bo", "Bo", "Bo"]]
        func names(_ row: Row) -> [String] {
            [buyer, seller, witness].map { row.related[$0]?.first?["name"].text ?? "" }
        }
        // As a page's to-one columns…
        let page = try await database.fetch(FetchSpecification(entityName: "deal", prefetchingRelationships: [buyer, seller, witness]))
        #expect(page.rows.count == 4)
        for row in page.rows {
            #expect(names(row) == expected[try #require(row["id"].int)])
            #expect(row.related[seller]?.count == (row["seller_id"].isNull ? 0 : 1))
        }
        // …and as paths a name follows.
        var rows = try await database.fetch(FetchSpecification(entityName: "deal")).rows
        try await database.prefetch([[seller], [buyer], [witness]], into: &rows, of: deal)
        for row in rows {
            #expect(names(row) == expected[try #require(row["id"].int)])
        }
    }
}
