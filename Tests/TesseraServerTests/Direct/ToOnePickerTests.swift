import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// A to-one relationship whose table has too many rows for a choice is a picker: the row chosen
/// by its name, a search that works without the script (the form sent back with everything typed
/// kept, the rows found as buttons, a page at a time) and the JSON the script asks as the person
/// types; "New …" makes a row whose page hands it back. The key is a hidden field, so a form sent
/// back untouched changes nothing.
@Suite("To-one pickers", .heavy)
struct ToOnePickerTests {
    /// 150 cities (more than a choice lists), each named; people living in them.
    static func script(_ engine: TestEngine) -> String {
        var lines = [
            engine == .sqlite
                ? "CREATE TABLE city (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT)"
                : "CREATE TABLE city (id serial PRIMARY KEY, name text NOT NULL, country text)",
            "CREATE TABLE person (id integer PRIMARY KEY, name text NOT NULL, city_id integer REFERENCES city (id), born_in integer NOT NULL REFERENCES city (id))",
        ]
        // City 7 is "Zeta": last by name, first when its key is typed.
        let values = (1...150).map { "(\($0), '\($0 == 7 ? "Zeta" : "Town " + String(format: "%03d", $0))', '\($0 % 2 == 0 ? "Even" : "Odd")')" }
        lines.append("INSERT INTO city (id, name, country) VALUES " + values.joined(separator: ", "))
        if engine == .postgres { lines.append("SELECT setval('city_id_seq', 150)") }
        lines.append("INSERT INTO person VALUES (1, 'Ada', 5, 7), (2, 'Bob', NULL, 9)")
        return lines.joined(separator: ";\n")
    }

    func application(_ engine: TestEngine) async throws -> DirectApplication {
        let database = try await engine.database(sqlite: Self.script(.sqlite), postgres: Self.script(.postgres))
        return DirectApplication(database: database, rules: RuleModel())
    }

    @Test(arguments: TestEngine.available)
    func aPickerSearchesChoosesAndKeepsWhatWasTyped(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let path = "/e/person/1/edit"
            let page = try await browser.get(path).page
            // The key is a hidden field; the row it points to is shown by name, with its link.
            let picker = try #require(page.elements.first { $0.attributes["data-to-one"] == "city" })
            #expect(picker.attributes["data-choices"] == "/choices/person/city")
            #expect(page.elements.contains { $0.name == "input" && $0.attributes["name"] == "v.city_id" && $0.attributes["type"] == "hidden" && $0.attributes["value"] == "5" })
            #expect(page.links.contains { $0.href == "/e/city/5" && $0.text == "Town 005" })
            #expect(page.links.contains { $0.href == "/new/city?picked=id" })
            #expect(page.all("select").allSatisfy { $0.attributes["name"] != "v.city_id" }, "150 rows are no choice")

            // Untouched, as a browser sends it (Enter presses the default Save, not Find): nothing to save.
            var form = try #require(BrowserForm(page.html, action: path))
            #expect(form.invalidControls.isEmpty)
            let untouched = try await browser.post(path, form.submitted, withToken: false)
            #expect(untouched.status == .seeOther)
            #expect(BooleanFormTests.notice(browser)?.hasPrefix("Nothing to save") == true)

            // Without the script: a name typed, a search, "Find" — the form comes back with both.
            form = try #require(BrowserForm(try await browser.get(path).page.html, action: path))
            form.set("v.name", to: "Ada Lovelace")
            form.set("pick.city_id", to: "Town 01")
            let found = try await browser.post(path, form.submitted(pressing: "_pick"), withToken: false)
            #expect(found.status == .ok)
            #expect(found.page.field("v.name") == "Ada Lovelace")
            let matches = found.page.all("button").filter { $0.attributes["name"] == "choose.city_id" && $0.attributes["data-to-one-match"] != nil }
            // Each word, by name: "01" is in 001, 010–019 and 101.
            #expect(matches.map(\.text) == ["Town 001"] + (10...19).map { "Town 0\($0)" } + ["Town 101"])
            #expect(try await application.database.row(of: "person", key: RowKey([.integer(1)]))?["name"] == .text("Ada"), "nothing saved")

            // Enter in the search (the default button, Save, with a search typed) searches too.
            let entered = try await browser.post(path, form.submitted, withToken: false)
            #expect(entered.status == .ok)
            #expect(entered.page.all("button").contains { $0.attributes["data-to-one-match"] == "12" })

            // Save itself saves, whatever a search box holds (the search is left).
            var typed = try #require(BrowserForm(entered.page.html, action: path))
            typed.set("pick.city_id", to: "Town 02")
            let pressedSave = typed.submitted.filter { $0.0 != "_enter" }
            let savedWithSearch = try await browser.post(path, pressedSave, withToken: false)
            #expect(savedWithSearch.status == .seeOther, "Save with words in a search box saves")
            #expect(try await application.database.row(of: "person", key: RowKey([.integer(1)]))?["name"] == .text("Ada Lovelace"))

            // A row chosen: the form comes back pointing to it, the name still typed; then saved.
            var chosen = try #require(BrowserForm(try await browser.get(path).page.html, action: path))
            chosen.set("pick.city_id", to: "Town 01")
            let searchedAgain = try await browser.post(path, chosen.submitted(pressing: "_pick"), withToken: false)
            chosen = try #require(BrowserForm(searchedAgain.page.html, action: path))
            let afterChoice = try await browser.post(path, chosen.submitted(pressing: "choose.city_id", value: "12"), withToken: false)
            #expect(afterChoice.status == .ok)
            #expect(afterChoice.page.field("v.city_id") == "12")
            #expect(afterChoice.page.links.contains { $0.href == "/e/city/12" && $0.text == "Town 012" })
            chosen = try #require(BrowserForm(afterChoice.page.html, action: path))
            #expect(chosen.value("pick.city_id") == "", "the search is empty again, so Save saves")
            let saved = try await browser.post(path, chosen.submitted, withToken: false)
            #expect(saved.status == .seeOther)
            let row = try #require(try await application.database.row(of: "person", key: RowKey([.integer(1)])))
            #expect(row["name"] == .text("Ada Lovelace"))
            #expect(row["city_id"] == .integer(12))
            #expect(row["born_in"] == .integer(7), "the other picker untouched")
        }
    }

    @Test(arguments: TestEngine.available)
    func searchesPageByKeysetAndFindKeys(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            // Without the script: "More" brings the next page, after the last row shown.
            let path = "/e/person/2/edit"
            var form = try #require(BrowserForm(try await browser.get(path).page.html, action: path))
            form.set("pick.born_in", to: "Even")
            let first = try await browser.post(path, form.submitted(pressing: "_pick"), withToken: false)
            let firstPage = first.page.all("button").compactMap { $0.attributes["name"] == "choose.born_in" ? $0.attributes["value"] : nil }
            #expect(firstPage == (1...20).map { String($0 * 2) })
            form = try #require(BrowserForm(first.page.html, action: path))
            let next = try await browser.post(path, form.submitted(pressing: "after.born_in"), withToken: false)
            let nextPage = next.page.all("button").compactMap { $0.attributes["name"] == "choose.born_in" ? $0.attributes["value"] : nil }
            #expect(nextPage == (21...40).map { String($0 * 2) })
            // A page link edited by hand: the first page again, the form kept.
            var forged = form.submitted(pressing: "after.born_in")
            forged = forged.map { $0.0 == "after.born_in" ? ($0.0, "forged") : $0 }
            let refusedPage = try await browser.post(path, forged, withToken: false)
            #expect(refusedPage.status == .ok)
            #expect(refusedPage.page.all("button").contains { $0.attributes["name"] == "choose.born_in" && $0.attributes["value"] == "2" })

            // A nullable relationship can be cleared; one that cannot has no Clear.
            let page = try await browser.get("/e/person/1/edit").page
            #expect(page.all("button").contains { $0.attributes["name"] == "choose.city_id" && $0.attributes["value"] == "" })
            #expect(!page.all("button").contains { $0.attributes["name"] == "choose.born_in" && $0.attributes["value"] == "" })

            // What the script asks: JSON, a page at a time, the key typed first.
            let json = try await browser.get("/choices/person/city?q=Town%2012")
            #expect(json.status == .ok)
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any])
            let choices = try #require(answer["choices"] as? [[String: Any]])
            #expect(choices.compactMap { $0["name"] as? String } == ["Town 012", "Town 112"] + (120...129).map { "Town \($0)" })
            #expect(choices.first?["value"] as? String == "12")
            #expect(choices.first?["address"] as? String == "/e/city/12")
            // The key typed: its row first, whatever its name.
            let byKey = try JSONSerialization.jsonObject(with: Data(try await browser.get("/choices/person/city?q=7").body.utf8)) as? [String: Any]
            #expect((byKey?["choices"] as? [[String: Any]])?.prefix(3).compactMap { $0["name"] as? String } == ["Zeta", "Town 017", "Town 027"])
            let all = try JSONSerialization.jsonObject(with: Data(try await browser.get("/choices/person/city").body.utf8)) as? [String: Any]
            #expect((all?["choices"] as? [[String: Any]])?.count == 20)
            let more = try #require(all?["more"] as? String)
            let second = try JSONSerialization.jsonObject(with: Data(try await browser.get(more).body.utf8)) as? [String: Any]
            #expect(((second?["choices"] as? [[String: Any]])?.first?["name"] as? String) == "Town 022", "Zeta sorts last: 1–6, 8–21 first")

            // Refused clearly: no such relationship, a made-up page, a search too long.
            for (address, status) in [
                ("/choices/person/nothing", 404), ("/choices/nobody/city", 404), ("/choices/person/city?after=forged", 400),
                ("/choices/person/city?q=" + String(repeating: "x", count: 2_000), 400),
            ] {
                let refused = try await browser.get(address)
                #expect(refused.status.code == status, "\(address)")
                #expect(refused.body.hasPrefix("{\"error\":"), "\(address): JSON, for the script")
            }
        }
    }

    /// "New city" beside the picker: a new row's form that says it is for a picker, and the
    /// row's page after saving that hands the row back.
    @Test(arguments: TestEngine.available)
    func aNewRowMadeForAPickerComesBack(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            let page = try await browser.get("/new/city?picked=id").page
            let action = "/new/city?picked=id"
            var form = try #require(BrowserForm(page.html, action: action))
            form.set("v.name", to: "Newtown")
            let created = try await browser.post(action, form.submitted, withToken: false)
            #expect(created.status == .seeOther)
            let location = try #require(created.location)
            #expect(location == "/e/city/151?picked=id")
            let shown = try await browser.get(location).page
            let note = try #require(shown.elements.first { $0.attributes["data-picked-row"] != nil })
            #expect(note.attributes["data-value"] == "151")
            #expect(note.attributes["data-name"] == "Newtown")
            // A column the row's page does not show is not handed out.
            let hidden = try await browser.get("/e/city/151?picked=nothing").page
            #expect(!hidden.elements.contains { $0.attributes["data-picked-row"] != nil })
        }
    }
}
