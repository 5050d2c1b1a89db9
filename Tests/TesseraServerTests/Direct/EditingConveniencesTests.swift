import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// What a person entering rows all day expects of an admin: "Save and add another" and "Save and
/// continue editing", the count of a narrowed list against the whole table, and their own last
/// changes on the start page.
@Suite("Conveniences of daily editing", .heavy)
struct EditingConveniencesTests {
    static let script = """
        CREATE TABLE person (id integer PRIMARY KEY, name text NOT NULL);
        INSERT INTO person VALUES (1, 'Ada'), (2, 'Bob'), (3, 'Cy')
        """

    @Test(arguments: TestEngine.available)
    func saveAndAddAnotherOrContinueEditing(_ engine: TestEngine) async throws {
        let application = DirectApplication(database: try await engine.database(sqlite: Self.script, postgres: Self.script), rules: RuleModel(), recordsHistory: true)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            // A new row, then the next new row's form at once.
            var form = try #require(BrowserForm(try await browser.get("/new/person").page.html, action: "/new/person"))
            form.set("v.id", to: "4")
            form.set("v.name", to: "Dee")
            let another = try await browser.post("/new/person", form.submitted(pressing: "_then", value: "new"), withToken: false)
            #expect(another.status == .seeOther && another.location == "/new/person")
            #expect(BooleanFormTests.notice(browser) == "Created Dee.")
            // A change, then the row's form again.
            let path = "/e/person/1/edit"
            form = try #require(BrowserForm(try await browser.get(path).page.html, action: path))
            #expect(form.submitted.allSatisfy { $0.0 != "_then" }, "Save is the form's default button")
            form.set("v.name", to: "Ada L.")
            let again = try await browser.post(path, form.submitted(pressing: "_then", value: "edit"), withToken: false)
            #expect(again.status == .seeOther && again.location == path)
            #expect(try await application.database.row(of: "person", key: RowKey([.integer(1)]))?["name"] == .text("Ada L."))
            // The start page: the last changes, newest first, each a link to its row.
            let start = try await browser.get("/").page
            let recent = try #require(start.elements.first { $0.attributes["data-recent-changes"] != nil })
            #expect(recent.text.contains("Changed") && recent.text.contains("Created"))
            #expect(start.links.contains { $0.href == "/e/person/1" } && start.links.contains { $0.href == "/e/person/4" })
            // A narrowed list says of how many.
            let searched = try await browser.get("/e/person?q=Bob").page
            #expect(searched.text.contains("1 person row (of 4)"), "\(searched.text.prefix(400))")
            #expect(!(try await browser.get("/e/person").page.text.contains("(of ")))
        }
    }
}
