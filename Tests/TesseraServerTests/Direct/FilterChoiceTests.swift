import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// A list's filters offer what a column's values need: a choice of an enumeration's values (exact:
/// "PG" is not "PG-13"), of yes and no for a boolean, of a small related table's rows by name; and
/// a bulk "Set" of an enumerated column chooses among its values.
@Suite("Filters and bulk values by what a column holds", .heavy)
struct FilterChoiceTests {
    @Test(arguments: TestEngine.available)
    func filtersChooseAmongAColumnsValues(_ engine: TestEngine) async throws {
        let application = DirectApplication(database: try await engine.openSample(), rules: RuleModel())
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            // Other tests add languages to the shared sample, before or after the page reads them.
            let languagesBefore = try await application.database.count(FetchSpecification(entityName: "language")).value
            let page = try await browser.get("/e/film").page
            func options(_ name: String) -> [String] {
                guard let start = page.html.range(of: "name=\"\(name)\""), let end = page.html[start.upperBound...].range(of: "</select>") else { return [] }
                return HTMLPage(page.html[start.upperBound..<end.lowerBound].description).all("option").map { $0.attributes["value"] ?? "" }
            }
            #expect(options("f.rating.is") == ["", "G", "PG", "PG-13", "R", "NC-17"])
            // Any, and every language the page saw.
            let languagesAfter = try await application.database.count(FetchSpecification(entityName: "language")).value
            #expect((1 + min(languagesBefore, languagesAfter)...1 + max(languagesBefore, languagesAfter)).contains(options("f.language_id.is").count), "\(options("f.language_id.is"))")
            #expect(page.all("input").allSatisfy { $0.attributes["name"] != "f.rating" && $0.attributes["name"] != "f.language_id.from" },
                "no text or range for a column chosen among values")
            #expect(page.html.contains(">English</option>"), "languages by name")

            // Exactly the value chosen; "Any" (empty) is no filter.
            let pg = try await browser.get("/e/film.json?f.rating.is=PG&size=500").body
            let ratings = (try JSONSerialization.jsonObject(with: Data(pg.utf8)) as? [String: Any])?["rows"] as? [[String: Any]] ?? []
            #expect(!ratings.isEmpty && ratings.allSatisfy { (($0["values"] as? [String: Any])?["rating"] as? String) == "PG" }, "PG-13 is not PG")
            let any = try await browser.get("/e/film?f.rating.is=&f.language_id.is=")
            #expect(any.status == .ok)
            #expect(any.page.text.contains("1,000"), "an empty choice filters nothing")
            let bad = try await browser.get("/e/film?f.rating.is=XYZ")
            #expect(bad.status == .ok, "a value no row holds finds none: \(bad.status)")

            // Bulk "Set" of the rating: its values, a choice (sent only when that column is chosen).
            let set = options("value")
            #expect(set.isEmpty || set.first == "", "the first value control is the text: \(set)")
            let ratingChoice = page.elements.first { $0.name == "select" && $0.attributes["data-bulk-value"] == "rating" }
            #expect(ratingChoice?.attributes["disabled"] != nil, "off until its column is chosen")
        }
    }
}
