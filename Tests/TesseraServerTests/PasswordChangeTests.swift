import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraServer
import TesseraTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A person changes their own password at `/account/password`: the accounts file gets the new
/// hash and keeps everything else, the person's other sessions end and this one goes on, and
/// what is refused — a wrong current password, new ones that differ, too short, too long, with a
/// NUL, a forged form, a huge one, a file that does not read, an account removed — writes
/// nothing.
@Suite("Changing one's own password", .heavy, .timeLimit(.minutes(2)))
struct PasswordChangeTests {
    static let path = "/account/password"

    /// The file: a comment, ada (admin) and ben (clerk, viewer), hashed at bcrypt's lowest cost.
    static func writeAccounts(to file: String) throws {
        var accounts = try Accounts(text: "# kept by tessera users\n")
        try accounts.add("ada", password: "ada's password", roles: ["admin"], cost: 4)
        try accounts.add("ben", password: "ben's password", roles: ["clerk", "viewer"], cost: 4)
        try accounts.write(toFile: file)
    }

    /// A server signing in the accounts of `file`, whose one page says who asks (as
    /// ``AccountsLoginTests/server(_:)``'s: `name:roles`).
    static func server(_ file: String, limits: SignInLimits = SignInLimits()) throws -> some ApplicationProtocol {
        AccountsLoginTests.server(try LoginMiddleware(accountsFile: file, signInLimits: limits))
    }

    /// Runs `body` with an accounts file in a folder of its own, and a server signing it in.
    static func withServer(
        limits: SignInLimits = SignInLimits(), _ body: @escaping @Sendable (String, any TestClientProtocol) async throws -> Void
    ) async throws {
        try await SessionSecretTests.withFolder { folder in
            let file = folder.appendingPathComponent("staff.users").path
            try writeAccounts(to: file)
            try await server(file, limits: limits).test(.router) { client in
                try await body(file, client)
            }
        }
    }

    static func bytes(_ file: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: file))
    }

    /// Sends the form, with the token of the page it was read from.
    static func change(
        _ visitor: inout Visitor, current: String, new: String, again: String? = nil, next: String? = nil, withToken: Bool = true
    ) async throws -> Visitor.Visit {
        var fields = [("current_password", current), ("new_password", new), ("new_password_again", again ?? new)]
        if let next { fields.append(("next", next)) }
        return try await visitor.post(path, fields, withToken: withToken)
    }

    /// The element carrying `attribute` with `value` on `page`.
    static func element(_ page: HTMLPage, _ attribute: String, _ value: String) -> HTMLPage.Element? {
        page.elements.first { $0.attributes[attribute] == value }
    }

    @Test func thePasswordChangesThisBrowserStaysSignedInAndTheOthersEnd() async throws {
        try await Self.withServer { file, client in
            var here = try await AccountsLoginTests.signIn("ada", on: client)
            let elsewhere = try await AccountsLoginTests.signIn("ada", on: client)
            let ben = try await AccountsLoginTests.signIn("ben", on: client)
            let before = try String(contentsOfFile: file, encoding: .utf8)

            let form = try await here.get(Self.path)
            #expect(form.status == .ok)
            let page = form.page
            // What password managers read: whose password, the current one, the new one twice.
            #expect(Self.element(page, "name", "username")?.attributes["autocomplete"] == "username")
            #expect(Self.element(page, "name", "username")?.attributes["value"] == "ada")
            #expect(Self.element(page, "name", "current_password")?.attributes["autocomplete"] == "current-password")
            #expect(Self.element(page, "name", "new_password")?.attributes["autocomplete"] == "new-password")
            #expect(Self.element(page, "name", "new_password_again")?.attributes["autocomplete"] == "new-password")
            #expect(Self.element(page, "name", "new_password")?.attributes["minlength"] == "8")
            #expect(page.all("form").contains { $0.attributes["action"] == Self.path && $0.attributes["method"] == "post" })
            #expect(page.field("_csrf")?.isEmpty == false)
            #expect(page.text.contains("At least 8 characters"))
            // The person's menu, under the server's own bar: the way back and the way out.
            #expect(page.elements.contains { $0.attributes["data-person-menu"] != nil })
            #expect(page.elements.contains { $0.name == "form" && $0.attributes["action"] == "/logout" })

            let answer = try await Self.change(&here, current: "ada's password", new: "a new passphrase")
            #expect(answer.status == .seeOther)
            #expect(answer.location == "/")
            #expect(try await AccountsLoginTests.who(here) == "ada:admin", "this browser stays signed in")
            #expect(try await AccountsLoginTests.who(elsewhere) == nil, "ada's other session has ended")
            #expect(try await AccountsLoginTests.who(ben) == "ben:clerk,viewer", "ben's has not")

            // The file: ada's hash and nothing else changed, the comment and ben's line kept.
            let after = try String(contentsOfFile: file, encoding: .utf8)
            let beforeLines = before.split(separator: "\n")
            let afterLines = after.split(separator: "\n")
            #expect(afterLines.count == beforeLines.count)
            #expect(afterLines[0] == "# kept by tessera users")
            #expect(afterLines[2] == beforeLines[2])
            #expect(afterLines[1] != beforeLines[1] && afterLines[1].hasPrefix("ada:$2b$04$") && afterLines[1].hasSuffix(":admin"))
            let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
            #expect(mode == 0o600)

            // The new password signs in; the old one does not.
            _ = try await AccountsLoginTests.signIn("ada", password: "a new passphrase", on: client)
            var old = Visitor(client)
            _ = try await old.get("/login")
            #expect(try await old.post("/login", [("user", "ada"), ("password", "ada's password")]).status == .unauthorized)
        }
    }

    @Test func whatIsRefusedSaysWhyMarksTheFieldAndWritesNothing() async throws {
        try await Self.withServer { file, client in
            var ada = try await AccountsLoginTests.signIn("ada", on: client)
            let before = try Self.bytes(file)
            let cases: [(current: String, new: String, again: String, field: String, says: String)] = [
                ("ada's password", "a new passphrase", "a new passphrasf", "new_password_again", "differ"),
                ("ada's password", "short", "short", "new_password", "too short"),
                ("ada's password", String(repeating: "x", count: 73), String(repeating: "x", count: 73), "new_password", "too long"),
                // 25 characters, 75 bytes: long by bcrypt's count, not by the characters.
                ("ada's password", String(repeating: "€", count: 25), String(repeating: "€", count: 25), "new_password", "too long"),
                ("ada's password", "new\u{0}passphrase", "new\u{0}passphrase", "new_password", "control character"),
                ("ada's password", "", "", "new_password", "Type a new password"),
                ("", "a new passphrase", "a new passphrase", "current_password", "current password"),
                ("wrong password", "a new passphrase", "a new passphrase", "current_password", "current password is wrong"),
            ]
            for (current, new, again, field, says) in cases {
                let answer = try await Self.change(&ada, current: current, new: new, again: again)
                #expect(answer.status == .unprocessableContent, "\(says)")
                let message = try #require(answer.page.elements.first { $0.attributes["data-password-message"] != nil }, "\(says)")
                #expect(message.attributes["role"] == "alert")
                #expect(message.text.contains(says), "\(message.text)")
                let marked = answer.page.elements.filter { $0.attributes["aria-invalid"] == "true" }.compactMap { $0.attributes["name"] }
                #expect(marked == [field], "\(says)")
                #expect(Self.element(answer.page, "name", field)?.attributes["aria-describedby"]?.contains("password-change-message") == true)
                // No password comes back in the form.
                #expect(!answer.page.all("input").contains { $0.attributes["type"] == "password" && !($0.attributes["value"] ?? "").isEmpty })
                #expect(try Self.bytes(file) == before, "\(says): nothing written")
            }
            #expect(try await AccountsLoginTests.who(ada) == "ada:admin", "still signed in, with the old password")
        }
    }

    @Test func wrongCurrentPasswordsAreThrottledAsSignInsAre() async throws {
        let limits = SignInLimits(freeFailures: 2, firstWait: .seconds(20), maximumWait: .seconds(20))
        try await Self.withServer(limits: limits) { file, client in
            var ada = try await AccountsLoginTests.signIn("ada", on: client)
            let before = try Self.bytes(file)
            for _ in 0..<3 {
                #expect(try await Self.change(&ada, current: "guess", new: "a new passphrase").status == .unprocessableContent)
            }
            // Past the free ones: refused without a look, even with the right password.
            let throttled = try await Self.change(&ada, current: "ada's password", new: "a new passphrase")
            #expect(throttled.status == .tooManyRequests)
            #expect(throttled.page.text.contains("Too many wrong passwords"))
            #expect(try Self.bytes(file) == before)
            // The same count as sign-in's: the page is no faster way to guess.
            var other = Visitor(client)
            _ = try await other.get("/login")
            #expect(try await other.post("/login", [("user", "ada"), ("password", "ada's password")]).status == .tooManyRequests)
        }
    }

    @Test func aForgedAHugeOrASessionlessFormChangesNothing() async throws {
        try await Self.withServer { file, client in
            var ada = try await AccountsLoginTests.signIn("ada", on: client)
            let before = try Self.bytes(file)
            // No CSRF token: refused before anything is read.
            #expect(try await Self.change(&ada, current: "ada's password", new: "a new passphrase", withToken: false).status == .forbidden)
            // A megabyte: refused unread.
            let huge = String(repeating: "x", count: 1 << 20)
            let answer = try await Self.change(&ada, current: "ada's password", new: huge)
            #expect((400..<500).contains(answer.status.code), "\(answer.status)")
            // No session: the page sends to sign-in, the form is refused.
            var nobody = Visitor(client)
            let page = try await nobody.get(Self.path)
            #expect(page.status == .seeOther)
            #expect(page.location == "/login?next=/account/password")
            #expect(try await Self.change(&nobody, current: "ada's password", new: "a new passphrase").status == .forbidden)
            // Another method.
            let put = try await client.execute(uri: Self.path, method: .put, headers: [:], body: nil)
            #expect(put.status == .methodNotAllowed)
            #expect(try Self.bytes(file) == before)
            #expect(try await AccountsLoginTests.who(ada) == "ada:admin")
        }
    }

    /// Two browsers of ada's change the password at the same moment, each to its own: the file is
    /// read again under its lock, so the second finds the first's password and is refused.
    @Test func twoSessionsOfOnePersonChangingAtOnceCannotBothPass() async throws {
        try await Self.withServer { file, client in
            let first = try await AccountsLoginTests.signIn("ada", on: client)
            let second = try await AccountsLoginTests.signIn("ada", on: client)
            let results = try await withThrowingTaskGroup(of: (String, HTTPResponse.Status, Visitor).self) { group in
                for (visitor, password) in [(first, "the first's passphrase"), (second, "the second's passphrase")] {
                    group.addTask {
                        var visitor = visitor
                        let answer = try await Self.change(&visitor, current: "ada's password", new: password)
                        return (password, answer.status, visitor)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let passed = results.filter { $0.1 == .seeOther }
            #expect(passed.count == 1, "\(results.map(\.1))")
            #expect(results.filter { $0.1 == .unprocessableContent }.count == 1, "\(results.map(\.1))")
            let winner = try #require(passed.first)
            #expect(try await AccountsLoginTests.who(winner.2) == "ada:admin")
            let loser = try #require(results.first { $0.1 != .seeOther })
            #expect(try await AccountsLoginTests.who(loser.2) == nil)
            let accounts = try Accounts(contentsOfFile: file)
            #expect(accounts.account(signingInAs: "ada", password: winner.0) != nil)
        }
    }

    /// `tessera users add` at the same moment as a change on the page: both are in the file.
    @Test func aChangeOnThePageKeepsAnAccountAddedMeanwhile() async throws {
        try await Self.withServer { file, client in
            // The same browser throughout: each change gives it a new session.
            var visitor = try await AccountsLoginTests.signIn("ada", on: client)
            for round in 0..<3 {
                async let added: Void = Task.detached {
                    try Accounts.update(file: file) { accounts throws(AccountsError) in
                        try accounts.add("new\(round)", password: "their password", roles: ["viewer"], cost: 4)
                    }
                }.value
                let password = round == 0 ? "ada's password" : "passphrase \(round - 1)"
                let answer = try await Self.change(&visitor, current: password, new: "passphrase \(round)")
                try await added
                #expect(answer.status == .seeOther)
                let accounts = try Accounts(contentsOfFile: file)
                #expect(accounts["new\(round)"] != nil, "the account added meanwhile is kept")
                #expect(accounts.account(signingInAs: "ada", password: "passphrase \(round)") != nil, "the change is kept")
            }
        }
    }

    /// Rewrites `file` in place with `text` of the same length and gives it back its modification
    /// time: to the server it looks unchanged, as a file changed a moment ago does before its next
    /// look. What the page does then rests on the file read again under the lock.
    static func rewriteUnseen(_ file: String, _ text: String) throws {
        var status = stat()
        #expect(stat(file, &status) == 0)
        let old = try bytes(file)
        #expect(old.count == text.utf8.count, "the same length keeps the same stamp")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        #if canImport(Darwin)
        var times = [status.st_atimespec, status.st_mtimespec]
        #else
        var times = [status.st_atim, status.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
    }

    @Test func aFileThatDoesNotReadIsARefusalAndIsNotWritten() async throws {
        try await Self.withServer { file, client in
            var ada = try await AccountsLoginTests.signIn("ada", on: client)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            // ben's line broken by hand: no colons.
            let broken = text.replacingOccurrences(of: "ben:", with: "ben ")
            try Self.rewriteUnseen(file, broken)
            let answer = try await Self.change(&ada, current: "ada's password", new: "a new passphrase")
            #expect(answer.status == .serviceUnavailable)
            #expect(answer.page.text.contains("cannot be read or written"))
            #expect(!answer.page.text.contains(file), "the file's path is for the log, not the page")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == broken, "nothing written")

            // Once the server has seen it broken, nobody is signed in until it is mended; still
            // nothing written.
            try Data(broken.utf8).write(to: URL(fileURLWithPath: file))
            try await Task.sleep(for: .milliseconds(600))
            #expect(try await AccountsLoginTests.who(ada) == nil)
            #expect([.forbidden, .seeOther].contains(try await Self.change(&ada, current: "ada's password", new: "a new passphrase").status))
            #expect(try String(contentsOfFile: file, encoding: .utf8) == broken)
            #expect(try await AccountsLoginTests.who(ada) == nil)
        }
    }

    @Test func aRemovedAccountsSessionChangesNothingAndMakesNoAccount() async throws {
        try await Self.withServer { file, client in
            var ben = try await AccountsLoginTests.signIn("ben", on: client)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("ben:") })
            // Removed — made a comment of the same length, which the server has not seen yet.
            let removed = text.replacingOccurrences(of: line, with: "#" + String(repeating: " ", count: line.count - 1))
            try Self.rewriteUnseen(file, removed)
            let answer = try await Self.change(&ben, current: "ben's password", new: "a new passphrase")
            #expect(answer.status == .forbidden)
            #expect(answer.page.text.contains("no longer in the accounts file"))
            #expect(try String(contentsOfFile: file, encoding: .utf8) == removed)
            #expect(try Accounts(contentsOfFile: file)["ben"] == nil, "no account made")

            // Removed as `tessera users remove` does, and seen: the session has ended.
            try Self.writeAccounts(to: file)
            var ada = try await AccountsLoginTests.signIn("ada", on: client)
            try Accounts.update(file: file) { accounts throws(AccountsError) in _ = accounts.remove("ada") }
            try await Task.sleep(for: .milliseconds(600))
            #expect([.forbidden, .seeOther].contains(try await Self.change(&ada, current: "ada's password", new: "a new passphrase").status))
            #expect(try Accounts(contentsOfFile: file)["ada"] == nil)
        }
    }

    @Test func theWayBackIsThePageTheFormWasOpenedFromNeverAnotherSite() async throws {
        try await Self.withServer { _, client in
            let ada = try await AccountsLoginTests.signIn("ada", on: client)
            // The router's test client names the host `localhost`.
            func next(referer: String?, query: String = "") async throws -> String? {
                var headers: HTTPFields = [.cookie: ada.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")]
                if let referer { headers[.referer] = referer }
                let response = try await client.execute(uri: Self.path + query, method: .get, headers: headers, body: nil)
                return HTMLPage(String(buffer: response.body)).field("next")
            }
            #expect(try await next(referer: "http://localhost/page?x=1") == "/page?x=1")
            #expect(try await next(referer: "http://localhost.evil.example/page") == "/")
            #expect(try await next(referer: nil) == "/")
            #expect(try await next(referer: "https://evil.example/page") == "/")
            #expect(try await next(referer: "http://localhost/account/password") == "/")
            #expect(try await next(referer: nil, query: "?next=/page") == "/page")
            #expect(try await next(referer: nil, query: "?next=//evil.example") == "/")
            // A change sent with a next leads there, with the notice for that page.
            var visitor = ada
            let answer = try await Self.change(&visitor, current: "ada's password", new: "a new passphrase", next: "/page?x=1")
            #expect(answer.location == "/page?x=1")
            #expect(visitor.cookies["tessera_notice"]?.hasPrefix("%2Fpage|") == true)
        }
    }

    /// One user and password, or accounts given once: nowhere to keep a new password, so no page.
    @Test func withoutAnAccountsFileThereIsNoPasswordPage() async throws {
        let given = try AccountsLoginTests.accounts()
        try await AccountsLoginTests.server(LoginMiddleware(accounts: given)).test(.router) { client in
            var ada = try await AccountsLoginTests.signIn("ada", on: client)
            #expect(try await ada.get(Self.path).status == .notFound)
            #expect(try await Self.change(&ada, current: "ada's password", new: "a new passphrase").status == .notFound)
        }
        try await SessionSecretTests.server(nil).test(.router) { client in
            var ada = Visitor(client)
            _ = try await ada.get("/login")
            #expect(try await ada.post("/login", [("user", "ada"), ("password", "correct horse")]).status == .seeOther)
            #expect(try await ada.get(Self.path).status == .notFound)
        }
    }
}
