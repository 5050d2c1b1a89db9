import Foundation
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Charts in the Direct application: a to-many relationship drawn as a chart of one column of its
/// rows (`component = 'DisplayChart'`), on a row's page and beside each row of a list, and the
/// entity list's row counts as a chart (`keyFigureChart`) — each loaded boundedly, and each
/// honouring what the person may see.
@Suite("Charts in the Direct application", .heavy, .timeLimit(.minutes(2)))
struct DirectChartTests {
    // Mary has 30 payments (amounts n + 0.25 on 2026-01-n), Pat two (one without a date), Nobody
    // none; staff notes score customers, and only admins may see them.
    static let sqlite = """
        CREATE TABLE customer (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE payment (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(id),
            amount NUMERIC(8,2) NOT NULL, paid_at DATE, memo TEXT, receipt BLOB);
        CREATE TABLE staff_note (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customer(id), score INTEGER NOT NULL);
        INSERT INTO customer VALUES (100, 'Mary'), (101, 'Pat'), (102, 'Nobody');
        WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 30)
            INSERT INTO payment SELECT value, 100, value + 0.25, date('2026-01-01', '+' || (value - 1) || ' days'), 'memo ' || value, NULL FROM n;
        INSERT INTO payment VALUES (31, 101, 7.5, '2026-03-01', NULL, NULL), (32, 101, 8.5, NULL, NULL, NULL);
        INSERT INTO staff_note VALUES (1, 100, 4711), (2, 100, 4712);
        """

    static let postgres = """
        CREATE TABLE customer (id integer PRIMARY KEY, name text NOT NULL);
        CREATE TABLE payment (id integer PRIMARY KEY, customer_id integer NOT NULL REFERENCES customer(id),
            amount numeric(8,2) NOT NULL, paid_at date, memo text, receipt bytea);
        CREATE TABLE staff_note (id integer PRIMARY KEY, customer_id integer REFERENCES customer(id), score integer NOT NULL);
        INSERT INTO customer VALUES (100, 'Mary'), (101, 'Pat'), (102, 'Nobody');
        INSERT INTO payment SELECT value, 100, value + 0.25, date '2026-01-01' + (value - 1), 'memo ' || value, NULL FROM generate_series(1, 30) AS value;
        INSERT INTO payment VALUES (31, 101, 7.5, '2026-03-01', NULL, NULL), (32, 101, 8.5, NULL, NULL, NULL);
        INSERT INTO staff_note VALUES (1, 100, 4711), (2, 100, 4712);
        """

    static let charts = """
        entity.name = 'customer' and (propertyKey = 'payment' or propertyKey = 'staff_note') => component = 'DisplayChart'
        entity.name = 'customer' and task = 'list' => displayPropertyKeys = ['id', 'name', 'payment']
        """

    func application(_ engine: TestEngine, rules: String) async throws -> DirectApplication {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        let model = RuleModel()
        try model.loadRules(text: Self.charts + "\n" + rules, fileName: "charts.rules", registry: DirectRuleKeys.registry)
        return DirectApplication(database: database, rules: model)
    }

    /// Serves `application` for `body`, then closes its database: the tests make several
    /// applications each, and a PostgreSQL server allows only so many connections.
    func serving(
        _ application: DirectApplication, login: DirectServer.Login? = nil, liveListLimits: LiveListLimits = LiveListLimits(),
        _ body: @escaping @Sendable (inout Visitor) async throws -> Void
    ) async throws {
        do {
            try await serve(application, login: login, liveListLimits: liveListLimits, body)
        } catch {
            try? await application.database.close()
            throw error
        }
        try await application.database.close()
    }

    /// The values a page's charts draw, as their tables of data give them to assistive
    /// technologies (the picture itself is numbers).
    static func plots(in body: String) -> [String] {
        body.components(separatedBy: "data-plot=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("A row's page draws the last rows of a relationship by the rules' column, order and limit", arguments: TestEngine.available)
    func rowPage(_ engine: TestEngine) async throws {
        let application = try await application(engine, rules: "entity.name = 'customer' and propertyKey = 'payment' => chartLimit = 5")
        try await serving(application) { visitor in
            let mary = try await visitor.get("/e/customer/100")
            #expect(mary.status == .ok)
            // The payments' chart; the staff notes' too (score is their number).
            #expect(Self.plots(in: mary.body) == ["line", "line"])
            #expect(mary.page.text.contains("Last 5 by paid at"))
            #expect(mary.body.contains("5 values from 26.25 to 30.25, last 30.25"))
            // The points are labelled by date, oldest first; earlier payments are not drawn.
            for day in 26...30 { #expect(mary.body.contains("2026-01-\(day)")) }
            #expect(!mary.body.contains("25.25") && !mary.body.contains("2026-01-25"))
            #expect(mary.page.links.contains { $0.text == "All payment rows →" && $0.href.hasPrefix("/e/payment?") })

            // Fewer rows than the limit: all of them, a row without a date last (NULL is the
            // oldest when the latest come first) and labelled as empty.
            let pat = try await visitor.get("/e/customer/101")
            #expect(pat.page.text.contains("All by paid at"))
            // (Values read as stored: 7.5 on SQLite, 7.50 in PostgreSQL's numeric(8,2).)
            #expect(pat.body.contains("2 values from 7.5") && pat.body.contains(", last 7.5"))
            let nobody = try await visitor.get("/e/customer/102")
            #expect(Self.plots(in: nobody.body).isEmpty)
            #expect(nobody.page.text.contains("None"))
        }
    }

    @Test("A list draws each row's own sparkline, loaded with the page", arguments: TestEngine.available)
    func listRows(_ engine: TestEngine) async throws {
        for look in ["basic", "fiori"] {
            let application = try await application(engine, rules: "true => look = '\(look)'")
            try await serving(application) { visitor in
                let list = try await visitor.get("/e/customer")
                #expect(list.status == .ok)
                #expect(Self.plots(in: list.body) == ["line", "line"], "\(look): Mary's and Pat's, not Nobody's")
                // Each row's last 24 (the default limit): Mary's 7th to 30th payments, Pat's two.
                #expect(list.body.contains("24 values from 7.25 to 30.25, last 30.25"), "\(look)")
                #expect(list.body.contains("2 values from 7.5") && list.body.contains(", last 7.5"), "\(look)")
                // Named by their summaries, without a table of data each: no dates of payments.
                #expect(!list.body.contains("<caption") && !list.body.contains("2026-01-30"), "\(look)")
            }
        }
    }

    @Test("A live list's row changed in another window, or a row of its chart, arrives redrawn", arguments: TestEngine.available)
    func liveRows(_ engine: TestEngine) async throws {
        let application = try await application(engine, rules: "")
        let limits = LiveListLimits(changePollInterval: .milliseconds(50))
        try await serving(application, liveListLimits: limits) { watcher in
            let list = try await watcher.get("/e/customer?q=Mary")
            let region = try #require(list.page.elements.first { $0.attributes["data-live"] != nil }, "the list is not live")
            let url = try #require(region.attributes["data-live"]), version = try #require(region.attributes["data-version"])
            var editor = Visitor(watcher.client)
            let form = try await editor.get("/e/customer/100/edit")
            let token = try #require(form.page.field("_version"))
            try await EventStream.open(port: watcher.client.port!, path: url + "&since=" + version) { stream in
                #expect(stream.status == 200)
                let saved = try await editor.post("/e/customer/100/edit", [("v.name", "Mary Ann"), ("_version", token)])
                #expect(saved.status == .seeOther)
                let update = try await stream.next().update
                let html = try #require(update.operations.first?.html)
                // The refreshed row is drawn again from the rows its refresh brought along.
                #expect(html.contains("Mary Ann"))
                #expect(Self.plots(in: html) == ["line"])
                #expect(html.contains("24 values from 7.25 to 30.25, last 30.25"))

                // A payment saved for her redraws her row: a list of customers follows the tables
                // its rows show rows of.
                _ = try await editor.get("/new/payment")
                let paid = try await editor.post("/new/payment", [
                    ("v.id", "33"), ("v.customer_id", "100"), ("v.amount", "99.25"), ("v.paid_at", "2026-02-01"),
                ])
                #expect(paid.status == .seeOther)
                let redrawn = try await stream.next().update
                let row = try #require(redrawn.operations.first?.html)
                #expect(row.contains("24 values from 8.25 to 99.25, last 99.25"))
            }
        }
    }

    @Test("The rules choose how a chart draws, within bounds", arguments: TestEngine.available)
    func kindsAndLimits(_ engine: TestEngine) async throws {
        for (kind, pagePlot, listPlot) in [("column", "column", "column"), ("area", "area", "area"), ("bar", "comparison", "column")] {
            let application = try await application(engine, rules: """
                entity.name = 'customer' and propertyKey = 'payment' => chartKind = '\(kind)'
                entity.name = 'customer' and propertyKey = 'payment' => chartLimit = 0
                """)
            try await serving(application) { visitor in
                let mary = try await visitor.get("/e/customer/100")
                #expect(Self.plots(in: mary.body).first == pagePlot, "\(kind) on a row's page")
                // A limit under two is two.
                #expect(mary.page.text.contains("Last 2 by paid at"))
                let list = try await visitor.get("/e/customer")
                #expect(Self.plots(in: list.body).first == listPlot, "\(kind) in a list")
            }
        }
        // A limit beyond the most a page loads is that most: Mary's 30 are all drawn.
        let generous = try await application(engine, rules: "entity.name = 'customer' and propertyKey = 'payment' => chartLimit = 1000000")
        try await serving(generous) { visitor in
            let mary = try await visitor.get("/e/customer/100")
            #expect(mary.page.text.contains("All by paid at"))
        }
        // A kind no chart has is refused when the rules are read, with the names there are.
        #expect(throws: RuleFileError.self) {
            try RuleModel().loadRules(text: "propertyKey = 'payment' => chartKind = 'pie'", fileName: "pie.rules", registry: DirectRuleKeys.registry)
        }
    }

    @Test("Rules naming what cannot be drawn or ordered fall back, never fail the page", arguments: TestEngine.available)
    func unusableColumns(_ engine: TestEngine) async throws {
        // Binary data has no order: the rows' key orders them.
        let unordered = try await application(engine, rules: "entity.name = 'customer' and propertyKey = 'payment' => chartOrdering = 'receipt'")
        try await serving(unordered) { visitor in
            for address in ["/e/customer/100", "/e/customer"] {
                let page = try await visitor.get(address)
                #expect(page.status == .ok, "\(address)")
                #expect(page.body.contains("24 values from 7.25 to 30.25, last 30.25"), "\(address)")
            }
            #expect(try await visitor.get("/e/customer/100").page.text.contains("Last 24"))
        }
        // Text, or no column at all: nothing to draw, so the rows are shown as links.
        for column in ["memo", "no_such_column"] {
            let undrawable = try await application(engine, rules: "entity.name = 'customer' and propertyKey = 'payment' => chartAttribute = '\(column)'")
            try await serving(undrawable) { visitor in
                let mary = try await visitor.get("/e/customer/100")
                #expect(mary.status == .ok)
                #expect(Self.plots(in: mary.body) == ["line"], "\(column): the staff notes' chart only")
                #expect(mary.page.links.contains { $0.href == "/e/payment/1" || $0.href == "/e/payment/30" }, "\(column)")
                let list = try await visitor.get("/e/customer")
                #expect(list.status == .ok)
                #expect(Self.plots(in: list.body).isEmpty, "\(column)")
            }
        }
    }

    @Test("A chart shows nothing its viewer may not see", arguments: TestEngine.available)
    func permissions(_ engine: TestEngine) async throws {
        let application = try await application(engine, rules: """
            not (user.roles contains 'admin') and task = 'query' => visibleEntityNames = ['customer', 'payment']
            user.roles contains 'clerk' and entity.name = 'payment' => hiddenPropertyKeys = ['paid_at']
            user.roles contains 'viewer' and entity.name = 'payment' => hiddenPropertyKeys = ['amount']
            """)
        try await serving(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            var cy = try await PermissionTests.signedIn("cy", on: anonymous.client)

            let adaPage = try await ada.get("/e/customer/100")
            #expect(Self.plots(in: adaPage.body).count == 2)
            #expect(adaPage.body.containsValue("4711") && adaPage.body.contains("2026-01-30"))

            // Ben may not see staff notes, nor when a payment was made: the chart of amounts is
            // drawn in the order of the payments' keys, and labelled by them.
            for address in ["/e/customer/100", "/e/customer"] {
                let page = try await ben.get(address)
                #expect(page.status == .ok)
                #expect(!page.body.containsValue("4711") && !page.body.contains("2026-01-"), "ben \(address): \(page.body.surroundings(of: ["4711", "2026-01-"]))")
                #expect(page.body.contains("30.25"), "ben \(address)")
            }
            #expect(try await ben.get("/e/customer/100").page.text.contains("Last 24"))
            #expect(Self.plots(in: try await ben.get("/e/customer/100").body) == ["line"])

            // Cy may not see amounts: no chart of them, on no page.
            for address in ["/e/customer/100", "/e/customer"] {
                let page = try await cy.get(address)
                #expect(page.status == .ok)
                #expect(Self.plots(in: page.body).isEmpty, "cy \(address)")
                #expect(!page.body.containsValue("30.25") && !page.body.containsValue("4711"), "cy \(address): \(page.body.surroundings(of: ["30.25", "4711"]))")
            }
        }
    }

    @Test("The entity list draws its largest tables' counts when a rule asks", arguments: TestEngine.available)
    func keyFigures(_ engine: TestEngine) async throws {
        for look in ["basic", "fiori"] {
            let plain = try await application(engine, rules: "true => look = '\(look)'")
            try await serving(plain) { visitor in
                let entities = try await visitor.get("/")
                #expect(Self.plots(in: entities.body).isEmpty, "\(look): no chart unless asked")
            }
            let charted = try await application(engine, rules: """
                true => look = '\(look)'
                task = 'query' => keyFigureChart = 'bar'
                not (user.roles contains 'admin') and task = 'query' => visibleEntityNames = ['customer', 'payment']
                """)
            try await serving(charted, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
                var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
                let entities = try await ada.get("/")
                #expect(Self.plots(in: entities.body) == ["comparison"], "\(look)")
                #expect(entities.page.text.contains("Rows by table") && entities.page.text.contains("All 3 tables"), "\(look)")
                #expect(entities.body.contains("3 values from 2 to 32, largest Payment"), "\(look)")
                // Ben's chart has only the tables he may see.
                var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
                let his = try await ben.get("/")
                #expect(his.page.text.contains("All 2 tables"), "\(look)")
                #expect(!his.body.contains("Staff note") && !his.body.contains("staff_note"), "\(look)")
            }
        }
    }

    @Test("The rule check finds a chart column the related rows do not have")
    func ruleCheck() async throws {
        let database = try await TestEngine.sqlite.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        let rules = try RuleFile(text: """
            entity.name = 'customer' and propertyKey = 'payment' => chartAttribute = 'amout'
            entity.name = 'customer' and propertyKey = 'payment' => chartOrdering = 'paid_at'
            entity.name = 'customer' and propertyKey = 'payment' => chartAttribute = 'memo'
            entity.name = 'customer' and propertyKey = 'payment' => chartAttribute = 'amount'
            """, fileName: "charts.rules", registry: DirectRuleKeys.registry).rules
        let problems = RuleSchemaCheck.diagnostics(for: rules, model: database.model).map(\.description)
        #expect(problems.count == 2)
        #expect(problems.first?.contains("charts.rules:1:") == true)
        #expect(problems.first?.contains("no column 'amout' in the related rows (did you mean 'amount'?)") == true)
        #expect(problems.last?.contains("charts.rules:3:") == true)
        #expect(problems.last?.contains("the column 'memo' holds no numbers") == true)
    }
}
