import Foundation
import Logging
import PostgresNIO

/// One ad-hoc query on PostgreSQL, on a connection of the database's pool, in a transaction of
/// its own that always ends with `ROLLBACK`.
///
/// What keeps it to reading is the server, not the text:
///
/// - the transaction is `READ ONLY`: PostgreSQL refuses every change to data or schema, and
///   functions that would write (`nextval`, `setval`, `lo_import`, …);
/// - the query is sent through the extended protocol (a statement with bound values), which
///   takes exactly one statement;
/// - the query stands inside parentheses, as a subquery: `SELECT … FROM (` query `) AS q`. Only
///   a query can stand there — `SELECT`, `VALUES`, `TABLE`, `WITH … SELECT` — so `COPY`, `SET`,
///   `RESET`, `SET SESSION AUTHORIZATION`, `BEGIN`/`COMMIT`, `CALL`, `DO`, `LOCK`, `EXPLAIN
///   ANALYZE`, `LISTEN`, `NOTIFY`, `PREPARE`/`EXECUTE` cannot be parsed, and a `WITH` that
///   writes is refused there ("must be at the top level");
/// - `statement_timeout` stops it at its time limit, and `idle_in_transaction_session_timeout`
///   ends the session should this side stall within the transaction, both `SET LOCAL`;
/// - with a role, it runs as that role (`set_config('role', …, true)`, `SET LOCAL ROLE` with
///   the name bound rather than written into SQL).
///
/// The ending `ROLLBACK` undoes what a function may have set for the session within it
/// (`set_config(…, false)`); session-level advisory locks, which outlive a transaction, are
/// released after it (`pg_advisory_unlock_all()`), so that a query leaves nothing on the
/// pooled connection.
///
/// The columns' names and types come first, from the query joined to nothing (`LEFT JOIN (`
/// query `) AS q ON false`: PostgreSQL plans it and does not run it); then its rows, each value
/// selected as PostgreSQL writes it (`::text`, which every type has) and typed by its column's
/// type, so that no type needs a decoder of its binary form here.
struct PostgresQueryRun: Sendable {
    let connection: PostgresConnection
    let query: SQLQuery

    static let logger = Logger(label: "tessera.data.postgres.query")
    /// How many rows are handed over at once.
    static let batchSize = 256

    private static let probePrefix = "SELECT q.* FROM (SELECT) AS one LEFT JOIN (\n"
    private static let probeSuffix = "\n) AS q ON false"
    private static let explainPrefix = "EXPLAIN SELECT * FROM (\n"

    /// Runs the query, handing its columns and then its rows, a batch at a time, to `send`: at
    /// most `rowLimit` rows and one more when there are (to say there were), every row when
    /// `nil`. With `explain`, the rows are PostgreSQL's plan (`EXPLAIN`), the query not run.
    func run(explain: Bool, rowLimit: Int?, send: @Sendable (QueryItem) async throws -> Void) async throws {
        let text = SQLQueryText(query.text, engine: .postgres)
        try QueryChecks.check(query, text)
        if query.restrictions.hidesAnything && query.restrictions.role == nil {
            throw DatabaseError(
                .refused,
                "PostgreSQL cannot hide tables or columns from an SQL query the way pages hide them: give the query a role (SQLQueryRestrictions.role) whose privileges leave them out.")
        }
        let numbered = text.numbered()
        let binds = try PostgresDatabaseConnection.bindings(numbered.names.map { query.parameters[$0] ?? .null })
        try await execute("BEGIN READ ONLY", prefixLength: nil, numbered)
        do {
            try await limitTransaction()
            if explain {
                try await send(.columns([SQLQueryColumn(name: "QUERY PLAN", declaredType: "text")]))
                var lines: [[DatabaseValue]] = []
                try await each(Self.explainPrefix + numbered.sql + "\n) AS q", binds, prefixLength: Self.explainPrefix.unicodeScalars.count, numbered) { row in
                    lines.append(row.map(PostgresDatabaseConnection.value(of:)))
                }
                try await send(.rows(lines))
            } else {
                try await readRows(numbered, binds, rowLimit: rowLimit, send: send)
            }
            try await execute("ROLLBACK", prefixLength: nil, numbered)
        } catch {
            do {
                try await execute("ROLLBACK", prefixLength: nil, numbered)
            } catch {
                // A connection that may still be in the transaction goes rather than back to
                // the pool: closed, the pool drops it.
                try? await connection.close()
            }
            throw error
        }
        try await execute("SELECT pg_advisory_unlock_all()", prefixLength: nil, numbered)
    }

    /// The transaction's time limits, and its role.
    private func limitTransaction() async throws {
        let milliseconds = max(1, query.timeLimit.wholeMilliseconds)
        var values: [DatabaseValue] = [.text(String(milliseconds)), .text(String(max(5_000, 2 * milliseconds)))]
        var sql = "SELECT set_config('statement_timeout', $1, true), set_config('idle_in_transaction_session_timeout', $2, true)"
        if let role = query.restrictions.role {
            values.append(.text(role))
            sql += ", set_config('role', $3, true)"
        }
        do {
            for try await _ in try await connection.query(PostgresQuery(unsafeSQL: sql, binds: PostgresDatabaseConnection.bindings(values)), logger: Self.logger) {}
        } catch let error as PSQLError {
            let engineError = PostgresDatabaseConnection.engineError(error)
            if let role = query.restrictions.role, engineError.unavailability == nil {
                throw DatabaseError(.refused, "The query cannot run as the role '\(role)': \(engineError.message). Check the role's name, and that the database's user may take it.", engine: engineError)
            }
            throw QueryChecks.explain(engineError, timeLimit: query.timeLimit)
        }
    }

    /// The columns from the probe, then the rows as text typed by their columns' types.
    private func readRows(_ numbered: SQLQueryText.Numbered, _ binds: PostgresBindings, rowLimit: Int?, send: @Sendable (QueryItem) async throws -> Void) async throws {
        var probed: [(name: String, type: PostgresDataType, table: UInt32, column: Int16)] = []
        do {
            // No row: the columns are the row description's, which says, of a column read from
            // a table (through subqueries, views' outer joins and aliases), which table and column.
            let rows = try await connection.query(
                PostgresQuery(unsafeSQL: Self.probePrefix + numbered.sql + Self.probeSuffix, binds: binds), logger: Self.logger)
            probed = rows.columns.map { (name: $0.name, type: $0.dataType, table: UInt32(bitPattern: $0.tableOID), column: $0.columnAttributeNumber) }
            for try await _ in rows {}
        } catch let error as PSQLError {
            throw explain(error, prefixLength: Self.probePrefix.unicodeScalars.count, numbered)
        }
        let typeNames = try await self.typeNames(probed.map(\.type))
        let origins = try await self.origins(probed.filter { $0.table != 0 && $0.column > 0 }.map { ($0.table, $0.column) })
        try await send(
            .columns(
                probed.map { column in
                    var described = SQLQueryColumn(name: column.name, declaredType: typeNames[column.type.rawValue])
                    described.origin = origins[Origin(table: column.table, column: column.column)]
                    return described
                }))

        let selected = probed.indices.map { "q.c\($0 + 1)::text" }.joined(separator: ", ")
        let aliases = probed.isEmpty ? "" : "(" + probed.indices.map { "c\($0 + 1)" }.joined(separator: ", ") + ")"
        let prefix = "SELECT \(selected) FROM (\n"
        var sql = prefix + numbered.sql + "\n) AS q\(aliases)"
        if let rowLimit { sql += "\nLIMIT \(rowLimit + 1)" }
        let types = probed.map(\.type)
        var batch: [[DatabaseValue]] = []
        var batchBytes = 0
        try await each(sql, binds, prefixLength: prefix.unicodeScalars.count, numbered) { row in
            var values: [DatabaseValue] = []
            values.reserveCapacity(types.count)
            for (cell, type) in zip(row, types) { values.append(Self.value(of: cell, typed: type)) }
            batchBytes += values.reduce(0) { $0 + $1.heldBytes }
            batch.append(values)
            // A batch ends at its count of rows, or sooner when its values are large.
            if batch.count == Self.batchSize || batchBytes >= SQLiteQueryRun.batchBytes {
                try await send(.rows(batch))
                batch = []
                batchBytes = 0
            }
        }
        if !batch.isEmpty { try await send(.rows(batch)) }
    }

    /// How PostgreSQL writes each type (`integer`, `timestamp with time zone`, an enum's name),
    /// by its OID.
    private func typeNames(_ types: [PostgresDataType]) async throws -> [UInt32: String] {
        guard !types.isEmpty else { return [:] }
        let list = "{" + Set(types.map(\.rawValue)).map(String.init).joined(separator: ",") + "}"
        var names: [UInt32: String] = [:]
        let sql = "SELECT t::int8, format_type(t, NULL) FROM unnest($1::oid[]) AS t"
        do {
            for try await row in try await connection.query(PostgresQuery(unsafeSQL: sql, binds: PostgresDatabaseConnection.bindings([.text(list)])), logger: Self.logger) {
                let values = row.map(PostgresDatabaseConnection.value(of:))
                if case .integer(let oid) = values[0], let name = values[1].text { names[UInt32(truncatingIfNeeded: oid)] = name }
            }
        } catch let error as PSQLError {
            throw QueryChecks.explain(PostgresDatabaseConnection.engineError(error), timeLimit: query.timeLimit)
        }
        return names
    }

    /// A column of a table, as the row description names it.
    private struct Origin: Hashable {
        var table: UInt32
        var column: Int16
    }

    /// The table and column each of `columns` is, named as the model names them (`film`, or
    /// `sales.invoice` outside the current schema).
    private func origins(_ columns: [(UInt32, Int16)]) async throws -> [Origin: (table: String, column: String)] {
        guard !columns.isEmpty else { return [:] }
        let tables = "{" + Set(columns.map(\.0)).map(String.init).joined(separator: ",") + "}"
        let sql = """
            SELECT c.oid::int8, a.attnum::int8, \
            (CASE WHEN n.nspname = current_schema() THEN c.relname::text ELSE n.nspname || '.' || c.relname END), a.attname::text \
            FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid \
            WHERE c.oid = ANY ($1::oid[]) AND a.attnum > 0
            """
        let wanted = Set(columns.map { Origin(table: $0.0, column: $0.1) })
        var origins: [Origin: (table: String, column: String)] = [:]
        do {
            for try await row in try await connection.query(PostgresQuery(unsafeSQL: sql, binds: PostgresDatabaseConnection.bindings([.text(tables)])), logger: Self.logger) {
                let values = row.map(PostgresDatabaseConnection.value(of:))
                guard case .integer(let table) = values[0], case .integer(let number) = values[1], let name = values[2].text, let column = values[3].text else { continue }
                let origin = Origin(table: UInt32(truncatingIfNeeded: table), column: Int16(truncatingIfNeeded: number))
                if wanted.contains(origin) { origins[origin] = (name, column) }
            }
        } catch let error as PSQLError {
            throw QueryChecks.explain(PostgresDatabaseConnection.engineError(error), timeLimit: query.timeLimit)
        }
        return origins
    }

    /// A value written as text, typed by its column's type as the module types PostgreSQL's
    /// values elsewhere; text for a type without a case of its own.
    static func value(of cell: PostgresCell, typed type: PostgresDataType) -> DatabaseValue {
        guard var bytes = cell.bytes else { return .null }
        let text = bytes.readString(length: bytes.readableBytes) ?? ""
        switch type {
        case .int2, .int4, .int8, .oid: return Int64(text).map(DatabaseValue.integer) ?? .text(text)
        case .float4, .float8: return Double(text).map(DatabaseValue.double) ?? .text(text)
        case .numeric: return .decimal(text)
        case .bool: return .bool(text == "true")
        case .date: return .date(text)
        case .timestamp, .timestamptz: return .timestamp(text)
        case .uuid: return .uuid(text)
        case .json, .jsonb: return .json(text)
        // `\x` and two hexadecimal digits a byte: only the size is read of binary data.
        case .bytea: return .blob(size: max(0, text.utf8.count - 2) / 2)
        default: return .text(text)
        }
    }

    // MARK: Sending

    /// Runs `sql`, which holds the query's text after `prefixLength` characters, handing each
    /// row to `body` as it arrives: PostgresNIO reads more from the server as rows are taken, so
    /// a slow body holds the server back rather than filling memory.
    private func each(
        _ sql: String, _ binds: PostgresBindings, prefixLength: Int, _ numbered: SQLQueryText.Numbered, _ body: (PostgresRow) async throws -> Void
    ) async throws {
        do {
            for try await row in try await connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: Self.logger) {
                try await body(row)
            }
        } catch let error as PSQLError {
            throw explain(error, prefixLength: prefixLength, numbered)
        }
    }

    private func execute(_ sql: String, prefixLength: Int?, _ numbered: SQLQueryText.Numbered) async throws {
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Self.logger)
        } catch let error as PSQLError {
            throw explain(error, prefixLength: prefixLength, numbered)
        }
    }

    /// The word the text starts with, after blanks and comments; `nil` when it starts otherwise
    /// (a parenthesis).
    static func firstWord(of text: String) -> String? {
        let read = SQLQueryText(text, engine: .postgres)
        guard let first = read.firstSignificant else { return nil }
        let word = read.scalars[first...].prefix { SQLQueryText.isNameCharacter($0) }
        return word.isEmpty ? nil : String(String.UnicodeScalarView(word))
    }

    /// PostgreSQL's error as a ``DatabaseError``, its position (1-based, in characters of the
    /// statement sent) made an offset in the query's own text when it falls there.
    private func explain(_ error: PSQLError, prefixLength: Int?, _ numbered: SQLQueryText.Numbered) -> DatabaseError {
        var engineError = PostgresDatabaseConnection.engineError(error)
        if let prefixLength, let position = error.serverInfo?[.position].flatMap({ Int($0) }) {
            let offset = position - 1 - prefixLength
            let length = query.text.unicodeScalars.count
            engineError.position = min(max(0, numbered.originalOffset(of: max(0, offset))), length)
        }
        // A WITH that writes, inside the parentheses the query stands in.
        if engineError.sqlState == "0A000", engineError.message.contains("data-modifying") {
            return DatabaseError(.refused, "The query would change the database (\(engineError.message)): a query here only reads.", engine: engineError)
        }
        // A syntax error in a text that does not start as a query does: most likely a statement
        // of another kind (INSERT, COPY, SET), which cannot stand where the query stands.
        if engineError.sqlState == "42601", let word = Self.firstWord(of: query.text), !["select", "with", "values", "table"].contains(word.lowercased()) {
            return DatabaseError(
                .invalidQuery,
                "PostgreSQL could not read the text as a query (\(engineError.message)): only a query that reads runs here — SELECT, WITH … SELECT, VALUES or TABLE — and '\(word)' starts none.",
                engine: engineError)
        }
        return QueryChecks.explain(engineError, timeLimit: query.timeLimit)
    }
}
