import TesseraData
import TesseraDirect
import TesseraRules
import TesseraTestSupport
import Testing

/// A row whose own columns do not name it is named by the rows it links to: a rental by its
/// film (through its inventory item) and its customer, an invoice by its customer and its date —
/// in titles, links, lists, related rows and choices; as far as the person may see.
@Suite("Names that follow links")
struct LinkedNamingTests {
    /// A rental shop shaped like Sakila: a store and its manager refer to each other, an employee
    /// reports to another, an inventory item is a copy of a film in a store.
    static func script(_ engine: TestEngine) -> String {
        let key = engine == .sqlite ? "INTEGER PRIMARY KEY" : "integer PRIMARY KEY"
        let time = engine == .sqlite ? "DATETIME" : "timestamp"
        var lines = [
            "CREATE TABLE film (id \(key), title text NOT NULL, length integer)",
            "CREATE TABLE customer (id \(key), first_name text NOT NULL, last_name text NOT NULL)",
            "CREATE TABLE address (id \(key), address text NOT NULL)",
            "CREATE TABLE store (id \(key), manager_id integer, address_id integer REFERENCES address (id))",
            "CREATE TABLE staff (id \(key), first_name text NOT NULL, last_name text NOT NULL, store_id integer REFERENCES store (id))",
            "CREATE TABLE inventory (id \(key), film_id integer NOT NULL REFERENCES film (id), store_id integer REFERENCES store (id))",
            "CREATE TABLE rental (id \(key), rented_at \(time), inventory_id integer NOT NULL REFERENCES inventory (id), customer_id integer REFERENCES customer (id), staff_id integer REFERENCES staff (id))",
            "CREATE TABLE invoice (id \(key), customer_id integer NOT NULL REFERENCES customer (id), invoice_date date, total numeric)",
            "CREATE TABLE payment (id \(key), rental_id integer REFERENCES rental (id), amount numeric)",
            "CREATE TABLE employee (id \(key), badge integer, reports_to integer REFERENCES employee (id))",
            "INSERT INTO film VALUES (1, 'ACADEMY DINOSAUR', 86), (2, 'ZORRO ARK', 50)",
            "INSERT INTO customer VALUES (1, 'Mary', 'Smith'), (2, 'Linda', 'Williams')",
            "INSERT INTO address VALUES (1, '47 MySakila Drive')",
            "INSERT INTO store VALUES (1, NULL, 1)",
            "INSERT INTO staff VALUES (1, 'Mike', 'Hillyer', 1)",
            "INSERT INTO inventory VALUES (1, 1, 1), (2, 2, 1)",
            "INSERT INTO rental VALUES (1, '2005-05-24 22:53:30', 1, 1, 1), (2, '2005-05-25 10:00:00', 2, NULL, 1)",
            "INSERT INTO invoice VALUES (1, 2, '2021-03-04', 3.98)",
            "INSERT INTO payment VALUES (1, 1, 2.99), (2, 2, 4.99)",
            "INSERT INTO employee VALUES (1, 7, NULL), (2, 8, 1)",
        ]
        // The store's manager works at the store: a link each way (PostgreSQL adds it after).
        if engine == .sqlite {
            lines[3] = "CREATE TABLE store (id \(key), manager_id integer REFERENCES staff (id), address_id integer REFERENCES address (id))"
        } else {
            lines.append("ALTER TABLE store ADD FOREIGN KEY (manager_id) REFERENCES staff (id)")
        }
        lines.append("UPDATE store SET manager_id = 1")
        return lines.joined(separator: ";\n")
    }

    func database(_ engine: TestEngine) async throws -> Database {
        try await engine.database(sqlite: Self.script(.sqlite), postgres: Self.script(.postgres))
    }

    @Test(arguments: TestEngine.available)
    func rowsWithoutNamesOfTheirOwnAreNamedByWhatTheyLinkTo(_ engine: TestEngine) async throws {
        let database = try await database(engine)
        defer { Task { try? await database.close() } }
        let model = database.model
        func naming(_ name: String) throws -> String? {
            let entity = try model.entity(named: name)
            let relationship = { (column: String) in entity.relationships.first { $0.kind == .toOne && $0.joins.first?.sourceAttribute == column }?.name ?? "?" }
            // Relationship names are the application's; the test spells them by their columns.
            var text = DisplayName.naming(of: entity, in: model)?.description
            for column in ["inventory_id", "customer_id", "film_id", "staff_id", "rental_id"] {
                text = text?.replacingOccurrences(of: "{" + relationship(column) + ".", with: "{<" + column + ">.")
            }
            return text
        }
        let inventory = try model.entity(named: "inventory")
        let film = try #require(inventory.relationships.first { $0.kind == .toOne && $0.destinationEntity == "film" }).name
        #expect(try naming("film") == "title", "a row with a name of its own keeps it")
        #expect(try naming("inventory") == "{<film_id>.title}", "a copy of a film is the film")
        #expect(try naming("rental") == "{<inventory_id>.\(film).title} · {<customer_id>.first_name} {<customer_id>.last_name}")
        #expect(try naming("invoice") == "{<customer_id>.first_name} {<customer_id>.last_name} · {invoice_date}", "one link, then the row's date")
        #expect(try naming("store") == nil, "a store and its manager do not name each other; an address is no name")
        #expect(try naming("employee") == nil, "a manager does not name the people who report to them")
        #expect(try naming("payment") == nil, "a rental's name is two links away already: not three")
    }

    /// Tables that link to each other in a ring, none named by its own columns, each also
    /// linking to a named one: their names are found in a few steps, never by going round.
    @Test func tablesLinkedInARingAreNamedWithoutGoingRound() async throws {
        let script = """
            CREATE TABLE customer (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE orders (id INTEGER PRIMARY KEY, shipment_id INTEGER REFERENCES shipments (id), customer_id INTEGER REFERENCES customer (id));
            CREATE TABLE shipments (id INTEGER PRIMARY KEY, invoice_id INTEGER REFERENCES invoices (id), customer_id INTEGER REFERENCES customer (id));
            CREATE TABLE invoices (id INTEGER PRIMARY KEY, order_id INTEGER REFERENCES orders (id), customer_id INTEGER REFERENCES customer (id));
            CREATE TABLE a (id INTEGER PRIMARY KEY, b_id INTEGER REFERENCES b (id), c_id INTEGER REFERENCES c (id));
            CREATE TABLE b (id INTEGER PRIMARY KEY, c_id INTEGER REFERENCES c (id), d_id INTEGER REFERENCES d (id));
            CREATE TABLE c (id INTEGER PRIMARY KEY, d_id INTEGER REFERENCES d (id), a_id INTEGER REFERENCES a (id));
            CREATE TABLE d (id INTEGER PRIMARY KEY, a_id INTEGER REFERENCES a (id), b_id INTEGER REFERENCES b (id))
            """
        let database = try await TestEngine.sqlite.database(sqlite: script, postgres: script)
        defer { Task { try? await database.close() } }
        let model = database.model
        for name in ["orders", "shipments", "invoices"] {
            let naming = DisplayName.naming(of: try model.entity(named: name), in: model)
            #expect(naming?.description.contains(".name}") == true, "\(name): \(naming?.description ?? "none")")
        }
        for name in ["a", "b", "c", "d"] {
            #expect(DisplayName.naming(of: try model.entity(named: name), in: model) == nil, "nothing names \(name)")
        }
    }

    @Test(arguments: TestEngine.available)
    func pagesListsAndChoicesNameRowsByTheirLinks(_ engine: TestEngine) async throws {
        let database = try await database(engine)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database, rules: RuleModel())) { browser in
            let rental = try await browser.get("/e/rental/1").page
            #expect(rental.pageTitle?.hasPrefix("ACADEMY DINOSAUR · Mary Smith") == true, "\(rental.pageTitle ?? "")")
            // A link of the row's own (its inventory item) reads as the film.
            #expect(rental.links.contains { $0.href == "/e/inventory/1" && $0.text == "ACADEMY DINOSAUR" })
            // A rental without a customer is its film.
            #expect(try await browser.get("/e/rental/2").page.pageTitle == "ZORRO ARK · Rental · Tessera")

            // A list of payments names each payment's rental: three links away, fetched with the page.
            let payments = try await browser.get("/e/payment").page
            #expect(payments.links.contains { $0.href == "/e/rental/1" && $0.text == "ACADEMY DINOSAUR · Mary Smith" })
            // The list of rentals: each row's item by its film; each row opened by the link that
            // carries its name (a phone's card shows it as the heading).
            let rentals = try await browser.get("/e/rental").page
            #expect(rentals.links.contains { $0.href == "/e/inventory/2" && $0.text == "ZORRO ARK" })
            #expect(rentals.elements.contains { $0.name == "a" && $0.attributes["href"] == "/e/rental/1" && $0.attributes["aria-label"] == "Open ACADEMY DINOSAUR · Mary Smith" })
            #expect(rentals.links.contains { $0.href == "/e/rental/1" && $0.text.contains("ACADEMY DINOSAUR · Mary Smith") })

            // A customer's rentals, by their films (the customer is the page's); the invoice by
            // its customer and date.
            let customer = try await browser.get("/e/customer/1").page
            #expect(customer.links.contains { $0.href == "/e/rental/1" && $0.text == "ACADEMY DINOSAUR" })
            #expect(try await browser.get("/e/invoice/1").page.pageTitle?.hasPrefix("Linda Williams · 2021-03-04") == true)

            // A payment's form chooses among the rentals by name; its title and the notice too.
            let form = try await browser.get("/e/payment/1/edit").page
            let options = form.all("option").map(\.text)
            #expect(options.contains("ACADEMY DINOSAUR · Mary Smith") && options.contains("ZORRO ARK"), "\(options)")
            var edit = try #require(BrowserForm(try await browser.get("/e/rental/1/edit").page.html, action: "/e/rental/1/edit"))
            edit.set("v.rented_at", to: "2005-05-24 22:53:31")
            // A bulk action's question names the rows it acts on as their pages do.
            _ = try await browser.get("/e/rental")
            let question = try await browser.post("/e/rental/bulk", [("scope", "selected"), ("row", "1"), ("row", "2"), ("action", "delete")])
            #expect(question.body.contains("ACADEMY DINOSAUR · Mary Smith") && question.body.contains("ZORRO ARK"))
            let saved = try await browser.post("/e/rental/1/edit", edit.submitted, withToken: false)
            #expect(saved.status == .seeOther)
            #expect(BooleanFormTests.notice(browser)?.contains("ACADEMY DINOSAUR · Mary Smith") == true, "\(BooleanFormTests.notice(browser) ?? "")")
        }
    }

    @Test(arguments: TestEngine.available)
    func aNameReadsOnlyWhatThePersonMaySee(_ engine: TestEngine) async throws {
        let database = try await database(engine)
        defer { Task { try? await database.close() } }
        let rules = RuleModel()
        _ = try rules.loadRules(
            text: "entity.name = 'film' => hiddenPropertyKeys = ['title']", fileName: "hide.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            // The film's title is hidden: a rental is not named by it, but by its own number and date.
            let title = try await browser.get("/e/rental/1").page.pageTitle ?? ""
            #expect(!title.contains("ACADEMY"), "\(title)")
            #expect(title.hasPrefix("#1 · 2005-05-24"), "\(title)")
            let payments = try await browser.get("/e/payment").page
            #expect(!payments.html.contains("ACADEMY"))
        }
        let hidden = RuleModel()
        _ = try hidden.loadRules(
            text: "task = 'query' => visibleEntityNames = ['rental', 'inventory', 'customer', 'payment']", fileName: "tables.rules",
            registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: hidden)) { browser in
            // Films are not shown at all: nor are their titles through a link.
            let page = try await browser.get("/e/rental/1").page
            #expect(!page.html.contains("ACADEMY"))
        }
    }

    @Test(arguments: TestEngine.available)
    func pathsOfRelationshipsAreFetchedOneQueryAStep(_ engine: TestEngine) async throws {
        let database = try await database(engine)
        defer { Task { try? await database.close() } }
        let rental = try database.model.entity(named: "rental")
        let inventory = try #require(rental.relationships.first { $0.destinationEntity == "inventory" }).name
        let film = try #require(try database.model.entity(named: "inventory").relationships.first { $0.destinationEntity == "film" }).name
        let customer = try #require(rental.relationships.first { $0.destinationEntity == "customer" }).name
        var specification = FetchSpecification(entityName: "rental")
        specification.prefetchingRelationships = [inventory]
        specification.prefetchingRelationshipPaths = [[inventory, film], [customer]]
        let rows = try await database.fetch(specification).rows
        #expect(rows.map { $0.related[inventory]?.first?.related[film]?.first?["title"].text } == ["ACADEMY DINOSAUR", "ZORRO ARK"])
        #expect(rows.map { $0.related[customer]?.first?["last_name"].text } == ["Smith", nil])
        // A name that is no relationship is an error, not an empty row.
        var rows2 = rows
        await #expect(throws: DatabaseError.self) { try await database.prefetch([["nothing"]], into: &rows2, of: rental) }
    }
}

extension HTMLPage {
    /// The window's title.
    fileprivate var pageTitle: String? { all("title").first?.text }
}
