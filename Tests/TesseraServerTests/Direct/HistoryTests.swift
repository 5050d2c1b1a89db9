import Foundation
import HTTPTypes
import HummingbirdTesting
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// The history of changes: what each create, update and delete made through the application
/// changed, by whom — written in the change's own transaction, and shown to each person as far
/// as the rules let them see.
@Suite("History of changes", .heavy, .timeLimit(.minutes(2)))
struct HistoryTests {
    func application(_ engine: TestEngine, extra sqlite: String = "") async throws -> DirectApplication {
        let database = try await engine.database(sqlite: PermissionTests.sqlite + sqlite, postgres: PermissionTests.postgres)
        let model = RuleModel()
        try model.loadRules(text: PermissionTests.rules, fileName: "people.rules", registry: DirectRuleKeys.registry)
        let application = DirectApplication(database: database, rules: model, recordsHistory: true)
        try await application.prepareHistory()
        return application
    }

    @Test(arguments: TestEngine.available)
    func eachChangeIsRecordedWithWhoAndTheValuesBeforeAndAfter(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        let database = application.database
        #expect(!database.model.entities.contains { $0.name == Database.historyTableName }, "the history is no table of the model")
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)

            _ = try await ben.get("/new/customer")
            let created = try await ben.post("/new/customer", [("v.name", "Linda Williams")])
            #expect(created.status == .seeOther)
            let address = try #require(created.location)
            let key = String(address.split(separator: "/").last!)

            let form = try await ada.get(address + "/edit")
            let saved = try await ada.post(
                address + "/edit",
                [("v.name", "Linda W. Williams"), ("v.email", "linda@example.com"), ("_version", try #require(form.page.field("_version")))])
            #expect(saved.status == .seeOther)
            let confirm = try await ada.get(address + "/delete")
            #expect(try await ada.post(address + "/delete", [("_version", try #require(confirm.page.field("_version")))]).status == .seeOther)

            let entries = try await database.history(entityName: "customer", key: [key])
            #expect(entries.map(\.action) == [.delete, .update, .create])
            #expect(entries.map(\.user) == ["ada", "ada", "ben"])
            #expect(entries.map(\.key) == [[key], [key], [key]])
            let (deleted, updated, create) = (entries[0], entries[1], entries[2])
            #expect(create.before == nil)
            #expect(create.after == ["id": key, "name": "Linda Williams", "email": String?.none])
            #expect(updated.before == ["name": "Linda Williams", "email": String?.none])
            #expect(updated.after == ["name": "Linda W. Williams", "email": "linda@example.com"])
            #expect(deleted.before == ["id": key, "name": "Linda W. Williams", "email": "linda@example.com"])
            #expect(deleted.after == nil)
            #expect(entries.allSatisfy { abs($0.time - HistoryEntry.now()) < 60_000 })
            #expect(entries[0].id > entries[1].id && entries[1].id > entries[2].id)

            // The row's history page, in the order the entries were written, newest first.
            let page = try await ada.get("/e/customer/\(key)/history")
            #expect(page.status == .ok)
            let shown = page.page.elements.filter { $0.attributes["data-history-entry"] != nil }.map { $0.attributes["data-history-action"] ?? "" }
            #expect(shown == ["delete", "update", "create"])
            #expect(page.body.contains("linda@example.com"))
            #expect(page.body.contains("by ben"))
        }
    }

    @Test(arguments: TestEngine.available)
    func aFailedSaveWritesNoHistory(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        let database = application.database
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            // A payment of a customer that does not exist: the foreign key refuses it.
            _ = try await ada.get("/new/payment")
            let refused = try await ada.post("/new/payment", [("v.customer_id", "999"), ("v.amount", "1.00")])
            #expect(refused.status == .unprocessableContent)
            // A stale version: the optimistic check refuses it.
            let stale = try await ada.post("/e/customer/100/edit", [("v.name", "stale"), ("_version", "stale")])
            #expect(stale.status == .conflict)
            // A delete of a row others refer to.
            let confirm = try await ada.get("/e/customer/100/delete")
            let blocked = try await ada.post("/e/customer/100/delete", [("_version", try #require(confirm.page.field("_version")))])
            #expect(blocked.status == .conflict)
            #expect(try await database.history().isEmpty)
            #expect(try await database.count(FetchSpecification(entityName: "payment")).value == 2)
        }
    }

    /// The entry and the change are one transaction: when the entry cannot be written, the change
    /// is not made either.
    @Test func whenTheHistoryRefusesTheEntryTheChangeIsNotMade() async throws {
        let application = try await application(.sqlite)
        try await Database.runScript(
            "CREATE TRIGGER no_history BEFORE INSERT ON tessera_history WHEN NEW.entity = 'customer' BEGIN SELECT RAISE(ABORT, 'history refused'); END",
            at: { if case .sqlite(let path) = application.database.location { path } else { "" } }())
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            let form = try await ada.get("/e/customer/101/edit")
            let saved = try await ada.post("/e/customer/101/edit", [("v.name", "Not Saved"), ("_version", try #require(form.page.field("_version")))])
            #expect(saved.status.code >= 400, "the save fails with its history")
            let row = try #require(try await application.database.row(of: "customer", key: RowKey([.integer(101)])))
            #expect(row["name"] == .text("Patricia Johnson"))
            _ = try await ada.get("/new/payment")
            #expect(try await ada.post("/new/payment", [("v.customer_id", "101"), ("v.amount", "1.00")]).status == .seeOther, "other tables still save")
        }
    }

    @Test func eachPersonSeesTheHistoryOfWhatTheyMaySee() async throws {
        let application = try await application(.sqlite)
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            // ada changes a customer's e-mail only, a customer's name, and a staff note.
            for (fields, path) in [
                ([("v.email", "mary.new.secret@example.com")], "/e/customer/100/edit"), ([("v.name", "Pat Johnson")], "/e/customer/101/edit"),
                ([("v.body", "the safe code is 1234")], "/e/staff_note/100/edit"),
            ] {
                let form = try await ada.get(path)
                #expect(try await ada.post(path, fields + [("_version", try #require(form.page.field("_version")))]).status == .seeOther)
            }
            let adaPage = try await ada.get("/history")
            #expect(adaPage.page.elements.filter { $0.attributes["data-history-entry"] != nil }.count == 3)
            #expect(adaPage.body.contains("mary.new.secret@example.com") && adaPage.body.contains("1234"))

            let benPage = try await ben.get("/history")
            #expect(benPage.status == .ok)
            let benEntries = benPage.page.elements.filter { $0.attributes["data-history-entry"] != nil }
            #expect(benEntries.count == 1, "only the name change: the e-mail change and the staff note are not ben's to see")
            #expect(benPage.body.contains("Pat Johnson"))
            #expect(!benPage.body.contains("secret@example.com") && !benPage.body.contains("1234") && !benPage.body.contains("staff_note"))
            // A filter's value, answered as one naming a table that is not there.
            #expect(try await ben.get("/history?entity=staff_note").status == .badRequest)
            #expect(try await ben.get("/history?entity=no_such_table").status == .badRequest)
            #expect(try await ben.get("/e/staff_note/100/history").status == .notFound)
            #expect(!(try await ben.get("/e/customer/100/history")).body.contains("secret@example.com"))
            // Narrowed to a person and an entity.
            #expect(try await ada.get("/history?user=ben").page.elements.filter { $0.attributes["data-history-entry"] != nil }.isEmpty)
            #expect(try await ada.get("/history?user=ada&entity=customer").page.elements.filter { $0.attributes["data-history-entry"] != nil }.count == 2)
            #expect(try await ada.get("/history?before=x").status == .badRequest)
            // The history is read through its pages only: no list, row or form of its own.
            for address in ["/e/tessera_history", "/e/tessera_history/1", "/new/tessera_history", "/e/tessera_history.csv"] {
                #expect(try await ada.get(address).status == .notFound, "\(address)")
            }
            #expect(try await ada.post("/new/tessera_history", [("v.user_name", "ada")]).status == .notFound)
        }
    }

    @Test func withoutHistoryThereAreNoHistoryPages() async throws {
        let database = try await TestEngine.sqlite.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        try await serve(DirectApplication(database: database)) { browser in
            #expect(try await browser.get("/history").status == .notFound)
            #expect(try await browser.get("/e/customer/100/history").status == .notFound)
            #expect(!(try await browser.get("/e/customer/100")).page.links.contains { $0.href.hasSuffix("/history") })
            let form = try await browser.get("/e/customer/100/edit")
            #expect(try await browser.post("/e/customer/100/edit", [("v.name", "M"), ("_version", try #require(form.page.field("_version")))]).status == .seeOther)
            #expect(try await !database.hasHistory(), "no table made")
        }
    }
}
