import Foundation
import HTTPTypes
import Tessera
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Direct to SwiftUI's "Writing your own Page View", as its users write it: the row's values by
/// member, `?? "-"` for what is missing, and the look's own Inspect page under them.
private struct CustomerView: View, Sendable {
    @Environment(\.object) var object

    var body: some View {
        VStack {
            HStack {
                Text(verbatim: "\(object.firstName ?? "-")")
                Text(verbatim: "\(object.lastName ?? "-")")
                Spacer()
            }
            .font(.title)
            .attribute("data-customer-view", nil)
            Divider()
            BasicLook.Page.Inspect()
        }
    }
}

/// A custom page that reads a column the rules may hide.
private struct EmailCard: View, Sendable {
    @Environment(\.object) var object

    var body: some View {
        Text(verbatim: "E-mail: \(object.email ?? "none")").attribute("data-email-card", nil)
    }
}

/// A debug view of one's own, in place of "Rules of the page".
private struct TaskDebug: View, Sendable {
    @Environment(\.ruleContext) var context

    var body: some View {
        Text("Debugging \(context.task) of \(context.entity.name)").attribute("data-task-debug", nil)
    }
}

/// Members of teams: a password, an address, money, a date, a link to a team.
private enum Club {
    static let script = """
        CREATE TABLE team (id INTEGER PRIMARY KEY, name VARCHAR(60) NOT NULL, city VARCHAR(60));
        CREATE TABLE member (
            id INTEGER PRIMARY KEY,
            first_name VARCHAR(60) NOT NULL,
            last_name VARCHAR(60),
            email VARCHAR(120),
            password VARCHAR(120),
            status VARCHAR(20) NOT NULL DEFAULT 'open',
            nickname VARCHAR(60),
            budget NUMERIC(10,2),
            joined DATE,
            team_id INTEGER REFERENCES team(id)
        );
        INSERT INTO team (id, name, city) VALUES (1, 'Falcons', 'Lisbon');
        INSERT INTO team (id, name, city) VALUES (2, 'Herons', 'Porto');
        INSERT INTO member VALUES (1, 'Ada', 'Lovelace', 'ada@example.org', 'hunter2-secret', 'open', 'countess', 1234.5, '2021-03-04', 1);
        INSERT INTO member VALUES (2, 'Grace', NULL, NULL, NULL, 'closed', NULL, NULL, NULL, NULL);
        INSERT INTO member VALUES (3, 'Alan', 'Turing', 'not an address', 'enigma-secret', 'open', NULL, 10, '2020-01-01', 2);
        """

    static func database(_ engine: TestEngine) async throws -> Database {
        try await engine.database(sqlite: script, postgres: script)
    }

    static func application(_ engine: TestEngine, rules: RuleModel) async throws -> DirectApplication {
        DirectApplication(database: try await database(engine), rules: rules)
    }

    static func value(_ database: Database, _ entity: String, _ key: Int64, _ column: String) async throws -> DatabaseValue {
        try await database.row(of: entity, key: RowKey([.integer(key)]))?[column] ?? .null
    }
}

@Suite("Direct to SwiftUI's own code runs: its names, keys and views", .heavy)
struct DirectToSwiftUISpellingTests {
    /// The README's page and property rules, as a rule model written as an array literal.
    @Test(arguments: TestEngine.available)
    func aRuleModelWrittenAsD2SWritesIt(_ engine: TestEngine) async throws {
        let currencyFormatter = NumberFormatter()
        currencyFormatter.numberStyle = .currency
        currencyFormatter.currencyCode = "USD"
        currencyFormatter.locale = Locale(identifier: "en_US")
        let dateFormatter = DateFormatter()
        dateFormatter.dateStyle = .long
        dateFormatter.timeStyle = .none
        dateFormatter.locale = Locale(identifier: "en_US")
        dateFormatter.timeZone = TimeZone(identifier: "UTC")

        let rules: RuleModel = [
            \.task == "inspect" && \.entity.name == "member" => \.page <= CustomerView(),
            \.propertyKey == "nickname" && \.task == "edit" => \.component <= D2SEditLargeString(),
            \.propertyKey == "budget" => \.formatter <= currencyFormatter,
            \.propertyKey == "joined" => \.formatter <= dateFormatter,
            \.propertyKey == "email" && \.task != "edit" => \.component <= D2SDisplayEmail(),
            \.task == "edit" => \.page <= BasicLook.Page.Edit(),
        ]
        // Changing a formatter after the rule was made changes no page: the rule took a copy.
        currencyFormatter.currencyCode = "EUR"
        try await serve(try await Club.application(engine, rules: rules)) { browser in
            let ada = try await browser.get("/e/member/1")
            #expect(ada.status == .ok)
            let header = ada.page.all("div").first { $0.attributes["data-customer-view"] != nil }?.text ?? ""
            #expect(header.contains("Ada") && header.contains("Lovelace"), "\(header)")
            // The look's Inspect page under it: the properties, formatted by Foundation's formatters.
            #expect(ada.page.text.contains("$1,234.50"), "\(ada.page.text.prefix(2000))")
            #expect(ada.page.text.contains("March 4, 2021"))
            #expect(ada.page.link("ada@example.org") == "mailto:ada@example.org")
            #expect(ada.page.link("Edit") == "/e/member/1/edit")
            // A value that is missing reads "-", as `?? "-"` says; NULL is nil, not the text "NULL".
            let grace = try await browser.get("/e/member/2")
            let graceHeader = grace.page.all("div").first { $0.attributes["data-customer-view"] != nil }?.text ?? ""
            #expect(graceHeader.contains("Grace") && graceHeader.contains("-") && !graceHeader.contains("NULL"), "\(graceHeader)")
            // Not an address: text, no link.
            let alan = try await browser.get("/e/member/3")
            #expect(alan.page.text.contains("not an address"))
            #expect(!alan.page.links.contains { $0.href.hasPrefix("mailto:") })
            // The list formats as the rule says too.
            let list = try await browser.get("/e/member")
            #expect(list.page.text.contains("$1,234.50") && list.page.text.contains("$10.00"))
            // `BasicLook.Page.Edit()` is the look's own form, with the text area the rule names.
            let form = try await browser.get("/e/member/1/edit")
            #expect(form.status == .ok)
            #expect(form.page.all("textarea").contains { $0.attributes["name"] == "v.nickname" })
            #expect(form.page.field("v.first_name") == "Ada")
        }
    }

    /// `object.email` on a page whose rules hide the e-mail reads nil: a view of yours shows no
    /// more than the page would.
    @Test func aHiddenColumnReadsAsNilThroughTheObject() async throws {
        let rules: RuleModel = [
            \.task == "inspect" && \.entity.name == "member" => \.page <= EmailCard(),
            (\.entity.name == "member" && \.object?.id == 3 => \.hiddenPropertyKeys <= ["email"]),
        ]
        try await serve(try await Club.application(.sqlite, rules: rules)) { browser in
            let ada = try await browser.get("/e/member/1")
            #expect(ada.page.text.contains("E-mail: ada@example.org"))
            let alan = try await browser.get("/e/member/3")
            #expect(alan.page.text.contains("E-mail: none"))
            #expect(!alan.body.contains("not an address"))
        }
    }

    /// `isObjectEditable` and `isObjectDeletable` about one row: no link, and no change however
    /// the request is made.
    @Test(arguments: TestEngine.available)
    func aRowTheRulesDoNotLetBeChangedCannotBe(_ engine: TestEngine) async throws {
        let database = try await Club.database(engine)
        let rules: RuleModel = [
            \.entity.name == "member" && \.object?.status == "closed" => \.isObjectEditable <= false,
            \.entity.name == "team" => \.isObjectDeletable <= false,
            \.entity.name == "member" && \.task == "list" => \.nextTask <= .edit,
        ]
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            // A list whose rows open their forms opens Grace's page instead: her form is refused.
            let list = try await browser.get("/e/member")
            let hrefs = Set(list.page.links.map(\.href))
            #expect(hrefs.contains("/e/member/1/edit") && hrefs.contains("/e/member/2") && !hrefs.contains("/e/member/2/edit"), "\(hrefs)")
            // Grace's row is closed: no Edit, no Delete (deletable follows editable).
            let grace = try await browser.get("/e/member/2")
            #expect(grace.status == .ok)
            #expect(grace.page.link("Edit") == nil && grace.page.link("Delete") == nil)
            #expect(try await browser.get("/e/member/2/edit").status == .forbidden)
            #expect(try await browser.get("/e/member/2/delete").status == .forbidden)
            // A form kept from before, or written by hand, is refused too.
            _ = try await browser.get("/e/member/1/edit")
            let version = try await database.row(of: "member", key: RowKey([.integer(2)]))!.versionToken
            let save = try await browser.post("/e/member/2/edit", [("v.first_name", "Changed"), ("_version", version)])
            #expect(save.status == .forbidden)
            let delete = try await browser.post("/e/member/2/delete", [("_version", version)])
            #expect(delete.status == .forbidden)
            #expect(try await Club.value(database, "member", 2, "first_name") == .text("Grace"))
            // Ada's row is open: edited as before.
            let ada = try await browser.get("/e/member/1")
            #expect(ada.page.link("Edit") == "/e/member/1/edit")
            #expect(ada.page.link("Delete") == "/e/member/1/delete")
            // A team may be changed, never deleted: its page and form have no Delete.
            let team = try await browser.get("/e/team/1")
            #expect(team.page.link("Edit") == "/e/team/1/edit" && team.page.link("Delete") == nil)
            let teamForm = try await browser.get("/e/team/1/edit")
            #expect(teamForm.status == .ok && teamForm.page.link("Delete") == nil)
            let teamVersion = try await database.row(of: "team", key: RowKey([.integer(1)]))!.versionToken
            #expect(try await browser.post("/e/team/1/delete", [("_version", teamVersion)]).status == .forbidden)
            #expect(try await database.row(of: "team", key: RowKey([.integer(1)])) != nil)
            // A bulk delete leaves out the row that may not be deleted, and says so.
            let question = try await browser.post(
                "/e/member/bulk", [("scope", "selected"), ("row", "2"), ("row", "3"), ("action", "delete")])
            #expect(question.status == .ok, "\(question.page.text.prefix(400))")
            let done = try await browser.post("/e/member/bulk", BulkActionTests.confirmationFields(question.page))
            #expect(done.status == .seeOther)
            let notice = try await browser.get(try #require(done.location)).page.elements.first { $0.attributes["data-notice"] != nil }?.text ?? ""
            #expect(notice.contains("1 row done, 1 refused") && notice.contains("the rules do not let it be deleted"), "\(notice)")
            #expect(try await database.row(of: "member", key: RowKey([.integer(2)])) != nil)
            #expect(try await database.row(of: "member", key: RowKey([.integer(3)])) == nil)
        }
    }

    /// `readOnlyEntityNames` makes an entity read-only: its pages offer no change, and none is
    /// taken.
    @Test func readOnlyEntityNamesRefuseEveryChange() async throws {
        let database = try await Club.database(.sqlite)
        let rules = RuleModel()
        _ = try rules.loadRules(text: "true => readOnlyEntityNames = ['team']", fileName: "ro.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let team = try await browser.get("/e/team/1")
            #expect(team.page.link("Edit") == nil && team.page.link("Delete") == nil)
            #expect(try await browser.get("/new/team").status == .forbidden)
            _ = try await browser.get("/e/member")
            #expect(try await browser.post("/new/team", [("v.id", "9"), ("v.name", "Owls")]).status == .forbidden)
            #expect(try await database.row(of: "team", key: RowKey([.integer(9)])) == nil)
            // Members stay editable.
            #expect(try await browser.get("/e/member/1/edit").status == .ok)
        }
    }

    /// `displayStringForNil` on the list and the row's page, for the property it names only; its
    /// text is text, however it reads.
    @Test func displayStringForNilShowsWhereValuesAreMissing() async throws {
        let rules: RuleModel = [
            \.propertyKey == "email" => \.displayStringForNil <= "no e-mail",
            \.propertyKey == "nickname" => \.displayStringForNil <= "<script>alert(1)</script>",
        ]
        try await serve(try await Club.application(.sqlite, rules: rules)) { browser in
            let list = try await browser.get("/e/member")
            let graceRow = list.page.tableRows.first { $0.contains("Grace") } ?? []
            #expect(graceRow.contains("no e-mail"), "\(graceRow)")
            // Another NULL column keeps the dash.
            #expect(graceRow.contains("—empty"), "\(graceRow)")
            let grace = try await browser.get("/e/member/2")
            #expect(grace.page.text.contains("no e-mail"))
            #expect(!grace.body.contains("<script>alert(1)</script>") && grace.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            // A row with a value shows the value.
            #expect(!(list.page.tableRows.first { $0.contains("Ada") } ?? []).contains("no e-mail"))
        }
    }

    /// `initialPropertyValues` start a new row's form; the address's values win; a hidden
    /// column's value reaches no page.
    @Test func initialPropertyValuesFillTheNewRowsForm() async throws {
        let database = try await Club.database(.sqlite)
        let rules: RuleModel = [
            \.entity.name == "member" => \.initialPropertyValues <= ["status": "trial", "nickname": "Hidden-Initial-Value", "budget": 50],
            \.entity.name == "member" => \.hiddenPropertyKeys <= ["nickname"],
        ]
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let form = try await browser.get("/new/member")
            #expect(form.status == .ok)
            #expect(form.page.field("v.status") == "trial")
            #expect(form.page.field("v.budget") == "50")
            #expect(!form.body.contains("Hidden-Initial-Value"))
            #expect(try await browser.get("/new/member?v.status=gold").page.field("v.status") == "gold")
            // Saved as it stands, the new row has the values.
            let sent = try #require(BrowserForm(form.body, action: "/new/member"))
            var filled = sent
            filled.set("v.id", to: "40")
            filled.set("v.first_name", to: "Edsger")
            let saved = try await browser.post("/new/member", filled.submitted, withToken: false)
            #expect(saved.status == .seeOther, "\(saved.page.text.prefix(500))")
            #expect(try await Club.value(database, "member", 40, "status") == .text("trial"))
            #expect(try await Club.value(database, "member", 40, "nickname") == .null)
        }
        // A value no column could hold, and a column there is not: the form shows the one (for the
        // person to shorten) and the save refuses it; the other is nothing.
        let huge = String(repeating: "x", count: 100_000)
        let hostile: RuleModel = [
            \.entity.name == "member" => \.initialPropertyValues <= ["nickname": .text(huge), "no_such_column": 1, "first_name": "Ann"],
        ]
        try await serve(DirectApplication(database: database, rules: hostile)) { browser in
            let form = try await browser.get("/new/member")
            #expect(form.status == .ok)
            #expect(form.page.field("v.nickname")?.count == 100_000)
            #expect(!form.body.contains("no_such_column"))
            var filled = try #require(BrowserForm(form.body, action: "/new/member"))
            filled.set("v.id", to: "41")
            let refused = try await browser.post("/new/member", filled.submitted, withToken: false)
            #expect(refused.status.code == 422)
            #expect(try await database.row(of: "member", key: RowKey([.integer(41)])) == nil)
        }
        // In a rule file, a list of 'column=value'; anything else is a mistake of the file.
        let file = RuleFile.check(
            text: "entity.name = 'member' => initialPropertyValues = ['status=trial']\ntrue => initialPropertyValues = 'status'\ntrue => initialPropertyValues = ['=x']",
            fileName: "initial.rules", registry: DirectRuleKeys.registry)
        #expect(file.diagnostics.map(\.line) == [2, 3])
        #expect(file.rules.count == 1)
    }

    /// `navigationBarTitle` is the page's heading; the title stays the row's name.
    @Test(arguments: ["basic", "fiori"])
    func navigationBarTitleIsThePagesHeading(look: String) async throws {
        let rules: RuleModel = [
            (.always => \.look <= look).priority(-1),
            \.entity.name == "member" && \.task == "inspect" => \.navigationBarTitle <= "Member card",
        ]
        try await serve(try await Club.application(.sqlite, rules: rules)) { browser in
            let ada = try await browser.get("/e/member/1")
            #expect(ada.page.all("h1").map(\.text).contains { $0.contains("Member card") }, "\(ada.page.all("h1").map(\.text))")
            #expect(ada.page.all("title").first?.text.contains("Member card") == false)
            // Other pages keep their title as heading.
            let team = try await browser.get("/e/team/1")
            #expect(team.page.all("h1").map(\.text).contains { $0.contains("Falcons") })
        }
    }

    /// `debugComponent` replaces what a page shows under it with debug on.
    @Test func debugComponentIsShownWithDebugOn() async throws {
        let rules: RuleModel = [
            .always => \.debug <= true,
            \.entity.name == "team" => \.debugComponent <= TaskDebug(),
        ]
        try await serve(try await Club.application(.sqlite, rules: rules)) { browser in
            let team = try await browser.get("/e/team")
            #expect(team.page.text.contains("Debugging list of team"))
            #expect(!team.page.text.contains("Rules of the page"))
            let member = try await browser.get("/e/member")
            #expect(member.page.text.contains("Rules of the page"))
        }
        let off: RuleModel = [.always => \.debugComponent <= TaskDebug()]
        try await serve(try await Club.application(.sqlite, rules: off)) { browser in
            let team = try await browser.get("/e/team")
            #expect(!team.page.text.contains("Debugging"))
        }
    }

    /// `DisplayPassword` never writes the value; `EditPassword` neither, and keeps it when left
    /// empty, so a form sent back untouched changes nothing.
    @Test(arguments: TestEngine.available)
    func passwordsNeverReachAPage(_ engine: TestEngine) async throws {
        let database = try await Club.database(engine)
        let rules: RuleModel = [
            \.propertyKey == "password" && \.task != "edit" => \.component <= D2SDisplayPassword(),
            \.propertyKey == "password" && \.task == "edit" => \.component <= D2SEditPassword(),
        ]
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            for address in ["/e/member", "/e/member/1", "/e/member/3", "/e/member/1/edit", "/e/member/1/delete"] {
                let page = try await browser.get(address)
                #expect(page.status == .ok, "\(address)")
                #expect(!page.body.contains("hunter2") && !page.body.contains("enigma"), "\(address)")
            }
            let ada = try await browser.get("/e/member/1")
            #expect(ada.body.contains(#"data-password="set""#))
            let grace = try await browser.get("/e/member/2")
            #expect(!grace.body.contains(#"data-password="set""#))

            // The form's field is a password field, empty.
            let path = "/e/member/1/edit"
            let page = try await browser.get(path)
            let field = page.page.all("input").first { $0.attributes["name"] == "v.password" }
            #expect(field?.attributes["type"] == "password")
            #expect(field?.attributes["value"] == nil || field?.attributes["value"] == "")
            // Sent back untouched: nothing saved, the password kept.
            let form = try #require(BrowserForm(page.body, action: path))
            #expect(form.invalidControls.isEmpty)
            let untouched = try await browser.post(path, form.submitted, withToken: false)
            #expect(untouched.status == .seeOther)
            #expect(BooleanFormTests.notice(browser)?.hasPrefix("Nothing to save") == true)
            #expect(try await Club.value(database, "member", 1, "password") == .text("hunter2-secret"))
            // A mistake elsewhere: what was typed comes not back either.
            var wrong = form
            wrong.set("v.password", to: "typed-secret")
            wrong.set("v.budget", to: "not a number")
            let refused = try await browser.post(path, wrong.submitted, withToken: false)
            #expect(refused.status.code == 422)
            #expect(!refused.body.contains("typed-secret"))
            // Typed: saved.
            var changed = try #require(BrowserForm(try await browser.get(path).body, action: path))
            changed.set("v.password", to: "new-secret")
            #expect(try await browser.post(path, changed.submitted, withToken: false).status == .seeOther)
            #expect(try await Club.value(database, "member", 1, "password") == .text("new-secret"))
        }
    }

    /// The to-one relationship by its title, or summarized; the summary shows no column the rules
    /// hide.
    @Test func toOneTitleAndSummary() async throws {
        let rules: RuleModel = [
            \.entity.name == "member" && \.propertyKey == "team" && \.task == "inspect" => \.component <= D2SDisplayToOneSummary(),
            \.entity.name == "member" && \.propertyKey == "team" && \.task == "list" => \.component <= D2SDisplayToOneTitle(),
        ]
        try await serve(try await Club.application(.sqlite, rules: rules)) { browser in
            let ada = try await browser.get("/e/member/1")
            #expect(ada.page.link("Falcons") == "/e/team/1")
            let summary = ada.page.all("div").first { $0.attributes["data-summary"] != nil }?.text ?? ""
            #expect(summary.contains("Falcons") && summary.contains("Lisbon"), "\(summary)")
            let list = try await browser.get("/e/member")
            #expect(list.page.link("Herons") == "/e/team/2")
            #expect(!list.page.text.contains("Porto"))
        }
        let hiding: RuleModel = [
            \.entity.name == "member" && \.propertyKey == "team" => \.component <= D2SDisplayToOneSummary(),
            \.entity.name == "team" => \.hiddenPropertyKeys <= ["city"],
        ]
        try await serve(try await Club.application(.sqlite, rules: hiding)) { browser in
            let ada = try await browser.get("/e/member/1")
            #expect(ada.page.link("Falcons") == "/e/team/1")
            #expect(!ada.body.contains("Lisbon"))
            let list = try await browser.get("/e/member")
            #expect(!list.body.contains("Porto"))
        }
    }

    /// The names Tessera's rule files know D2S's views by, and the keys, in a rule file.
    @Test func ruleFilesNameD2SKeysAndViews() async throws {
        let rules = RuleModel()
        _ = try rules.loadRules(text: """
            entity.name = 'member' and propertyKey = 'email' and task = 'inspect' => component = 'DisplayEmail'
            entity.name = 'member' and propertyKey = 'email' => displayStringForNil = 'n/a'
            entity.name = 'member' and task = 'inspect' => navigationBarTitle = 'Card'
            entity.name = 'team' => isObjectDeletable = false
            """, fileName: "d2s.rules", registry: DirectRuleKeys.registry)
        #expect(RuleSchemaCheck.viewDiagnostics(for: rules.rules).isEmpty)
        try await serve(try await Club.application(.sqlite, rules: rules)) { browser in
            let ada = try await browser.get("/e/member/1")
            #expect(ada.page.link("ada@example.org") == "mailto:ada@example.org")
            #expect(ada.page.all("h1").contains { $0.text.contains("Card") })
            #expect(try await browser.get("/e/member/2").page.text.contains("n/a"))
            #expect(try await browser.get("/e/team/1").page.link("Delete") == nil)
        }
    }
}
