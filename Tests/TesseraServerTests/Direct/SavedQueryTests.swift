import Foundation
import HTTPTypes
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Saved queries (`/q/NAME`) as people use them: a form of typed fields, rows, files and an
/// address to share — read from a YAML file whose mistakes are said with their lines, closed to
/// people the query's condition leaves out, and as read-only and as blind to hidden data as the
/// SQL page.
@Suite("Saved queries", .heavy, .timeLimit(.minutes(3)))
struct SavedQueryTests {
    static let file = """
        # The sample store's questions.
        queries:
          late-rentals:
            title: Rentals out longer than a week
            description: Films not back yet, rented before the day given.
            sql: |
              SELECT r.rental_id, r.customer_id, r.rental_date
              FROM rental r
              WHERE r.return_date IS NULL AND r.rental_date < :before
              ORDER BY r.rental_id
              LIMIT :n
          films-of-a-rating:
            sql: SELECT film_id, title, length FROM film WHERE rating = :rating AND length >= :min_length ORDER BY film_id
          film-count:
            title: How many films
            sql: SELECT count(*) AS films FROM film
          by-title:
            sql: SELECT film_id, title FROM film WHERE title = :title OR upper(title) = upper(:title)
            parameters:
              title: text
          for-admins:
            sql: SELECT count(*) AS payments FROM payment
            allowed: user.roles contains 'admin'
        """

    static func queries() throws -> SavedQueries { try SavedQueries(yaml: file) }

    @Test(arguments: TestEngine.available)
    func aSavedQueryIsAFormOfTypedFieldsAndItsRows(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(DirectApplication(database: database, queries: try Self.queries())) { browser in
            // The start page lists the queries, by title or name, with descriptions.
            let start = try await browser.get("/")
            #expect(start.page.links.contains { $0.href == "/q/late-rentals" && $0.text == "Rentals out longer than a week" })
            #expect(start.page.links.contains { $0.href == "/q/films-of-a-rating" && $0.text == "films-of-a-rating" })
            #expect(start.body.contains("Films not back yet"))

            // Before values are given: the form, typed by the columns the query compares with.
            let empty = try await browser.get("/q/late-rentals")
            #expect(empty.status == .ok)
            #expect(empty.body.contains("<h1 class=\"t-navigation-title\">Rentals out longer than a week</h1>"))
            #expect(empty.body.contains("data-saved-query-form"))
            #expect(!empty.body.contains("data-sql-result"))
            #expect(empty.body.contains("as rental.rental_date"))
            #expect(empty.body.contains("name=\"n\" value=\"\" inputmode=\"numeric\""))

            // With values: the rows the database gives for them.
            let page = try await browser.get("/q/late-rentals?before=2005-06-01&n=4")
            #expect(page.status == .ok)
            let expected = try await database.run(
                SQLQuery(
                    "SELECT rental_id FROM rental WHERE return_date IS NULL AND rental_date < :before ORDER BY rental_id LIMIT 4",
                    parameters: ["before": .text("2005-06-01")], timeLimit: .seconds(30)))
            #expect(!expected.rows.isEmpty)
            for row in expected.rows {
                let id = try #require(row.first?.text)
                #expect(page.page.links.contains { $0.href == "/e/rental/\(id)" && $0.text == id }, "\(id)")
                #expect(page.body.contains(">\(id)<"), "\(id)")
            }
            #expect(page.body.contains("\(expected.rows.count) rows in") || page.body.contains("1 row in"))
            #expect(page.page.links.contains { $0.href == "/q/late-rentals.csv?before=2005-06-01&n=4" })
            #expect(page.page.links.contains { $0.href == "/q/late-rentals?before=2005-06-01&n=4" })
            // The query as a starting point on the SQL page.
            #expect(page.page.links.contains { $0.href.hasPrefix("/sql?sql=SELECT") && $0.href.contains("&p.before=2005-06-01&p.n=4") })

            // The files give every row the query gives, the same values.
            let csv = try await browser.get("/q/late-rentals.csv?before=2005-06-01&n=4")
            #expect(csv.status == .ok)
            let lines = csv.body.split(separator: "\r\n").map(String.init)
            #expect(lines.first == "rental_id,customer_id,rental_date")
            #expect(lines.dropFirst().map { String($0.split(separator: ",")[0]) } == expected.rows.map { $0[0].text ?? "?" })
            let json = try await browser.get("/q/late-rentals.json?before=2005-06-01&n=4")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any])
            #expect((document["rows"] as? [[Any]])?.count == expected.rows.count)

            // A choice of the values a column allows (the rating's check), and a number.
            let rating = try await browser.get("/q/films-of-a-rating")
            #expect(rating.body.contains("<option value=\"PG-13\">PG-13</option>"))
            let pg = try await browser.get("/q/films-of-a-rating?rating=PG&min_length=150")
            #expect(pg.status == .ok)
            let films = try await database.run(SQLQuery("SELECT film_id FROM film WHERE rating = 'PG' AND length >= 150", timeLimit: .seconds(30), rowLimit: 10_000))
            #expect(pg.body.contains("\(films.rows.count.formatted()) rows in"))

            // A query without parameters runs at once.
            let count = try await browser.get("/q/film-count")
            let films2 = try await database.count(FetchSpecification(entityName: "film")).value
            #expect(count.body.contains(">\(films2)<"))
        }
    }

    /// A value is a value, whatever it holds: bound, never written into the query; one that
    /// does not read as its type is said beside its field, and the query does not run.
    @Test(arguments: TestEngine.available)
    func valuesAreBoundAndMistakesAreSaidBesideTheirFields(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(DirectApplication(database: database, queries: try Self.queries())) { browser in
            let wrong = try await browser.get("/q/late-rentals?before=yesterday&n=ten")
            #expect(wrong.status == .badRequest)
            #expect(wrong.body.contains("n must be a whole number"))
            #expect(wrong.body.contains("before must be"))
            #expect(!wrong.body.contains("data-sql-result"))
            #expect(try await browser.get("/q/late-rentals.json?before=yesterday&n=ten").status == .badRequest)
            #expect(try await browser.get("/q/late-rentals.csv?n=-1").status == .badRequest)

            for hostile in ["' OR 1=1 --", "x'; DROP TABLE film; --", "\u{0}", String(repeating: "é", count: 1_000), ":title", "%"] {
                let answer = try await browser.get("/q/by-title?title=" + Visitor.encode(hostile))
                #expect([.ok, .badRequest].contains(answer.status), "\(hostile.prefix(20))")
                #expect(!answer.body.contains("data-sql-result") || answer.body.contains("0 rows in"), "\(hostile.prefix(20))")
            }
            #expect(try await database.count(FetchSpecification(entityName: "film")).value > 0)
            // A title found as given, whatever its case.
            let first = try await database.run(SQLQuery("SELECT title FROM film ORDER BY film_id LIMIT 1", timeLimit: .seconds(30)))
            let title = try #require(first.rows.first?.first?.text)
            let one = try await browser.get("/q/by-title?title=" + Visitor.encode(title.lowercased()))
            #expect(one.body.contains(">\(title)<"))

            // No such query; a file of no such query.
            #expect(try await browser.get("/q/nothing").status == .notFound)
            #expect(try await browser.get("/q/nothing.csv").status == .notFound)
            #expect(try await browser.get("/q/").status == .notFound)
        }
    }

    /// `allowed` keeps a query from those it leaves out — its page, its files, the start page's
    /// list, the API's description — and what the rules hide stays hidden inside a saved query
    /// too (SQLite).
    @Test func theQuerysConditionAndTheRulesDecideWhoReadsWhat() async throws {
        let database = try await TestEngine.sqlite.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let model = RuleModel()
        // Who runs which query, in the rules file too.
        let rules = PermissionTests.rules + "\nsavedQuery.name = 'count' and user.roles contains 'clerk' => allowsSavedQuery = false\n"
        try model.loadRules(text: rules, fileName: "people.rules", registry: DirectRuleKeys.registry)
        let queries = try SavedQueries(
            yaml: """
                queries:
                  payments:
                    sql: SELECT count(*) AS payments FROM payment
                    allowed: user.roles contains 'admin'
                  count:
                    sql: SELECT count(*) AS customers FROM customer
                  emails:
                    sql: SELECT name, email FROM customer ORDER BY id
                  names:
                    sql: SELECT name FROM customer ORDER BY id
                """)
        try await serve(DirectApplication(database: database, rules: model, queries: queries), login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            #expect(try await ada.get("/q/payments").status == .ok)
            #expect(try await ada.get("/").page.links.contains { $0.href == "/q/payments" })
            #expect(try await Self.operations(ada.get("/openapi.json").body).contains("/q/payments.json"))
            let emails = try await ada.get("/q/emails")
            #expect(emails.body.contains("mary.secret@example.com"))

            // The clerk: not the admins' query, nor customers' e-mail addresses.
            #expect(try await ben.get("/q/payments").status == .forbidden)
            #expect(try await ada.get("/q/count").status == .ok)
            #expect(try await ben.get("/q/count").status == .forbidden)
            #expect(try await ben.get("/q/count.json").status == .forbidden)
            #expect(!(try await ben.get("/").page.links.contains { $0.href == "/q/count" }))
            #expect(try await ben.get("/q/payments.csv").status == .forbidden)
            #expect(!(try await ben.get("/").page.links.contains { $0.href == "/q/payments" }))
            let bensOperations = try Self.operations(try await ben.get("/openapi.json").body)
            #expect(!bensOperations.contains("/q/payments.json") && bensOperations.contains("/q/names.json"))
            let hidden = try await ben.get("/q/emails")
            #expect(hidden.status == .badRequest)
            #expect(!hidden.body.contains("secret@example.com"))
            let hiddenFile = try await ben.get("/q/emails.json")
            #expect(hiddenFile.status == .badRequest)
            #expect(!hiddenFile.body.contains("secret@example.com"))
            let names = try await ben.get("/q/names")
            #expect(names.status == .ok)
            #expect(names.body.contains("Mary Smith"))
        }
    }

    /// A query that writes runs when its form is sent with the page's token, by a person who may
    /// change its table: each row it changed in the history with them, a notice of how many;
    /// a value that does not read, a person the rules keep from the table, a read-only server
    /// change nothing.
    @Test(arguments: TestEngine.available)
    func aQueryThatWritesRunsWhenItsFormIsSent(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let model = RuleModel()
        try model.loadRules(text: PermissionTests.rules, fileName: "people.rules", registry: DirectRuleKeys.registry)
        let queries = try SavedQueries(
            yaml: """
                queries:
                  correct-payment:
                    title: Correct a payment
                    sql: |
                      UPDATE payment
                      SET amount = :amount
                      WHERE id = :payment
                    write: true
                """)
        let application = DirectApplication(database: database, rules: model, recordsHistory: true, queries: queries)
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            let page = try await ada.get("/q/correct-payment")
            #expect(page.status == .ok)
            #expect(page.body.contains("data-saved-change"))
            #expect(page.body.contains("name=\"_csrf\""))
            #expect(page.body.contains("data-saved-statement"))
            #expect(page.body.contains("as payment.amount"))
            // Visiting runs nothing; its files do not exist.
            #expect(try await ada.get("/q/correct-payment?amount=1&payment=100").body.contains("data-saved-change"))
            #expect(try await ada.get("/q/correct-payment.csv").status == .notFound)
            #expect(try await database.run(SQLQuery("SELECT amount FROM payment WHERE id = 100", timeLimit: .seconds(30))).rows.first?.first?.text == "2.99")

            // Without the page's token: refused.
            #expect(try await ada.post("/q/correct-payment", [("amount", "1.50"), ("payment", "100")], withToken: false).status == .forbidden)
            // A value that is no number: the form again, nothing changed.
            let wrong = try await ada.post("/q/correct-payment", [("amount", "a lot"), ("payment", "100")])
            #expect(wrong.status == .badRequest)
            #expect(wrong.body.contains("amount must be"))
            let done = try await ada.post("/q/correct-payment", [("amount", "1.50"), ("payment", "100")])
            #expect(done.status == .seeOther)
            #expect(done.location == "/q/correct-payment")
            let after = try await ada.get(done.location ?? "/")
            #expect(after.body.contains("Correct a payment: 1 row of payment changed."))
            let amount = try await database.run(SQLQuery("SELECT amount FROM payment WHERE id = 100", timeLimit: .seconds(30))).rows.first?.first
            #expect(amount?.text == "1.50" || amount?.text == "1.5")
            let history = try await database.history(user: "ada")
            #expect(history.count == 1 && history.first?.entityName == "payment" && history.first?.key == ["100"])
            // The row's history page shows it, with its undo.
            #expect(try await ada.get("/history").body.contains("/e/payment/100"))
            if engine == .postgres {
                // A value the column's type cannot hold: the engine's words above the form.
                let overflow = try await ada.post("/q/correct-payment", [("amount", "123456789"), ("payment", "100")])
                #expect(overflow.status == .badRequest)
                #expect(overflow.body.contains("The database refused a value"), "\(overflow.body.suffix(600))")
                #expect(overflow.body.contains("value=\"123456789\""))
            }

            // The clerk may not change payments (a rule makes them read-only for clerks).
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            _ = try await ben.get("/q/correct-payment")
            #expect(try await ben.post("/q/correct-payment", [("amount", "9.99"), ("payment", "101")]).status == .forbidden)
            #expect(try await database.run(SQLQuery("SELECT amount FROM payment WHERE id = 101", timeLimit: .seconds(30))).rows.first?.first?.text == "4.99")
        }
        // A read-only application runs no change.
        try await serve(DirectApplication(database: database, isReadOnly: true, queries: queries)) { browser in
            _ = try await browser.get("/q/correct-payment")
            #expect(try await browser.post("/q/correct-payment", [("amount", "7"), ("payment", "101")]).status == .forbidden)
        }
    }

    /// Eight people send the same query that writes, on the same row, at once: every one runs
    /// — one after another, each in its transaction — and the history holds each change with the
    /// value before it as the one before wrote it, so that they chain: nothing is lost between
    /// two writes, and the row ends as the last entry says.
    @Test(arguments: TestEngine.available)
    func concurrentWritesOfOneRowAreEachRecordedInTurn(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let queries = try SavedQueries(
            yaml: """
                queries:
                  rename:
                    sql: UPDATE customer SET name = :name WHERE id = :id
                    write: true
                """)
        try await serve(DirectApplication(database: database, recordsHistory: true, queries: queries)) { browser in
            let client = browser.client
            var visitors: [Visitor] = []
            for _ in 0..<8 {
                var visitor = Visitor(client)
                _ = try await visitor.get("/q/rename")
                visitors.append(visitor)
            }
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for (index, visitor) in visitors.enumerated() {
                    group.addTask {
                        var visitor = visitor
                        return try await visitor.post("/q/rename", [("name", "Writer \(index)"), ("id", "100")]).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.allSatisfy { $0 == .seeOther }, "\(statuses)")
            let entries = try await database.history(entityName: "customer", key: ["100"]).sorted { $0.id < $1.id }
            #expect(entries.count == 8)
            // Each change starts from the one before it.
            var name: String? = "Mary Smith"
            for entry in entries {
                #expect(entry.before?["name"] ?? nil == name, "entry \(entry.id) read \(String(describing: entry.before?["name"])), the row held \(String(describing: name))")
                name = entry.after?["name"] ?? nil
            }
            let final = try await database.run(SQLQuery("SELECT name FROM customer WHERE id = 100", timeLimit: .seconds(30))).rows.first?.first?.text
            #expect(final == name)
        }
    }

    /// A dashboard shows each tile's query as its tile says — a key figure, a chart, a small
    /// table — for the person asking: a tile whose query they may not run is left out, a tile
    /// whose query fails says why and the others show; the start page lists it.
    @Test(arguments: TestEngine.available)
    func aDashboardShowsItsTiles(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let model = RuleModel()
        try model.loadRules(text: PermissionTests.rules, fileName: "people.rules", registry: DirectRuleKeys.registry)
        let queries = try SavedQueries(
            yaml: """
                queries:
                  payments:
                    title: Payments
                    sql: SELECT count(*) AS payments FROM payment
                  by-customer:
                    title: Paid by customer
                    sql: SELECT c.name, sum(p.amount) AS paid FROM payment p JOIN customer c ON c.id = p.customer_id GROUP BY c.name ORDER BY c.name
                  customers:
                    sql: SELECT id, name FROM customer WHERE id >= :from ORDER BY id
                  notes:
                    sql: SELECT body FROM staff_note
                    allowed: user.roles contains 'admin'
                  broken:
                    sql: SELECT 1 / 0 AS nothing, abs('x') AS odd FROM customer WHERE id = :id
                dashboards:
                  overview:
                    title: Overview
                    description: The shop at a glance.
                    tiles:
                      - query: payments
                        show: kpi
                      - query: by-customer
                        show: bar
                      - query: customers
                        show: table
                        values:
                          from: 100
                      - query: notes
                        show: table
                      - query: broken
                        show: table
                        values:
                          id: not a number
                  admins:
                    tiles:
                      - query: payments
                        show: kpi
                    allowed: user.roles contains 'admin'
                """)
        try await serve(
            DirectApplication(database: database, rules: model, queries: queries), login: DirectServer.Login(accounts: try PermissionTests.accounts())
        ) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            let start = try await ada.get("/")
            #expect(start.page.links.contains { $0.href == "/d/overview" && $0.text == "Overview" })
            #expect(start.page.links.contains { $0.href == "/d/admins" })
            let page = try await ada.get("/d/overview")
            #expect(page.status == .ok)
            #expect(page.body.contains("<h1 class=\"t-navigation-title\">Overview</h1>"))
            #expect(page.body.contains("The shop at a glance."))
            let tiles = page.page.all("div").compactMap { $0.attributes["data-dashboard-tile"] }
            #expect(tiles == ["kpi", "bar", "table", "table", "table"], "\(tiles)")
            // The key figure: the count; the chart: each customer's sum; the table: the rows.
            #expect(page.body.contains(">2</span>"))
            #expect(page.body.contains("Mary Smith") && page.body.contains("Patricia Johnson"))
            #expect(page.body.contains("the safe code is 4711"))
            #expect(page.page.links.contains { $0.href == "/q/customers?from=100" })
            // The tile whose value does not read says so; the others show.
            #expect(page.body.contains("id must be a whole number") || page.body.contains("id must be"))

            // The clerk: no staff notes tile (a query for admins), no admins' dashboard.
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            let bens = try await ben.get("/d/overview")
            #expect(!bens.body.containsValue("4711"))
            if engine == .sqlite {
                #expect(bens.status == .ok)
                #expect(bens.page.all("div").compactMap { $0.attributes["data-dashboard-tile"] }.count == 4)
            } else {
                // PostgreSQL cannot keep hidden columns out of a query without a role of its own.
                #expect(bens.status == .forbidden)
            }
            #expect(try await ben.get("/d/admins").status == .forbidden)
            #expect(!(try await ben.get("/").page.links.contains { $0.href == "/d/admins" }))
            #expect(try await ben.get("/d/nothing").status == .notFound)
        }

        // A rule makes a dashboard the admins' start page: its tiles above the tables.
        let startRules = RuleModel()
        try startRules.loadRules(
            text: PermissionTests.rules + "\ntask = 'query' and user.roles contains 'admin' => startDashboard = 'overview'\n", fileName: "start.rules",
            registry: DirectRuleKeys.registry)
        try await serve(
            DirectApplication(database: database, rules: startRules, queries: queries), login: DirectServer.Login(accounts: try PermissionTests.accounts())
        ) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            let start = try await ada.get("/")
            #expect(start.body.contains("data-dashboard=\"overview\""))
            #expect(start.page.all("div").compactMap { $0.attributes["data-dashboard-tile"] }.count == 5)
            #expect(start.page.links.contains { $0.href == "/e/customer" })
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            #expect(!(try await ben.get("/").body.contains("data-dashboard=")))
        }
    }

    /// The addresses an OpenAPI document describes.
    static func operations(_ json: String) throws -> Set<String> {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return Set((document["paths"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    /// A file of queries with mistakes is refused whole, each mistake with its line.
    @Test func aFileWithMistakesSaysEachWithItsLine() throws {
        func problems(_ yaml: String) -> [String] {
            do {
                _ = try SavedQueries(yaml: yaml, fileName: "q.yaml")
                return []
            } catch {
                return error.description.split(separator: "\n").map(String.init)
            }
        }
        #expect(problems("queries:\n  a:\n    sql: SELECT 1\n").isEmpty)
        #expect(try SavedQueries(yaml: "queries:\n  b:\n    sql: SELECT 2\n  a:\n    sql: SELECT 1\n").queries.map(\.name) == ["b", "a"])
        #expect(problems("queries:\n  a:\n    title: No text\n") == ["q.yaml:3: query 'a' has no 'sql'"])
        #expect(problems("queries:\n  a b:\n    sql: SELECT 1\n").first?.hasPrefix("q.yaml:2: 'a b' cannot be a query's name") == true)
        #expect(problems("queries:\n  a:\n    sql: SELECT 1\n    colour: red\n").first?.hasPrefix("q.yaml:4: query 'a': 'colour' is not one of") == true)
        #expect(problems("queries:\n  a:\n    sql: SELECT :n\n    parameters:\n      n: whole\n").first?.hasPrefix("q.yaml:5: query 'a': the type of 'n' is one of") == true)
        #expect(problems("queries:\n  a:\n    sql: SELECT 1\n    allowed: user.roles contains\n").first?.hasPrefix("q.yaml:4: query 'a': 'allowed' does not read") == true)
        #expect(problems("queries:\n  a:\n    sql: SELECT 1\n    allowed: colour = 'red'\n").first?.contains("'allowed' does not read") == true)
        #expect(problems("queries: [1, 2]\n").first?.hasPrefix("q.yaml:1: 'queries' holds each query") == true)
        #expect(problems("tables:\n  a: 1\n").count == 2)
        #expect(problems("queries:\n  a:\n    sql: [unclosed\n").first?.contains("is not YAML") == true)
        #expect(problems("").first?.contains("holds no queries") == true)
        // Two mistakes, two lines.
        #expect(problems("queries:\n  a:\n    title: x\n  b c:\n    sql: SELECT 1\n").count == 2)
        // A dashboard's tiles name queries of the file, that read.
        #expect(problems("queries:\n  a:\n    sql: SELECT 1\ndashboards:\n  d:\n    tiles:\n      - query: b\n").first?.contains("'b', which is not a query of the file") == true)
        #expect(problems("queries:\n  a:\n    sql: DELETE FROM x\n    write: true\ndashboards:\n  d:\n    tiles:\n      - query: a\n").first?.contains("which writes") == true)
        #expect(problems("queries:\n  a:\n    sql: SELECT 1\ndashboards:\n  d:\n    tiles:\n      - query: a\n        show: pie\n").first?.hasPrefix("q.yaml:8: dashboard 'd': 'show' is one of") == true)
        #expect(problems("queries:\n  a:\n    sql: SELECT 1\ndashboards:\n  d:\n    title: No tiles\n").first?.contains("has no 'tiles'") == true)
        #expect(try SavedQueries(yaml: "queries:\n  a:\n    sql: SELECT 1\ndashboards:\n  d:\n    tiles:\n      - query: a\n        show: kpi\n").dashboards.map(\.name) == ["d"])
        // Names given in Swift are checked too.
        #expect(throws: SavedQueriesError.self) { try SavedQueries([SavedQuery(name: "x", sql: "SELECT 1"), SavedQuery(name: "x", sql: "SELECT 2")]) }
        #expect(throws: SavedQueriesError.self) { try SavedQueries([SavedQuery(name: "a/b", sql: "SELECT 1")]) }
    }
}
