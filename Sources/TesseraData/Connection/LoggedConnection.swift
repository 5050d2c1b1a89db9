/// A lent connection that writes each statement it runs into a ``StatementLog``: what
/// ``ConnectionSource/logged(_:_:)`` lends in place of the engine's connection, so that every
/// operation of a database opened with a log — pages, counts, transactions — is logged, and one
/// opened without pays nothing for it.
struct LoggedConnection: DatabaseConnection {
    let base: any DatabaseConnection
    let log: StatementLog
    let engine: Database.Engine

    var inTransaction: any DatabaseConnection { LoggedConnection(base: base.inTransaction, log: log, engine: engine) }

    func rows(_ statement: SQLStatement) async throws -> [[DatabaseValue]] {
        let start = ContinuousClock.now
        do {
            let rows = try await base.rows(statement)
            log.record(statement, on: engine, took: .now - start, rowCount: rows.count, failure: nil)
            return rows
        } catch {
            log.record(statement, on: engine, took: .now - start, rowCount: nil, failure: error)
            throw error
        }
    }

    func execute(_ statement: SQLStatement) async throws {
        let start = ContinuousClock.now
        do {
            try await base.execute(statement)
            log.record(statement, on: engine, took: .now - start, rowCount: nil, failure: nil)
        } catch {
            log.record(statement, on: engine, took: .now - start, rowCount: nil, failure: error)
            throw error
        }
    }

    var isClosed: Bool { base.isClosed }

    func close() async { await base.close() }
}
