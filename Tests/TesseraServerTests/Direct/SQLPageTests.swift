import Foundation
import HTTPTypes
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// The SQL page (`/sql`) as people use it: a query in the address, its rows, its files, its
/// mistakes shown where they are — and nothing written, nothing hidden shown, whoever asks.
@Suite("The SQL page", .heavy, .timeLimit(.minutes(3)))
struct SQLPageTests {
    /// `text` as a query value of an address.
    static func encoded(_ text: String) -> String { Visitor.encode(text) }

    @Test(arguments: TestEngine.available)
    func aQueryInTheAddressShowsItsRowsAndItsFiles(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(DirectApplication(database: database)) { browser in
            // The start page leads there.
            let start = try await browser.get("/")
            #expect(start.page.links.contains { $0.href == "/sql" })
            let empty = try await browser.get("/sql")
            #expect(empty.status == .ok)
            #expect(empty.body.contains("data-sql-form"))
            #expect(empty.body.contains("<h1 class=\"t-navigation-title\">SQL query</h1>"))

            let query = "SELECT film_id, title, rental_rate FROM film WHERE rating = :rating ORDER BY film_id LIMIT 3"
            let page = try await browser.get("/sql?sql=" + Self.encoded(query) + "&p.rating=PG")
            #expect(page.status == .ok)
            let expected = try await database.fetch(
                FetchSpecification(entityName: "film", qualifier: .comparison("rating", .equal, .text("PG")), sortOrderings: [.ascending("film_id")], pageSize: 3)
            ).rows
            #expect(expected.count == 3)
            for film in expected {
                #expect(page.body.contains(">\(film["title"].text ?? "?")<"), "\(film["title"])")
            }
            #expect(page.body.contains("3 rows in"))
            // The parameter's field, filled in; the address to share holds query and value.
            #expect(page.body.contains("name=\"p.rating\" type=\"text\" value=\"PG\""))
            #expect(page.body.contains("href=\"/sql.csv?sql="))

            let csv = try await browser.get("/sql.csv?sql=" + Self.encoded(query) + "&p.rating=PG")
            #expect(csv.status == .ok)
            let lines = csv.body.split(separator: "\r\n").map(String.init)
            #expect(lines.first == "film_id,title,rental_rate")
            #expect(lines.count == 4)
            #expect(lines.dropFirst().first?.hasPrefix("\(expected[0]["film_id"].text ?? "?"),") == true)

            let json = try await browser.get("/sql.json?sql=" + Self.encoded("SELECT 1 AS one, NULL AS absent, 'a\"b' AS quoted"))
            #expect(json.status == .ok)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any])
            #expect(document["columns"] as? [String] == ["one", "absent", "quoted"])
            let rows = try #require(document["rows"] as? [[Any]])
            #expect(rows.count == 1)
            #expect(rows[0][0] as? Int == 1)
            #expect(rows[0][1] is NSNull)
            #expect(rows[0][2] as? String == "a\"b")
        }
    }

    /// A value read from a table's key links to its row, and one read from a link to the row it
    /// leads to — through an alias, a join and a subquery too; a computed value links nowhere.
    @Test(arguments: TestEngine.available)
    func keysLinkToTheirRows(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(DirectApplication(database: database)) { browser in
            let page = try await browser.get("/sql?sql=" + Self.encoded(
                "SELECT f.film_id AS id, f.title, f.language_id, l.name, f.film_id + 0 AS computed FROM film f JOIN language l ON l.language_id = f.language_id WHERE f.film_id = 7"))
            #expect(page.status == .ok)
            let film = try #require(try await database.row(of: "film", key: RowKey([.integer(7)])))
            let language = film["language_id"].text ?? "?"
            #expect(page.page.links.contains { $0.href == "/e/film/7" && $0.text == "7" }, "\(page.page.links.map(\.href))")
            #expect(page.page.links.contains { $0.href == "/e/language/\(language)" && $0.text == language })
            // The title, the name and the computed value are not keys.
            #expect(!page.page.links.contains { $0.text == film["title"].text })
            #expect(page.page.links.filter { $0.href == "/e/film/7" }.count == 1)
        }
    }

    /// A query that fails as its first rows are read — after it was prepared, so only reading
    /// tells — is refused with the engine's words (a 400 page, a JSON error), not answered 200
    /// with a file cut short; one that fails further on, once the file began, ends it without
    /// its last chunk. A HEAD of a file reads nothing for good: the server goes on answering.
    @Test(arguments: TestEngine.available)
    func aQueryThatFailsAsItsRowsAreReadIsRefusedOrVisiblyCutShort(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        // SQLite: abs() of the smallest integer overflows; PostgreSQL: a division by zero. Both
        // computed from the row, so that the engine cannot fold them before the first row.
        let failing = engine == .sqlite ? "abs(n - n - 9223372036854775807 - 1)" : "1 / (n - n)"
        let series = engine == .sqlite
            ? "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 10000) "
            : "WITH c(n) AS (SELECT generate_series(1, 10000)) "
        try await serve(DirectApplication(database: database)) { browser in
            let atOnce = series + "SELECT n, \(failing) AS broken FROM c"
            let csv = try await browser.get("/sql.csv?sql=" + Self.encoded(atOnce))
            #expect(csv.status == .badRequest)
            #expect(csv.body.contains(engine == .sqlite ? "integer overflow" : "division by zero"), "\(csv.body.suffix(400))")
            let json = try await browser.get("/sql.json?sql=" + Self.encoded(atOnce))
            #expect(json.status == .badRequest)
            #expect(json.body.hasPrefix("{\"error\":{\"status\":400,"), "\(json.body.prefix(200))")

            // HEAD of files, many, of 1 MB each (the reading waits for the answer to take its
            // second chunk): each reading is cancelled with its dropped answer, and gives back
            // its connection or thread.
            let pad = engine == .sqlite ? "printf('%100d', n)" : "repeat('x', 100)"
            for _ in 0..<20 {
                let head = try await browser.client.execute(uri: "/sql.csv?sql=" + Self.encoded(series + "SELECT n, \(pad) AS pad FROM c"), method: .head, headers: [:], body: nil)
                #expect(head.status == .ok)
            }
            let whole = try await browser.get("/sql.csv?sql=" + Self.encoded(series + "SELECT n FROM c"))
            #expect(whole.status == .ok)
            #expect(whole.body.split(separator: "\r\n").count == 10_001)
            // Failing at the 5,000th row, 500 KB into the file: cut short, visibly (asked last:
            // the client's connection ends with it).
            let later = series + "SELECT n, CASE WHEN n < 5000 THEN repeat('x', 100) ELSE (\(failing))::text END AS value FROM c"
            let laterText = engine == .sqlite ? later.replacingOccurrences(of: "repeat('x', 100)", with: "printf('%100d', n)").replacingOccurrences(of: ")::text", with: ")") : later
            var cutShort = false
            do {
                let response = try await browser.client.execute(uri: "/sql.csv?sql=" + Self.encoded(laterText), method: .get, headers: [:], body: nil)
                #expect(response.status == .ok)
                cutShort = String(buffer: response.body).split(separator: "\r\n").count < 10_001
            } catch {
                cutShort = true
            }
            #expect(cutShort)

        }
    }

    @Test(arguments: TestEngine.available)
    func aMistakeIsShownWhereItIsAndAChangeIsRefused(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        let films = try await database.count(FetchSpecification(entityName: "film")).value
        try await serve(DirectApplication(database: database)) { browser in
            let typo = try await browser.get("/sql?sql=" + Self.encoded("SELECT *\nFRM film"))
            #expect(typo.status == .badRequest)
            #expect(typo.body.contains("data-sql-error"))
            #expect(typo.body.contains("Line 2, column 1"), "\(typo.body.surroundings(of: ["data-sql-error"]))")
            // The query stays in its box, to be corrected.
            #expect(typo.body.contains("FRM film</textarea>"))

            for change in [
                "DELETE FROM film", "UPDATE film SET title = 'x'", "INSERT INTO language (name) VALUES ('x')", "DROP TABLE film",
                "SELECT 1; DELETE FROM film",
            ] {
                let answer = try await browser.get("/sql?sql=" + Self.encoded(change))
                #expect(answer.status == .badRequest, "\(change)")
                #expect(answer.body.contains("data-sql-error"), "\(change)")
                let file = try await browser.get("/sql.csv?sql=" + Self.encoded(change))
                #expect(file.status == .badRequest, "\(change)")
            }
            #expect(try await database.count(FetchSpecification(entityName: "film")).value == films)
            // An address without a query has nothing to export.
            let answer1 = try await browser.get("/sql.csv")

            #expect(answer1.status == .badRequest)
        }
    }

    @Test func whatTheRulesHideCannotBeQueriedOnSQLite() async throws {
        let database = try await TestEngine.sqlite.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let model = RuleModel()
        try model.loadRules(text: PermissionTests.rules, fileName: "people.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: model), login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            // The admin reads everything.
            let all = try await ada.get("/sql?sql=" + Self.encoded("SELECT body FROM staff_note"))
            #expect(all.status == .ok)
            #expect(all.body.contains("the safe code is 4711"))
            // The clerk: staff notes are hidden, and customers' e-mail addresses.
            for query in [
                "SELECT body FROM staff_note", "SELECT * FROM customer", "SELECT email FROM customer",
                "SELECT c.name FROM customer c JOIN staff_note n ON n.customer_id = c.id",
                "SELECT (SELECT max(email) FROM customer)", "WITH x AS (SELECT * FROM customer) SELECT name FROM x",
                "SELECT count(*) FROM staff_note", "SELECT * FROM tessera_history",
            ] {
                let answer = try await ben.get("/sql?sql=" + Self.encoded(query))
                #expect(answer.status == .badRequest, "\(query)")
                #expect(!answer.body.containsValue("4711") && !answer.body.contains("secret@example.com"), "\(query)")
                let file = try await ben.get("/sql.json?sql=" + Self.encoded(query))
                #expect(file.status == .badRequest, "\(query)")
                #expect(!file.body.contains("secret@example.com"), "\(query)")
            }
            // What the clerk sees on pages, they may query.
            let names = try await ben.get("/sql?sql=" + Self.encoded("SELECT id, name FROM customer ORDER BY id"))
            #expect(names.status == .ok)
            #expect(names.body.contains("Mary Smith"))
            // The list of tables names only what they may read.
            #expect(!names.body.contains("staff_note"))
            #expect(!names.body.contains("email"))
        }
    }

    @Test func onPostgreSQLThePageIsClosedToPeopleFromWhomSomethingIsHidden() async throws {
        guard TestEngine.available.contains(.postgres) else { return }
        let database = try await TestEngine.postgres.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let model = RuleModel()
        try model.loadRules(text: PermissionTests.rules, fileName: "people.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: model), login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            // No way to it from the clerk's start page; the admin's has one.
            let bensStart = try await ben.get("/")
            #expect(!bensStart.body.contains("data-sql-link"))
            let adasStart = try await ada.get("/")
            #expect(adasStart.page.links.contains { $0.href == "/sql" })
            let refused = try await ben.get("/sql?sql=" + Self.encoded("SELECT email FROM customer"))
            #expect(refused.status == .forbidden)
            #expect(!refused.body.contains("secret@example.com"))
            let answer2 = try await ben.get("/sql.csv?sql=" + Self.encoded("SELECT email FROM customer"))

            #expect(answer2.status == .forbidden)
            // From the admin nothing is hidden: the page is theirs.
            let all = try await ada.get("/sql?sql=" + Self.encoded("SELECT email FROM customer ORDER BY id"))
            #expect(all.status == .ok)
            #expect(all.body.contains("mary.secret@example.com"))
        }
    }

    @Test func aRuleOrTheServerCanCloseThePage() async throws {
        let database = try await TestEngine.sqlite.sample()
        let model = RuleModel()
        try model.loadRules(text: "task = 'sql' => allowsSQL = false", fileName: "closed.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: model)) { browser in
            let start = try await browser.get("/")
            #expect(start.status == .ok)
            #expect(!start.body.contains("data-sql-link"))
            let answer3 = try await browser.get("/sql")

            #expect(answer3.status == .forbidden)
            let answer4 = try await browser.get("/sql.csv?sql=SELECT%201")

            #expect(answer4.status == .forbidden)
        }
        try await serve(DirectApplication(database: database, sql: .disabled)) { browser in
            let answer5 = try await browser.get("/sql")

            #expect(answer5.status == .notFound)
            let answer6 = try await browser.get("/sql.json?sql=SELECT%201")

            #expect(answer6.status == .notFound)
        }
    }

    @Test func rowsOfLargeValuesAreNotAllHeld() async throws {
        let database = try await TestEngine.sqlite.sample()
        // A limit far from what it takes: a debug build reads a megabyte of text in tens of ms.
        try await serve(DirectApplication(database: database, sql: DirectSQLSettings(timeLimit: .seconds(60)))) { browser in
            // Forty rows of a megabyte each: the page holds what fits in a result's bytes, each
            // value cut to a cell's length.
            let huge = try await browser.get("/sql?sql=" + Self.encoded("SELECT rental_id, printf('%.*c', 1000000, 'x') AS big FROM rental LIMIT 40"))
            #expect(huge.status == .ok)
            #expect(huge.body.contains("more in the files"))
            #expect(huge.body.utf8.count < 1 << 20, "\(huge.body.utf8.count) bytes")
        }
    }

    @Test func hostileQueriesGetAClearAnswerAndTheServerGoesOn() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database, sql: DirectSQLSettings(timeLimit: .milliseconds(300)))) { browser in
            // A query that runs past the limit is stopped; the next one runs.
            let long = try await browser.get(
                "/sql?sql=" + Self.encoded("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"))
            #expect(long.status == .badRequest)
            #expect(long.body.contains("data-sql-error"))
            let next = try await browser.get("/sql?sql=" + Self.encoded("SELECT count(*) AS films FROM film"))
            #expect(next.status == .ok)
            // A parameter used twice is one field, one value.
            let twice = try await browser.get("/sql?sql=" + Self.encoded("SELECT :a AS first, :a AS second") + "&p.a=x")
            #expect(twice.status == .ok)
            #expect(twice.body.components(separatedBy: "name=\"p.a\"").count == 2)
            for text in ["\u{0}", "SELECT '\u{0}'", String(repeating: "(", count: 10_000), "SELECT " + String(repeating: "1+", count: 1_000) + "1", ":"] {
                let answer = try await browser.get("/sql?sql=" + Self.encoded(text))
                #expect([.ok, .badRequest].contains(answer.status), "\(text.prefix(20))")
            }
            // A thousand rows at most on the page; the file has them all.
            let many = try await browser.get("/sql?sql=" + Self.encoded("SELECT rental_id FROM rental"))
            #expect(many.status == .ok)
            #expect(many.body.contains("The first 1,000 rows"))
            let file = try await browser.get("/sql.csv?sql=" + Self.encoded("SELECT rental_id FROM rental"))
            let rentals = try await database.count(FetchSpecification(entityName: "rental")).value
            #expect(file.body.split(separator: "\r\n").count == rentals + 1)
        }
    }
}
