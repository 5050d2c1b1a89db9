import TesseraData
import TesseraDirect
import TesseraTestSupport
import Testing

/// A link is labelled as a person would say it: by its column when the column names no table
/// (`reports_to` is "Reports to", not "Employee"), by the table it leads to when the column is
/// that table's id (`store_id` is "Store").
@Suite("Labels of links")
struct RelationshipLabelTests {
    @Test(arguments: TestEngine.available)
    func aLinkIsLabelledByItsColumnWhenTheColumnNamesNoTable(_ engine: TestEngine) async throws {
        let database = try await engine.database(
            sqlite: """
                CREATE TABLE store (id INTEGER PRIMARY KEY, name TEXT);
                CREATE TABLE employee (id INTEGER PRIMARY KEY, name TEXT, store_id INTEGER REFERENCES store, reports_to INTEGER REFERENCES employee)
                """,
            postgres: """
                CREATE TABLE store (id integer PRIMARY KEY, name text);
                CREATE TABLE employee (id integer PRIMARY KEY, name text, store_id integer REFERENCES store, reports_to integer REFERENCES employee)
                """)
        defer { Task { try? await database.close() } }
        let application = DirectApplication(database: database)
        let employee = try database.model.entity(named: "employee")
        func label(_ key: String) -> String {
            var context = application.context(task: .inspect, entity: employee)
            context.propertyKey = key
            return context.displayNameForProperty
        }
        let toOne = employee.relationships.filter { $0.kind == .toOne }
        let manager = try #require(toOne.first { $0.joins.first?.sourceAttribute == "reports_to" })
        let store = try #require(toOne.first { $0.joins.first?.sourceAttribute == "store_id" })
        #expect(label(manager.name) == "Reports to")
        #expect(label(store.name) == "Store")
        #expect(label("name") == "Name")
        // The other side: the employees who report to this one.
        let reports = try #require(employee.relationships.first { $0.kind == .toMany && $0.destinationEntity == "employee" })
        #expect(label(reports.name) == "Direct reports")
        let staff = try #require(try database.model.entity(named: "store").relationships.first { $0.kind == .toMany })
        var storeContext = application.context(task: .inspect, entity: try database.model.entity(named: "store"))
        storeContext.propertyKey = staff.name
        #expect(storeContext.displayNameForProperty == "Employee", "a link between two tables keeps the table's name")
    }
}
