import Foundation
import Tessera
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// A list's cells that its plan writes itself (a value, a link to a related row, a long text)
/// are the cells the rules' components write: on every row of every table.
@Suite("Cells a plan writes itself", .heavy)
struct PlannedCellTests {
    /// Renders every cell of every list `application` shows (100 rows a table) as the plan
    /// writes it and as the component does (a look that replaces a component makes every cell
    /// take the component's way); returns the cells compared.
    static func compareEveryCell(of application: DirectApplication) async throws -> Int {
        var compared = 0
        var planned = EnvironmentValues()
        planned.directLook = .basic
        var components = EnvironmentValues()
        components.directLook = DirectLook.basic.replacing("NoSuchComponent", with: NeverShown())
        for name in application.context(task: "query").visibleEntityNames {
            guard case .page(let page, _) = try await application.respond(to: DirectRequest(path: "/e/\(DirectPaths.encode(name))", parameters: [("size", "100")])),
                let group = page.displayGroup, let plan = page.pagePlan
            else { continue }
            let columns = group.columns(plan: plan)
            for row in group.rows {
                for column in columns {
                    let cell = column.cell(for: row)
                    let mine = HTMLRenderer(environment: planned).renderString(cell)
                    let theirs = HTMLRenderer(environment: components).renderString(cell)
                    #expect(mine == theirs, "\(name) row \(row.primaryKey) column \(column.title)")
                    compared += 1
                }
            }
        }
        return compared
    }

    @Test(arguments: TestEngine.available)
    func theSampleStoresCells(engine: TestEngine) async throws {
        let compared = try await Self.compareEveryCell(of: DirectApplication(database: try await engine.sample()))
        #expect(compared > 9_000)
    }

    @Test(.enabled(if: RealSchemas.sqlite3 != nil, "needs sqlite3"))
    func aRealSchemasCells() async throws {
        let database = try await Database.open(try await RealSchemas.loadSQLite())
        defer { Task { try? await database.close() } }
        let compared = try await Self.compareEveryCell(of: DirectApplication(database: database))
        #expect(compared > 200)
    }
}

/// What the test's look puts in place of a component no page names.
private struct NeverShown: View, Sendable {
    var body: some View { Text("never shown") }
}
