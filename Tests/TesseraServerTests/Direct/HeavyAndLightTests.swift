import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Synchronization
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// Heavy statements never hold every connection, and none runs for ever: thirty searches over
/// every row once made an ordinary page wait thirty seconds, and a list of a view that never ends
/// held its connection until the server was killed.
///
/// The server has two connections here, and one place for heavy statements; two pages of a view
/// that never ends are asked for at once, as many as the connections. Without the lane, they held
/// both, and the pages asked for next waited for the time limit. The limit is long
/// (``limit``), so that the light pages answering first is a matter of events, not of timing:
/// they take milliseconds, the heavy ones at least the limit. (At eight seconds it was not long
/// enough: on a two-core machine running the whole suite, the process's threads were once kept
/// busy by other tests for more than the six seconds the light pages had, and a heavy page
/// answered first.)
@Suite("Heavy statements beside light ones", .heavy, .timeLimit(.minutes(3)))
struct HeavyAndLightTests {
    static let limit = Duration.seconds(15)

    static func script(_ engine: TestEngine) -> String {
        let endless = """
            CREATE VIEW endless AS
                WITH RECURSIVE c(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM c)
                SELECT i AS id, 'kind ' || (i % 7) AS kind FROM c;
            """
        return engine == .sqlite
            ? """
                CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
                INSERT INTO note VALUES (1, 'first'), (2, 'second'), (3, 'third');
                \(endless)
                """
            : """
                CREATE TABLE note (id integer PRIMARY KEY, body text NOT NULL);
                INSERT INTO note VALUES (1, 'first'), (2, 'second'), (3, 'third');
                \(endless)
                """
    }

    @Test(arguments: TestEngine.available)
    func lightPagesAnswerWhileStatementsThatNeverEndTakeTheirPlacesAndAreStoppedAtTheLimit(_ engine: TestEngine) async throws {
        let location = try await engine.makeLocation()
        try await Database.runScript(Self.script(engine), at: location)
        let database = try await Database.open(location, maximumConnections: 2, timeLimit: Self.limit)
        try await serve(DirectApplication(database: database)) { browser in
            // The light pages, once: a server that has served them knows their statements light.
            #expect(try await browser.get("/e/note").status == .ok)
            #expect(try await browser.get("/e/note/2").status == .ok)
            let port = try #require(browser.client.port)
            final class Count: Sendable { let value = Mutex(0) }
            let heavyAnswered = Count()
            let heavy = Task {
                try await withThrowingTaskGroup(of: (status: HTTPResponse.Status, body: String).self) { group in
                    for _ in 0..<2 {
                        // Each on a connection of its own, as browsers do.
                        group.addTask {
                            try await TestClient.withClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(60))) { client in
                                let response = try await client.execute(TestClient.Request("/e/endless", method: .get, authority: "127.0.0.1"))
                                heavyAnswered.value.withLock { $0 += 1 }
                                return (response.status, String(buffer: response.body ?? ByteBuffer()))
                            }
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
            // Long enough for both to reach the database; were it too short, the test would
            // only pass more easily, never fail by chance.
            try await Task.sleep(for: .seconds(2))
            // Row pages read by key, which never wait for a place: a list's statements are light
            // by what their last run took, and on a machine busy enough a light statement took
            // longer than that once, and rightly waited its turn.
            #expect(try await browser.get("/e/note/1").status == .ok)
            #expect(try await browser.get("/e/note/2").status == .ok)
            #expect(heavyAnswered.value.withLock { $0 } == 0, "the light pages waited for the statements that never end")
            // Each endless page is stopped at the limit and says so.
            let answers = try await heavy.value
            #expect(answers.count == 2)
            for answer in answers {
                #expect(answer.status == .serviceUnavailable)
                #expect(answer.body.contains("more than it can answer"))
            }
            // And the server goes on.
            #expect(try await browser.get("/e/note/3").status == .ok)
            #expect(try await browser.get("/e/note").status == .ok)
        }
        try await database.close()
    }
}
