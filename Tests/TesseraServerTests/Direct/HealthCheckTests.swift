import HTTPTypes
import Hummingbird
import HummingbirdTesting
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

@Suite("Health checks", .heavy)
struct HealthCheckTests {
    /// A balancer asks by address, with no session, of a server behind a sign-in page that only
    /// answers its own host name: both checks answer all the same, in plain text, and nothing
    /// else is let through by them.
    @Test func theChecksAnswerWithoutSessionOrTheSitesHostName() async throws {
        let application = DirectApplication(database: try await TestEngine.sqlite.sample())
        let router = DirectServer.router(
            for: application, login: .init(user: "ada", password: "correct horse"), allowedHosts: .only(["shop.example"]))
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            func ask(_ line: String) async throws -> (status: Int, body: String) {
                let answer = try await RawHTTP.send(line + " HTTP/1.1\r\nHost: 10.0.0.7:8080\r\n", port: port)
                return (answer.status, answer.body)
            }
            let live = try await ask("GET /healthz")
            #expect(live.status == 200)
            #expect(live.body == "ok\n")
            let ready = try await ask("GET /readyz")
            #expect(ready.status == 200)
            #expect(ready.body == "ready\n")
            let typed = try await client.execute(uri: "/readyz", method: .get)
            #expect(typed.headers[.contentType] == "text/plain; charset=utf-8")
            #expect(typed.headers[.cacheControl] == "no-store")
            // Only those two paths: a page still wants the host name and a session.
            #expect(try await ask("GET /e/film").status == 421)
            #expect(try await ask("GET /healthz/x").status == 421)
            #expect(try await ask("POST /readyz").status == 421)
        }
    }

    /// A closed database is not ready: 503 with the reason and when to ask again; the process is
    /// still alive.
    @Test func aDatabaseThatCannotAnswerIsNotReady() async throws {
        let location = try await TestEngine.sqlite.makeLocation()
        try await Database.runScript("CREATE TABLE note (id INTEGER PRIMARY KEY)", at: location)
        let database = try await Database.open(location)
        let router = DirectServer.router(for: DirectApplication(database: database))
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            #expect(try await client.execute(uri: "/readyz", method: .get).status == .ok)
            try await database.close()
            let ready = try await client.execute(uri: "/readyz", method: .get)
            #expect(ready.status == .serviceUnavailable)
            #expect(ready.headers[.retryAfter] == "5")
            #expect(String(buffer: ready.body) == "not ready: database connection\n", "the kind, not the engine's words")
            #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
        }
    }
}
