import TesseraData
import TesseraDirect
import TesseraRules
import TesseraTestSupport
import Testing

/// A list with a date of its own drills into it as Django's `date_hierarchy` does: its years
/// with their rows, a year's months, a month's days, each a link that narrows the list, and the
/// way back; counted among the rows the list selects.
@Suite("Date drill-down")
struct DateDrillDownTests {
    static func script(_ engine: TestEngine) -> String {
        let key = engine == .sqlite ? "INTEGER PRIMARY KEY" : "integer PRIMARY KEY"
        let time = engine == .sqlite ? "DATETIME" : "timestamptz"
        var rows = [
            "(1, '2005-05-24 22:53:30', 'a')", "(2, '2005-05-24 23:03:39', 'a')", "(3, '2005-05-31 10:00:00', 'b')",
            "(4, '2005-06-01 00:00:00', 'b')", "(5, '2006-02-14 15:16:03', 'a')", "(6, NULL, 'a')",
            // Written with a `T`: SQLite keeps the text, and the day it counts it in lists it.
            "(8, '2005-05-24T23:30:00', 'a')",
        ]
        // SQLite keeps any text in a DATETIME column: one it cannot place is not counted.
        if engine == .sqlite { rows.append("(7, 'yesterday', 'a')") }
        return [
            "CREATE TABLE rental (id \(key), rental_date \(time), kind text, last_update \(time))",
            "INSERT INTO rental (id, rental_date, kind) VALUES " + rows.joined(separator: ", "),
        ].joined(separator: ";\n")
    }

    @Test(arguments: TestEngine.available)
    func aListDrillsIntoYearsMonthsAndDays(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.script(.sqlite), postgres: Self.script(.postgres))
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database, rules: RuleModel())) { browser in
            // The links of the drill-down's bar, up to the count line after it.
            func bar(_ page: HTMLPage) -> [(text: String, href: String)] {
                guard let start = page.html.range(of: "data-date-drill-down"), let end = page.html.range(of: "data-count", range: start.upperBound..<page.html.endIndex)
                else { return [] }
                return HTMLPage("<div " + String(page.html[start.lowerBound..<end.lowerBound])).links.map { ($0.text, $0.href) }
            }
            let all = try await browser.get("/e/rental").page
            #expect(bar(all).map(\.text) == ["2005 5", "2006 1"], "\(bar(all).map(\.text))")
            let year = try await browser.get(try #require(bar(all).first?.href)).page
            #expect(bar(year).map(\.text) == ["All dates", "May 4", "June 1"], "\(bar(year).map(\.text))")
            #expect(year.links.contains { $0.href == "/e/rental/3" } && !year.links.contains { $0.href == "/e/rental/5" })
            let may = try await browser.get(try #require(bar(year).first { $0.text == "May 4" }?.href)).page
            #expect(bar(may).map(\.text) == ["All dates", "2005", "24 3", "31 1"], "\(bar(may).map(\.text))")
            #expect(may.elements.contains { $0.attributes["aria-current"] == "page" && $0.text == "May 2005" })
            let day = try await browser.get(try #require(bar(may).first { $0.text == "24 3" }?.href)).page
            #expect(bar(day).map(\.text) == ["All dates", "2005", "May 2005"])
            #expect(day.elements.contains { $0.attributes["aria-current"] == "page" && $0.text == "24 May 2005" })
            #expect(day.links.contains { $0.href == "/e/rental/2" } && !day.links.contains { $0.href == "/e/rental/3" })
            #expect(day.links.contains { $0.href == "/e/rental/8" }, "the day's rows are the rows counted in it")
            // Counted among the rows the list selects: a search narrows the years too.
            let searched = try await browser.get("/e/rental?f.kind=b").page
            #expect(bar(searched).map(\.text) == ["2005 2"])
            // A range of another shape is the filters', not the drill-down's.
            let range = try await browser.get("/e/rental?f.rental_date.from=2005-05-20&f.rental_date.to=2005-06-10").page
            #expect(bar(range).isEmpty)
        }
        // A rule drills into another column, or into none.
        let rules = RuleModel()
        _ = try rules.loadRules(text: "entity.name = 'rental' => dateHierarchy = 'last_update'", fileName: "dates.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let page = try await browser.get("/e/rental").page
            #expect(!page.links.contains { $0.href.contains("rental_date.from") })
            #expect(page.elements.contains { $0.attributes["data-date-drill-down"] != nil } == false, "no dates in last_update: nothing to drill into")
        }
    }
}
