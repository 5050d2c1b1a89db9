import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Mistakes a person can see and reach: a summary at the top of the form that takes the focus
/// and links to each field in error, the field marked (`aria-invalid`, an `id` the link names),
/// and a text that cannot be NULL refused when emptied — unless a rule allows the empty string,
/// and never when the row holds it already and the form comes back untouched.
@Suite("Validation a person sees", .heavy)
struct ValidationDisplayTests {
    static let sqlite = """
        CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT NOT NULL, nickname TEXT NOT NULL, age INTEGER);
        INSERT INTO person VALUES (1, 'Ada', 'A', 36), (2, '', 'Nobody', NULL)
        """
    static let postgres = """
        CREATE TABLE person (id integer PRIMARY KEY, name text NOT NULL, nickname text NOT NULL, age integer);
        INSERT INTO person VALUES (1, 'Ada', 'A', 36), (2, '', 'Nobody', NULL)
        """

    func application(_ engine: TestEngine) async throws -> DirectApplication {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        let rules = RuleModel()
        try rules.loadRules(
            text: "entity.name = 'person' and propertyKey = 'nickname' => allowsEmptyText = true", fileName: "people.rules",
            registry: DirectRuleKeys.registry)
        return DirectApplication(database: database, rules: rules)
    }

    @Test(arguments: TestEngine.available)
    func mistakesAreSummedUpLinkedAndMarked(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let form = try await browser.get("/e/person/1/edit")
            let version = try #require(form.page.field("_version"))
            let refused = try await browser.post(
                "/e/person/1/edit", [("v.name", ""), ("v.nickname", "A"), ("v.age", "old"), ("_version", version)])
            #expect(refused.status.code == 422)
            let page = refused.page
            let summary = try #require(page.elements.first { $0.attributes["data-form-errors"] != nil }, "a summary")
            #expect(summary.attributes["role"] == "alert")
            #expect(summary.attributes["autofocus"] != nil && summary.attributes["tabindex"] == "-1", "it takes the focus")
            // A link to each field in error, in the form's order, with its message.
            let links = page.links.filter { $0.href.hasPrefix("#t-field-") }
            #expect(links.map(\.href) == ["#t-field-name", "#t-field-age"])
            #expect(links.first?.text == "Name: required")
            #expect(links.last?.text.hasPrefix("Age: must be a whole number") == true, "\(links)")
            // …to the controls, marked invalid.
            for (id, name) in [("t-field-name", "v.name"), ("t-field-age", "v.age")] {
                let control = try #require(page.elements.first { $0.attributes["id"] == id }, "no control \(id)")
                #expect(control.attributes["name"] == name)
                #expect(control.attributes["aria-invalid"] == "true")
            }
            #expect(try await application.database.row(of: "person", key: RowKey([.integer(1)]))?["name"] == .text("Ada"))

            // A rule lets the nickname be empty: saved as the empty string.
            let again = try await browser.get("/e/person/1/edit")
            #expect(!(again.page.elements.first { $0.attributes["name"] == "v.nickname" }?.attributes.keys.contains("required") ?? true),
                "a field a rule lets be empty is not required")
            #expect(again.page.elements.first { $0.attributes["name"] == "v.name" }?.attributes["required"] != nil)
            let saved = try await browser.post(
                "/e/person/1/edit", [("v.name", "Ada"), ("v.nickname", ""), ("v.age", "36"), ("_version", try #require(again.page.field("_version")))])
            #expect(saved.status == .seeOther)
            #expect(try await application.database.row(of: "person", key: RowKey([.integer(1)]))?["nickname"] == .text(""))

            // A row holding the empty name already: not required on its form, and sent back
            // untouched it saves nothing; emptied on purpose elsewhere it is still refused.
            let empty = try await browser.get("/e/person/2/edit")
            #expect(empty.page.elements.first { $0.attributes["name"] == "v.name" }?.attributes["required"] == nil)
            let untouched = try await browser.post(
                "/e/person/2/edit", [("v.name", ""), ("v.nickname", "Nobody"), ("v.age", ""), ("_version", try #require(empty.page.field("_version")))])
            #expect(untouched.status == .seeOther)
            #expect(BooleanFormTests.notice(browser)?.hasPrefix("Nothing to save") == true)

            // A new row: the empty name refused, the empty nickname taken.
            _ = try await browser.get("/new/person")
            let new = try await browser.post("/new/person", [("v.id", "3"), ("v.name", ""), ("v.nickname", ""), ("v.age", "")])
            #expect(new.status.code == 422)
            #expect(new.page.links.map(\.href).filter { $0.hasPrefix("#t-field-") } == ["#t-field-name"])
        }
    }

    /// A value an enumeration does not list — a check constraint's, a rule's — is refused by a
    /// form and by a bulk Set alike, before any row is touched, whatever the database checks.
    @Test(arguments: TestEngine.available)
    func aValueTheEnumerationDoesNotListIsRefused(_ engine: TestEngine) async throws {
        let database = try await engine.database(
            sqlite: """
                CREATE TABLE film (id INTEGER PRIMARY KEY, title TEXT, rating TEXT CHECK (rating IN ('G', 'PG', 'R')), tone TEXT);
                INSERT INTO film VALUES (1, 'Odes', 'G', 'calm'), (2, 'Annals', 'R', 'grim')
                """,
            postgres: """
                CREATE TABLE film (id integer PRIMARY KEY, title text, rating text CHECK (rating IN ('G', 'PG', 'R')), tone text);
                INSERT INTO film VALUES (1, 'Odes', 'G', 'calm'), (2, 'Annals', 'R', 'grim')
                """)
        defer { Task { try? await database.close() } }
        let rules = RuleModel()
        // A list the database does not check: only the rule says it.
        try rules.loadRules(text: "entity.name = 'film' and propertyKey = 'tone' => allowedValues = ['calm', 'grim']", fileName: "film.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let form = try await browser.get("/e/film/1/edit")
            let version = try #require(form.page.field("_version"))
            for (column, value) in [("rating", "XYZ"), ("tone", "cheerful")] {
                let refused = try await browser.post("/e/film/1/edit", [("v.\(column)", value), ("_version", version)])
                #expect(refused.status.code == 422, "\(column)")
                #expect(refused.page.text.contains("must be one of"), "\(column): \(refused.page.text.prefix(300))")
            }
            _ = try await browser.get("/e/film")
            for (column, value) in [("rating", "XYZ"), ("tone", "cheerful")] {
                let bulk = try await browser.post(
                    "/e/film/bulk", [("scope", "page"), ("pagerow", "1"), ("pagerow", "2"), ("action", "set"), ("column", column), ("value", value)])
                #expect(bulk.status.code == 400, "\(column)")
                #expect(bulk.page.text.contains("must be one of"), "\(column): \(bulk.page.text.prefix(300))")
            }
            let row = try #require(try await database.row(of: "film", key: RowKey([.integer(1)])))
            #expect(row["rating"] == .text("G") && row["tone"] == .text("calm"))
            // A listed value is taken.
            let question = try await browser.post(
                "/e/film/bulk", [("scope", "page"), ("pagerow", "1"), ("pagerow", "2"), ("action", "set"), ("column", "tone"), ("value", "grim")])
            #expect(question.status == .ok)
        }
    }
}
