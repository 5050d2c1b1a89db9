import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraServer
import Testing
import TesseraTestSupport

/// Signing in with an accounts file: who signed in reaches the request, each person signs out on
/// their own, and the file's changes reach a running server.
@Suite("Signing in with accounts", .heavy, .timeLimit(.minutes(1)))
struct AccountsLoginTests {
    static func accounts() throws -> Accounts {
        var accounts = Accounts()
        try accounts.add("ada", password: "ada's password", roles: ["admin"], cost: 4)
        try accounts.add("ben", password: "ben's password", roles: ["clerk", "viewer"], cost: 4)
        try accounts.add("cy", password: "cy's password", roles: [], cost: 4)
        return accounts
    }

    /// A server whose one page says who asks: `name:role,role`, or `-` for nobody.
    static func server(_ login: LoginMiddleware<BasicTesseraRequestContext>) -> some ApplicationProtocol {
        let router = Router(context: BasicTesseraRequestContext.self)
        router.addTesseraMiddleware()
        router.add(middleware: login)
        router.get("/page") { _, context in
            context.user.map { "\($0.name):\($0.roles.joined(separator: ","))" } ?? "-"
        }
        return Application(router: router)
    }

    static func signIn(_ name: String, password: String? = nil, on client: any TestClientProtocol) async throws -> Visitor {
        var visitor = Visitor(client)
        _ = try await visitor.get("/login")
        let answer = try await visitor.post("/login", [("user", name), ("password", password ?? "\(name)'s password")])
        #expect(answer.status == .seeOther, "\(name) signs in")
        return visitor
    }

    /// Who the page says asks, or `nil` when it sends the browser to sign in.
    static func who(_ visitor: Visitor) async throws -> String? {
        var visitor = visitor
        let answer = try await visitor.get("/page")
        return answer.status == .ok ? answer.body : nil
    }

    @Test func thePersonWhoSignedInReachesTheRequestWithTheirRoles() async throws {
        try await Self.server(LoginMiddleware(accounts: try Self.accounts())).test(.router) { client in
            let ada = try await Self.signIn("ada", on: client)
            let ben = try await Self.signIn("ben", on: client)
            let cy = try await Self.signIn("cy", on: client)
            #expect(try await Self.who(ada) == "ada:admin")
            #expect(try await Self.who(ben) == "ben:clerk,viewer")
            #expect(try await Self.who(cy) == "cy:")
            #expect(try await Self.who(Visitor(client)) == nil)

            for (name, password) in [("ada", "ben's password"), ("nobody", "ada's password"), ("ada", ""), ("", ""), ("ada\u{0}", "ada's password")] {
                var visitor = Visitor(client)
                _ = try await visitor.get("/login")
                let answer = try await visitor.post("/login", [("user", name), ("password", password)])
                #expect(answer.status == .unauthorized, "\(name) / \(password)")
                #expect(visitor.cookies["tessera_session"] == nil)
                // The name typed is kept (only the password is typed again); the password is not.
                if !name.contains("\u{0}") {
                    #expect(answer.page.field("user") == name, "\(name)")
                }
                #expect(answer.page.elements.first { $0.attributes["name"] == "password" }?.attributes["value"] ?? "" == "")
            }
            // A cookie of one person with another's name does not pass.
            var forged = ben
            let parts = try #require(ben.cookies["tessera_session"]).split(separator: ".").map(String.init)
            forged.cookies["tessera_session"] = [parts[0], parts[1], "616461", parts[3]].joined(separator: ".")
            #expect(try await Self.who(forged) == nil)
        }
    }

    @Test func signingOutEndsThatPersonsSessionsEverywhereAndNoOneElses() async throws {
        try await SessionSecretTests.withFolder { folder in
            let secret = try SessionSecret.loadOrCreate(at: folder.appendingPathComponent("secret").path)
            let accounts = try Self.accounts()
            try await Self.server(LoginMiddleware(accounts: accounts, secret: secret)).test(.router) { here in
                try await Self.server(LoginMiddleware(accounts: accounts, secret: secret)).test(.router) { there in
                    var adaAtWork = try await Self.signIn("ada", on: here)
                    let adaAtHome = try await Self.signIn("ada", on: here)
                    let ben = try await Self.signIn("ben", on: here)
                    var benThere = Visitor(there)
                    benThere.cookies = ben.cookies
                    var adaThere = Visitor(there)
                    adaThere.cookies = adaAtHome.cookies
                    #expect(try await Self.who(adaThere) == "ada:admin", "the other server accepts the session")

                    let out = try await adaAtWork.post("/logout", [])
                    #expect(out.status == .seeOther)
                    #expect(try await Self.who(adaAtHome) == nil, "ada's other browser is signed out")
                    #expect(try await Self.who(ben) == "ben:clerk,viewer", "ben is not")
                    // The other server reads the sign-out within a second.
                    try await Task.sleep(for: .milliseconds(1100))
                    #expect(try await Self.who(adaThere) == nil)
                    #expect(try await Self.who(benThere) == "ben:clerk,viewer")
                    // ada signs in again, and is in.
                    let again = try await Self.signIn("ada", on: there)
                    #expect(try await Self.who(again) == "ada:admin")
                }
            }
            let file = try #require(secret.signOutFile)
            let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 2)
            #expect(lines.last?.hasSuffix(" ada") == true)
            // A restart with the same secret keeps ada's old sessions ended and ben's alive.
        }
    }

    @Test func changesToTheFileReachARunningServer() async throws {
        try await SessionSecretTests.withFolder { folder in
            let path = folder.appendingPathComponent("staff.users").path
            try Self.accounts().write(toFile: path)
            try await Self.server(LoginMiddleware(accountsFile: path)).test(.router) { client in
                let ada = try await Self.signIn("ada", on: client)
                let ben = try await Self.signIn("ben", on: client)
                let cy = try await Self.signIn("cy", on: client)
                #expect(try await Self.who(ben) == "ben:clerk,viewer")

                // ben becomes an admin (same password), ada leaves, cy has a new password.
                var accounts = try Accounts(contentsOfFile: path)
                let benHash = try #require(accounts["ben"]).passwordHash
                accounts = try Accounts(text: accounts.text.replacingOccurrences(of: "ben:\(benHash):clerk,viewer", with: "ben:\(benHash):admin"))
                accounts.remove("ada")
                try accounts.add("cy", password: "cy's new password", roles: [], cost: 4)
                try accounts.write(toFile: path)
                try await Task.sleep(for: .milliseconds(1100))
                #expect(try await Self.who(ben) == "ben:admin", "new roles, same session")
                #expect(try await Self.who(ada) == nil, "a removed account has no session")
                #expect(try await Self.who(cy) == nil, "a new password ends the old one's sessions")
                _ = try await Self.signIn("cy", password: "cy's new password", on: client)

                // A file broken by hand lets nobody in until it is mended.
                try Data("ben has no colons\n".utf8).write(to: URL(fileURLWithPath: path))
                try await Task.sleep(for: .milliseconds(1100))
                #expect(try await Self.who(ben) == nil)
                try accounts.write(toFile: path)
                try await Task.sleep(for: .milliseconds(1100))
                #expect(try await Self.who(ben) == "ben:admin")
            }
        }
    }

    @Test func anAccountsFileThatDoesNotReadStopsTheServerFromStarting() async throws {
        try await SessionSecretTests.withFolder { folder in
            let path = folder.appendingPathComponent("staff.users").path
            try Data("ada:not-a-hash:admin\n".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            #expect(throws: AccountsError.self) { try LoginMiddleware<BasicTesseraRequestContext>(accountsFile: path) }
            try Self.accounts().write(toFile: path)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
            #expect(throws: AccountsError.self) { try LoginMiddleware<BasicTesseraRequestContext>(accountsFile: path) }
        }
    }

    /// The fix the log gives for a file others may read — `chmod 600` — is seen as a change: the
    /// server lets people in again without a restart.
    @Test func chmodSixHundredBringsTheAccountsBack() async throws {
        try await SessionSecretTests.withFolder { folder in
            let path = folder.appendingPathComponent("staff.users").path
            try Self.accounts().write(toFile: path)
            try await Self.server(LoginMiddleware(accountsFile: path)).test(.router) { client in
                let ben = try await Self.signIn("ben", on: client)
                try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
                try await Task.sleep(for: .milliseconds(1100))
                #expect(try await Self.who(ben) == nil, "a file others may read lets nobody in")
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
                try await Task.sleep(for: .milliseconds(1100))
                #expect(try await Self.who(ben) == "ben:clerk,viewer")
            }
        }
    }

    // MARK: - Throttling under concurrency (issue 41)

    /// The statuses of `count` sign-ins sent at once, the `n`th as `name(n)` with `password(n)`.
    static func signInsAtOnce(
        _ count: Int, on client: any TestClientProtocol, name: @escaping @Sendable (Int) -> String, password: @escaping @Sendable (Int) -> String
    ) async throws -> [HTTPResponse.Status] {
        try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
            for n in 0..<count {
                group.addTask {
                    var visitor = Visitor(client)
                    _ = try await visitor.get("/login")
                    return try await visitor.post("/login", [("user", name(n)), ("password", password(n))]).status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// Before, the check came first and the count after the password was looked at: 60 wrong
    /// passwords sent at once for one name were all looked at (59 × 401, no 429), and the right
    /// one still worked after.
    @Test func wrongPasswordsSentAtOnceForOneNameAreCountedAsTheyCome() async throws {
        let limits = SignInLimits()
        try await Self.server(LoginMiddleware(accounts: try Self.accounts(), signInLimits: limits)).test(.router) { client in
            let statuses = try await Self.signInsAtOnce(100, on: client, name: { _ in "ada" }, password: { "guess \($0)" })
            let lookedAt = statuses.count { $0 == .unauthorized }
            #expect(lookedAt >= 1 && lookedAt <= limits.freeFailures + 1, "\(lookedAt) passwords were looked at")
            #expect(statuses.count { $0 == .tooManyRequests } == 100 - lookedAt)
            // The name waits now, right password or not.
            var ada = Visitor(client)
            _ = try await ada.get("/login")
            #expect(try await ada.post("/login", [("user", "ada"), ("password", "ada's password")]).status == .tooManyRequests)
        }
    }

    /// Before, 100 wrong passwords sent at once under 100 names were all looked at — 100 bcrypt
    /// checks — past the burst of 30 the whole server takes.
    @Test func wrongPasswordsSentAtOnceUnderManyNamesSpendOnlyTheBurst() async throws {
        var accounts = Accounts()
        for n in 0..<100 { try accounts.add("person\(n)", password: "secret \(n)", roles: [], cost: 4) }
        let limits = SignInLimits(globalBurst: 30, globalPerSecond: 0.01)
        try await Self.server(LoginMiddleware(accounts: accounts, signInLimits: limits)).test(.router) { client in
            let statuses = try await Self.signInsAtOnce(100, on: client, name: { "person\($0)" }, password: { "wrong \($0)" })
            let lookedAt = statuses.count { $0 == .unauthorized }
            #expect(lookedAt == 30, "\(lookedAt) passwords were looked at")
            #expect(statuses.count { $0 == .tooManyRequests } == 70)
        }
    }

    /// A right password gives back what its attempt took from the server's budget: people
    /// signing in do not use up the wrong passwords others may try.
    @Test func rightPasswordsDoNotSpendTheBudget() async throws {
        let limits = SignInLimits(globalBurst: 2, globalPerSecond: 0.01)
        try await Self.server(LoginMiddleware(accounts: try Self.accounts(), signInLimits: limits)).test(.router) { client in
            for _ in 0..<5 { _ = try await Self.signIn("ben", on: client) }
        }
    }

    /// bcrypt reads a password up to its first NUL: before, `ada's password\0junk` signed in as
    /// Ada. A password with a control character is refused before anything is looked at, and
    /// no account can be given one.
    @Test func aPasswordWithAControlCharacterIsRefusedClearly() async throws {
        try await Self.server(LoginMiddleware(accounts: try Self.accounts())).test(.router) { client in
            for password in ["ada's password\u{0}junk", "ada's password\t", "ada's\npassword"] {
                var visitor = Visitor(client)
                _ = try await visitor.get("/login")
                let answer = try await visitor.post("/login", [("user", "ada"), ("password", password)])
                #expect(answer.status == .badRequest)
                #expect(answer.page.text.contains("A password cannot hold a control character"))
                #expect(visitor.cookies["tessera_session"] == nil)
            }
        }
        var accounts = Accounts()
        #expect(throws: AccountsError.self) { try accounts.add("ada", password: "ab\u{0}rest", roles: [], cost: 4) }
        #expect(throws: AccountsError.self) { try accounts.add("ada", password: "tab\there", roles: [], cost: 4) }
        #expect(accounts.accounts.isEmpty)
    }
}
