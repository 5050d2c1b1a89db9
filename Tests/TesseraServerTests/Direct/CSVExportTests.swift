import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// RFC 4180, read strictly: the test's own reader, so that what the server writes is checked by
/// something that did not write it.
private func parseCSV(_ text: String) throws -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var characters = Array(text.unicodeScalars)[...]
    var quoted = false
    while let scalar = characters.popFirst() {
        if quoted {
            if scalar == "\"" {
                if characters.first == "\"" {
                    characters.removeFirst()
                    field.unicodeScalars.append("\"")
                } else {
                    quoted = false
                }
            } else {
                field.unicodeScalars.append(scalar)
            }
        } else if scalar == "\"" && field.isEmpty {
            quoted = true
        } else if scalar == "," {
            record.append(field)
            field = ""
        } else if scalar == "\r" {
            guard characters.popFirst() == "\n" else { throw CSVError.bareCarriageReturn }
            record.append(field)
            records.append(record)
            record = []
            field = ""
        } else if scalar == "\n" || scalar == "\"" {
            throw CSVError.unquoted(scalar)
        } else {
            field.unicodeScalars.append(scalar)
        }
    }
    guard !quoted, field.isEmpty, record.isEmpty else { throw CSVError.unterminated }
    return records
}

private enum CSVError: Error {
    case bareCarriageReturn, unquoted(Unicode.Scalar), unterminated
}

@Suite("Every row of a list as CSV", .heavy)
struct CSVExportTests {
    private func get(_ client: any TestClientProtocol, _ uri: String) async throws -> (status: HTTPResponse.Status, type: String?, disposition: String?, body: String) {
        let response = try await client.execute(uri: uri, method: .get, headers: [:], body: nil)
        return (response.status, response.headers[.contentType], response.headers[.contentDisposition], String(buffer: response.body))
    }

    @Test func theWholeRentalTableIsOneLineARowWithTheDatabasesValues() async throws {
        let database = try await TestEngine.sqlite.sample()
        let application = DirectApplication(database: database)
        try await serve(application) { browser in
            let csv = try await get(browser.client, "/e/rental.csv")
            #expect(csv.status == .ok)
            #expect(csv.type == "text/csv; charset=utf-8")
            #expect(csv.disposition == #"attachment; filename="rental.csv""#)
            let records = try parseCSV(csv.body)
            let header = try #require(records.first)
            #expect(header == ["rental_id", "rental_date", "inventory_id", "customer_id", "return_date", "staff_id", "last_update"], "\(header)")
            // Every row, with the values the database has: read here page by page too.
            var expected: [String: [String]] = [:]
            var cursor: PageCursor?
            repeat {
                let page = try await database.fetch(FetchSpecification(entityName: "rental", pageSize: 5_000), at: cursor)
                for row in page.rows {
                    expected[row["rental_id"].text!] = header.map { row[$0].text ?? "" }
                }
                cursor = page.nextCursor
            } while cursor != nil
            let rows = records.dropFirst()
            #expect(rows.count == expected.count && rows.count >= 18_000, "\(rows.count) rows of \(expected.count)")
            var mismatches = 0
            for row in rows where expected[row[0]] != row { mismatches += 1 }
            #expect(mismatches == 0)
            // In the list's order: by key.
            #expect(rows.prefix(3).map { $0[0] } == ["1", "2", "3"])
        }
    }

    @Test func hostileTextIsQuotedAndNeutralisedUnlessRawIsAsked() async throws {
        let values = [
            "=1+1", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A2)", "\tTAB", "a,b", #"say "hi""#, "two\nlines", "crlf\r\nend",
            "ünïcödé ✓", "", "plain",
        ]
        let script = (["CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT, amount INTEGER);"]
            + values.enumerated().map { index, value in
                "INSERT INTO note VALUES (\(index + 1), '\(value.replacingOccurrences(of: "'", with: "''"))', \(index % 2 == 0 ? -index : index));"
            } + ["INSERT INTO note VALUES (100, NULL, NULL);"]).joined(separator: "\n")
        let database = try await TestEngine.sqlite.database(sqlite: script, postgres: script)
        try await serve(DirectApplication(database: database)) { browser in
            let raw = try parseCSV(try await get(browser.client, "/e/note.csv?raw=1").body)
            #expect(raw.first == ["id", "body", "amount"])
            #expect(raw.dropFirst().prefix(values.count).map { $0[1] } == values)
            #expect(raw.last == ["100", "", ""])
            #expect(raw[1][2] == "0" && raw[3][2] == "-2", "numbers as stored, negative ones untouched")
            let safe = try parseCSV(try await get(browser.client, "/e/note.csv").body)
            let bodies = safe.dropFirst().prefix(values.count).map { $0[1] }
            #expect(bodies.prefix(5) == ["'=1+1", "'+cmd|' /C calc'!A0", "'-2+3", "'@SUM(A1:A2)", "'\tTAB"])
            #expect(Array(bodies.dropFirst(5)) == Array(values.dropFirst(5)))
            #expect(safe[3][2] == "-2", "a negative number is no formula")
        }
    }

    /// A row the database cannot read after the first page — here a view whose 3,000th row fails
    /// (`json('{')`) — ends the stream without its last chunk: the client learns that the file is
    /// cut short, rather than keep 2,000 rows as if they were all.
    @Test func aFailureAfterTheFirstPageCutsTheFileShortVisibly() async throws {
        let database = try await TestEngine.sqlite.database(
            sqlite: """
                CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT);
                WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 5000) INSERT INTO t SELECT i, 'row ' || i FROM c;
                CREATE VIEW v AS SELECT id, CASE WHEN id = 3000 THEN json('{') ELSE body END AS body FROM t;
                """,
            postgres: "")
        try await serve(DirectApplication(database: database)) { browser in
            // The whole table exports whole (asked first: the client's connection ends with the
            // file cut short).
            let whole = try await get(browser.client, "/e/t.csv")
            #expect(whole.body.split(separator: "\r\n").count == 5_001)
            var cutShort = false
            do {
                let response = try await browser.client.execute(uri: "/e/v.csv", method: .get, headers: [:], body: nil)
                // A client that hands over what came: the first page, never all of the rows.
                let lines = String(buffer: response.body).split(separator: "\r\n").count
                cutShort = lines < 5_001
                #expect(lines == 2_001, "the header and the first page: \(lines)")
            } catch {
                cutShort = true
            }
            #expect(cutShort)
        }
    }

    /// SQLite keeps any text in a decimal column: text that only starts like a number is a field
    /// like any other, quoted and neutralised; numbers stay as they are (SQLite stores '2.5e-3'
    /// as the number 0.0025).
    @Test func textInADecimalColumnIsNoNumber() async throws {
        let database = try await TestEngine.sqlite.database(
            sqlite: """
                CREATE TABLE price (id INTEGER PRIMARY KEY, amount NUMERIC(10,2));
                INSERT INTO price VALUES (1, '-1+cmd|'' /C calc''!A0'), (2, '1,5'), (3, -12.5), (4, '2.5e-3'), (5, '1-2');
                """,
            postgres: "")
        try await serve(DirectApplication(database: database)) { browser in
            let text = try await get(browser.client, "/e/price.csv").body
            let rows = try parseCSV(text)
            #expect(rows.dropFirst().map { $0[1] } == ["'-1+cmd|' /C calc'!A0", "1,5", "-12.5", "0.0025", "1-2"], "\(rows)")
            #expect(text.contains("\"1,5\""), "a comma is quoted")
        }
    }

    @Test func theListsSearchFiltersOrderAndColumnsCarryOver() async throws {
        let database = try await TestEngine.sqlite.sample()
        let rules = RuleModel()
        _ = try rules.loadRules(
            text: "entity.name = 'rental' => hiddenPropertyKeys = ['last_update', 'staff']\ntask = 'query' => visibleEntityNames = ['rental', 'customer']",
            fileName: "export.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let list = try await browser.get("/e/rental?f.customer_id=1&sort=-rental_date")
            let link = try #require(list.page.links.first { $0.href.contains(".csv") }?.href)
            #expect(link == "/e/rental.csv?sort=-rental_date&f.customer_id=1")
            let records = try parseCSV(try await get(browser.client, link).body)
            #expect(records.first == ["rental_id", "rental_date", "inventory_id", "customer_id", "return_date"], "hidden columns stay hidden")
            let rows = records.dropFirst()
            let count = try await database.count(FetchSpecification(entityName: "rental", qualifier: .comparison("customer_id", .equal, .integer(1))))
            #expect(rows.count == count.value)
            #expect(rows.allSatisfy { $0[3] == "1" })
            let dates = rows.map { $0[1] }
            #expect(dates == dates.sorted(by: >), "the list's order")
            // A hidden table has no CSV, as it has no page; nor does a table that is not there.
            #expect(try await get(browser.client, "/e/film.csv").status == .notFound)
            #expect(try await get(browser.client, "/e/nothing.csv").status == .notFound)
            #expect(try await get(browser.client, "/e/rental.csv?sort=nope").status == .badRequest)
        }
    }
}

@Suite("A list, a row and the entities as JSON", .heavy)
struct JSONExportTests {
    private func json(_ client: any TestClientProtocol, _ uri: String) async throws -> (status: HTTPResponse.Status, type: String?, object: [String: Any]) {
        let response = try await client.execute(uri: uri, method: .get, headers: [:], body: nil)
        let object = (try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any] ?? [:]
        return (response.status, response.headers[.contentType], object)
    }

    @Test func aListsPageIsItsRowsCountAndCursors() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database)) { browser in
            let first = try await json(browser.client, "/e/film.json?sort=title&size=10")
            #expect(first.status == .ok && first.type == "application/json")
            #expect(first.object["entity"] as? String == "film")
            let count = try #require(first.object["count"] as? [String: Any])
            #expect(count["value"] as? Int == 1000 && count["exact"] as? Bool == true)
            let rows = try #require(first.object["rows"] as? [[String: Any]])
            #expect(rows.count == 10)
            let values = try #require(rows.first?["values"] as? [String: Any])
            #expect(values["title"] is String && values["film_id"] is Int && values["language_id"] is Int)
            #expect(values["rental_rate"] as? String != nil, "a decimal keeps its exact digits")
            let titles = rows.compactMap { ($0["values"] as? [String: Any])?["title"] as? String }
            #expect(titles == titles.sorted())
            let next = try #require(first.object["next"] as? String)
            let second = try await json(browser.client, next)
            let secondTitles = (second.object["rows"] as? [[String: Any]] ?? []).compactMap { ($0["values"] as? [String: Any])?["title"] as? String }
            #expect(secondTitles.count == 10 && secondTitles.first! >= titles.last!)
            #expect(second.object["previous"] is String)
            // One row, with the addresses of its related rows.
            let rowAddress = try #require(rows.first?["self"] as? String)
            let row = try await json(browser.client, rowAddress)
            #expect((row.object["values"] as? [String: Any])?["title"] as? String == titles.first)
            let links = try #require(row.object["links"] as? [String: Any])
            #expect((links["language"] as? String)?.hasPrefix("/e/language.json?where=") == true)
            #expect((links["actor"] as? String)?.hasPrefix("/e/film_actor.json?where=") == true)
            let actors = try await json(browser.client, links["actor"] as! String)
            #expect((actors.object["rows"] as? [[String: Any]])?.isEmpty == false)
            // The entities, with their counts.
            let entities = try #require(try await json(browser.client, "/.json").object["entities"] as? [[String: Any]])
            #expect(entities.contains { $0["name"] as? String == "rental" && ($0["count"] as? [String: Any])?["value"] as? Int ?? 0 >= 18_000 })
        }
    }

    @Test func allRowsStreamAsJSONLinesAndHiddenThingsAreNotThere() async throws {
        let database = try await TestEngine.sqlite.sample()
        let rules = RuleModel()
        _ = try rules.loadRules(
            text: "entity.name = 'film' => hiddenPropertyKeys = ['description']\ntask = 'query' => visibleEntityNames = ['film']",
            fileName: "json.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let response = try await browser.client.execute(uri: "/e/film.json?all=1&q=bed", method: .get, headers: [:], body: nil)
            #expect(response.headers[.contentType] == "application/x-ndjson")
            let lines = String(buffer: response.body).split(separator: "\n")
            let objects = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            #expect(objects.count == lines.count && !objects.isEmpty)
            #expect(objects.allSatisfy { ($0["title"] as? String)?.contains("BED") == true && $0["description"] == nil })
            #expect(try await json(browser.client, "/e/film/1.json").object["values"].map { ($0 as? [String: Any])?["description"] == nil } == true)
            let missing = try await json(browser.client, "/e/actor.json")
            #expect(missing.status == .notFound && missing.type == "application/json")
            #expect((missing.object["error"] as? [String: Any])?["message"] as? String == "There is no table or view named 'actor'.")
            let bad = try await json(browser.client, "/e/film.json?sort=nope")
            #expect(bad.status == .badRequest && (bad.object["error"] as? [String: Any])?["status"] as? Int == 400)
            #expect(try await json(browser.client, "/e/actor/1.json").status == .notFound)
            let links = try await json(browser.client, "/e/film/1.json").object["links"] as? [String: Any]
            #expect(links?["actor"] == nil && links?["language"] == nil, "no address of a hidden table")
        }
    }
}

@Suite("Ranges, empty values, several values and several orders", .heavy)
struct RicherFilterTests {
    @Test func filtersNarrowTheListAsTheDatabaseCounts() async throws {
        let database = try await TestEngine.sqlite.sample()
        @Sendable func count(_ qualifier: TesseraData.Qualifier) async throws -> Int {
            try await database.count(FetchSpecification(entityName: "rental", qualifier: qualifier)).value
        }
        try await serve(DirectApplication(database: database)) { browser in
            func total(_ uri: String) async throws -> Int {
                let response = try await browser.client.execute(uri: uri, method: .get, headers: [:], body: nil)
                #expect(response.status == .ok, "\(uri)")
                let object = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                return (object?["count"] as? [String: Any])?["value"] as? Int ?? -1
            }
            #expect(try await total("/e/rental.json?f.return_date.null=1") == (try await count(.comparison("return_date", .equal, .null))))
            #expect(try await total("/e/rental.json?f.return_date.null=0") == (try await count(.comparison("return_date", .notEqual, .null))))
            let june = try await count(.and([
                .comparison("rental_date", .greaterThanOrEqual, .timestamp("2005-06-01 00:00:00")),
                .comparison("rental_date", .lessThanOrEqual, .timestamp("2005-06-30 23:59:59.999999")),
            ]))
            #expect(try await total("/e/rental.json?f.rental_date.from=2005-06-01&f.rental_date.to=2005-06-30") == june)
            #expect(try await total("/e/rental.json?f.customer_id.in=1,2,3") == (try await count(.isIn("customer_id", [.integer(1), .integer(2), .integer(3)]))))
            // Mistakes are 400s that say what is wrong.
            for bad in ["f.return_date.null=maybe", "f.rental_date.from=June", "f.customer_id.in=1,x", "f.title.from=a", "sort=a,b,c,d,e", "sort=rental_id,rental_id"] {
                let response = try await browser.client.execute(uri: "/e/rental?" + bad, method: .get, headers: [:], body: nil)
                #expect(response.status == .badRequest, "\(bad)")
            }
        }
    }

    @Test func severalColumnsOrderTheListAndItsCSV() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database)) { browser in
            let response = try await browser.client.execute(uri: "/e/film.csv?sort=rating,-length", method: .get, headers: [:], body: nil)
            let lines = String(buffer: response.body).split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            let header = lines[0]
            let rating = try #require(header.firstIndex(of: "rating")), length = try #require(header.firstIndex(of: "length"))
            // Rows with plain fields only (quoted ones may hold commas): enough to see the order.
            let pairs = lines.dropFirst().filter { $0.count == header.count }.map { (String($0[rating]), Int($0[length]) ?? -1) }
            #expect(pairs.count > 500)
            for (earlier, later) in zip(pairs, pairs.dropFirst()) {
                #expect(earlier.0 < later.0 || (earlier.0 == later.0 && earlier.1 >= later.1), "\(earlier) then \(later)")
            }
            let page = try await browser.get("/e/film?sort=rating,-length")
            #expect(page.status == .ok)
        }
    }
}
