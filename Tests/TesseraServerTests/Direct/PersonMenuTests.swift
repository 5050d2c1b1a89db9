import Foundation
import HTTPTypes
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// The bar's person menu in the application, in both looks: the name opens "Change password"
/// (with accounts of a file) and "Sign out"; the password page is one of the application's own,
/// in its frame; a changed password leads back with a notice.
@Suite("The person menu and the password page", .heavy, .timeLimit(.minutes(2)))
struct PersonMenuTests {
    static let sqlite = """
        CREATE TABLE customer (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        INSERT INTO customer VALUES (1, 'Mary Smith')
        """

    static func application(look: String, readOnly: Bool = false) async throws -> DirectApplication {
        let database = try await TestEngine.sqlite.database(sqlite: Self.sqlite, postgres: "")
        let model = RuleModel()
        try model.loadRules(text: "true => look = '\(look)'", fileName: "look.rules", registry: DirectRuleKeys.registry)
        return DirectApplication(database: database, rules: model, isReadOnly: readOnly)
    }

    /// The menu on `page`: the `<details>` and what it holds.
    static func menu(_ page: HTMLPage) -> (details: Bool, password: String?, signOut: Bool) {
        let details = page.elements.contains { $0.name == "details" && $0.attributes["data-person-menu"] != nil }
        let password = page.elements.first { $0.attributes["data-change-password"] != nil }?.attributes["href"]
        let signOut = page.elements.contains { $0.name == "form" && $0.attributes["action"] == "/logout" }
        return (details, password, signOut)
    }

    @Test(arguments: ["basic", "fiori"], [false, true])
    func theMenuLeadsToThePasswordPageInTheApplicationsFrame(look: String, readOnly: Bool) async throws {
        let application = try await Self.application(look: look, readOnly: readOnly)
        try await SessionSecretTests.withFolder { folder in
            let file = folder.appendingPathComponent("staff.users").path
            try PasswordChangeTests.writeAccounts(to: file)
            try await serve(application, login: DirectServer.Login(accountsFile: file)) { anonymous in
                var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
                let list = try await ada.get("/e/customer")
                let menu = Self.menu(list.page)
                #expect(menu.details && menu.signOut)
                #expect(menu.password == "/account/password")
                #expect(list.page.elements.first { $0.attributes["data-user"] != nil }?.attributes["data-user"] == "ada")

                let form = try await ada.get("/account/password")
                #expect(form.status == .ok)
                #expect(form.page.all("title").first?.text == "Change password · Tessera")
                // The application's frame, in the page's look: its bar with the menu, a way home.
                #expect(form.page.elements.contains { $0.attributes["data-look"] == look })
                #expect(form.page.elements.contains { $0.attributes[look == "fiori" ? "data-shell-bar" : "data-app-bar"] != nil })
                #expect(Self.menu(form.page).password == "/account/password")
                #expect(form.page.links.contains { $0.href == "/" })
                #expect(form.page.all("h1").contains { $0.text.contains("Change password") })
                #expect(form.page.elements.contains { $0.attributes["name"] == "current_password" })

                // A read-only server changes no data; a person's password is not data.
                let changed = try await PasswordChangeTests.change(&ada, current: "ada's password", new: "a new passphrase", next: "/e/customer")
                #expect(changed.status == .seeOther)
                #expect(changed.location == "/e/customer")
                let back = try await ada.get("/e/customer")
                #expect(back.status == .ok)
                let notice = try #require(back.page.elements.first { $0.attributes["data-notice"] != nil })
                #expect(notice.text.contains("Your password was changed."))
                #expect(notice.attributes["role"] == "status")

                // Refused in the frame too, the field marked.
                let refused = try await PasswordChangeTests.change(&ada, current: "a new passphrase", new: "one", again: "one")
                #expect(refused.status == .unprocessableContent)
                #expect(refused.page.elements.contains { $0.attributes["data-look"] == look })
                #expect(refused.page.elements.first { $0.attributes["name"] == "new_password" }?.attributes["aria-invalid"] == "true")
            }
        }
    }

    @Test(arguments: ["basic", "fiori"])
    func withoutAnAccountsFileTheMenuOnlySignsOut(look: String) async throws {
        let application = try await Self.application(look: look)
        let logins: [DirectServer.Login] = [
            DirectServer.Login(user: "ada", password: "ada's password"), DirectServer.Login(accounts: try PermissionTests.accounts()),
        ]
        for login in logins {
            try await serve(application, login: login) { anonymous in
                var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
                let list = try await ada.get("/e/customer")
                let menu = Self.menu(list.page)
                #expect(menu.details && menu.signOut)
                #expect(menu.password == nil)
                #expect(try await ada.get("/account/password").status == .notFound)
                // An error page of the application's has the menu, and still no way to a password.
                let missing = try await ada.get("/e/no_such_table")
                #expect(missing.status == .notFound)
                #expect(Self.menu(missing.page).details && Self.menu(missing.page).password == nil)
            }
        }
        // Without a sign-in: no menu at all.
        try await serve(application) { browser in
            let list = try await browser.get("/e/customer")
            #expect(!Self.menu(list.page).details && !Self.menu(list.page).signOut)
            #expect(try await browser.get("/account/password").status == .notFound)
        }
    }
}
