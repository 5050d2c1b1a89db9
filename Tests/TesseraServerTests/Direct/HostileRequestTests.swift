import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOPosix
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Requests an attacker or a careless operator would send: each test here failed before the fix it
/// is named after (issue 13), and checks the whole class, not the one request.
@Suite("Hostile requests", .heavy)
struct HostileRequestTests {
    // MARK: - Nesting

    @Test func deeplyNestedConditionsAreRefusedAndTheServerLives() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database)) { browser in
            for condition in [
                String(repeating: "(", count: 15_000) + "film_id%20=%201",
                String(repeating: "not+", count: 19_000) + "film_id%20=%201",
                String(repeating: "not%20", count: 999) + "film_id%20=%201",
            ] {
                let refused = try await browser.get("/e/film?where=" + condition)
                #expect(refused.status == .badRequest)
                #expect(refused.page.text.contains("nested too deeply"))
                // The error shows where, not the whole address again.
                #expect(refused.page.html.utf8.count < 20_000)
            }
            // Wide instead of deep: more conditions or values than an engine takes.
            let wide = Array(repeating: "film_id%20=%201", count: 300).joined(separator: "%20or%20")
            #expect(try await browser.get("/e/film?where=" + wide).status == .badRequest)
            let long = "film_id%20in%20(" + Array(repeating: "1", count: 2_000).joined(separator: ",") + ")"
            #expect(try await browser.get("/e/film?where=" + long).status == .badRequest)
            // Still serving, and nesting a person writes still works.
            #expect(try await browser.get("/e/film?where=not%20(not%20(film_id%20=%201))").status == .ok)
        }
    }

    // MARK: - Hosts

    @Test func foreignHostsAreRefusedBeforeAnythingElse() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database)) { browser in
            let port = try #require(browser.client.port)
            for host in ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "LOCALHOST", "app.localhost:\(port)"] {
                #expect(try await RawHTTP.send("GET / HTTP/1.1\r\nHost: \(host)\r\n", port: port).status == 200, "\(host)")
            }
            for host in ["rebind.attacker.example:\(port)", "127.0.0.1.attacker.example", "127.evil.example", "localhost.attacker.example", ""] {
                let answer = try await RawHTTP.send("GET /e/language HTTP/1.1\r\nHost: \(host)\r\n", port: port)
                #expect(answer.status == 421, "\(host)")
                #expect(!answer.body.contains("<table"))
            }
            // The attack itself: a page on the attacker's name, re-pointed at 127.0.0.1, posts a
            // form with its own Origin and the Host its browser sends.
            let form = try await browser.get("/e/language/1/edit")
            let version = try #require(form.page.field("_version"))
            let token = try #require(browser.cookies["tessera_csrf"])
            let body = "v.name=Pwned&_version=\(version)&_csrf=\(token)"
            let attack = try await RawHTTP.send(
                "POST /e/language/1/edit HTTP/1.1\r\nHost: rebind.attacker.example:\(port)\r\nOrigin: http://rebind.attacker.example:\(port)\r\n"
                    + "Cookie: tessera_csrf=\(token)\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n",
                body: body, port: port)
            #expect(attack.status == 421)
            #expect(try await browser.get("/e/language/1").page.field("v.name") == nil)
            #expect(!(try await browser.get("/e/language/1").page.text.contains("Pwned")))
        }
    }

    @Test func allowedHostsParseAddressesNotText() {
        #expect(AllowedHosts.isLoopback("127.0.0.1"))
        #expect(AllowedHosts.isLoopback("127.200.3.4"))
        #expect(AllowedHosts.isLoopback("::1"))
        #expect(AllowedHosts.isLoopback("[::1]"))
        #expect(AllowedHosts.isLoopback("::ffff:127.0.0.1"))
        #expect(AllowedHosts.isLoopback("localhost"))
        #expect(AllowedHosts.isLoopback("Shop.LocalHost."))
        #expect(!AllowedHosts.isLoopback("127.x.example"))
        #expect(!AllowedHosts.isLoopback("127.0.0.1.nip.io"))
        #expect(!AllowedHosts.isLoopback("128.0.0.1"))
        #expect(!AllowedHosts.isLoopback("localhost.example"))
        let allowed = AllowedHosts.loopback.adding(["Shop.Internal"])
        #expect(allowed.allows(authority: "shop.internal:8080"))
        #expect(allowed.allows(authority: "shop.internal."))
        #expect(!allowed.allows(authority: "shop.internal.evil"))
        #expect(!allowed.allows(authority: "shop.internal:80x"))
        #expect(!allowed.allows(authority: "user@shop.internal"))
        #expect(AllowedHosts.any.allows(authority: "anything.example"))
        #expect(AllowedHosts.host(named: "shop.internal:8080") == nil)
        #expect(AllowedHosts.host(named: "::1") == "::1")
    }

    // MARK: - Read-only

    @Test func readOnlyCannotBeUndoneByARule() async throws {
        let database = try await TestEngine.sqlite.sample()
        let rules = RuleModel()
        _ = try rules.loadRules(text: """
            entity.name = 'language' => isEntityReadOnly = false
            true => readOnly = false ; priority 100
            """, fileName: "undo.rules", registry: DirectRuleKeys.registry)
        let application = DirectApplication(database: database, rules: rules, isReadOnly: true)
        try await serve(application) { browser in
            let inspect = try await browser.get("/e/language/1")
            #expect(inspect.status == .ok)
            #expect(!inspect.page.links.contains { $0.href.hasSuffix("/edit") || $0.href.hasSuffix("/delete") })
            #expect(try await browser.get("/e/language/1/edit").status == .forbidden)
            #expect(try await browser.get("/new/language").status == .forbidden)
            #expect(try await browser.get("/e/language/1/delete").status == .forbidden)
            #expect(try await browser.post("/e/language/1/edit", [("v.name", "Changed")]).status == .forbidden)
            #expect(try await browser.post("/new/language", [("v.name", "New")]).status == .forbidden)
            #expect(try await browser.post("/e/language/1/delete", []).status == .forbidden)
        }
    }

    @Test(arguments: TestEngine.available)
    func aDatabaseOpenedReadOnlyRefusesWritesItself(_ engine: TestEngine) async throws {
        let location = try await engine.makeLocation()
        try await Database.runScript("CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT)", at: location)
        let database = try await Database.open(location, readOnly: true)
        defer { Task { try? await database.close() } }
        #expect(database.isReadOnly)
        #expect(DirectApplication(database: database).isReadOnly)
        // Below the application: the data layer's own insert, which only the engine can refuse.
        await #expect(throws: (any Error).self) {
            _ = try await database.insert(into: "note", values: ["body": .text("written")])
        }
        #expect(try await database.count(FetchSpecification(entityName: "note")).value == 0)
    }

    // MARK: - Hidden data

    /// A table with a secret column, an avatar and text a form cannot carry.
    static func accounts() async throws -> Database {
        let location = try await TestEngine.sqlite.makeLocation()
        try await Database.runScript("""
            CREATE TABLE account (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                password_hash TEXT,
                avatar BLOB,
                note TEXT NOT NULL
            );
            CREATE TABLE secret (id INTEGER PRIMARY KEY, account_id INTEGER REFERENCES account (id), value TEXT);
            INSERT INTO account VALUES (1, 'ada', '8f14e45fceea167a5a36dedd4bea2543', x'89504e47', '');
            INSERT INTO account VALUES (2, 'grace', '1679091c5a880faf6fb5e6087eb1b2dc', NULL, 'first' || char(0) || 'second');
            INSERT INTO secret VALUES (1, 1, 'the launch codes');
            """, at: location)
        return try await Database.open(location)
    }

    @Test func whatRulesHideCannotBeReachedByAnyParameter() async throws {
        let rules = RuleModel()
        _ = try rules.loadRules(text: """
            entity.name = 'account' and task = 'list' => displayPropertyKeys = ['name', 'note']
            task = 'query' => visibleEntityNames = ['account']
            """, fileName: "hide.rules", registry: DirectRuleKeys.registry)
        let application = DirectApplication(database: try await Self.accounts(), rules: rules)
        try await serve(application) { browser in
            let list = try await browser.get("/e/account")
            #expect(list.status == .ok)
            #expect(!list.page.text.contains("8f14e45f"))
            // The prefix oracle, and every other parameter naming the hidden column.
            for query in [
                "where=password_hash%20like%20'8%25'", "where=not%20(password_hash%20is%20null)", "f.password_hash=8f",
                "sort=password_hash", "sort=-password_hash",
            ] {
                let answer = try await browser.get("/e/account?" + query)
                #expect(answer.status == .badRequest, "\(query)")
                #expect(answer.page.text.contains("shows no such column"), "\(query)")
                #expect(try await browser.get("/live/account?" + query).status == .badRequest, "live \(query)")
            }
            // A search does not look in it either.
            let search = try await browser.get("/e/account?q=8f14e45f")
            #expect(search.status == .ok)
            #expect(search.page.tableRows.isEmpty)
            #expect(try await browser.get("/e/account?q=ada").page.tableRows.count == 1)
            // A hidden table is not there at any address.
            for path in ["/e/secret", "/e/secret/1", "/e/secret/1/edit", "/new/secret", "/live/secret"] {
                #expect(try await browser.get(path).status == .notFound, "\(path)")
            }
            #expect(try await browser.post("/new/secret", [("v.value", "x")]).status == .notFound)
            #expect(!(try await browser.get("/e/account/1").page.text.contains("launch codes")))
        }
    }

    // MARK: - Values HTML cannot carry

    @Test func aRowHoldingNULCanBeShownSavedAndDeleted() async throws {
        let database = try await Self.accounts()
        try await serve(DirectApplication(database: database)) { browser in
            let key = try database.model.entity(named: "account").rowKey(fromTexts: ["2"])
            #expect(try await database.row(of: "account", key: key)?["note"] == .text("first\0second"))
            #expect(try await browser.get("/e/account/2").status == .ok)
            // The form shows U+FFFD for the NUL, and sends it back: the stored value is kept.
            let form = try await browser.get("/e/account/2/edit")
            let shown = try #require(form.page.field("v.note"))
            #expect(shown == "first\u{FFFD}second")
            let saved = try await browser.post("/e/account/2/edit", [
                ("v.name", "grace hopper"), ("v.note", shown), ("v.password_hash", form.page.field("v.password_hash") ?? ""),
                ("_version", try #require(form.page.field("_version"))),
            ])
            #expect(saved.status == .seeOther, "\(saved.page.text)")
            let row = try #require(try await database.row(of: "account", key: key))
            #expect(row["name"] == .text("grace hopper"))
            #expect(row["note"] == .text("first\0second"))
            let confirm = try await browser.get("/e/account/2/delete")
            let deleted = try await browser.post("/e/account/2/delete", [("_version", try #require(confirm.page.field("_version")))])
            #expect(deleted.status == .seeOther)
            #expect(try await database.row(of: "account", key: key) == nil)
        }
    }

    @Test func anEmptyStringIsNotNULL() async throws {
        let database = try await Self.accounts()
        try await serve(DirectApplication(database: database)) { browser in
            // Row 1 holds '' in a NOT NULL column: saving another field keeps it.
            let form = try await browser.get("/e/account/1/edit")
            let saved = try await browser.post("/e/account/1/edit", [
                ("v.name", "ada lovelace"), ("v.note", ""), ("v.password_hash", form.page.field("v.password_hash") ?? ""),
                ("_version", try #require(form.page.field("_version"))),
            ])
            #expect(saved.status == .seeOther, "\(saved.page.text)")
            let key = try database.model.entity(named: "account").rowKey(fromTexts: ["1"])
            let row = try #require(try await database.row(of: "account", key: key))
            #expect(row["name"] == .text("ada lovelace"))
            #expect(row["note"] == .text(""))
            #expect(row["password_hash"] == .text("8f14e45fceea167a5a36dedd4bea2543"))
            // A new row that leaves a NOT NULL text empty is refused as required (a person who
            // leaves it empty has forgotten it); `allowsEmptyText` says otherwise (ValidationDisplayTests).
            let created = try await browser.post("/new/account", [("v.name", "alan"), ("v.note", "")])
            #expect(created.status.code == 422, "\(created.page.text)")
            #expect(created.page.text.contains("Note: required"))
        }
    }

    // MARK: - Smaller holes

    @Test func binaryColumnsOfferNoSortAndAnswerIsNull() async throws {
        try await serve(DirectApplication(database: try await Self.accounts())) { browser in
            let list = try await browser.get("/e/account")
            #expect(!list.page.links.contains { $0.href.contains("sort=avatar") })
            #expect(list.page.links.contains { $0.href.contains("sort=name") })
            let withAvatar = try await browser.get("/e/account?where=avatar%20is%20not%20null")
            #expect(withAvatar.status == .ok)
            #expect(withAvatar.page.tableRows.count == 1)
            #expect(try await browser.get("/e/account?where=avatar%20is%20null").page.tableRows.count == 1)
            #expect(try await browser.get("/e/account?where=avatar%20=%20'x'").status == .badRequest)
        }
    }

    @Test func headIsAnsweredAsGetWithoutABody() async throws {
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample())) { browser in
            let port = try #require(browser.client.port)
            for path in ["/", "/e/film", "/e/film/1", "/nowhere"] {
                let get = try await RawHTTP.send("GET \(path) HTTP/1.1\r\nHost: localhost\r\n", port: port)
                let head = try await RawHTTP.send("HEAD \(path) HTTP/1.1\r\nHost: localhost\r\n", port: port, expectsBody: false)
                #expect(head.status == get.status, "\(path)")
                #expect(head.body.isEmpty, "\(path)")
                #expect(head.headers["content-type"] == get.headers["content-type"], "\(path)")
            }
        }
    }

    // MARK: - Sign-in

    static let login = DirectServer.Login(user: "ada", password: "correct horse")

    @Test func signInGoesOnlyToPathsOfThisSite() async throws {
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample()), login: Self.login) { browser in
            for next in ["/\t/evil.example", "/\n/evil.example", "//evil.example", "/\\evil.example", "https://evil.example", "/%09/evil.example"] {
                _ = try await browser.get("/login")
                var visitor = browser
                let signedIn = try await visitor.post("/login", [("user", "ada"), ("password", "correct horse"), ("next", next)])
                #expect(signedIn.status == .seeOther)
                let location = try #require(signedIn.location)
                // The encoded tab is a path of this site: no browser drops "%09".
                #expect(location == "/" || location == "/%09/evil.example", "\(next) → \(location)")
            }
            _ = try await browser.get("/login")
            let fine = try await browser.post("/login", [("user", "ada"), ("password", "correct horse"), ("next", "/e/film?q=café")])
            #expect(fine.location == "/e/film?q=caf%C3%A9")
        }
    }

    @Test func wrongPasswordsAreThrottledAndPaddingDoesNotPass() async throws {
        // Waits long enough to watch on a busy machine; the defaults start at a second.
        let login = DirectServer.Login(user: "ada", password: "correct horse", signInLimits: SignInLimits(firstWait: .seconds(60), maximumWait: .seconds(60)))
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample()), login: login) { browser in
            _ = try await browser.get("/login")
            // A password followed by 256 NULs once compared equal (lengths compared as a byte);
            // no password may hold a NUL now, and one that does is refused unread.
            let padded = try await browser.post("/login", [("user", "ada"), ("password", "correct horse" + String(repeating: "\0", count: 256))])
            #expect(padded.status == .badRequest)
            #expect(browser.cookies["tessera_session"] == nil)
            var statuses: [HTTPResponse.Status] = []
            for attempt in 0..<6 {
                statuses.append(try await browser.post("/login", [("user", "ada"), ("password", "guess \(attempt)")]).status)
            }
            #expect(statuses.prefix(2).allSatisfy { $0 == .unauthorized })
            #expect(statuses.last == .tooManyRequests)
            // While the wait runs, even the right password is not looked at.
            let right = try await browser.post("/login", [("user", "ada"), ("password", "correct horse")])
            #expect(right.status == .tooManyRequests)
            #expect(right.page.text.contains("Try again in"))
            // Another name is not held up by guesses at this one.
            #expect(try await browser.post("/login", [("user", "bob"), ("password", "x")]).status == .unauthorized)
        }
    }

    @Test func signingOutEndsTheSessionAndSessionsGoWithTheirToken() async throws {
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample()), login: Self.login) { browser in
            _ = try await browser.get("/login")
            #expect(try await browser.post("/login", [("user", "ada"), ("password", "correct horse")]).status == .seeOther)
            #expect(try await browser.get("/e/film").status == .ok)
            let session = try #require(browser.cookies["tessera_session"])

            // A CSRF token planted in the browser does not go with the session.
            var planted = browser
            planted.cookies["tessera_csrf"] = String(repeating: "a", count: 64)
            #expect(try await planted.get("/e/film").status == .seeOther)
            #expect(try await planted.post("/e/language/1/edit", [("v.name", "x")]).status == .forbidden)

            #expect(try await browser.post("/logout", []).status == .seeOther)
            // The old cookie, kept by a thief, no longer opens anything.
            var thief = browser
            thief.cookies["tessera_session"] = session
            let after = try await thief.get("/e/film")
            #expect(after.status == .seeOther)
            #expect(after.location?.hasPrefix("/login") == true)
        }
    }
}

/// A hand-written HTTP/1.1 exchange over a real socket, for requests a client library will not
/// send: a foreign `Host`, `HEAD`.
enum RawHTTP {
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// Sends `head` (request line and header lines, each ending in CRLF, without the blank line)
    /// with `Connection: close`, then `body`, and reads the answer to the end.
    static func send(_ head: String, body: String = "", port: Int, expectsBody: Bool = true) async throws -> Answer {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        let bytes: [UInt8] = try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(ByteBuffer(string: head + "Connection: close\r\n\r\n" + body))
            var received: [UInt8] = []
            for try await chunk in inbound { received += chunk.readableBytesView }
            return received
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let lines = parts[0].components(separatedBy: "\r\n")
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let pair = line.split(separator: ":", maxSplits: 1)
            if pair.count == 2 { headers[pair[0].lowercased()] = pair[1].trimmingCharacters(in: .whitespaces) }
        }
        let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        return Answer(status: status, headers: headers, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }
}
