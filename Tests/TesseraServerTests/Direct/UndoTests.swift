import Foundation
import HTTPTypes
import HummingbirdTesting
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Undo from the history: each entry's button puts its row back as the entry found it — an
/// update's values before, a deleted row, a created row gone — through the rules, the CSRF check
/// and the optimistic locking of any other change, recorded in the history in turn; and never
/// over a change made after the entry. Driven through HTTP, as a browser would, on both engines.
@Suite("Undo from the history", .heavy, .timeLimit(.minutes(3)))
struct UndoTests {
    func application(_ engine: TestEngine) async throws -> DirectApplication {
        let database = try await engine.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let model = RuleModel()
        try model.loadRules(text: PermissionTests.rules, fileName: "people.rules", registry: DirectRuleKeys.registry)
        let application = DirectApplication(database: database, rules: model, recordsHistory: true)
        try await application.prepareHistory()
        return application
    }

    /// The addresses the Undo buttons of `page` post to.
    static func undoButtons(_ page: HTMLPage) -> [String] {
        page.all("form").compactMap { $0.attributes["action"] }.filter { $0.contains("/undo/") }
    }

    /// Saves `fields` through the edit form of the row at `path`, as the form was shown.
    static func edit(_ visitor: inout Visitor, _ path: String, _ fields: [(String, String)]) async throws -> Visitor.Visit {
        let form = try await visitor.get(path + "/edit")
        return try await visitor.post(path + "/edit", fields + [("_version", try #require(form.page.field("_version")))])
    }

    /// Deletes the row at `path` through its confirmation page.
    static func delete(_ visitor: inout Visitor, _ path: String) async throws -> Visitor.Visit {
        let confirm = try await visitor.get(path + "/delete")
        return try await visitor.post(path + "/delete", [("_version", try #require(confirm.page.field("_version")))])
    }

    /// The newest history entry of the row, and the address of its Undo button.
    static func newest(_ application: DirectApplication, _ entity: String, _ key: String) async throws -> (entry: HistoryEntry, undo: String) {
        let entry = try #require(try await application.database.history(entityName: entity, key: [key]).first)
        return (entry, "/e/\(entity)/\(key)/undo/\(entry.id)")
    }

    static func name(of application: DirectApplication, _ key: Int64) async throws -> DatabaseValue? {
        try await application.database.row(of: "customer", key: RowKey([.integer(key)]))?["name"]
    }

    @Test(arguments: TestEngine.available)
    func undoesAnUpdateADeleteAndACreate(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        let database = application.database
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)

            // An update: the values before come back, and the undo is an entry of its own.
            #expect(try await Self.edit(&ada, "/e/customer/101", [("v.name", "Pat J."), ("v.email", "")]).status == .seeOther)
            let update = try await Self.newest(application, "customer", "101")
            let history = try await ada.get("/history")
            #expect(Self.undoButtons(history.page).contains(update.undo), "the entry has its button")
            #expect(try await ada.get("/e/customer/101/history").page.all("form").contains { $0.attributes["action"] == update.undo })
            let undone = try await ada.post(update.undo, [])
            #expect(undone.status == .seeOther)
            #expect(undone.location == "/e/customer/101")
            #expect(BooleanFormTests.notice(ada)?.hasPrefix("Undid the change") == true, "\(BooleanFormTests.notice(ada) ?? "no notice")")
            let shown = try await ada.get("/e/customer/101")
            #expect(shown.body.contains("Undid the change"), "the notice is shown on the row's page")
            let row = try #require(try await database.row(of: "customer", key: RowKey([.integer(101)])))
            #expect(row["name"] == .text("Patricia Johnson"))
            #expect(row["email"] == .text("pat.secret@example.com"))
            let afterUndo = try await database.history(entityName: "customer", key: ["101"])
            #expect(afterUndo.map(\.action) == [.update, .update])
            #expect(afterUndo[0].user == "ada")
            #expect(afterUndo[0].before == ["name": "Pat J.", "email": String?.none])
            #expect(afterUndo[0].after == ["name": "Patricia Johnson", "email": "pat.secret@example.com"])

            // A delete: the row comes back with every value, under its key.
            _ = try await ada.get("/new/customer")
            let created = try await ada.post("/new/customer", [("v.name", "Linda Williams"), ("v.email", "linda@example.com")])
            let address = try #require(created.location)
            let key = String(address.split(separator: "/").last!)
            #expect(try await ada.get(address + "/delete").page.text.contains("You can undo it afterwards from the history."))
            #expect(try await Self.delete(&ada, address).status == .seeOther)
            let deletion = try await Self.newest(application, "customer", key)
            #expect(deletion.entry.action == .delete)
            #expect(Self.undoButtons(try await ada.get("/history").page).contains(deletion.undo))
            let restored = try await ada.post(deletion.undo, [])
            #expect(restored.status == .seeOther)
            #expect(restored.location == address)
            #expect(BooleanFormTests.notice(ada)?.contains("is back") == true)
            let back = try #require(try await database.row(of: "customer", key: RowKey([.integer(Int64(key)!)])))
            #expect(back["name"] == .text("Linda Williams") && back["email"] == .text("linda@example.com"))
            #expect(try await database.history(entityName: "customer", key: [key]).first?.action == .create)

            // A create: the row is deleted, and the page goes to the list.
            let creation = try #require(try await database.history(entityName: "customer", key: [key]).last)
            #expect(creation.action == .create)
            let removed = try await ada.post("/e/customer/\(key)/undo/\(creation.id)", [])
            #expect(removed.status == .seeOther)
            #expect(removed.location == "/e/customer")
            #expect(BooleanFormTests.notice(ada)?.hasPrefix("Undid the creation") == true)
            #expect(try await database.row(of: "customer", key: RowKey([.integer(Int64(key)!)])) == nil)
            #expect(try await database.history(entityName: "customer", key: [key]).map(\.action) == [.delete, .create, .delete, .create])
        }
    }

    @Test(arguments: TestEngine.available)
    func aRowChangedAfterTheEntryIsNotOverwritten(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        let database = application.database
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)

            // ada renames; ben renames again: ada's change cannot be undone over ben's.
            #expect(try await Self.edit(&ada, "/e/customer/101", [("v.name", "Pat First")]).status == .seeOther)
            let first = try await Self.newest(application, "customer", "101")
            #expect(try await Self.edit(&ben, "/e/customer/101", [("v.name", "Pat Second")]).status == .seeOther)
            let entries = try await database.history().count
            let refused = try await ada.post(first.undo, [])
            #expect(refused.status == .conflict)
            #expect(refused.page.elements.contains { $0.attributes["data-undo-refused"] != nil }, "the page says the undo was refused")
            // Both values: what is saved now, and what the undo would have written.
            let table = refused.page.tableRows.flatMap { $0 }
            #expect(table.contains("Pat Second") && table.contains("Patricia Johnson"), "\(table)")
            #expect(refused.page.field("v.name") == "Patricia Johnson", "the form holds the values before")
            #expect(try await Self.name(of: application, 101) == .text("Pat Second"))
            #expect(try await database.history().count == entries, "nothing recorded")

            // A change to another column since is kept, and no reason to refuse.
            #expect(try await Self.edit(&ada, "/e/customer/100", [("v.name", "Mary A.")]).status == .seeOther)
            let rename = try await Self.newest(application, "customer", "100")
            #expect(try await Self.edit(&ada, "/e/customer/100", [("v.email", "mary.new@example.com")]).status == .seeOther)
            #expect(try await ada.post(rename.undo, []).status == .seeOther)
            let mary = try #require(try await database.row(of: "customer", key: RowKey([.integer(100)])))
            #expect(mary["name"] == .text("Mary Smith") && mary["email"] == .text("mary.new@example.com"))

            // A created row changed since: its creation is not undone over the change.
            _ = try await ada.get("/new/customer")
            let created = try #require(try await ada.post("/new/customer", [("v.name", "Linda")]).location)
            let key = String(created.split(separator: "/").last!)
            let creation = try await Self.newest(application, "customer", key)
            #expect(try await Self.edit(&ben, created, [("v.name", "Linda W.")]).status == .seeOther)
            let kept = try await ada.post(creation.undo, [])
            #expect(kept.status == .conflict)
            #expect(kept.page.elements.contains { $0.attributes["data-undo-refused"] != nil })
            #expect(kept.page.all("form").contains { $0.attributes["action"] == created + "/delete" }, "the delete page, to delete it knowingly")
            #expect(try await database.row(of: "customer", key: RowKey([.integer(Int64(key)!)])) != nil)

            // A deleted row whose key is taken again is not restored over the new row.
            #expect(try await Self.delete(&ada, created).status == .seeOther)
            let deletion = try await Self.newest(application, "customer", key)
            try await database.insert(into: "customer", values: ["id": .integer(Int64(key)!), "name": "Someone Else"])
            let taken = try await ada.post(deletion.undo, [])
            #expect(taken.status == .conflict)
            #expect(taken.body.contains("exists again"))
            #expect(try await Self.name(of: application, Int64(key)!) == .text("Someone Else"))

            // An update of a row deleted since: nothing to put back into.
            #expect(try await Self.edit(&ada, "/e/customer/\(key)", [("v.name", "Someone")]).status == .seeOther)
            let lastRename = try await Self.newest(application, "customer", key)
            #expect(try await Self.delete(&ada, "/e/customer/\(key)").status == .seeOther)
            #expect(try await ada.post(lastRename.undo, []).status == .conflict)
        }
    }

    @Test(arguments: TestEngine.available)
    func onlyThoseWhoMayMakeTheChangeMayUndoIt(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            var cy = try await PermissionTests.signedIn("cy", on: anonymous.client)
            // Payments are read-only for ben, a clerk; everything is for cy, a viewer.
            #expect(try await Self.edit(&ada, "/e/payment/101", [("v.amount", "5.99")]).status == .seeOther)
            let payment = try await Self.newest(application, "payment", "101")
            #expect(try await Self.edit(&ada, "/e/customer/101", [("v.name", "Pat")]).status == .seeOther)
            let customer = try await Self.newest(application, "customer", "101")

            #expect(Self.undoButtons(try await ada.get("/history").page).contains(payment.undo))
            let benPage = try await ben.get("/history")
            #expect(benPage.page.elements.contains { $0.attributes["data-history-entry"] == String(payment.entry.id) }, "ben sees the change")
            #expect(!Self.undoButtons(benPage.page).contains(payment.undo), "but has no button to undo it")
            #expect(Self.undoButtons(benPage.page).contains(customer.undo), "customers ben may edit")
            #expect(!Self.undoButtons(try await ben.get("/e/payment/101/history").page).contains(payment.undo))
            #expect(try await ben.post(payment.undo, []).status == .forbidden)
            #expect(Self.undoButtons(try await cy.get("/history").page).isEmpty)
            #expect(try await cy.post(payment.undo, []).status == .forbidden)
            // A change ben may not see at all (an e-mail address, hidden from him) is not there.
            #expect(try await Self.edit(&ada, "/e/customer/100", [("v.email", "new.secret@example.com")]).status == .seeOther)
            let hidden = try await Self.newest(application, "customer", "100")
            #expect(try await ben.post(hidden.undo, []).status == .notFound)
            // A change nobody made, a number that is none, another row's address.
            #expect(try await ada.post("/e/customer/101/undo/999999", []).status == .notFound)
            #expect(try await ada.post("/e/customer/101/undo/x", []).status == .notFound)
            #expect(try await ada.post("/e/customer/100/undo/\(customer.entry.id)", []).status == .notFound)

            let row = try #require(try await application.database.row(of: "payment", key: RowKey([.integer(101)])))
            #expect(row["amount"] == .decimal("5.99"))
            #expect(try await Self.name(of: application, 101) == .text("Pat"))
            #expect(try await Self.name(of: application, 100) == .text("Mary Smith"))
            #expect(try await ada.post(payment.undo, []).status == .seeOther, "ada, an admin, may")
        }
    }

    /// The page that asks before a delete says whether it can be undone: not for a row holding
    /// binary data (the history keeps its size only), nor without a history.
    @Test(arguments: TestEngine.available)
    func theDeletePageSaysWhetherItCanBeUndone(_ engine: TestEngine) async throws {
        let database = try await engine.database(
            sqlite: """
                CREATE TABLE file (id INTEGER PRIMARY KEY, name TEXT, bytes BLOB);
                INSERT INTO file VALUES (1, 'a', x'00ff'), (2, 'b', NULL)
                """,
            postgres: """
                CREATE TABLE file (id integer PRIMARY KEY, name text, bytes bytea);
                INSERT INTO file VALUES (1, 'a', '\\x00ff'), (2, 'b', NULL)
                """)
        defer { Task { try? await database.close() } }
        let kept = DirectApplication(database: database, recordsHistory: true)
        try await kept.prepareHistory()
        try await serve(kept) { browser in
            #expect(try await browser.get("/e/file/1/delete").page.text.contains("This cannot be undone."))
            let withoutBytes = try await browser.get("/e/file/2/delete").page.text
            #expect(withoutBytes.contains("You can undo it afterwards from the history."), "\(withoutBytes)")
            #expect(try await Self.delete(&browser, "/e/file/2").status == .seeOther)
            let deletion = try await Self.newest(kept, "file", "2")
            #expect(try await browser.post(deletion.undo, []).status == .seeOther)
            #expect(try await database.row(of: "file", key: RowKey([.integer(2)]))?["name"] == .text("b"))
        }
        try await serve(DirectApplication(database: database)) { browser in
            let page = try await browser.get("/e/file/2/delete")
            #expect(page.page.text.contains("This cannot be undone."), "without a history")
        }
    }

    @Test(arguments: TestEngine.available)
    func anUndoWithoutTheFormsTokenIsRefused(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            #expect(try await Self.edit(&ada, "/e/customer/101", [("v.name", "Pat")]).status == .seeOther)
            let update = try await Self.newest(application, "customer", "101")
            #expect(try await ada.post(update.undo, [], withToken: false).status == .forbidden)
            #expect(try await ada.post(update.undo, [("_csrf", String(repeating: "a", count: 64))], withToken: false).status == .forbidden)
            #expect(try await Self.name(of: application, 101) == .text("Pat"))
            #expect(try await ada.post(update.undo, []).status == .seeOther)
            #expect(try await Self.name(of: application, 101) == .text("Patricia Johnson"))
        }
    }

    @Test(arguments: TestEngine.available)
    func anUndoCanBeUndone(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            #expect(try await Self.edit(&ada, "/e/customer/101", [("v.name", "Pat")]).status == .seeOther)
            #expect(try await ada.post(try await Self.newest(application, "customer", "101").undo, []).status == .seeOther)
            #expect(try await Self.name(of: application, 101) == .text("Patricia Johnson"))
            let undo = try await Self.newest(application, "customer", "101")
            #expect(Self.undoButtons(try await ada.get("/history").page).contains(undo.undo), "the undo is an entry like any other")
            #expect(try await ada.post(undo.undo, []).status == .seeOther)
            #expect(try await Self.name(of: application, 101) == .text("Pat"))

            // A restored row's restoring is undone by deleting it again.
            #expect(try await Self.delete(&ada, "/e/payment/101").status == .seeOther)
            #expect(try await ada.post(try await Self.newest(application, "payment", "101").undo, []).status == .seeOther)
            let restoring = try await Self.newest(application, "payment", "101")
            #expect(restoring.entry.action == .create)
            #expect(try await ada.post(restoring.undo, []).status == .seeOther)
            #expect(try await application.database.row(of: "payment", key: RowKey([.integer(101)])) == nil)
            #expect(try await application.database.history(entityName: "payment", key: ["101"]).map(\.action) == [.delete, .create, .delete])
        }
    }

    // MARK: - Values back exactly

    /// Every column of the row as the engine keeps it — SQLite's storage class and literal,
    /// PostgreSQL's JSON of the row — to compare before and after byte for byte.
    static func dump(_ application: DirectApplication, key: Int) async throws -> String {
        let connection = try await ScriptConnection.open(application.database.location)
        let columns = ["customer_id", "first_name", "email", "active", "gift_wrap", "newsletter", "visits", "country", "create_date"]
        let sql =
            connection.engine == .sqlite
            ? "SELECT " + columns.map { "quote(\($0)) || ' ' || typeof(\($0))" }.joined(separator: " || ' | ' || ") + " FROM customer WHERE customer_id = \(key)"
            : "SELECT row_to_json(c)::text FROM customer c WHERE customer_id = \(key)"
        let rows: [[DatabaseValue]]
        do {
            rows = try await connection.rows(sql)
        } catch {
            await connection.close()
            throw error
        }
        await connection.close()
        return try #require(rows.first?.first?.text)
    }

    @Test(arguments: TestEngine.available)
    func booleansAndEmptyValuesComeBackExactly(_ engine: TestEngine) async throws {
        let application = try await BooleanFormTests().application(engine)
        defer { Task { try? await application.database.close() } }
        let mary = try await Self.dump(application, key: 1)
        let pat = try await Self.dump(application, key: 2)
        #expect(pat.contains("false") || pat.contains("0 integer"), "\(pat)")
        try await serve(application) { browser in
            // Pat's switches turned on, the newsletter emptied, the e-mail address emptied.
            var form = try await BooleanFormTests.editForm(2, &browser)
            form.check("v.active")
            form.check("v.gift_wrap")
            form.set("v.newsletter", to: "")
            form.set("v.first_name", to: "Patricia")
            #expect(try await browser.post(form.action, form.submitted, withToken: false).status == .seeOther)
            // Mary's switches off, her empty newsletter set.
            var other = try await BooleanFormTests.editForm(1, &browser)
            other.check("v.active", false)
            other.check("v.gift_wrap", false)
            other.set("v.newsletter", to: "false")
            #expect(try await browser.post(other.action, other.submitted, withToken: false).status == .seeOther)
            #expect(try await Self.dump(application, key: 1) != mary)
            #expect(try await Self.dump(application, key: 2) != pat)

            for key in ["1", "2"] {
                let update = try await Self.newest(application, "customer", key)
                let undone = try await browser.post(update.undo, [])
                #expect(undone.status == .seeOther, "\(undone.page.text.prefix(300))")
            }
            #expect(try await Self.dump(application, key: 1) == mary)
            #expect(try await Self.dump(application, key: 2) == pat)

            // Deleted and restored: every column, the timestamp the database wrote among them.
            for key in ["1", "2"] {
                let confirm = try await browser.get("/e/customer/\(key)/delete")
                let deleted = try await browser.post("/e/customer/\(key)/delete", [("_version", try #require(confirm.page.field("_version")))])
                #expect(deleted.status == .seeOther)
                let restored = try await browser.post(try await Self.newest(application, "customer", key).undo, [])
                #expect(restored.status == .seeOther, "\(restored.page.text.prefix(300))")
            }
            #expect(try await Self.dump(application, key: 1) == mary)
            #expect(try await Self.dump(application, key: 2) == pat)
        }
    }

    // MARK: - Filters

    /// Milliseconds since 1970 of `text`, `YYYY-MM-DD HH:MM:SS` in UTC.
    static func time(_ text: String) -> Int64 {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return Int64(formatter.date(from: text)!.timeIntervalSince1970 * 1000)
    }

    /// The entries a history page shows, by number.
    static func shown(_ page: HTMLPage) -> [String] {
        page.elements.compactMap { $0.attributes["data-history-entry"] }
    }

    @Test(arguments: TestEngine.available)
    func theHistoryIsNarrowedByTablePersonAndDays(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        let database = application.database
        // Changes on four days, by two people, to two tables.
        let made: [(String, String, String)] = [
            ("2026-01-10 09:00:00", "ada", "customer"), ("2026-01-31 23:59:59", "ben", "customer"), ("2026-02-01 00:00:00", "ada", "payment"),
            ("2026-02-15 12:00:00", "ben", "payment"), ("2026-03-01 08:00:00", "ada", "customer"),
        ]
        for (time, user, entity) in made {
            try await database.transaction { transaction in
                try await transaction.record(
                    HistoryEntry(time: Self.time(time), user: user, action: .update, entityName: entity, key: ["101"], before: ["id": "101"], after: ["id": "101"]))
            }
        }
        let ids: [String] = Array(try await database.history().map { String($0.id) }.reversed())
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            func shown(_ query: String) async throws -> [String] {
                let page = try await ada.get("/history" + query)
                #expect(page.status == .ok, "\(query): \(page.page.text.prefix(200))")
                return Self.shown(page.page)
            }
            #expect(try await shown("").count == 5)
            #expect(try await shown("?entity=payment") == [ids[3], ids[2]])
            #expect(try await shown("?user=ben") == [ids[3], ids[1]])
            #expect(try await shown("?from=2026-02-01") == [ids[4], ids[3], ids[2]])
            #expect(try await shown("?to=2026-01-31") == [ids[1], ids[0]], "the whole last day")
            #expect(try await shown("?from=2026-01-31&to=2026-02-15") == [ids[3], ids[2], ids[1]])
            #expect(try await shown("?entity=customer&user=ada&from=2026-01-01&to=2026-02-28") == [ids[0]])
            #expect(try await shown("?entity=customer&user=ada&from=&to=") == [ids[4], ids[0]], "empty fields are no filter")
            #expect(try await shown("?user=nobody").isEmpty)

            // The form shows the filters it was sent.
            let page = try await ada.get("/history?entity=payment&user=ben&from=2026-02-01&to=2026-02-28")
            #expect(page.page.field("user") == "ben")
            #expect(page.page.field("from") == "2026-02-01" && page.page.field("to") == "2026-02-28")
            #expect(page.page.elements.contains { $0.name == "option" && $0.attributes["value"] == "payment" && $0.attributes["selected"] != nil })

            for (bad, parameter) in [
                ("?from=2026-13-01", "from="), ("?from=yesterday", "from="), ("?to=2026-02-30", "to="), ("?from=2026-1-5", "from="),
                ("?from=2026-03-01&to=2026-02-01", "to="), ("?before=x", "before="), ("?entity=no_such_table", "entity="),
                ("?user=" + String(repeating: "a", count: 300), "user="),
            ] {
                let answer = try await ada.get("/history" + bad)
                #expect(answer.status == .badRequest, "\(bad)")
                #expect(answer.page.text.contains(parameter), "\(bad): the message names the parameter")
            }
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            #expect(try await ben.get("/history?entity=staff_note").status == .badRequest, "a hidden table as one that is not there")
        }
    }

    @Test(arguments: TestEngine.available)
    func olderChangesKeepTheFilters(_ engine: TestEngine) async throws {
        let application = try await application(engine)
        defer { Task { try? await application.database.close() } }
        let database = application.database
        let day = Self.time("2026-01-10 09:00:00")
        try await database.transaction { transaction in
            for index in 0..<130 {
                try await transaction.record(
                    HistoryEntry(
                        time: day + Int64(index) * 1000, user: index % 2 == 0 ? "ada" : "ben", action: .update, entityName: "customer",
                        key: ["101"], before: ["id": "101"], after: ["id": "101"]))
            }
        }
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var address = "/history?user=ada&entity=customer&from=2026-01-10&to=2026-01-10"
            var seen: [String] = []
            for _ in 0..<3 {
                let page = try await ada.get(address)
                #expect(page.status == .ok)
                seen += Self.shown(page.page)
                guard let older = page.page.elements.first(where: { $0.attributes["data-history-older"] != nil })?.attributes["href"] else { break }
                for filter in ["user=ada", "entity=customer", "from=2026-01-10", "to=2026-01-10", "before="] {
                    #expect(older.contains(filter), "\(older) keeps \(filter)")
                }
                address = older
            }
            #expect(seen.count == 65, "every one of ada's, once")
            #expect(Set(seen).count == 65)
            let adas = try await database.history(user: "ada", limit: 1000).map { String($0.id) }
            #expect(seen == adas)
        }
    }
}
