import PostgresNIO

/// The database the floor reads: the same SQLite file or PostgreSQL database Tessera served.
enum FloorDatabase: Sendable {
    case sqlite(SQLiteConnections)
    case postgres(PostgresClient)

    private static let logger = Logger(label: "tessera-floor")

    /// Runs `statements` one after the other on one connection, each with its captured values,
    /// and returns each one's rows.
    func rows(_ statements: [CapturedStatement]) async throws -> [ResultRows] {
        switch self {
        case .sqlite(let connections):
            return try connections.withConnection { connection in try statements.map { try connection.rows($0) } }
        case .postgres(let client):
            return try await client.withConnection { connection in
                var results: [ResultRows] = []
                results.reserveCapacity(statements.count)
                for statement in statements {
                    let sequence = try await connection.query(Self.query(statement), logger: Self.logger)
                    results.append(try await PostgresRows.read(sequence))
                }
                return results
            }
        }
    }

    /// `statement` as Tessera sends it: every value as text of no declared type, which the
    /// server types from where it stands.
    private static func query(_ statement: CapturedStatement) -> PostgresQuery {
        var bindings = PostgresBindings(capacity: statement.binds.count)
        for value in statement.binds {
            switch value {
            case .null: bindings.appendNull()
            case .text(let text): bindings.append(UntypedText(text: text))
            case .integer(let number): bindings.append(UntypedText(text: String(number)))
            case .double(let number): bindings.append(UntypedText(text: String(number)))
            }
        }
        return PostgresQuery(unsafeSQL: statement.sql, binds: bindings)
    }

    /// A PostgreSQL client for `url` (postgres://user[:password]@host[:port]/database) with the
    /// settings Tessera's connections start with: timestamps in UTC and dates in ISO order, so
    /// that values read as they read in Tessera, and the name `tessera-floor` in
    /// `pg_stat_activity`, by which the benchmark finds the floor's backends.
    static func postgresClient(_ url: String, maximumConnections: Int) throws -> PostgresClient {
        guard let components = URLParts(url) else { throw FloorFailure("not a postgres:// URL: \(url)") }
        var configuration = PostgresClient.Configuration(
            host: components.host, port: components.port, username: components.user, password: components.password,
            database: components.database, tls: .disable)
        configuration.options.maximumConnections = maximumConnections
        var parameters = [("TimeZone", "UTC"), ("DateStyle", "ISO, YMD"), ("application_name", "tessera-floor")]
        if let schema = components.schema { parameters.append(("search_path", schema)) }
        configuration.options.additionalStartupParameters = parameters
        return PostgresClient(configuration: configuration, backgroundLogger: logger)
    }
}

/// A parameter in text format with no declared type, as Tessera binds every value.
private struct UntypedText: PostgresDynamicTypeEncodable {
    var text: String
    var psqlType: PostgresDataType { PostgresDataType(0) }
    var psqlFormat: PostgresFormat { .text }
    func encode<JSONEncoder: PostgresJSONEncoder>(into byteBuffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        byteBuffer.writeString(text)
    }
}
