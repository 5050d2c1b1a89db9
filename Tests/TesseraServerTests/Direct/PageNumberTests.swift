import TesseraData
import TesseraDirect
import TesseraRules
import TesseraTestSupport
import Testing

/// A list whose count is exact numbers its pages as Django's admin does — the first, the last and
/// two each side of the current one — beside the previous and next links; each number's page
/// holds the rows it says, and the page reached by "Next" knows its number.
@Suite("Numbered pages")
struct PageNumberTests {
    static func script(_ engine: TestEngine) -> String {
        let values = (1...95).map { "(\($0), 'Item \($0)')" }.joined(separator: ", ")
        return [
            "CREATE TABLE item (id \(engine == .sqlite ? "INTEGER" : "integer") PRIMARY KEY, name text NOT NULL)",
            "INSERT INTO item VALUES " + values,
        ].joined(separator: ";\n")
    }

    @Test(arguments: TestEngine.available)
    func pagesAreNumberedAndEachNumberOpensItsRows(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.script(.sqlite), postgres: Self.script(.postgres))
        defer { Task { try? await database.close() } }
        let rules = RuleModel()
        _ = try rules.loadRules(text: "entity.name = 'item' => numberOfObjectsPerBatch = 10", fileName: "pages.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            func numbers(_ page: HTMLPage) -> [String] {
                page.links.filter { $0.href.hasPrefix("/e/item") && Int($0.text) != nil }.map(\.text)
            }
            func current(_ page: HTMLPage) -> String? {
                page.elements.first { $0.attributes["aria-current"] == "page" }?.text
            }
            let first = try await browser.get("/e/item").page
            #expect(current(first) == "1")
            #expect(numbers(first) == ["2", "3", "10"], "the next two and the last")
            // The last page: its rows are the list's last five.
            let lastAddress = try #require(first.links.first { $0.text == "10" }?.href)
            let last = try await browser.get(lastAddress).page
            #expect(current(last) == "10")
            #expect(last.links.contains { $0.href == "/e/item/95" } && last.links.contains { $0.href == "/e/item/91" })
            #expect(!last.links.contains { $0.href == "/e/item/90" })
            #expect(numbers(last) == ["1", "8", "9"])
            // "Next" from page 3 is page 4, though reached by keyset, not by number.
            let third = try await browser.get(try #require(first.links.first { $0.text == "3" }?.href)).page
            #expect(current(third) == "3")
            #expect(third.links.contains { $0.href == "/e/item/21" } && !third.links.contains { $0.href == "/e/item/20" })
            let fourth = try await browser.get(try #require(third.links.first { $0.text == "Next →" }?.href)).page
            #expect(current(fourth) == "4")
            #expect(numbers(fourth) == ["1", "2", "3", "5", "6", "10"])
            // "Previous" back to 3 keeps its number too.
            let back = try await browser.get(try #require(fourth.links.first { $0.text == "← Previous" }?.href)).page
            #expect(current(back) == "3")
            // A forged number's link is a clear refusal or the first page, never a failure.
            let forged = try await browser.get("/e/item?page=AAAA")
            #expect(forged.status.code < 500)
            // A page link made to start far in (its checksum is no secret) is refused before
            // the database is asked to skip so many rows.
            let deep = PageCursor(start: 5_000_000, of: FetchSpecification(entityName: "item")).token
            let refused = try await browser.get("/e/item?page=" + deep)
            #expect(refused.status == .badRequest)
            #expect(refused.body.contains("numbered pages go 100000 rows in at most"))
            // A list of one page has no numbers.
            let one = try await browser.get("/e/item?q=Item+95").page
            #expect(current(one) == nil && numbers(one).isEmpty)
        }
    }
}
