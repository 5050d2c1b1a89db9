import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraServer
import Testing
import TesseraTestSupport

/// Sessions that outlive the process and cross instances: a shared ``SessionSecret`` signs the
/// cookies, and a shared sign-out file ends them everywhere — and keeps them ended after a
/// restart, which a counter in memory could not.
@Suite("Session secrets", .heavy)
struct SessionSecretTests {
    /// A folder of its own for each test, removed after it.
    static func withFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-sessions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    /// One server: Tessera's middleware, sign-in as ada, and one page behind it.
    static func server(_ secret: SessionSecret?, password: String = "correct horse") -> some ApplicationProtocol {
        let router = Router(context: BasicTesseraRequestContext.self)
        router.addTesseraMiddleware()
        router.add(middleware: LoginMiddleware(user: "ada", password: password, secret: secret))
        router.get("/page") { _, _ in "the page" }
        return Application(router: router)
    }

    /// Signs in through `client`, leaving the session and CSRF cookies in the visitor.
    static func signIn(_ client: any TestClientProtocol) async throws -> Visitor {
        var visitor = Visitor(client)
        _ = try await visitor.get("/login")
        let signedIn = try await visitor.post("/login", [("user", "ada"), ("password", "correct horse")])
        #expect(signedIn.status == .seeOther)
        #expect(visitor.cookies["tessera_session"] != nil)
        return visitor
    }

    /// Whether `client`'s server opens the page to a browser holding `cookies`.
    static func opens(_ client: any TestClientProtocol, with cookies: [String: String]) async throws -> Bool {
        var visitor = Visitor(client)
        visitor.cookies = cookies
        return try await visitor.get("/page").status == .ok
    }

    /// Whether `client`'s server sends a browser holding `cookies` to sign in instead.
    static func refuses(_ client: any TestClientProtocol, with cookies: [String: String]) async throws -> Bool {
        try await !opens(client, with: cookies)
    }

    /// Whether a session signed in through a server with `signing` opens the page of a server
    /// with `checking`: the two keys are the same.
    static func sameKey(_ signing: SessionSecret, _ checking: SessionSecret) async throws -> Bool {
        try await server(signing).test(.router) { here async throws in
            let visitor = try await signIn(here)
            return try await server(checking).test(.router) { there async throws in try await opens(there, with: visitor.cookies) }
        }
    }

    @Test func serversWithOneSecretAcceptEachOthersSessionsAndOthersDoNot() async throws {
        try await Self.withFolder { folder in
            let path = folder.appendingPathComponent("secret").path
            // The second call reads what the first made: the same key.
            let first = try SessionSecret.loadOrCreate(at: path)
            let second = try SessionSecret.loadOrCreate(at: path)
            let stranger = try SessionSecret.loadOrCreate(at: folder.appendingPathComponent("other").path)
            try await Self.server(first).test(.router) { here async throws in
                let visitor = try await Self.signIn(here)
                #expect(try await Self.opens(here, with: visitor.cookies))
                try await Self.server(second).test(.router) { there async throws in
                    #expect(try await Self.opens(there, with: visitor.cookies))
                }
                try await Self.server(stranger).test(.router) { elsewhere async throws in
                    #expect(try await Self.refuses(elsewhere, with: visitor.cookies))
                }
                // Without a secret, a server's key is its own.
                try await Self.server(nil).test(.router) { alone async throws in
                    #expect(try await Self.refuses(alone, with: visitor.cookies))
                }
            }
        }
    }

    /// The danger of a key that survives a restart: a cookie from before a sign-out must stay
    /// refused afterwards, while one signed in after the sign-out goes on working.
    @Test func aSessionEndedBeforeARestartStaysEndedAndTheOthersSurviveIt() async throws {
        try await Self.withFolder { folder in
            let path = folder.appendingPathComponent("secret").path
            let (ended, kept) = try await Self.server(try SessionSecret.loadOrCreate(at: path)).test(.router) { client async throws in
                var visitor = try await Self.signIn(client)
                let ended = visitor.cookies
                #expect(try await visitor.post("/logout", []).status == .seeOther)
                #expect(try await Self.refuses(client, with: ended))
                let kept = try await Self.signIn(client).cookies
                return (ended, kept)
            }
            #expect(FileManager.default.fileExists(atPath: SessionSecret.signOutFile(besideSecret: path)))
            // The restart: a new server, the same secret and sign-out file.
            try await Self.server(try SessionSecret.load(fromFile: path)).test(.router) { client async throws in
                #expect(try await Self.refuses(client, with: ended))
                #expect(try await Self.opens(client, with: kept))
            }
            // Restarted with a new password: the sessions of the old one end.
            try await Self.server(try SessionSecret.load(fromFile: path), password: "battery staple").test(.router) { client async throws in
                #expect(try await Self.refuses(client, with: kept))
            }
            // A sign-out file nobody can read as a time counts as a sign-out: ending sessions is
            // the safe way to be wrong.
            try "garbage\n".write(toFile: SessionSecret.signOutFile(besideSecret: path), atomically: true, encoding: .utf8)
            try await Self.server(try SessionSecret.load(fromFile: path)).test(.router) { client async throws in
                #expect(try await Self.refuses(client, with: kept))
            }
        }
    }

    /// The other server looks at the sign-out file at most a second after its last look, when a
    /// request comes (SignOutRecord.checkInterval); the test waits for that as an event, with a
    /// deadline generous enough for a machine busy with other work, rather than timing it.
    @Test func aSignOutOnOneServerEndsTheSessionOnAnother() async throws {
        try await Self.withFolder { folder in
            let path = folder.appendingPathComponent("secret").path
            let secret = try SessionSecret.loadOrCreate(at: path)
            try await Self.server(secret).test(.router) { here async throws in
                try await Self.server(try SessionSecret.load(fromFile: path)).test(.router) { there async throws in
                    var visitor = try await Self.signIn(here)
                    let cookies = visitor.cookies
                    #expect(try await Self.opens(there, with: cookies))
                    #expect(try await visitor.post("/logout", []).status == .seeOther)
                    let deadline = ContinuousClock.now + .seconds(30)
                    while try await Self.opens(there, with: cookies), ContinuousClock.now < deadline {
                        try await Task.sleep(for: .milliseconds(50))
                    }
                    #expect(try await Self.refuses(there, with: cookies), "the other server never ended the session")
                }
            }
        }
    }

    @Test func loadOrCreateMakesOnePrivateFileEvenWhenRacing() async throws {
        try await Self.withFolder { folder in
            // In folders that are not there yet, as a state folder on a first start.
            let path = folder.appendingPathComponent("state/tessera/secret").path
            let secrets = try await withThrowingTaskGroup(of: SessionSecret.self) { group in
                for _ in 0..<8 {
                    group.addTask { try SessionSecret.loadOrCreate(at: path) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("state/tessera").path)
            #expect((folderAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasSuffix("\n"))
            #expect(Data(base64Encoded: text.trimmingCharacters(in: .newlines))?.count == 32)
            // No temporary file left behind.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("state/tessera").path) == ["secret"])
            for secret in secrets.dropFirst() {
                #expect(try await Self.sameKey(secrets[0], secret))
            }
            // Made once: a later call reads it, and changes nothing.
            _ = try SessionSecret.loadOrCreate(at: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
    }

    @Test func secretFilesOthersCanReadOrTooShortAreRefusedSayingWhatToDo() async throws {
        try await Self.withFolder { folder in
            let path = folder.appendingPathComponent("secret").path
            try "a secret of more than thirty-two characters\n".write(toFile: path, atomically: true, encoding: .utf8)
            for mode in [0o640, 0o604, 0o660] {
                try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
                let error = #expect(throws: SessionSecretError.self) { try SessionSecret.load(fromFile: path) }
                #expect(error?.message.contains("chmod 600 \(path)") == true, "\(error?.message ?? "")")
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)
            _ = try SessionSecret.load(fromFile: path)

            let short = folder.appendingPathComponent("short").path
            _ = FileManager.default.createFile(atPath: short, contents: Data("too short\n".utf8), attributes: [.posixPermissions: 0o600])
            let tooShort = #expect(throws: SessionSecretError.self) { try SessionSecret.load(fromFile: short) }
            #expect(tooShort?.message.contains("at least 32") == true, "\(tooShort?.message ?? "")")
            let missing = #expect(throws: SessionSecretError.self) { try SessionSecret.load(fromFile: folder.appendingPathComponent("none").path) }
            #expect(missing?.message.contains("openssl rand") == true, "\(missing?.message ?? "")")
            #expect(throws: SessionSecretError.self) { try SessionSecret.load(fromFile: folder.path) }
            #expect(throws: SessionSecretError.self) { try SessionSecret(bytes: [UInt8](repeating: 7, count: 31)) }
        }
    }

    @Test func theSameSecretInAFileOrTheEnvironmentIsTheSameKey() async throws {
        try await Self.withFolder { folder in
            let text = "Zm9yIHRlc3RzIG9ubHk6IGEgc2VjcmV0IG9mIDMyIGJ5dGVz"
            let path = folder.appendingPathComponent("secret").path
            _ = FileManager.default.createFile(atPath: path, contents: Data((text + "\n").utf8), attributes: [.posixPermissions: 0o600])
            let fromFile = try SessionSecret.load(fromFile: path)
            let fromEnvironment = try #require(try SessionSecret.fromEnvironment(
                in: ["TESSERA_SECRET": " \(text)\n"], signOutFile: SessionSecret.signOutFile(besideSecret: path)))
            #expect(try await Self.sameKey(fromFile, fromEnvironment))
            // Without a sign-out file, a sign-out before this server started cannot be known: it
            // accepts only the sessions issued since.
            var forgetful = fromEnvironment
            forgetful.signOutFile = nil
            #expect(try await !Self.sameKey(fromFile, forgetful))
            #expect(try SessionSecret.fromEnvironment(in: [:]) == nil)
            let short = #expect(throws: SessionSecretError.self) { try SessionSecret.fromEnvironment(in: ["TESSERA_SECRET": "short"]) }
            #expect(short?.message.contains("TESSERA_SECRET") == true)
            // Never printed, never dumped.
            var dumped = ""
            dump(fromFile, to: &dumped)
            #expect(!"\(fromFile)".contains(text) && !dumped.contains(text))
        }
    }

    @Test func theStateFolderNamesTheDatabaseNeverItsPassword() throws {
        let environment = ["XDG_STATE_HOME": "/var/state/", "HOME": "/home/ada"]
        let withPassword = SessionSecret.fileInStateDirectory(
            forDatabase: try .init("postgres://ada:hunter2@db.example:5433/shop"), environment: environment)
        let withAnother = SessionSecret.fileInStateDirectory(
            forDatabase: try .init("postgres://bob:other@DB.example:5433/shop"), environment: environment)
        #expect(withPassword.hasPrefix("/var/state/tessera/shop-") && withPassword.hasSuffix(".tessera-secret"), "\(withPassword)")
        #expect(!withPassword.contains("hunter2") && !withPassword.contains("ada"))
        #expect(withPassword == withAnother, "one database, whoever connects")
        #expect(withPassword != SessionSecret.fileInStateDirectory(forDatabase: try .init("postgres://ada@db.example:5433/other"), environment: environment))
        #expect(SessionSecret.fileInStateDirectory(forDatabase: .sqlite(path: "/data/shop.sqlite"), environment: ["HOME": "/home/ada"])
            .hasPrefix("/home/ada/.local/state/tessera/shop.sqlite-"))
    }

    /// Cookie values a hostile client may send: each is no session, and none stops the server.
    @Test func hostileSessionCookiesAreRefused() async throws {
        let secret = try SessionSecret(bytes: Array("a secret for the hostile cookies of this test".utf8))
        try await Self.server(secret).test(.router) { client async throws in
            let visitor = try await Self.signIn(client)
            let real = try #require(visitor.cookies["tessera_session"])
            let parts = real.split(separator: ".").map(String.init)
            #expect(parts.count == 4)
            let signature = parts[3]
            let user = parts[2]
            #expect(user == "616461", "the user's name, in hex: ada")
            func cookie(_ issued: String, _ expiry: String, _ name: String = user, _ signature: String = signature) -> String {
                "\(issued).\(expiry).\(name).\(signature)"
            }
            let hostile = [
                "", ".", "..", "...", "....", String(repeating: "9", count: 100_000), String(repeating: ".", count: 10_000),
                String(repeating: "1.", count: 5_000) + signature,
                cookie("1\u{0}", "2\u{0}"), cookie("\(parts[0])\u{0}", parts[1]),
                cookie("abc", "def"), cookie("-1", "-1"), cookie("-\(parts[0])", parts[1]), cookie("+\(parts[0])", parts[1]),
                " " + cookie(parts[0], parts[1]), cookie(parts[0], parts[1], user, signature.uppercased()),
                cookie("１", "２"), cookie("99999999999999999999", "99999999999999999999"),
                cookie(parts[0], "99999999999999"), cookie(parts[0], parts[1]) + ".", "\(real).\(real)",
                cookie(parts[0], parts[1], user, String(signature.dropLast())), cookie(parts[0], parts[1], user, signature + "0"),
                cookie("0x1", "0x2"), cookie("1e3", "1e20"), "\(parts[0]).\(parts[1])", "\(parts[0]).\(parts[1]).\(signature)",
                // Another name, an odd or upper-case or empty one, a huge one, a NUL: none is a session.
                cookie(parts[0], parts[1], "616462"), cookie(parts[0], parts[1], "61646"), cookie(parts[0], parts[1], "61646a".uppercased()),
                cookie(parts[0], parts[1], ""), cookie(parts[0], parts[1], String(repeating: "61", count: 100_000)),
                cookie(parts[0], parts[1], user + "00"), cookie(parts[0], parts[1], "ff"),
            ]
            for value in hostile {
                var forged = visitor
                forged.cookies["tessera_session"] = value
                #expect(try await Self.refuses(client, with: forged.cookies), "\(value.prefix(80))")
            }
            #expect(try await Self.opens(client, with: visitor.cookies), "the real session still opens the page")
        }
    }
}
