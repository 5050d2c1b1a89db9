import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

@Suite("Counts by value beside a list (facets)", .heavy)
struct FacetTests {
    private func json(_ client: any TestClientProtocol, _ uri: String) async throws -> (status: HTTPResponse.Status, object: [String: Any]) {
        let response = try await client.execute(uri: uri, method: .get, headers: [:], body: nil)
        let object = (try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any] ?? [:]
        return (response.status, object)
    }

    /// The facets of a JSON list, by column: each value's text (`nil` for NULL) and count.
    private func facets(_ object: [String: Any]) -> [String: [(value: String?, count: Int)]] {
        var found: [String: [(value: String?, count: Int)]] = [:]
        for facet in object["facets"] as? [[String: Any]] ?? [] {
            let values = (facet["values"] as? [[String: Any]] ?? []).map { entry -> (value: String?, count: Int) in
                let value: String? =
                    switch entry["value"] {
                    case let text as String: text
                    case let number as NSNumber: number.stringValue
                    default: nil
                    }
                return (value, entry["count"] as? Int ?? -1)
            }
            found[facet["column"] as? String ?? ""] = values
        }
        return found
    }

    /// `SELECT column, count(*) … GROUP BY column`, the largest first, asked of the database
    /// directly: what a facet must show.
    private func groupBy(_ column: String, table: String, where condition: String = "", engine: TestEngine) async throws -> [(value: String?, count: Int)] {
        let connection = try await ScriptConnection.open(DatabaseLocation(try await engine.sampleLocation()), create: false)
        let name = connection.quoted(column)
        let text = engine == .postgres ? "CAST(\(name) AS TEXT)" : name
        let rows = try await connection.rows(
            "SELECT \(text) AS v, count(*) FROM \(connection.quoted(table)) \(condition) GROUP BY \(name) ORDER BY 2 DESC, \(name) LIMIT 10")
        await connection.close()
        return rows.map { row in (row[0].text, Int(row[1].text ?? "") ?? -1) }
    }

    @Test(arguments: TestEngine.available)
    func countsEqualGroupByUnderTheListsFilter(engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(DirectApplication(database: database)) { browser in
            let page = try await json(
                browser.client, "/e/rental.json?facet=staff_id&facet=return_date&facet=customer_id&f.rental_date.from=2005-06-01&f.rental_date.to=2005-06-30")
            #expect(page.status == .ok)
            let found = facets(page.object)
            let june = "WHERE rental_date >= '2005-06-01' AND rental_date <= '2005-06-30 23:59:59.999999'"
            for column in ["staff_id", "return_date", "customer_id"] {
                let expected = try await groupBy(column, table: "rental", where: june, engine: engine)
                let counted = try #require(found[column], "\(column) counted")
                #expect(counted.count == expected.count, "\(column)")
                for (shown, truth) in zip(counted, expected) {
                    #expect(shown.count == truth.count, "\(column): \(shown) vs \(truth)")
                }
                // Values compared as the database writes them (a timestamp's text differs in form).
                if column != "return_date" {
                    #expect(counted.map(\.value) == expected.map(\.value), "\(column)")
                }
            }
            // The NULLs (rentals not returned) are a value of their own, and follow to the rows.
            let nulls = try await groupBy("return_date", table: "rental", where: june + " AND return_date IS NULL", engine: engine)
            #expect(found["return_date"]?.contains { $0.value == nil && $0.count == nulls.first?.count } == true)
            // A column whose values cannot be grouped is refused, as one the list does not show.
            #expect(try await json(browser.client, "/e/film.json?facet=no_such_column").status == .badRequest)
        }
    }

    @Test func aValuesLinkNarrowsTheListToItsRowsAndBack() async throws {
        let database = try await TestEngine.sqlite.sample()
        for look in ["basic", "fiori"] {
            let rules = RuleModel()
            rules.add([.always => \.look <= look])
            try await serve(DirectApplication(database: database, rules: rules)) { browser in
                let list = try await browser.get("/e/film?facet=rating")
                #expect(list.status == .ok)
                let values = list.page.elements.filter { $0.attributes["data-facet-value"] != nil }
                #expect(values.count == 5, "\(look): five ratings")
                let expected = try await groupBy("rating", table: "film", engine: .sqlite)
                let first = try #require(values.first)
                let firstCount = try #require(expected.first)
                #expect(first.text.contains(firstCount.value ?? "?") && first.text.contains(String(firstCount.count)), "\(look): \(first.text)")
                // Its link keeps the facet and narrows the list to exactly those rows.
                let href = try #require(first.attributes["href"])
                #expect(href.contains("facet=rating") && href.contains("f.rating.eq="))
                let narrowed = try await browser.get(href)
                #expect(narrowed.page.text.contains("\(firstCount.count) film rows"), "\(look)")
                let chosen = try #require(narrowed.page.elements.first { $0.attributes["data-facet-value"] != nil && $0.attributes["aria-current"] == "true" })
                #expect(narrowed.page.elements.filter { $0.attributes["data-facet-value"] != nil }.count == 1, "only the chosen value is left")
                // Chosen again, it takes the filter away.
                let back = try await browser.get(try #require(chosen.attributes["href"]))
                #expect(back.page.text.contains("1,000 film rows"))
                // The filter form keeps the facet and its chosen value when it is sent.
                let kept = narrowed.page.all("input").filter { $0.attributes["type"] == "hidden" }.compactMap { $0.attributes["name"] }
                #expect(kept.contains("facet") && kept.contains("f.rating.eq"), "\(look): \(kept)")
                // The facet can be put away, with the value it chose.
                let remove = try #require(narrowed.page.elements.first { $0.attributes["data-facet-remove"] != nil }?.attributes["href"])
                #expect(!remove.contains("facet=") && !remove.contains("f.rating.eq"), "\(remove)")
            }
        }
        // A timestamp's value, followed, finds its rows (the filter compares what is stored).
        try await serve(DirectApplication(database: database)) { browser in
            let list = try await browser.get("/e/rental?facet=rental_date&sort=rental_date")
            let value = try #require(list.page.elements.first { $0.attributes["data-facet-value"] != nil && $0.attributes["href"]?.contains("eq=") == true })
            // Its count, as the JSON of the same list says (the page's text runs value and count together).
            let facets = self.facets(try await json(browser.client, "/e/rental.json?facet=rental_date&sort=rental_date").object)
            let count = try #require(facets["rental_date"]?.first?.count)
            let narrowed = try await browser.get(try #require(value.attributes["href"]))
            #expect(narrowed.page.text.contains("\(count) rental \(count == 1 ? "row" : "rows")"), "\(value.text)")
        }
    }

    @Test func aRuleNamesFacetsAndTheListSuggestsOthers() async throws {
        let database = try await TestEngine.sqlite.sample()
        let rules = RuleModel()
        rules.add([\.entity?.name == "film" => \.facetPropertyKeys <= ["rating", "no_such", "description"]])
        // Limits a machine busy with every other test keeps to (a suggestion's is a quarter).
        try await serve(DirectApplication(database: database, rules: rules, facetTimeLimit: .seconds(20))) { browser in
            let list = try await browser.get("/e/film")
            let facets = list.page.elements.compactMap { $0.attributes["data-facet"] }
            // A name that is no column is left out; a long text column is counted like any.
            #expect(facets == ["rating", "description"])
            #expect(!list.page.elements.contains { $0.attributes["data-facet-remove"] != nil }, "a rule's facet stays")
            // A column of a few values among many rows is suggested; one of unique values is not.
            let suggested = try #require(list.page.elements.first { $0.attributes["data-suggested-facets"] != nil })
            #expect(suggested.text.contains("Rental duration"), "\(suggested.text)")
            #expect(!suggested.text.contains("Title") && !suggested.text.contains("Rating"))
            let json = try await json(browser.client, "/e/film.json")
            #expect((json.object["suggestedFacets"] as? [String])?.contains("rental_duration") == true)
            #expect((json.object["suggestedFacets"] as? [String])?.contains("film_id") == false)
        }
    }

    @Test func aHiddenColumnHasNoFacet() async throws {
        let database = try await TestEngine.sqlite.sample()
        let rules = RuleModel()
        rules.add([\.entity?.name == "film" => \.hiddenPropertyKeys <= ["rating"]])
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let hidden = try await browser.get("/e/film?facet=rating")
            let missing = try await browser.get("/e/film?facet=ratin")
            #expect(hidden.status == .badRequest && missing.status == .badRequest)
            // The same answer for both: whether a hidden column exists is not for an address to find out.
            #expect(hidden.page.text.replacingOccurrences(of: "'rating'", with: "'ratin'") == missing.page.text)
            #expect(try await json(browser.client, "/e/film.json?facet=rating").status == .badRequest)
            // Nor is it suggested.
            let suggested = try await browser.get("/e/film").page.elements.first { $0.attributes["data-suggested-facets"] != nil }
            #expect(suggested.map { !$0.text.contains("Rating") } ?? true)
            // Too many facets at once are refused, columns that exist though they are.
            let seven = ["title", "release_year", "rental_duration", "rental_rate", "length", "replacement_cost", "last_update"]
            #expect(try await browser.get("/e/film?" + seven.map { "facet=\($0)" }.joined(separator: "&")).status == .badRequest)
            let six = try await browser.get("/e/film?" + seven.prefix(6).map { "facet=\($0)" }.joined(separator: "&"))
            #expect(six.status == .ok)
            #expect(!six.page.elements.contains { $0.attributes["data-suggested-facets"] != nil }, "no suggestion a seventh facet would refuse")
        }
    }

    /// A facet whose count would never end — over a view of endless rows — is stopped by the
    /// engine at its time limit: the call returns, saying it timed out. Told by what happens, not
    /// by a clock: without the limit the call would not return at all, and the suite's time
    /// limit would say so. A page with facets answers whether its counts finished or were
    /// stopped, and says which.
    @Test(.serialized, arguments: TestEngine.available)
    func aFacetThatWouldNeverEndIsStoppedAtItsLimit(engine: TestEngine) async throws {
        let endless = """
            CREATE VIEW endless AS
                WITH RECURSIVE c(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM c)
                SELECT i AS id, 'kind ' || (i % 7) AS kind FROM c;
            """
        let database = try await engine.database(
            sqlite: """
                CREATE TABLE big (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, n INTEGER NOT NULL);
                WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 200000)
                INSERT INTO big SELECT i, 'kind ' || (i % 7), i % 1000 FROM c;
                \(endless)
                """,
            postgres: """
                CREATE TABLE big (id integer PRIMARY KEY, kind text NOT NULL, n integer NOT NULL);
                INSERT INTO big SELECT i, 'kind ' || (i % 7), i % 1000 FROM generate_series(1, 200000) AS i;
                ANALYZE big;
                \(endless)
                """)
        await #expect {
            _ = try await database.facet(FetchSpecification(entityName: "endless"), attributeName: "kind", timeLimit: .milliseconds(200))
        } throws: { error in
            (error as? DatabaseError)?.kind == .timedOut
        }
        // Through a page: it answers, and says which it was.
        try await serve(DirectApplication(database: database, facetTimeLimit: .milliseconds(1))) { browser in
            let list = try await browser.get("/e/big?facet=kind&facet=n")
            #expect(list.status == .ok)
            for column in ["kind", "n"] {
                let box = try #require(list.page.elements.first { $0.attributes["data-facet"] == column }, "\(column)")
                #expect(box.text.contains("Too slow to count") || list.page.elements.contains { $0.attributes["data-facet-value"] != nil }, "\(column): \(box.text)")
            }
        }
        if engine == .postgres {
            // One connection: after a facet stopped at its limit it is neither left in the
            // transaction nor limited any more.
            let location = try await engine.makeLocation()
            try await Database.runScript(
                "CREATE TABLE big (id integer PRIMARY KEY, kind text NOT NULL);\nINSERT INTO big SELECT i, 'kind ' || (i % 7) FROM generate_series(1, 100000) AS i;\n"
                    + endless, at: location)
            let single = try await Database.open(location, maximumConnections: 1)
            await #expect(throws: DatabaseError.self) {
                try await single.facet(FetchSpecification(entityName: "endless"), attributeName: "kind", timeLimit: .milliseconds(1))
            }
            let counted = try await single.facet(FetchSpecification(entityName: "big"), attributeName: "kind", timeLimit: nil)
            #expect(counted.values.reduce(0) { $0 + $1.count } == 100_000)
            try await single.close()
        }
        try await database.close()
    }

    @Test func moreFacetsThanTheAPIDescribesAreRefusedEvenRepeated() async throws {
        // The description says at most `ListQuery.maximumFacets`; a column named again counts
        // too, so a request the description calls invalid is refused, not read as fewer.
        let application = DirectApplication(database: try await TestEngine.sqlite.sample())
        try await serve(application) { browser in
            let limit = ListQuery.maximumFacets
            let within = Array(repeating: "facet=last_name", count: limit).joined(separator: "&")
            let accepted = try await json(browser.client, "/e/actor.json?" + within)
            #expect(accepted.status == .ok)
            let beyond = within + "&facet=first_name"
            let refused = try await json(browser.client, "/e/actor.json?" + beyond)
            #expect(refused.status == .badRequest)
            let page = try await browser.get("/e/actor?" + beyond)
            #expect(page.status == .badRequest)
            // An empty one, a form's unchosen field, is no column.
            let withEmpty = try await json(browser.client, "/e/actor.json?" + within + "&facet=")
            #expect(withEmpty.status == .ok)
        }
    }
}
