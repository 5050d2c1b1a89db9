import Foundation
import HTTPTypes
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Bulk actions: chosen rows, a confirmation that carries each row's version, one transaction in
/// which each row is done or refused with its reason, and the history of what was done.
@Suite("Bulk actions", .heavy, .timeLimit(.minutes(2)))
struct BulkActionTests {
    static let extraSQLite = """
        ;
        INSERT INTO customer VALUES (102, 'Linda Williams', NULL), (103, 'Barbara Jones', NULL)
        """

    func application(_ engine: TestEngine, rules: [Rule] = [], actions: DirectBulkActions = .standard) async throws -> DirectApplication {
        let database = try await engine.database(
            sqlite: PermissionTests.sqlite + Self.extraSQLite, postgres: PermissionTests.postgres + Self.extraSQLite)
        let model = RuleModel(rules)
        try model.loadRules(text: PermissionTests.rules, fileName: "people.rules", registry: DirectRuleKeys.registry)
        let application = DirectApplication(database: database, rules: model, recordsHistory: true, bulkActions: actions)
        try await application.prepareHistory()
        return application
    }

    /// The keys of the rows a list page offers to tick.
    static func boxes(_ page: HTMLPage) -> [String] {
        page.elements.filter { $0.name == "input" && $0.attributes["name"] == "row" && $0.attributes["form"] == "bulk-rows" }
            .compactMap { $0.attributes["value"] }
    }

    /// The confirmation's fields, to send back as the browser would.
    static func confirmationFields(_ page: HTMLPage) -> [(String, String)] {
        page.elements.filter { $0.name == "input" && $0.attributes["type"] == "hidden" && $0.attributes["name"] != "_csrf" }
            .map { ($0.attributes["name"] ?? "", $0.attributes["value"] ?? "") }
    }

    @Test(arguments: TestEngine.available)
    func aPartlyRefusedDeleteReportsEachRefusalAndRecordsWhatWasDone(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            let list = try await ada.get("/e/customer?sort=id")
            #expect(Self.boxes(list.page) == ["100", "101", "102", "103"])
            #expect(list.page.elements.contains { $0.name == "form" && $0.attributes["id"] == "bulk-rows" })
            // 100 and 101 have payments: the database refuses to delete them; 102 goes.
            let question = try await ada.post(
                "/e/customer/bulk", [("list.sort", "id"), ("scope", "selected"), ("row", "100"), ("row", "101"), ("row", "102"), ("action", "delete")])
            #expect(question.status == .ok)
            #expect(question.body.contains("Delete these 3 rows of Customer?"))
            #expect(try await application.database.count(FetchSpecification(entityName: "customer")).value == 4, "asking deletes nothing")
            let done = try await ada.post("/e/customer/bulk", Self.confirmationFields(question.page))
            #expect(done.status == .seeOther)
            #expect(done.location == "/e/customer?sort=id")
            let location = try #require(done.location)
            let after = try await ada.get(location)
            let noticeElement = try #require(after.page.elements.first { $0.attributes["data-notice"] != nil })
            let notice = noticeElement.text
            #expect(notice.contains("1 row done, 2 refused"), "\(notice)")
            // A refusal is a warning, read out as one: not a success's tick.
            #expect(noticeElement.attributes["data-notice"] == "warning" && noticeElement.attributes["role"] == "alert")
            #expect(notice.contains("Mary Smith") && notice.contains("Patricia Johnson"), "each refusal is named: \(notice)")
            #expect(Self.boxes(after.page) == ["100", "101", "103"])
            let history = try await application.database.history(entityName: "customer")
            #expect(history.map(\.action) == [.delete])
            #expect(history.first?.key == ["102"] && history.first?.user == "ada")
        }
    }

    @Test(arguments: TestEngine.available)
    func aRowChangedAfterTheConfirmationIsRefusedAndTheOthersAreSet(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            _ = try await ada.get("/e/customer")
            let question = try await ada.post(
                "/e/customer/bulk", [("scope", "page"), ("pagerow", "102"), ("pagerow", "103"), ("action", "set"), ("column", "name"), ("value", "Renamed")])
            #expect(question.body.contains("Set Name to &#39;Renamed&#39; in these 2 rows of Customer?") || question.body.contains("Set Name to 'Renamed' in these 2 rows"))
            // ben changes 103 meanwhile.
            let form = try await ben.get("/e/customer/103/edit")
            #expect(try await ben.post("/e/customer/103/edit", [("v.name", "Barbara J."), ("_version", try #require(form.page.field("_version")))]).status == .seeOther)
            let done = try await ada.post("/e/customer/bulk", Self.confirmationFields(question.page))
            #expect(done.status == .seeOther)
            let location = try #require(done.location)
            let notice = try #require(try await ada.get(location).page.elements.first { $0.attributes["data-notice"] != nil }).text
            #expect(notice.contains("1 row done, 1 refused") && notice.contains("changed after you confirmed"), "\(notice)")
            let names = try await [102, 103].asyncMap { key in
                try await application.database.row(of: "customer", key: RowKey([.integer(Int64(key))]))?["name"]
            }
            #expect(names == [.text("Renamed"), .text("Barbara J.")])
            let history = try await application.database.history(entityName: "customer")
            #expect(history.map(\.user) == ["ada", "ben"])
            #expect(history.first?.before == ["name": "Linda Williams"] && history.first?.after == ["name": "Renamed"])
        }
    }

    @Test func everyRowTheListFindsAndTheLimitOfRows() async throws {
        let application = try await application(.sqlite)
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            _ = try await ada.get("/e/customer")
            // Every row the search finds: the two named Williams and Jones, none of the others.
            let question = try await ada.post(
                "/e/customer/bulk", [("list.q", "Linda"), ("scope", "all"), ("action", "set"), ("column", "email"), ("value", "")])
            #expect(question.status == .ok)
            let rows = question.page.elements.compactMap { $0.attributes["data-bulk-row"] }
            #expect(rows == ["102"])
            #expect(try await ada.post("/e/customer/bulk", [("scope", "selected"), ("action", "delete")]).status == .badRequest, "no rows chosen")
            let many = (1...1001).map { ("row", String($0)) }
            #expect(try await ada.post("/e/customer/bulk", many + [("action", "delete")]).status == .badRequest, "past the limit")
            #expect(try await ada.post("/e/customer/bulk", [("row", "102"), ("action", "drop")]).status == .badRequest, "no such action")
            #expect(try await ada.post("/e/customer/bulk", [("row", "102"), ("action", "set"), ("column", "id"), ("value", "9")]).status == .badRequest, "keys are not set")
            // A confirmation without its versions, or without its token, does nothing.
            #expect(try await ada.post("/e/customer/bulk", [("row", "102"), ("action", "delete"), ("confirm", "1")]).status == .badRequest)
            #expect(try await ada.post("/e/customer/bulk", [("row", "102"), ("version", "x"), ("action", "delete"), ("confirm", "1")], withToken: false).status == .forbidden)
            #expect(try await application.database.count(FetchSpecification(entityName: "customer")).value == 4)
        }
    }

    @Test func permissionsHoldForEachPersonAndEachRow() async throws {
        // ada may not change customer 101, by a rule that reads the row.
        let rowRule = (\RuleContext.task != .list) => \.isEntityReadOnly <= { context in
            context.object?["id"] == .integer(101) || context.readOnly || (context.entity?.isReadOnly ?? true)
                || (context.user?.hasRole("clerk") == true && context.entity?.name == "payment") || context.user?.hasRole("viewer") == true
        }
        let application = try await application(.sqlite, rules: [rowRule.priority(10)])
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            var cy = try await PermissionTests.signedIn("cy", on: anonymous.client)
            _ = try await ada.get("/e/customer")
            let question = try await ada.post("/e/customer/bulk", [("row", "101"), ("row", "102"), ("action", "set"), ("column", "name"), ("value", "X")])
            let done = try await ada.post("/e/customer/bulk", Self.confirmationFields(question.page))
            let location = try #require(done.location)
            let notice = try #require(try await ada.get(location).page.elements.first { $0.attributes["data-notice"] != nil }).text
            #expect(notice.contains("1 row done, 1 refused") && notice.contains("read-only for you"), "\(notice)")

            // ben: payments are read-only for him (no boxes, refused), customers' e-mail is hidden.
            #expect(Self.boxes(try await ben.get("/e/payment").page).isEmpty)
            #expect(try await ben.post("/e/payment/bulk", [("row", "100"), ("action", "delete")]).status == .forbidden)
            #expect(try await ben.post("/e/payment/bulk", [("row", "100"), ("version", "x"), ("action", "delete"), ("confirm", "1")]).status == .forbidden)
            #expect(try await ben.post("/e/customer/bulk", [("row", "102"), ("action", "set"), ("column", "email"), ("value", "x@y")]).status == .badRequest)
            #expect(try await ben.post("/e/staff_note/bulk", [("row", "100"), ("action", "delete")]).status == .notFound)
            // cy changes nothing.
            #expect(Self.boxes(try await cy.get("/e/customer").page).isEmpty)
            #expect(try await cy.post("/e/customer/bulk", [("row", "102"), ("action", "delete")]).status == .forbidden)
            #expect(try await application.database.count(FetchSpecification(entityName: "payment")).value == 2)
        }
    }

    @Test func anActionOfOnesOwnChosenByARule() async throws {
        var actions = DirectBulkActions.standard
        actions.register(DirectBulkAction(name: "shout", title: "Shout") { row, transaction in
            try await transaction.update(row, changes: ["name": .text((row["name"].text ?? "").uppercased())])
        })
        let application = try await application(.sqlite, rules: [\.entity?.name == "customer" => \.bulkActions <= ["shout"]], actions: actions)
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            let list = try await ada.get("/e/customer")
            let offered = list.page.elements.compactMap { $0.attributes["data-bulk-action"] }
            #expect(offered == ["shout"])
            #expect(try await ada.post("/e/customer/bulk", [("row", "102"), ("action", "delete")]).status == .badRequest, "not offered here")
            let question = try await ada.post("/e/customer/bulk", [("row", "102"), ("action", "shout")])
            _ = try await ada.post("/e/customer/bulk", Self.confirmationFields(question.page))
            #expect(try await application.database.row(of: "customer", key: RowKey([.integer(102)]))?["name"] == .text("LINDA WILLIAMS"))
            #expect(try await application.database.history(entityName: "customer").first?.after == ["name": "LINDA WILLIAMS"])
        }
    }
}

extension Sequence where Element: Sendable {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
