import Foundation
import NIOCore
import NIOPosix
import VaporCSQLite

/// One ad-hoc query on SQLite: prepared on a connection of the query pool (``openConnection(path:immutable:)``)
/// under an authorizer of its own (``SQLiteQueryAuthorizer``), checked, bound, stepped a batch
/// of rows at a time on the threads of heavy statements, and stopped at its time limit.
///
/// What makes it read-only is the connection and the authorizer, not the text: `query_only`
/// refuses any write to the file, the authorizer refuses every action but reading while the
/// statement is prepared, and a prepared statement that SQLite says may write
/// (`sqlite3_stmt_readonly`) or returns no columns is refused before its first step.
struct SQLiteQueryRun: Sendable {
    let handle: SQLiteHandle
    let query: SQLQuery

    /// How many rows a step on a thread reads at most before it hands them over.
    static let batchSize = 256
    /// Bytes of values a batch holds at most (but for its first row).
    static let batchBytes = 4 << 20
    /// The largest string or blob a query may make or read: SQLite's `SQLITE_LIMIT_LENGTH` on
    /// these connections, so that `randomblob(1e9)` fails at once rather than holding a gigabyte.
    static let maximumValueLength: Int32 = 64 << 20

    /// Opens a connection for ad-hoc queries on `path`: `query_only`, `trusted_schema` off (no
    /// function a view or trigger names runs unless it is harmless), at most
    /// ``maximumValueLength`` per value, no database attached, and an authorizer that refuses
    /// every statement until a query puts its own in place.
    static func openConnection(path: String, immutable: Bool) async throws -> SQLiteDatabaseConnection {
        let connection = try await SQLiteDatabaseConnection.open(path: path, create: false, readOnly: true, immutable: immutable)
        do {
            try await connection.execute(SQLStatement(sql: "PRAGMA trusted_schema = OFF", binds: []))
            try connection.handle.withDatabase { database in
                sqlite_nio_sqlite3_limit(database, SQLITE_LIMIT_LENGTH, maximumValueLength)
                sqlite_nio_sqlite3_limit(database, SQLITE_LIMIT_ATTACHED, 0)
                SQLiteQueryAuthorizer.refuseEverything(on: database)
            }
        } catch {
            await connection.close()
            throw error
        }
        return connection
    }

    /// Runs the query, handing its columns and then its rows, a batch at a time, to `send`: at
    /// most `rowLimit` rows and one more when there are (to say there were), every row when
    /// `nil`. With `explain`, the rows are SQLite's query plan (`EXPLAIN QUERY PLAN`) instead.
    ///
    /// The time limit counts the time the query works on a thread — not the time it waits for
    /// one behind other heavy statements, nor the time `send` takes — unless `countsWholeReading`:
    /// then it counts from the query's first moment on a thread to its last row, `send` included
    /// (an export, whose client's reading holds the connection).
    func run(explain: Bool, rowLimit: Int?, countsWholeReading: Bool = false, send: @Sendable (QueryItem) async throws -> Void) async throws {
        let text = SQLQueryText(query.text, engine: .sqlite)
        try QueryChecks.check(query, text)
        let authorizer = SQLiteQueryAuthorizer(query.restrictions)
        let handle = handle
        let clock = QueryClock(
            handle: handle, run: SQLiteHandle.interruptibleRun(), limit: query.timeLimit, countsWholeReading: countsWholeReading)
        defer { clock.stop() }
        let query = query
        let prepared = try await clock.onThread { run in
            try handle.withDatabase(interruptible: run) { database in
                do {
                    return try Self.prepare(query, authorizer: authorizer, explain: explain, on: database)
                } catch {
                    // SQLite holds only the authorizer's address, and it goes with this run.
                    SQLiteQueryAuthorizer.refuseEverything(on: database)
                    throw error
                }
            }
        }
        defer {
            // Finalized under the handle's lock; the authorizer stays alive until then (the
            // statement may be prepared again while it steps).
            _ = try? handle.withDatabase { database in
                sqlite_nio_sqlite3_finalize(prepared.statement)
                SQLiteQueryAuthorizer.refuseEverything(on: database)
                withExtendedLifetime(authorizer) {}
            }
        }
        try await send(.columns(prepared.columns))
        var remaining = rowLimit.map { $0 + 1 }
        while remaining.map({ $0 > 0 }) ?? true {
            // A plan is read whole, so that each line is indented under its parent.
            let count = explain ? Int.max : min(remaining ?? Self.batchSize, Self.batchSize)
            let batch = try await clock.onThread { run in
                try handle.withDatabase(interruptible: run) { database in
                    try Self.step(prepared, upTo: count, authorizer: authorizer, query: query, on: database)
                }
            }
            if !batch.rows.isEmpty { try await send(.rows(explain ? Self.planLines(batch.rows) : batch.rows)) }
            if batch.isDone { break }
            remaining = remaining.map { $0 - batch.rows.count }
        }
    }

    /// The time a query may still take, and the timer that interrupts it when none is left.
    ///
    /// On the threads of heavy statements, a query's batches may wait behind other queries'
    /// (two threads, and a search or another person's query on each): a limit that counted the
    /// wait would stop a quick query because a slow one ran beside it. So the timer runs while
    /// the query is on a thread, and what it used is taken from what is left — unless the whole
    /// reading counts, when it is set once, at the first moment on a thread.
    final class QueryClock: Sendable {
        private struct State: Sendable {
            var left: TimeAmount
            var timer: Scheduled<Void>?
            var isStopped = false
        }

        private let handle: SQLiteHandle
        private let run: UInt64
        private let countsWholeReading: Bool
        private let state: LockedValue<State>

        init(handle: SQLiteHandle, run: UInt64, limit: Duration, countsWholeReading: Bool) {
            self.handle = handle
            self.run = run
            self.countsWholeReading = countsWholeReading
            state = LockedValue(State(left: .milliseconds(max(1, limit.wholeMilliseconds))))
        }

        /// Runs `body` on a heavy statements' thread with the timer going; cancelling the task
        /// interrupts the query.
        func onThread<T: Sendable>(_ body: @escaping @Sendable (UInt64) throws -> T) async throws -> T {
            let run = run
            let handle = handle
            return try await withTaskCancellationHandler {
                try await SQLiteDatabaseConnection.heavyThreads.runIfActive {
                    let started = NIODeadline.now()
                    self.start()
                    defer { self.pause(since: started) }
                    return try body(run)
                }
            } onCancel: {
                handle.interrupt(run)
            }
        }

        /// Sets the timer for what is left; with nothing left, the query stops as it starts.
        private func start() {
            let handle = handle
            let run = run
            let left: TimeAmount? = state.withLock { state in
                guard !state.isStopped, state.timer == nil else { return nil }
                return state.left
            }
            guard let left else { return }
            guard left > .zero else {
                handle.interrupt(run)
                return
            }
            let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: left) { handle.interrupt(run) }
            state.withLock { $0.timer = timer }
        }

        /// Takes the time used since `started` from what is left, and stops the timer until the
        /// next batch — unless the whole reading counts.
        private func pause(since started: NIODeadline) {
            guard !countsWholeReading else { return }
            let timer: Scheduled<Void>? = state.withLock { state in
                state.left = state.left - (NIODeadline.now() - started)
                defer { state.timer = nil }
                return state.timer
            }
            timer?.cancel()
        }

        /// Stops the timer for good: the query has ended.
        func stop() {
            let timer: Scheduled<Void>? = state.withLock { state in
                state.isStopped = true
                defer { state.timer = nil }
                return state.timer
            }
            timer?.cancel()
        }
    }

    /// A statement prepared for a query, and its columns.
    struct Prepared: Sendable {
        /// The statement's address: an address, not a pointer, so that it can cross from one
        /// call on a thread to the next (one task uses it, one call at a time).
        let address: UInt
        let columns: [SQLQueryColumn]

        var statement: OpaquePointer { OpaquePointer(bitPattern: address)! }
    }

    /// Prepares `query` under `authorizer`, checks what SQLite says of the statement, and binds
    /// its parameters. On failure nothing stays prepared.
    private static func prepare(
        _ query: SQLQuery, authorizer: SQLiteQueryAuthorizer, explain: Bool, on database: OpaquePointer
    ) throws -> Prepared {
        authorizer.install(on: database)
        var statement: OpaquePointer?
        var tailOffset = 0
        let utf8 = Array(query.text.utf8)
        let code = utf8.withUnsafeBufferPointer { bytes -> Int32 in
            guard let base = bytes.baseAddress else { return SQLITE_OK }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { start in
                var tail: UnsafePointer<CChar>?
                let code = sqlite_nio_sqlite3_prepare_v3(database, start, Int32(bytes.count), 0, &statement, &tail)
                tailOffset = tail.map { $0 - UnsafePointer(start) } ?? bytes.count
                return code
            }
        }
        guard code == SQLITE_OK, let statement else {
            if code == SQLITE_OK { throw QueryChecks.empty }
            throw error(code: code, database: database, authorizer: authorizer, query: query)
        }
        // What follows the statement SQLite prepared must be blanks, comments and semicolons:
        // SQLite prepares one statement and points at the rest, which would not run, silently.
        if tailOffset < utf8.count, SQLQueryText(String(decoding: utf8[tailOffset...], as: UTF8.self), engine: .sqlite).firstSignificant != nil {
            sqlite_nio_sqlite3_finalize(statement)
            throw QueryChecks.severalStatements
        }
        do {
            // Belts and braces: the authorizer let nothing but reading through, and query_only
            // would stop a write; a statement SQLite still thinks may write is not stepped.
            guard sqlite_nio_sqlite3_stmt_readonly(statement) != 0 else {
                throw DatabaseError(.refused, "The query would change the database: a query here only reads.")
            }
            guard sqlite_nio_sqlite3_column_count(statement) > 0 else {
                throw DatabaseError(.refused, "The statement returns no rows: only a query that reads (SELECT, WITH … SELECT, VALUES) runs here.")
            }
            var columns: [SQLQueryColumn] = []
            if explain {
                // SQLite ≥ 3.43 turns a prepared statement into its EXPLAIN QUERY PLAN (which
                // may prepare it again: before its values are bound).
                let code = sqlite_nio_sqlite3_stmt_explain(statement, 2)
                guard code == SQLITE_OK else { throw error(code: code, database: database, authorizer: authorizer, query: query) }
                columns = [SQLQueryColumn(name: "QUERY PLAN", declaredType: nil)]
            } else {
                for index in 0..<sqlite_nio_sqlite3_column_count(statement) {
                    let name = sqlite_nio_sqlite3_column_name(statement, index).map { String(cString: $0) } ?? ""
                    let type = sqlite_nio_sqlite3_column_decltype(statement, index).map { String(cString: $0) }
                    // The table and column a value comes from as stored (SQLite's column metadata).
                    let table = sqlite_nio_sqlite3_column_table_name(statement, index).map { String(cString: $0) }
                    let column = sqlite_nio_sqlite3_column_origin_name(statement, index).map { String(cString: $0) }
                    columns.append(SQLQueryColumn(name: name, declaredType: type, origin: table.flatMap { table in column.map { (table, $0) } }))
                }
            }
            try bindParameters(of: query, to: statement)
            return Prepared(address: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(statement))), columns: columns)
        } catch {
            sqlite_nio_sqlite3_finalize(statement)
            throw error
        }
    }

    /// Binds each parameter SQLite found to the query's value of that name. SQLite's own other
    /// spellings were refused before (``QueryChecks``); a name without a value fails.
    private static func bindParameters(of query: SQLQuery, to statement: OpaquePointer) throws {
        let count = sqlite_nio_sqlite3_bind_parameter_count(statement)
        guard count > 0 else { return }
        for index in 1...count {
            guard let written = sqlite_nio_sqlite3_bind_parameter_name(statement, index).map({ String(cString: $0) }), written.hasPrefix(":") else {
                throw QueryChecks.otherParameter(sqlite_nio_sqlite3_bind_parameter_name(statement, index).map { String(cString: $0) } ?? "?")
            }
            let name = String(written.dropFirst())
            guard let value = query.parameters[name] else { throw QueryChecks.missingValue(name) }
            let code = try SQLiteHandle.bind(value, at: index, to: statement)
            guard code == SQLITE_OK else {
                throw DatabaseError(.invalidQuery, "SQLite could not take the value of :\(name) (\(String(cString: sqlite_nio_sqlite3_errstr(code)))).")
            }
        }
    }

    /// Up to `count` more rows of `prepared`, and whether it has no more.
    private static func step(
        _ prepared: Prepared, upTo count: Int, authorizer: SQLiteQueryAuthorizer, query: SQLQuery, on database: OpaquePointer
    ) throws -> (rows: [[DatabaseValue]], isDone: Bool) {
        let statement = prepared.statement
        let columnCount = sqlite_nio_sqlite3_column_count(statement)
        var rows: [[DatabaseValue]] = []
        var bytes = 0
        // A batch ends at its count of rows, or sooner at `batchBytes`: rows of large values
        // (up to 64 MiB each) are handed on a few at a time, not hundreds at once.
        while rows.count < count && bytes < Self.batchBytes {
            let code = sqlite_nio_sqlite3_step(statement)
            if code == SQLITE_DONE { return (rows, true) }
            guard code == SQLITE_ROW else { throw error(code: code, database: database, authorizer: authorizer, query: query) }
            let row = (0..<columnCount).map { SQLiteHandle.value(of: statement, at: $0) }
            bytes += row.reduce(0) { $0 + $1.heldBytes }
            rows.append(row)
        }
        return (rows, false)
    }

    /// EXPLAIN QUERY PLAN's rows (id, parent, unused, detail) as lines, each indented under its
    /// parent, as SQLite's shell draws them.
    private static func planLines(_ rows: [[DatabaseValue]]) -> [[DatabaseValue]] {
        var depth: [Int64: Int] = [0: -1]
        return rows.map { row in
            guard row.count >= 4, case .integer(let id) = row[0], case .integer(let parent) = row[1] else { return [.text(row.last?.text ?? "")] }
            let level = (depth[parent] ?? -1) + 1
            depth[id] = level
            return [.text(String(repeating: "  ", count: level) + (row[3].text ?? ""))]
        }
    }

    /// SQLite's error as a ``DatabaseError``: the authorizer's reason when it refused, the time
    /// limit when the run was interrupted, else SQLite's message with where in `text` it found
    /// the mistake (`sqlite3_error_offset`, a byte offset, made an offset in Unicode scalars).
    private static func error(code: Int32, database: OpaquePointer, authorizer: SQLiteQueryAuthorizer, query: SQLQuery) -> DatabaseError {
        var engineError = SQLiteHandle.error(code: code, database: database)
        let offset = Int(sqlite_nio_sqlite3_error_offset(database))
        if offset >= 0 {
            engineError.position = String(decoding: query.text.utf8.prefix(offset), as: UTF8.self).unicodeScalars.count
        }
        if let refusal = authorizer.refusal, engineError.sqliteCode == SQLITE_AUTH || engineError.message.contains("not authorized") {
            return DatabaseError(.refused, "The query \(refusal).", engine: engineError)
        }
        return QueryChecks.explain(engineError, timeLimit: query.timeLimit)
    }
}

/// What an ad-hoc query's run hands over: its columns first, then its rows a batch at a time,
/// then how long it took.
enum QueryItem: Sendable {
    case columns([SQLQueryColumn])
    case rows([[DatabaseValue]])
    case finished(Duration)
}
