import Foundation
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraTestSupport
import Testing

/// A text of a few comma-separated choices ("Trailers,Deleted Scenes") is offered to the page's
/// script as its choices, read from the column's values; a PostgreSQL array says what its
/// elements are. Free text is neither. The text area stays the field the form sends, so an
/// untouched form changes nothing.
@Suite("Editors of lists of values")
struct ListValueEditorTests {
    static func script(_ engine: TestEngine) -> String {
        let key = engine == .sqlite ? "INTEGER PRIMARY KEY" : "integer PRIMARY KEY"
        var lines = [
            "CREATE TABLE film (id \(key), title text NOT NULL, features text, author text, notes text\(engine == .postgres ? ", tags text[], scores integer[], grid integer[][]" : ""))",
        ]
        let features = ["Trailers", "Trailers,Commentaries", "Deleted Scenes,Trailers", "Commentaries,Behind the Scenes", "Behind the Scenes", "Trailers,Deleted Scenes"]
        let authors = ["Smith, John", "Doe, Jane", "Roe, Richard", "Smith, Jane", "Poe, Edgar", "Woe, Is"]
        for index in 0..<6 {
            let arrays = engine == .postgres ? ", '{a,\"b c\"}', '{1,2}', '{{1,2},{3,4}}'" : ""
            lines.append("INSERT INTO film VALUES (\(index + 1), 'Film \(index + 1)', '\(features[index])', '\(authors[index])', 'free text, with commas, \(index)'\(arrays))")
        }
        return lines.joined(separator: ";\n")
    }

    @Test(arguments: TestEngine.available)
    func setLikeTextOffersItsChoicesAndArraysTheirElements(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.script(.sqlite), postgres: Self.script(.postgres))
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database, rules: RuleModel())) { browser in
            let page = try await browser.get("/e/film/2/edit").page
            func area(_ column: String) -> HTMLPage.Element? {
                page.elements.first { $0.name == "textarea" && $0.attributes["name"] == "v." + column }
            }
            let features = try #require(area("features"))
            #expect(features.attributes["data-set-choices"] == #"["Behind the Scenes","Commentaries","Deleted Scenes","Trailers"]"#)
            #expect(features.text.trimmingCharacters(in: .newlines) == "Trailers,Commentaries", "the text area still holds the value")
            #expect(area("author")?.attributes["data-set-choices"] == nil, "names with commas are no set")
            #expect(area("notes")?.attributes["data-set-choices"] == nil, "free text is no set")
            if engine == .postgres {
                #expect(area("tags")?.attributes["data-array-of"] == "text")
                #expect(area("scores")?.attributes["data-array-of"] == "number")
                #expect(area("tags")?.text.trimmingCharacters(in: .newlines) == #"{a,"b c"}"#)
            }
            // The form sent back untouched changes nothing.
            let form = try #require(BrowserForm(page.html, action: "/e/film/2/edit"))
            let saved = try await browser.post("/e/film/2/edit", form.submitted, withToken: false)
            #expect(saved.status == .seeOther)
            #expect(BooleanFormTests.notice(browser)?.hasPrefix("Nothing to save") == true)
        }
    }
}
