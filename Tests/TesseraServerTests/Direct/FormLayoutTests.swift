import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Forms and rows' pages laid out by rules, as Django admin's are: titled groups of properties
/// (`fieldsets`), properties shown but not editable (`readOnlyPropertyKeys`), help under a field
/// (`propertyHelp`) and what an empty field shows (`propertyPlaceholder`).
@Suite("Form layout by rules", .heavy, .timeLimit(.minutes(2)))
struct FormLayoutTests {
    static let script = """
        CREATE TABLE author (id integer PRIMARY KEY, name text NOT NULL);
        CREATE TABLE book (
            id integer PRIMARY KEY,
            title text NOT NULL,
            subtitle text,
            author_id integer REFERENCES author (id),
            pages integer CHECK (pages > 0),
            price numeric(8,2),
            isbn text,
            notes text,
            in_print boolean NOT NULL DEFAULT true,
            added date
        );
        CREATE TABLE tag (id integer PRIMARY KEY, name text NOT NULL);
        CREATE TABLE book_tag (book_id integer NOT NULL REFERENCES book (id), tag_id integer NOT NULL REFERENCES tag (id), PRIMARY KEY (book_id, tag_id));
        INSERT INTO author VALUES (1, 'Ursula'), (2, 'Italo');
        INSERT INTO tag VALUES (1, 'Classic'), (2, 'Signed');
        INSERT INTO book VALUES (1, 'The Dispossessed', NULL, 1, 387, 12.50, '978-0-06-051275-3', 'Signed copy', true, '2024-03-01');
        INSERT INTO book_tag VALUES (1, 1);
        """

    static let rules = """
        entity.name = 'book' => fieldsets = [['Book', ['title', 'subtitle', 'author_id']],
            ['Sales', ['price', 'in_print', 'isbn'], 'columns=2', 'description=What the shop sells it for'],
            ['Notes', ['notes', 'pages', 'nosuch', 'title'], 'collapsed']]
        entity.name = 'book' and object = null => readOnlyPropertyKeys = ['isbn']
        entity.name = 'book' and object != null => readOnlyPropertyKeys = ['added', 'isbn', 'tag']
        entity.name = 'book' and propertyKey = 'isbn' and task = 'edit' => component = 'EditString'
        entity.name = 'book' and propertyKey = 'price' => propertyHelp = 'In euros, tax included'
        entity.name = 'book' and propertyKey = 'subtitle' => propertyPlaceholder = 'A line under the title'
        """

    func application(_ engine: TestEngine, look: String = "basic") async throws -> DirectApplication {
        let database = try await engine.database(sqlite: Self.script, postgres: Self.script)
        let model = RuleModel()
        model.add(try RuleFile(text: Self.rules, fileName: "layout.rules", registry: DirectRuleKeys.registry).rules)
        if look != "basic" { model.add([(.always => \.look <= look).priority(-1)]) }
        let application = DirectApplication(database: database, rules: model, recordsHistory: true)
        try await application.prepareHistory()
        return application
    }

    static func book(_ application: DirectApplication) async throws -> Row {
        try #require(try await application.database.row(of: "book", key: RowKey([.integer(1)])))
    }

    @Test("A form in fieldsets: titled groups in order, a closed one, columns, read-only values, help and placeholders", arguments: TestEngine.available, ["basic", "fiori"])
    func theFormIsLaidOutByTheRules(_ engine: TestEngine, look: String) async throws {
        let application = try await application(engine, look: look)
        defer { Task { try? await application.database.close() } }
        let before = try await Self.book(application)
        try await serve(application) { browser in
            let path = "/e/book/1/edit"
            let page = try await browser.get(path).page
            let legends = page.elements.filter { $0.name == "legend" }.map(\.text)
            #expect(legends == ["Book", "Sales", "Notes"], "the groups in the rules' order; a closed group's legend is for screen readers")
            let closed = try #require(page.elements.first { $0.name == "details" && $0.attributes["data-fieldset"] == "collapsed" })
            #expect(closed.attributes["open"] == nil && closed.text.hasPrefix("Notes"))
            #expect(page.elements.contains { $0.attributes["data-fieldset-fields"] == "2" })
            let description = try #require(page.elements.first { $0.attributes["data-fieldset-description"] != nil })
            #expect(description.text == "What the shop sells it for")
            #expect(page.elements.contains { $0.name == "fieldset" && $0.attributes["aria-describedby"] == description.attributes["id"] })
            // Each field once, in the groups' order: those no group names first.
            let form = try #require(BrowserForm(page.html, action: path))
            // (A switch sends a hidden `false`, then its box's `true`.)
            let names = form.submitted(pressing: nil).map(\.0).filter { $0.hasPrefix("v.") }
            #expect(names == ["v.title", "v.subtitle", "v.author_id", "v.price", "v.in_print", "v.in_print", "v.notes", "v.pages"], "\(names)")
            // Read-only: shown, no field.
            #expect(page.text.contains("978-0-06-051275-3"))
            #expect(!page.elements.contains { $0.attributes["name"] == "v.isbn" || $0.attributes["name"] == "v.added" })
            // Help, named by its field; a placeholder of the rules'.
            let price = try #require(page.elements.first { $0.attributes["name"] == "v.price" })
            #expect(price.attributes["aria-describedby"] == "t-help-price")
            #expect(page.elements.first { $0.attributes["id"] == "t-help-price" }?.text == "In euros, tax included")
            #expect(page.elements.first { $0.attributes["name"] == "v.subtitle" }?.attributes["placeholder"] == "A line under the title")

            // Sent back untouched, as a browser sends it: nothing changes.
            let untouched = try await browser.post(path, form.submitted(pressing: nil), withToken: false)
            #expect(untouched.status == .seeOther)
            #expect(try await Self.book(application) == before)
            // Values forged for the read-only columns are ignored.
            var forged = form.submitted(pressing: nil)
            forged += [("v.isbn", "HACKED"), ("v.added", "1999-01-01")]
            forged = forged.map { $0.0 == "v.notes" ? ($0.0, "Unsigned") : $0 }
            let saved = try await browser.post(path, forged, withToken: false)
            #expect(saved.status == .seeOther)
            let after = try await Self.book(application)
            #expect(after["notes"] == .text("Unsigned"))
            #expect(after["isbn"] == before["isbn"] && after["added"] == before["added"])
            // Nor can a bulk change set one: not offered where no row makes it read-only; where
            // one does (`object != null`), refused for that row.
            _ = try await browser.get("/e/book")
            let bulk = try await browser.post("/e/book/bulk", [("row", "1"), ("action", "set"), ("column", "isbn"), ("value", "HACKED")])
            #expect(bulk.status == .badRequest)
            let question = try await browser.post("/e/book/bulk", [("row", "1"), ("action", "set"), ("column", "added"), ("value", "1999-01-01")])
            if question.status == .ok {
                let answer = try await browser.post("/e/book/bulk", BulkActionTests.confirmationFields(question.page))
                #expect(answer.status.code < 500)
            }
            #expect(try await Self.book(application)["isbn"] == before["isbn"])
            #expect(try await Self.book(application)["added"] == before["added"])
            // A many-to-many relationship made read-only: no Add, no Remove, and refused.
            #expect(!page.elements.contains { $0.attributes["name"] == "remove" })
            #expect(try await browser.post("/e/book/1/related/tag", [("remove", "1")]).status == .forbidden)

            // A mistake in a closed group: it comes back open, the message at its field.
            var wrong = try #require(BrowserForm(try await browser.get(path).page.html, action: path))
            wrong.set("v.pages", to: "many")
            let refused = try await browser.post(path, wrong.submitted(pressing: nil), withToken: false)
            #expect(refused.status.code == 422)
            let open = try #require(refused.page.elements.first { $0.name == "details" && $0.attributes["data-fieldset"] == "collapsed" })
            #expect(open.attributes["open"] != nil)
            #expect(refused.page.elements.contains { $0.attributes["name"] == "v.pages" && $0.attributes["aria-invalid"] == "true" && $0.attributes["value"] == "many" })
            #expect(try await Self.book(application)["pages"] == before["pages"])
        }
    }

    @Test("A row's page in the same groups", arguments: TestEngine.available, ["basic", "fiori"])
    func theRowsPageFollowsTheFieldsets(_ engine: TestEngine, look: String) async throws {
        let application = try await application(engine, look: look)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let page = try await browser.get("/e/book/1").page
            let headings = page.elements.filter { $0.name == "h2" }.map(\.text)
            // The fiori look's object page: the properties no group names under "General
            // information", then a section a group; the basic look: a heading a group.
            let expected = look == "fiori" ? ["General information", "Book", "Sales", "Notes"] : ["Book", "Sales"]
            #expect(Array(headings.prefix(expected.count)) == expected, "\(headings)")
            // (The fiori look's section is a card around its `<details>`.)
            let card = try #require(page.elements.firstIndex { $0.attributes["data-fieldset"] == "collapsed" })
            let closed = try #require(page.elements[card...].first { $0.name == "details" })
            #expect(closed.attributes["open"] == nil && closed.text.contains("Signed copy"))
            // The title, named by two groups, shows once; "nosuch" names nothing.
            let labels = page.elements.filter { $0.text == "Title" }
            #expect(labels.count == 1, "\(labels)")
            if look == "fiori" {
                let anchors = page.links.filter { $0.href.hasPrefix("#") && $0.href != "#content" }.map(\.href)
                // (The book's tags, a to-many relationship no group names, in a section of their own.)
                #expect(anchors == ["#section-general", "#fieldset-1", "#fieldset-2", "#fieldset-3", "#section-1"], "\(anchors)")
                #expect(page.elements.contains { $0.attributes["id"] == "fieldset-2" && $0.attributes["data-object-section"] != nil })
            }
        }
    }

    @Test("A new row's form: read-only columns are left to the database; a rule may say which only once the row exists", arguments: TestEngine.available)
    func aNewRowKeepsTheDatabasesValueForReadOnlyColumns(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let page = try await browser.get("/new/book?v.isbn=HACKED").page
            #expect(!page.elements.contains { $0.attributes["name"] == "v.isbn" })
            // `object = null`: read-only once the row exists, not on a new row's form.
            #expect(page.elements.contains { $0.attributes["name"] == "v.added" })
            var form = try #require(BrowserForm(page.html, action: "/new/book"))
            form.set("v.id", to: "2")
            form.set("v.title", to: "Invisible Cities")
            form.set("v.added", to: "2025-06-01")
            let created = try await browser.post("/new/book", form.submitted(pressing: nil) + [("v.isbn", "HACKED")], withToken: false)
            #expect(created.status == .seeOther)
            let row = try #require(try await application.database.row(of: "book", key: RowKey([.integer(2)])))
            #expect(row["title"] == .text("Invisible Cities") && row["isbn"] == .null)
            #expect(row["added"].text == "2025-06-01")
        }
    }

    @Test("A rule file reads a row's columns: a book out of print cannot be edited", arguments: TestEngine.available)
    func ruleFilesReadTheRowsColumns(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.script + ";\nINSERT INTO book (id, title, in_print) VALUES (2, 'Out', false)", postgres: Self.script + ";\nINSERT INTO book (id, title, in_print) VALUES (2, 'Out', false)")
        let model = RuleModel()
        model.add(try RuleFile(text: "entity.name = 'book' and object.in_print = false => isObjectEditable = false\nentity.name = 'book' and object.pages > 300 => displayNameForEntity = 'Long book'", fileName: "row.rules", registry: DirectRuleKeys.registry).rules)
        let application = DirectApplication(database: database, rules: model)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let open = try await browser.get("/e/book/1/edit")
            let closed = try await browser.get("/e/book/2/edit")
            #expect(open.status == .ok && closed.status == .forbidden)
            // The same rules, asked again of another row: the answer follows the row, not a cache.
            let long = try await browser.get("/e/book/1").page.text
            let short = try await browser.get("/e/book/2").page.text
            #expect(long.contains("Long book") && !short.contains("Long book"))
        }
    }

    @Test("Fieldsets in a rule file: options checked, names checked against the database")
    func fieldsetsInRuleFiles() async throws {
        #expect(throws: (any Error).self) {
            try RuleFile(text: "entity.name = 'book' => fieldsets = [['Sales', ['price'], 'colums=2']]", fileName: "bad.rules", registry: DirectRuleKeys.registry)
        }
        #expect(throws: (any Error).self) {
            try RuleFile(text: "entity.name = 'book' => fieldsets = [['Sales', 'price']]", fileName: "bad.rules", registry: DirectRuleKeys.registry)
        }
        let fieldset = Fieldset("Sales", ["price", "isbn"], isCollapsed: true, columns: 2, description: "Money")
        #expect(Fieldset(ruleValue: fieldset.ruleValue) == fieldset)
        #expect(Fieldset("Wide", [], columns: 40).columns == Fieldset.maximumColumns)

        let database = try await TestEngine.sqlite.database(sqlite: Self.script, postgres: Self.script)
        defer { Task { try? await database.close() } }
        let rules = try RuleFile(
            text: Self.rules + "\nentity.name = 'book' => readOnlyPropertyKeys = ['isbm']\nentity.name = 'book' and object.in_print = false => isObjectEditable = false"
                + "\nentity.name = 'book' and object.pags > 500 => isObjectDeletable = false",
            fileName: "layout.rules", registry: DirectRuleKeys.registry
        ).rules
        let problems = RuleSchemaCheck.diagnostics(for: rules, model: database.model).map(\.description)
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.contains("no column 'pags' in book (did you mean 'pages'?)") })
        #expect(problems.contains { $0.contains("layout.rules:1:") && $0.contains("no property 'nosuch' in book") })
        #expect(problems.contains { $0.contains("no property 'isbm' in book (did you mean 'isbn'?)") })
    }
}
