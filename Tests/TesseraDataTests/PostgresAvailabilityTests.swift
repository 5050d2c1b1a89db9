@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// Says, when the PostgreSQL tests are skipped, how to run them; and when they run, that the
/// server named by `TESSERA_POSTGRES_URL` answers (a typo in the URL fails here first, plainly).
@Suite("PostgreSQL", .heavy)
struct PostgresAvailabilityTests {
    @Test(
        "The server named by TESSERA_POSTGRES_URL answers",
        .enabled(
            if: TestEngine.postgresURL != nil,
            "PostgreSQL tests skipped: set TESSERA_POSTGRES_URL=postgres://user@host:port/db to run them (Docs/Testing.md, PostgreSQL tests; bash .ci/run starts a server)")
    )
    func reachable() async throws {
        let location = try await TestEngine.postgres.makeLocation()
        let database = try await Database.open(location)
        #expect(database.engine == .postgres)
        #expect(database.model.entities.isEmpty)
        try await database.close()
    }

    @Test("A URL or path that cannot be opened says what to check")
    func unreachable() async throws {
        await #expect { try await Database.open("/nonexistent/folder/app.sqlite") } throws: { error in
            (error as? DatabaseError)?.kind == .connection && "\(error)".contains("There is no SQLite database at")
        }
        await #expect { try await Database.open("postgres://nobody@127.0.0.1:1/none") } throws: { error in
            (error as? DatabaseError)?.kind == .connection && "\(error)".contains("Cannot connect to PostgreSQL at 127.0.0.1:1")
        }
        #expect { try DatabaseLocation("mysql://root@localhost/db") } throws: { "\($0)".contains("not supported") }
        #expect(try DatabaseLocation("postgres://me:pw@db.example:6543/shop?schema=sales")
            == .postgres(.init(host: "db.example", port: 6543, username: "me", password: "pw", database: "shop", schema: "sales")))
        #expect(try DatabaseLocation("file:app.sqlite") == .sqlite(path: "app.sqlite"))
    }

    /// Every connection lent out: a request waits its five seconds, then hears that the database
    /// is busy (not that it is away: the server answers); a waiting request that is cancelled
    /// gives up its place at once; the connection, given back, serves the next.
    @Test(.enabled(if: TestEngine.postgresURL != nil, "needs TESSERA_POSTGRES_URL"))
    func aPoolWhoseConnectionsAreAllLentOut() async throws {
        let location = try await TestEngine.postgres.makeLocation()
        try await Database.runScript("CREATE TABLE note (id integer PRIMARY KEY)", at: location)
        let database = try await Database.open(location, maximumConnections: 1)
        // The one connection is held until the test lets it go: what happens meanwhile is told
        // apart by order, not by time.
        let (release, released) = AsyncStream<Void>.makeStream()
        let (held, holds) = AsyncStream<Void>.makeStream()
        let holding = Task {
            try await database.transaction { _ in
                holds.finish()
                for await _ in release {}
            }
        }
        for await _ in held {}
        let started = ContinuousClock.now
        await #expect { _ = try await database.fetch(FetchSpecification(entityName: "note")) } throws: { error in
            (error as? DatabaseError)?.kind == .busy
        }
        // Not before its five seconds.
        #expect(started.duration(to: .now) >= .seconds(4))

        let waiting = Task { try await database.fetch(FetchSpecification(entityName: "note")) }
        try await Task.sleep(for: .milliseconds(200))
        waiting.cancel()
        // It ends while the connection is still held: the wait ended on its cancellation, not
        // because a connection came free.
        await #expect(throws: CancellationError.self) { _ = try await waiting.value }

        released.finish()
        try await holding.value
        #expect(try await database.fetch(FetchSpecification(entityName: "note")).rows.isEmpty)
        try await database.close()
        await #expect { _ = try await database.fetch(FetchSpecification(entityName: "note")) } throws: { error in
            (error as? DatabaseError)?.kind == .connection
        }
    }
}
