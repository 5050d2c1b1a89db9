/// Where a ``Database``'s operations borrow their connections: Tessera's own small pool for
/// SQLite, whose connections are handles in this process, and PostgresNIO's pool for PostgreSQL.
enum ConnectionSource: Sendable {
    case sqlite(ConnectionPool)
    case postgres(PostgresPool)

    /// Lends a connection to `body` and takes it back afterwards, whatever `body` does.
    func withConnection<T: Sendable>(_ body: @Sendable (any DatabaseConnection) async throws -> T) async throws -> T {
        switch self {
        case .sqlite(let pool): try await pool.withConnection(body)
        case .postgres(let pool): try await pool.withConnection(body)
        }
    }

    /// Closes the connections; loans asked for afterwards fail.
    func shutDown() async {
        switch self {
        case .sqlite(let pool): await pool.shutDown()
        case .postgres(let pool): await pool.shutDown()
        }
    }
}
