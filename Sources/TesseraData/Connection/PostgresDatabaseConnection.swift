import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// A connection to a PostgreSQL server through PostgresNIO.
///
/// Every value is sent in text format with no declared type (OID 0), so the server types each
/// parameter from where it stands (`"rental_date" > $1` reads `$1` as a timestamp), exactly as it
/// would an untyped literal — but as a parameter, never as SQL text. Columns come back in
/// PostgreSQL's binary format: integers, booleans and UUIDs decoded by PostgresNIO as what they
/// are, strings as they are, and every other type as its output text (the statements select
/// those through `format('%s', …)` or a cast), which the model types.
struct PostgresDatabaseConnection: DatabaseConnection {
    let connection: PostgresConnection
    /// The pool's prepared statements, which reads use; nil for a connection of its own
    /// (reflection, scripts), whose statements run once.
    var prepared: PreparedStatements? = nil
    /// Whether a transaction runs its statements here (``inTransaction``).
    var isInTransaction = false

    var inTransaction: any DatabaseConnection {
        var connection = self
        connection.isInTransaction = true
        return connection
    }

    static let logger = Logger(label: "tessera.data.postgres")
    var logger: Logger { Self.logger }

    /// What every connection asks for at start-up — startup parameters, not SQL, so that no name
    /// becomes statement text and no statement is spent on them: timestamps with zones read in
    /// UTC and dates in ISO order, whatever the server's defaults; the schema as the search path;
    /// with `readOnly`, every transaction read-only, so that the server refuses any change; and
    /// the name `pg_stat_activity` shows; with `timeLimit`, the `statement_timeout` that stops
    /// any statement running longer (a statement with a limit of its own sets it for its
    /// transaction).
    static func startupParameters(
        _ location: DatabaseLocation.PostgresServer, readOnly: Bool, applicationName: String = "tessera", timeLimit: Duration? = nil
    ) -> [(String, String)] {
        var parameters = [("TimeZone", "UTC"), ("DateStyle", "ISO, YMD"), ("application_name", applicationName)]
        if let schema = location.schema { parameters.append(("search_path", schema)) }
        if readOnly { parameters.append(("default_transaction_read_only", "on")) }
        if let timeLimit { parameters.append(("statement_timeout", String(max(1, timeLimit.wholeMilliseconds)))) }
        return parameters
    }

    /// Connects to `location` on a connection of its own, outside any pool (reflection, scripts).
    static func open(
        _ location: DatabaseLocation.PostgresServer, readOnly: Bool = false, applicationName: String = "tessera"
    ) async throws -> PostgresDatabaseConnection {
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(10)
        configuration.options.additionalStartupParameters = startupParameters(location, readOnly: readOnly, applicationName: applicationName)
        do {
            return PostgresDatabaseConnection(connection: try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger))
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "53300" {
            // The server is there, with every connection it allows taken.
            throw DatabaseError(
                .busy, "PostgreSQL at \(location.host):\(location.port) has all the connections it allows (\(error.serverInfo?[.message] ?? "too many clients")); try again in a moment.")
        } catch {
            let reason = (error as? PSQLError).map { $0.serverInfo?[.message] ?? $0.underlying.map(Self.describe) ?? "\($0.code)" }
                ?? Self.describe(error)
            throw DatabaseError(
                .connection,
                "Cannot connect to PostgreSQL at \(location.host):\(location.port) as '\(location.username)': \(reason). "
                    + "Check that the server runs and accepts this user, and that the database '\(location.database)' exists.")
        }
    }

    /// Why a connection could not be made, in words: "nothing listens there (connection
    /// refused)", not SwiftNIO's description of its attempts.
    static func describe(_ error: any Error) -> String {
        if let failure = error as? NIOConnectionError {
            if failure.dnsAError != nil || failure.dnsAAAAError != nil, failure.connectionErrors.isEmpty {
                return "the host name '\(failure.host)' cannot be resolved"
            }
            if let io = failure.connectionErrors.lazy.compactMap({ $0.error as? IOError }).first {
                return describe(io)
            }
            return "no address of '\(failure.host)' answered"
        }
        if let io = error as? IOError {
            let reason = String(cString: strerror(io.errnoCode)).lowercased()
            return io.errnoCode == ECONNREFUSED ? "nothing listens there (\(reason))" : reason
        }
        if let channel = error as? ChannelError, case .connectTimeout(let timeout) = channel {
            return "no answer within \(timeout.nanoseconds / 1_000_000_000) seconds"
        }
        return "\(error)"
    }

    func rows(_ statement: SQLStatement) async throws -> [[DatabaseValue]] {
        guard let timeLimit = statement.timeLimit else { return try await allRows(statement, inTransaction: isInTransaction) }
        // The limit set for one transaction only (`SET LOCAL`), so that it never stays on a
        // pooled connection whatever happens; milliseconds, at least one (zero means none).
        let milliseconds = max(1, timeLimit.wholeMilliseconds)
        do {
            try await execute(SQLStatement(sql: "BEGIN", binds: []))
            try await execute(SQLStatement(sql: "SET LOCAL statement_timeout = \(milliseconds)", binds: []))
            var unlimited = statement
            unlimited.timeLimit = nil
            let rows = try await allRows(unlimited, inTransaction: true)
            try await execute(SQLStatement(sql: "COMMIT", binds: []))
            return rows
        } catch {
            do {
                try await execute(SQLStatement(sql: "ROLLBACK", binds: []))
            } catch {
                // A connection that may still be in the transaction (a task cancelled as it
                // ended) goes rather than back to the pool: closed, the pool drops it.
                await close()
            }
            throw error
        }
    }

    private func allRows(_ statement: SQLStatement, inTransaction: Bool) async throws -> [[DatabaseValue]] {
        if let prepared, let rows = try await preparedRows(statement, from: prepared, inTransaction: inTransaction) { return rows }
        var result: [[DatabaseValue]] = []
        do {
            let rows = try await connection.query(try query(statement), logger: logger)
            for try await row in rows {
                result.append(row.map(Self.value(of:)))
            }
        } catch let error as PSQLError {
            throw Self.engineError(error)
        }
        return result
    }

    /// The rows of `statement` run as a statement prepared on this connection; nil when it is to
    /// be sent as it is (``PreparedStatements`` decides).
    ///
    /// When the server refuses what was prepared — "cached plan must not change result type"
    /// (0A000: a table altered under it), a statement a pooler lost (26000) or a name it shares
    /// (42P05), or a preparation refused (class 42: a column gone), which PostgresNIO would give
    /// again on every run — this connection sends the text as it is from now on. Outside a
    /// transaction it is sent so at once (nil); in one, whose statements the failure undid, the
    /// error is the statement's.
    private func preparedRows(_ statement: SQLStatement, from statements: PreparedStatements, inTransaction: Bool) async throws -> [[DatabaseValue]]? {
        guard let name = statements.name(for: statement.sql, on: connection) else { return nil }
        let read = PreparedRead(bindings: try Self.bindings(statement.binds))
        do {
            return try await PreparedRead.$statement.withValue((name, statement.sql)) {
                var result: [[DatabaseValue]] = []
                for try await row in try await connection.execute(read, logger: logger) {
                    result.append(row.map(Self.value(of:)))
                }
                return result
            }
        } catch let error as PSQLError {
            guard let state = error.serverInfo?[.sqlState], ["0A000", "26000"].contains(state) || state.hasPrefix("42") else {
                throw Self.engineError(error)
            }
            statements.refuse(name, on: connection)
            if inTransaction { throw Self.engineError(error) }
            return nil
        }
    }

    func execute(_ statement: SQLStatement) async throws {
        do {
            try await connection.query(try query(statement), logger: logger)
        } catch let error as PSQLError {
            throw Self.engineError(error)
        }
    }

    /// A cell as a value: decoded by its type where this module reads the type itself, else its
    /// bytes as text (strings, and the text the statement asked for).
    static func value(of cell: PostgresCell) -> DatabaseValue {
        guard var bytes = cell.bytes else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8:
            if let number = try? cell.decode(Int64.self) { return .integer(number) }
        case .bool:
            if let flag = try? cell.decode(Bool.self) { return .bool(flag) }
        case .uuid:
            if let uuid = try? cell.decode(UUID.self) { return .uuid(uuid.uuidString.lowercased()) }
        default:
            break
        }
        return .text(bytes.readString(length: bytes.readableBytes) ?? "")
    }

    var isClosed: Bool { connection.isClosed }

    func close() async { try? await connection.close() }

    private func query(_ statement: SQLStatement) throws -> PostgresQuery {
        PostgresQuery(unsafeSQL: statement.sql, binds: try Self.bindings(statement.binds))
    }

    /// `values` bound as text of no declared type.
    static func bindings(_ values: [DatabaseValue]) throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: values.count)
        for value in values {
            switch value {
            case .null: bindings.appendNull()
            case .bytes(let buffer):
                // Binary, as `bytea`: no hexadecimal text twice the size.
                bindings.append(buffer)
            case .blob:
                throw DatabaseError(.database, "Binary values cannot be written through this API; only their size is read.")
            default:
                let text = value.text ?? ""
                if text.unicodeScalars.contains("\0") {
                    throw DatabaseError(.database, "PostgreSQL text cannot hold the NUL character; remove it from the value.")
                }
                bindings.append(UntypedText(text: text))
            }
        }
        return bindings
    }

    static func engineError(_ error: PSQLError) -> EngineError {
        let info = error.serverInfo
        return EngineError(
            engine: .postgres, message: info?[.message] ?? "\(error.code)", sqlState: info?[.sqlState],
            detail: info?[.detail], constraintName: info?[.constraintName], columnName: info?[.columnName],
            // Without the server's own error fields, the failure is the connection's.
            isConnectionLost: info == nil)
    }
}

/// A parameter in text format with an unspecified type, which the server infers from context.
private struct UntypedText: PostgresDynamicTypeEncodable {
    var text: String
    var psqlType: PostgresDataType { PostgresDataType(0) }
    var psqlFormat: PostgresFormat { .text }
    func encode<JSONEncoder: PostgresJSONEncoder>(into byteBuffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        byteBuffer.writeString(text)
    }
}
