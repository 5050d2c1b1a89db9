import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// A list read by keyboard: a skip link past the search and filters to the rows, and each row at
/// most two stops of the tab order — its checkbox and the link of its name — however many rows
/// it links to (its own page links them all).
@Suite("Lists by keyboard", .heavy)
struct ListKeyboardTests {
    @Test(arguments: TestEngine.available)
    func aRowIsTwoTabStops(_ engine: TestEngine) async throws {
        let application = DirectApplication(database: try await engine.openSample(), rules: RuleModel())
        defer { Task { try? await application.database.close() } }
        try await serve(application) { browser in
            for path in ["/e/rental", "/e/film", "/e/customer", "/e/payment"] {
                let page = try await browser.get(path).page
                #expect(page.links.contains { $0.href == "#t-results" }, "\(path): no skip link to the rows")
                #expect(page.elements.contains { $0.attributes["id"] == "t-results" }, "\(path): the skip link goes nowhere")
                let html = page.html
                guard let start = html.range(of: "<tr class=\"t-section-row\""), let end = html[start.upperBound...].range(of: "</tr>") else {
                    Issue.record("\(path): no rows")
                    continue
                }
                let row = HTMLPage(String(html[start.lowerBound..<end.upperBound]))
                let stops = row.elements.filter { element in
                    ["a", "input", "button", "select", "textarea"].contains(element.name) && element.attributes["tabindex"] != "-1"
                        && (element.name != "a" || element.attributes["href"] != nil)
                }
                #expect(stops.count <= 2, "\(path): \(stops.count) tab stops a row: \(stops.map { $0.name + " " + ($0.attributes["href"] ?? $0.attributes["type"] ?? "") })")
                #expect(stops.contains { $0.name == "input" }, "\(path): the checkbox is a stop")
            }
        }
    }
}
