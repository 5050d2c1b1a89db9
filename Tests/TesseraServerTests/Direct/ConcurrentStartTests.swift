import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraTestSupport
import Testing

/// Several instances of the application started at once on one PostgreSQL database (a
/// deployment of four replicas): each makes what it needs at start — the history table, the
/// change triggers — and none may fail because another made it at the same moment.
@Suite("Instances started together", .heavy, .timeLimit(.minutes(2)))
struct ConcurrentStartTests {
    static let schema = "CREATE TABLE note (id integer PRIMARY KEY, body text NOT NULL);"

    @Test(.enabled(if: TestEngine.postgresURL != nil, "needs TESSERA_POSTGRES_URL"))
    func fourInstancesStartAtOnceOnANewSchema() async throws {
        // A few new schemas: each start is a race, lost or won by chance.
        for _ in 0..<3 {
            let location = try await TestEngine.postgres.makeLocation()
            try await Database.runScript(Self.schema, at: location)
            let started = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        let database = try await Database.open(location)
                        do {
                            let application = DirectApplication(database: database, recordsHistory: true)
                            try await application.prepareHistory()
                            try await database.installChangeTriggers()
                        } catch {
                            try? await database.close()
                            throw error
                        }
                        try await database.close()
                        return 1
                    }
                }
                return try await group.reduce(0, +)
            }
            #expect(started == 4)
            let database = try await Database.open(location)
            #expect(try await database.hasHistory())
            try await database.close()
        }
    }
}
