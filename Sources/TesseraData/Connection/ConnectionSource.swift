/// Where a ``Database``'s operations borrow their connections: Tessera's own small pool for
/// SQLite, whose connections are handles in this process, and PostgresNIO's pool for PostgreSQL;
/// for a database opened with a ``StatementLog``, either of them with each loan logged.
enum ConnectionSource: Sendable {
    case sqlite(ConnectionPool)
    case postgres(PostgresPool)
    /// The source's connections, each lent as a ``LoggedConnection`` writing into the log.
    indirect case logged(ConnectionSource, StatementLog, Database.Engine)

    /// Lends a connection to `body` and takes it back afterwards, whatever `body` does.
    func withConnection<T: Sendable>(_ body: @Sendable (any DatabaseConnection) async throws -> T) async throws -> T {
        switch self {
        case .sqlite(let pool): try await pool.withConnection(body)
        case .postgres(let pool): try await pool.withConnection(body)
        case .logged(let source, let log, let engine):
            try await source.withConnection { connection in
                try await body(LoggedConnection(base: connection, log: log, engine: engine))
            }
        }
    }

    /// Closes the connections; loans asked for afterwards fail.
    func shutDown() async {
        switch self {
        case .sqlite(let pool): await pool.shutDown()
        case .postgres(let pool): await pool.shutDown()
        case .logged(let source, _, _): await source.shutDown()
        }
    }
}
