import Synchronization
// SQLiteNIO's own build of SQLite (its functions prefixed `sqlite_nio_`): the same library the
// process links already, so Tessera adds no second copy and needs no system SQLite.
import VaporCSQLite

/// One open `sqlite3` handle and the statements prepared on it, reached only under its lock.
///
/// It speaks SQLite's C interface directly rather than through SQLiteNIO's queries, which hand
/// each row to an event loop as a task of its own and make every value a copy: a page of 500 rows
/// and the rows they name spent more in that than in SQLite. Here a statement runs to its end on
/// the calling thread (the connection calls from NIO's thread pool), writing each row's values
/// straight into the result, and stays prepared for the next time the same SQL comes — a page's
/// statements are the same from one request to the next, with other values bound.
final class SQLiteHandle: Sendable {
    /// What running a statement came to.
    enum Outcome: Sendable {
        /// It ran; its rows, when they were asked for.
        case finished([[DatabaseValue]])
        /// Another connection holds the lock it needs, and it gave no row yet: nothing happened,
        /// it can run again.
        case busy(EngineError)
        /// It was asked to run only if it reads, and it may write (or ends a transaction, which
        /// may wait for the disk): nothing happened, it is to run on a thread of the pool.
        case deferred
    }

    private struct State: ~Copyable {
        var database: OpaquePointer?
        var statements: [String: CachedStatement] = [:]
        var clock: UInt64 = 0
    }

    private struct CachedStatement {
        let statement: OpaquePointer
        var lastUse: UInt64
    }

    /// How many prepared statements a connection keeps: more than the pages of an application
    /// use, fewer than would hold much memory (a statement is a few kilobytes).
    static let cachedStatementLimit = 64

    private let state: Mutex<State>

    private init(database: sending OpaquePointer) {
        state = Mutex(State(database: database))
    }

    private static let initialized: Bool = {
        sqlite_nio_sqlite3_initialize() == SQLITE_OK
    }()

    /// Opens `path` (`create`: making the file when missing), with extended result codes.
    static func open(path: String, create: Bool) throws -> SQLiteHandle {
        _ = initialized
        var database: OpaquePointer?
        var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_URI | SQLITE_OPEN_EXRESCODE
        if create { flags |= SQLITE_OPEN_CREATE }
        // The handle's own mutex is not needed: this class's lock already lets one thread at a
        // time use it.
        flags |= SQLITE_OPEN_NOMUTEX
        let code = sqlite_nio_sqlite3_open_v2(path, &database, flags, nil)
        guard code == SQLITE_OK, let database else {
            let message = database.map { String(cString: sqlite_nio_sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite_nio_sqlite3_close_v2(database)
            throw Self.error(code: code, message: message)
        }
        return SQLiteHandle(database: database)
    }

    /// Whether ``close()`` was called.
    var isClosed: Bool {
        state.withLock { $0.database == nil }
    }

    /// Finalizes every statement and closes the handle; later runs fail.
    func close() {
        state.withLock { state in
            for cached in state.statements.values { sqlite_nio_sqlite3_finalize(cached.statement) }
            state.statements = [:]
            sqlite_nio_sqlite3_close_v2(state.database)
            state.database = nil
        }
    }

    /// Runs `sql` with `binds` to its end, blocking the calling thread, and returns its rows when
    /// `collectsRows`.
    ///
    /// A statement that finds the file locked before it gave a row returns ``Outcome/busy(_:)``
    /// and may run again; any other failure throws the engine's error. With `onlyIfItReads`, a
    /// statement that is not a query that only reads returns ``Outcome/deferred`` unrun.
    func run(_ sql: String, binds: [DatabaseValue], collectsRows: Bool, onlyIfItReads: Bool = false) throws -> Outcome {
        try state.withLock { state in
            guard let database = state.database else {
                throw EngineError(engine: .sqlite, message: "the connection is closed", sqliteReason: "misuse")
            }
            let statement: OpaquePointer
            do {
                statement = try Self.statement(for: sql, in: &state, database: database)
            } catch let error as EngineError where error.sqliteReason == "busy" || error.sqliteReason == "locked" {
                // Preparing reads the schema, which another connection's write may have locked.
                return .busy(error)
            }
            // A query that only reads: it gives columns (so no `COMMIT`, which may wait for the
            // disk, and reads nothing), and changes nothing.
            if onlyIfItReads && (sqlite_nio_sqlite3_stmt_readonly(statement) == 0 || sqlite_nio_sqlite3_column_count(statement) == 0) {
                return .deferred
            }
            // Reset, its bindings kept: every run binds every parameter again, and clearing them
            // would make SQLite plan a statement again whose plan a bound value informed. Unless
            // one is long (a document saved): SQLite's copy of it would stay while the statement
            // waits in the cache.
            defer {
                sqlite_nio_sqlite3_reset(statement)
                if binds.contains(where: Self.isLong) { sqlite_nio_sqlite3_clear_bindings(statement) }
            }
            for (index, value) in binds.enumerated() {
                let code = try Self.bind(value, at: Int32(index + 1), to: statement)
                guard code == SQLITE_OK else { throw Self.error(code: code, database: database) }
            }
            var rows: [[DatabaseValue]] = []
            var gaveRow = false
            let columnCount = Int(sqlite_nio_sqlite3_column_count(statement))
            while true {
                let code = sqlite_nio_sqlite3_step(statement)
                if code == SQLITE_ROW {
                    gaveRow = true
                    guard collectsRows else { continue }
                    var values: [DatabaseValue] = []
                    values.reserveCapacity(columnCount)
                    for column in 0..<Int32(columnCount) { values.append(Self.value(of: statement, at: column)) }
                    rows.append(values)
                } else if code == SQLITE_DONE {
                    return .finished(rows)
                } else {
                    let error = Self.error(code: code, database: database)
                    if !gaveRow && (error.sqliteReason == "busy" || error.sqliteReason == "locked") { return .busy(error) }
                    throw error
                }
            }
        }
    }

    /// The prepared statement for `sql`, kept for the next time: the least recently used goes
    /// when there are too many.
    private static func statement(for sql: String, in state: inout State, database: OpaquePointer) throws -> OpaquePointer {
        state.clock += 1
        if let cached = state.statements[sql] {
            state.statements[sql]?.lastUse = state.clock
            return cached.statement
        }
        var statement: OpaquePointer?
        let code = sql.withCString { text in
            sqlite_nio_sqlite3_prepare_v3(database, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        }
        guard code == SQLITE_OK, let statement else {
            throw error(code: code, database: database)
        }
        if state.statements.count >= cachedStatementLimit,
            let oldest = state.statements.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            sqlite_nio_sqlite3_finalize(oldest.value.statement)
            state.statements[oldest.key] = nil
        }
        state.statements[sql] = CachedStatement(statement: statement, lastUse: state.clock)
        return statement
    }

    /// Whether SQLite's copy of `value`, bound, is worth freeing at once.
    private static func isLong(_ value: DatabaseValue) -> Bool {
        switch value {
        case .decimal(let text), .text(let text), .date(let text), .timestamp(let text), .uuid(let text), .json(let text): text.utf8.count > 16 << 10
        default: false
        }
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static func bind(_ value: DatabaseValue, at index: Int32, to statement: OpaquePointer) throws -> Int32 {
        switch value {
        case .null:
            return sqlite_nio_sqlite3_bind_null(statement, index)
        case .integer(let value):
            return sqlite_nio_sqlite3_bind_int64(statement, index, value)
        case .double(let value):
            return sqlite_nio_sqlite3_bind_double(statement, index, value)
        case .bool(let value):
            return sqlite_nio_sqlite3_bind_int64(statement, index, value ? 1 : 0)
        case .decimal(let text), .text(let text), .date(let text), .timestamp(let text), .uuid(let text), .json(let text):
            // By its length, so that text holding NULs is bound whole; SQLite copies it.
            var text = text
            return text.withUTF8 { bytes in
                // An empty buffer may have no address, which SQLite would bind as NULL.
                guard let base = bytes.baseAddress else { return sqlite_nio_sqlite3_bind_text(statement, index, "", 0, transient) }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite_nio_sqlite3_bind_text(statement, index, $0, Int32(bytes.count), transient)
                }
            }
        case .blob:
            throw DatabaseError(.database, "Binary values cannot be written through this API; only their size is read.")
        }
    }

    /// Column `column` of the current row as SQLite stores it. Text is read by its length, NULs
    /// and all; text or bytes that are not UTF-8 come back as binary data of their size, which is
    /// all the module reads of binary data.
    private static func value(of statement: OpaquePointer, at column: Int32) -> DatabaseValue {
        switch sqlite_nio_sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite_nio_sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT:
            return .double(sqlite_nio_sqlite3_column_double(statement, column))
        case SQLITE_NULL:
            return .null
        default:
            // Text or a blob: `column_blob` gives the bytes of either without converting them.
            let pointer = sqlite_nio_sqlite3_column_blob(statement, column)
            let count = Int(sqlite_nio_sqlite3_column_bytes(statement, column))
            guard let pointer, count > 0 else { return .text("") }
            let bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: count)
            if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
            return .blob(size: count)
        }
    }

    private static func error(code: Int32, database: OpaquePointer) -> EngineError {
        error(code: code, message: String(cString: sqlite_nio_sqlite3_errmsg(database)))
    }

    /// The engine's error, with the name of its primary result code (`busy`, `constraint`, …).
    static func error(code: Int32, message: String) -> EngineError {
        EngineError(engine: .sqlite, message: message, sqliteReason: reason(of: code))
    }

    private static func reason(of code: Int32) -> String {
        switch code & 0xFF {
        case SQLITE_BUSY: "busy"
        case SQLITE_LOCKED: "locked"
        case SQLITE_CONSTRAINT: "constraint"
        case SQLITE_READONLY: "readOnly"
        case SQLITE_CANTOPEN: "cantOpen"
        case SQLITE_NOTADB: "notADatabase"
        case SQLITE_CORRUPT: "corrupt"
        case SQLITE_FULL: "full"
        case SQLITE_IOERR: "ioError"
        case SQLITE_INTERRUPT: "interrupt"
        case SQLITE_MISUSE: "misuse"
        default: "error"
        }
    }
}
