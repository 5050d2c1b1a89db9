@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// PostgreSQL's connections prepare the statements they run again: the answers must be those
/// of the statements sent as they are, whatever happens to the table between.
@Suite("Prepared statements on PostgreSQL", .heavy, .timeLimit(.minutes(1)), .enabled(if: TestEngine.postgresURL != nil, "needs TESSERA_POSTGRES_URL"))
struct PreparedStatementTests {
    static let script = """
        CREATE TABLE item (id integer PRIMARY KEY, amount integer NOT NULL, label text, seen timestamptz, flag boolean);
        INSERT INTO item SELECT i, i * 7, CASE WHEN i % 3 = 0 THEN NULL ELSE 'item ' || i END,
            timestamptz '2024-01-01 00:00:00+00' + i * interval '1 hour', i % 2 = 0 FROM generate_series(1, 60) AS i;
        """

    /// The same fetches, run often enough to be prepared, with other values each time, give the
    /// rows they gave unprepared and those of a database that prepares nothing.
    @Test func preparedStatementsAnswerAsUnpreparedOnes() async throws {
        let location = try await TestEngine.postgres.makeLocation()
        try await Database.runScript(Self.script, at: location)
        let preparing = try await Database.open(location, maximumConnections: 1)
        let plain = try await Database.open(location + "&prepare=off", maximumConnections: 1)
        defer { Task { try? await preparing.close(); try? await plain.close() } }
        for round in 0..<4 {
            for bound in [3, 17, 41, 60, 0] {
                let specification = FetchSpecification(
                    entityName: "item", qualifier: try Qualifier("amount > \(bound * 7 - round) AND (label like '%1%' OR label IS NULL)"),
                    sortOrderings: [.descending("seen")], pageSize: 10)
                let rows = try await preparing.fetch(specification).rows
                #expect(rows == (try await plain.fetch(specification).rows), "round \(round), bound \(bound)")
                #expect(try await preparing.count(specification) == (try await plain.count(specification)))
            }
        }
    }

    /// A column's type changed under a prepared statement (PostgreSQL then refuses it: "cached
    /// plan must not change result type"): the statement is sent as it is, and answers.
    @Test func aTableAlteredUnderAPreparedStatementStillAnswers() async throws {
        let location = try await TestEngine.postgres.makeLocation()
        try await Database.runScript(Self.script, at: location)
        let database = try await Database.open(location, maximumConnections: 1)
        defer { Task { try? await database.close() } }
        let specification = FetchSpecification(entityName: "item", qualifier: try Qualifier("id < 5"), sortOrderings: [.ascending("id")])
        let before = try await database.fetch(specification).rows.map { $0["amount"] }
        _ = try await database.fetch(specification)
        try await Database.runScript("ALTER TABLE item ALTER COLUMN amount TYPE bigint", at: location)
        for _ in 0..<3 {
            #expect(try await database.fetch(specification).rows.map { $0["amount"] } == before)
        }
    }
}
