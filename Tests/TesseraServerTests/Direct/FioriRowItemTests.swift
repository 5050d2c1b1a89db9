import Foundation
import Tessera
import TesseraComponents
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// A fiori list lays out its rows without an `ObjectItem` when nothing would make one look
/// otherwise: those rows must be the `ObjectItem`'s, byte for byte, on every table.
@Suite("A fiori list's rows", .heavy)
struct FioriRowItemTests {
    /// Renders every row of every list `application` shows (100 a table) as the page lays it
    /// out, and as an `ObjectItem` in its base look; returns the rows compared.
    static func compareEveryRow(of application: DirectApplication) async throws -> Int {
        let renderer = HTMLRenderer()
        var compared = 0
        let names = application.context(task: "query").visibleEntityNames
        for name in names {
            guard case .page(let page, _) = try await application.respond(to: DirectRequest(path: "/e/\(DirectPaths.encode(name))", parameters: [("size", "100")])),
                let group = page.displayGroup, let plan = page.pagePlan
            else { continue }
            let items = group.objectItems(plan: plan)
            for row in group.rows {
                let item = items.item(for: row).environment(\.directLook, .fiori)
                let laidOut = renderer.renderString(item)
                let objectItem = renderer.renderString(item.objectItemStyle(ObjectItemBaseStyle()))
                #expect(laidOut == objectItem, "\(name) row \(row.primaryKey)")
                #expect(laidOut.contains(#"data-component="ObjectItem""#))
                compared += 1
            }
        }
        return compared
    }

    @Test(arguments: TestEngine.available)
    func theSampleStoresRowsAreObjectItems(engine: TestEngine) async throws {
        let application = DirectApplication(database: try await engine.sample(), rules: RuleModel { (.always => \.look <= "fiori").priority(-1) })
        let compared = try await Self.compareEveryRow(of: application)
        #expect(compared > 1000)
    }

    @Test(.enabled(if: RealSchemas.sqlite3 != nil, "needs sqlite3"))
    func aRealSchemasRowsAreObjectItems() async throws {
        let database = try await Database.open(try await RealSchemas.loadSQLite())
        defer { Task { try? await database.close() } }
        let compared = try await Self.compareEveryRow(of: DirectApplication(database: database))
        #expect(compared > 20)
    }

    @Test(arguments: TestEngine.available)
    func wholePagesAreTheSameWithTheObjectItemsOwnLook(engine: TestEngine) async throws {
        // The start page's tables and every list's rows, in the pages as the server makes them.
        let application = DirectApplication(database: try await engine.sample(), rules: RuleModel { (.always => \.look <= "fiori").priority(-1) })
        let renderer = HTMLRenderer()
        var paths = ["/"]
        for name in application.context(task: "query").visibleEntityNames { paths.append("/e/" + DirectPaths.encode(name)) }
        for path in paths {
            guard case .page(let page, _) = try await application.respond(to: DirectRequest(path: path)) else {
                Issue.record("no page at \(path)")
                continue
            }
            // Without identity paths: an item with one (in a `List`) is the ObjectItem itself,
            // which numbers its elements one way with its own look and another with a style set.
            let laidOut = Self.withoutIdentities(renderer.renderString(page))
            let objectItems = Self.withoutIdentities(renderer.renderString(page.objectItemStyle(ObjectItemBaseStyle())))
            #expect(laidOut == objectItems, "\(path): \(Self.firstDifference(laidOut, objectItems))")
            if path == "/" || !(page.displayGroup?.rows.isEmpty ?? true) {
                #expect(laidOut.contains(#"data-component="ObjectItem""#), "\(path)")
            }
        }
    }

    /// `html` without its `data-tid` attributes.
    static func withoutIdentities(_ html: String) -> String {
        html.replacingOccurrences(of: #" data-tid="[^"]*""#, with: "", options: .regularExpression)
    }

    /// Where two pages part: a little of each from there.
    static func firstDifference(_ one: String, _ other: String) -> String {
        let a = Array(one.utf8), b = Array(other.utf8)
        let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        func around(_ bytes: [UInt8]) -> String { String(decoding: bytes[max(0, at - 120)..<min(bytes.count, at + 120)], as: UTF8.self) }
        return "at byte \(at):\n\(around(a))\n---\n\(around(b))"
    }

    @Test func aStyleOfYoursStillLaysOutTheRows() async throws {
        // The comparison above means something only if a style takes the rows back: one that
        // writes otherwise does.
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: RuleModel { (.always => \.look <= "fiori").priority(-1) })
        guard case .page(let page, _) = try await application.respond(to: DirectRequest(path: "/e/film", parameters: [("size", "3")])),
            let group = page.displayGroup, let plan = page.pagePlan
        else { Issue.record("no film list"); return }
        let items = group.objectItems(plan: plan)
        let row = try #require(group.rows.first)
        let styled = HTMLRenderer().renderString(items.item(for: row).environment(\.directLook, .fiori).objectItemStyle(TitleOnly()))
        #expect(styled.contains("only-the-title"))
        #expect(!styled.contains("Release year"))
    }

    struct TitleOnly: ObjectItemStyle {
        func makeBody(configuration: ObjectItemConfiguration) -> some View {
            configuration.title.attribute("data-style", "only-the-title")
        }
    }
}
