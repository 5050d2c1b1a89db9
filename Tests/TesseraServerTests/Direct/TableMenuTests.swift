import TesseraDirect
import TesseraRules
import TesseraTestSupport
import Testing

/// The menu of tables on every page marks the table of the page, and no other.
@Suite("The menu of tables")
struct TableMenuTests {
    @Test(arguments: ["basic", "fiori"])
    func onlyTheCurrentTableIsMarked(look: String) async throws {
        let database = try await TestEngine.sqlite.sample()
        let model = RuleModel()
        model.add([(.always => \.look <= look).priority(-1)])
        try await serve(DirectApplication(database: database, rules: model)) { browser in
            for (path, current) in [("/e/film", "film"), ("/e/film/1", "film"), ("/e/language", "language"), ("/", nil)] as [(String, String?)] {
                let page = try await browser.get(path)
                #expect(page.status == .ok)
                let links = page.body.components(separatedBy: "data-table-link=").count - 1
                #expect(links >= 10, "\(path): \(links) links in the menu")
                let marked = page.body.components(separatedBy: "aria-current").count - 1
                let pageMarks = page.body.components(separatedBy: #"aria-current="page""#).count - 1
                // Every mark names its kind; the menu's one names the page's table.
                #expect(marked == pageMarks, "\(path): a bare aria-current")
                if let current {
                    #expect(page.body.contains(#"aria-current="page" data-table-link="\#(current)""#) || page.body.contains(#"data-table-link="\#(current)" aria-current="page""#), "\(path)")
                }
            }
        }
    }
}
