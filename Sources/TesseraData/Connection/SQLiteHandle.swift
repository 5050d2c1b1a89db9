import Foundation
import NIOCore
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
        /// Whether its last run was light (``isLight(_:)``): then it may run where the task
        /// runs, as a read by key does.
        var ranLight = false
    }

    /// The most virtual-machine steps a run may take and still count as light: a few hundred
    /// rows read through an index, some tens of microseconds.
    static let lightStepLimit: Int32 = 20_000

    /// How many prepared statements a connection keeps: more than the pages of an application
    /// use, fewer than would hold much memory (a statement is a few kilobytes).
    static let cachedStatementLimit = 64

    private let state: Mutex<State>

    /// The interruptible run stepping now, and the last one stopped before it started: reached
    /// under a lock of its own, since the run holds ``state``'s while it steps.
    private struct Interruption: ~Copyable {
        /// The run, and its handle's address (an address, not a pointer, so that it can cross
        /// from one lock's region to the other's).
        var running: (run: UInt64, database: UInt)?
        var expired: UInt64?
    }

    private let interruption = Mutex(Interruption())

    private init(database: sending OpaquePointer) {
        state = Mutex(State(database: database))
    }

    private static let initialized: Bool = {
        sqlite_nio_sqlite3_initialize() == SQLITE_OK
    }()

    /// Opens `path` (`create`: making the file when missing), with extended result codes;
    /// `immutable`: read-only, as a file nothing changes (SQLite's `immutable=1`: no locks taken,
    /// no check for another process's changes before each read).
    static func open(path: String, create: Bool, immutable: Bool = false) throws -> SQLiteHandle {
        _ = initialized
        var database: OpaquePointer?
        var flags = SQLITE_OPEN_URI | SQLITE_OPEN_EXRESCODE
        flags |= immutable ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !immutable { flags |= SQLITE_OPEN_CREATE }
        // The handle's own mutex is not needed: this class's lock already lets one thread at a
        // time use it.
        flags |= SQLITE_OPEN_NOMUTEX
        let name = immutable ? Self.immutableURI(path) : path
        let code = sqlite_nio_sqlite3_open_v2(name, &database, flags, nil)
        guard code == SQLITE_OK, let database else {
            let message = database.map { String(cString: sqlite_nio_sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite_nio_sqlite3_close_v2(database)
            throw Self.error(code: code, message: message)
        }
        // Searches fold case with it (QueryBuilder.caseInsensitiveLike); long values are read
        // in parts with the others (QueryBuilder.selected(_:prefix:), Database.writeContents).
        var registered = SQLiteCaseFolding.register(on: database)
        if registered == SQLITE_OK { registered = SQLiteBlobReading.register(on: database) }
        guard registered == SQLITE_OK else {
            let message = String(cString: sqlite_nio_sqlite3_errmsg(database))
            sqlite_nio_sqlite3_close_v2(database)
            throw Self.error(code: registered, message: message)
        }
        return SQLiteHandle(database: database)
    }

    /// `path` as an SQLite URI that opens it immutable. The path is made absolute and every byte
    /// outside a URI's unreserved characters and `/` percent-encoded, so that a `?`, `#` or `%` in
    /// a file name stays part of the name.
    static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        var encoded = "file:"
        for byte in absolute.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded.unicodeScalars.append("%")
                encoded.unicodeScalars.append(hex[Int(byte >> 4)])
                encoded.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return encoded + "?immutable=1"
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

    /// A handle dropped unclosed (a pool that was never shut down) still closes: SQLite's file
    /// locks and memory go with it, here and at once, without a task to do it later.
    deinit {
        if !isClosed { close() }
    }

    /// Runs `sql` with `binds` to its end, blocking the calling thread, and returns its rows when
    /// `collectsRows`.
    ///
    /// A statement that finds the file locked before it gave a row returns ``Outcome/busy(_:)``
    /// and may run again; any other failure throws the engine's error. With `onlyIfItReads`, a
    /// statement that is not a query that only reads returns ``Outcome/deferred`` unrun; with
    /// `onlyIfLight`, so does one that did not run light (``isLight(_:)``) the last time. A run
    /// numbered `interruptible` (``interruptibleRun()``) can be stopped by ``interrupt(_:)``.
    func run(
        _ sql: String, binds: [DatabaseValue], collectsRows: Bool, onlyIfItReads: Bool = false, onlyIfLight: Bool = false,
        interruptible: UInt64? = nil
    ) throws -> Outcome {
        try state.withLock { state in
            guard let database = state.database else {
                throw EngineError(engine: .sqlite, message: "the connection is closed", sqliteCode: SQLITE_MISUSE)
            }
            if onlyIfLight && state.statements[sql]?.ranLight != true { return .deferred }
            let statement: OpaquePointer
            do {
                statement = try Self.statement(for: sql, in: &state, database: database)
            } catch let error as EngineError where error.isSQLiteLock {
                // Preparing reads the schema, which another connection's write may have locked.
                return .busy(error)
            }
            // A query that only reads: it gives columns (so no `COMMIT`, which may wait for the
            // disk, and reads nothing), and changes nothing.
            if (onlyIfItReads || onlyIfLight)
                && (sqlite_nio_sqlite3_stmt_readonly(statement) == 0 || sqlite_nio_sqlite3_column_count(statement) == 0)
            {
                return .deferred
            }
            // Reset, its bindings kept: every run binds every parameter again, and clearing them
            // would make SQLite plan a statement again whose plan a bound value informed. Unless
            // one is long (a document saved): SQLite's copy of it would stay while the statement
            // waits in the cache. How the run went is kept for the next.
            // Bytes bound without a copy (an upload): their storage held until SQLite lets go.
            var held: [Unmanaged<AnyObject>] = []
            defer {
                sqlite_nio_sqlite3_reset(statement)
                if binds.contains(where: Self.isLong) { sqlite_nio_sqlite3_clear_bindings(statement) }
                for storage in held { storage.release() }
                state.statements[sql]?.ranLight = Self.isLight(statement)
            }
            for (index, value) in binds.enumerated() {
                let code = try Self.bind(value, at: Int32(index + 1), to: statement, holding: &held)
                guard code == SQLITE_OK else { throw Self.error(code: code, database: database) }
            }
            return try interruptibly(interruptible, database: database) {
                try Self.steps(statement, collectsRows: collectsRows, database: database)
            }
        }
    }

    /// Runs `body` with the open handle, under its lock, interruptible by ``interrupt(_:)`` as
    /// the run numbered `interruptible` while `body` runs: what a statement that is stepped
    /// a few rows at a time, across several calls, uses (an ad-hoc query, ``SQLiteQueryRun``).
    func withDatabase<T: Sendable>(interruptible: UInt64? = nil, _ body: @Sendable (OpaquePointer) throws -> T) throws -> T {
        try state.withLock { state in
            guard let database = state.database else {
                throw EngineError(engine: .sqlite, message: "the connection is closed", sqliteCode: SQLITE_MISUSE)
            }
            return try interruptibly(interruptible, database: database) { try body(database) }
        }
    }

    /// Runs `body`, interruptible as the run numbered `run` while it does, and not a moment
    /// longer: an interruption that comes late must not stop the next statement. A run stopped
    /// before it started throws at once.
    private func interruptibly<T>(_ run: UInt64?, database: OpaquePointer, _ body: () throws -> T) throws -> T {
        guard let run else { return try body() }
        let stoppedAlready = interruption.withLock { interruption in
            guard interruption.expired != run else { return true }
            interruption.running = (run, UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(database))))
            return false
        }
        if stoppedAlready { throw Self.error(code: SQLITE_INTERRUPT, message: "interrupted") }
        defer { interruption.withLock { $0.running = nil } }
        return try body()
    }

    /// A number for a run that ``interrupt(_:)`` may stop, unique in the process.
    static func interruptibleRun() -> UInt64 {
        nextRun.add(1, ordering: .relaxed).newValue
    }

    private static let nextRun = Atomic<UInt64>(0)

    /// Stops the run numbered `run` (`SQLITE_INTERRUPT`) if it is stepping; if it has not started
    /// yet, it stops as it starts; if it has ended, nothing happens. Called from any thread,
    /// while the run holds the handle's lock: `sqlite3_interrupt` is made for that.
    func interrupt(_ run: UInt64) {
        interruption.withLock { interruption in
            if let running = interruption.running, running.run == run {
                sqlite_nio_sqlite3_interrupt(OpaquePointer(bitPattern: running.database))
            } else {
                interruption.expired = run
            }
        }
    }

    /// Steps `statement` to its end, collecting its rows when `collectsRows`.
    private static func steps(_ statement: OpaquePointer, collectsRows: Bool, database: OpaquePointer) throws -> Outcome {
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
                if !gaveRow && error.isSQLiteLock { return .busy(error) }
                throw error
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

    /// Whether the run just ended was light — no step of a full table scan, no sorting, no
    /// index made for the query, and fewer than ``lightStepLimit`` steps — resetting the counts
    /// for the next run. A query that ran light reads through indexes a bounded number of rows
    /// (a related list's first rows by its foreign key, a row by a unique column): the next run
    /// of it, with other values, most likely does the same, in less time than the two thread
    /// switches of running it on the pool. One that ran heavy once goes to the pool until a run
    /// there is light again.
    private static func isLight(_ statement: OpaquePointer) -> Bool {
        let fullScanSteps = sqlite_nio_sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_FULLSCAN_STEP, 1)
        let sorts = sqlite_nio_sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_SORT, 1)
        let automaticIndexes = sqlite_nio_sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_AUTOINDEX, 1)
        let steps = sqlite_nio_sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_VM_STEP, 1)
        return fullScanSteps == 0 && sorts == 0 && automaticIndexes == 0 && steps < lightStepLimit
    }

    /// Whether SQLite's copy of `value`, bound, is worth freeing at once — or, for bytes bound
    /// without a copy, must be unbound before the bytes may go.
    private static func isLong(_ value: DatabaseValue) -> Bool {
        switch value {
        case .decimal(let text), .text(let text), .date(let text), .timestamp(let text), .uuid(let text), .json(let text): text.utf8.count > 16 << 10
        case .bytes: true
        default: false
        }
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    static func bind(_ value: DatabaseValue, at index: Int32, to statement: OpaquePointer) throws -> Int32 {
        var held: [Unmanaged<AnyObject>] = []
        let code = try bind(value, at: index, to: statement, holding: &held)
        // Bound without a copy, bytes must outlive the statement's use of them: not here.
        guard held.isEmpty else {
            sqlite_nio_sqlite3_bind_null(statement, index)
            for storage in held { storage.release() }
            throw DatabaseError(.database, "Binary data is bound only by a statement's run, which keeps it until it is done.")
        }
        return code
    }

    /// Binds `value`; bytes (``DatabaseValue/bytes(_:)``) are bound where they are, without
    /// SQLite's copy — a 10 MiB upload is not held twice — their storage retained into `held`,
    /// which the caller releases once the statement is reset and its bindings cleared.
    static func bind(_ value: DatabaseValue, at index: Int32, to statement: OpaquePointer, holding held: inout [Unmanaged<AnyObject>]) throws -> Int32 {
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
        case .bytes(let buffer):
            return buffer.withUnsafeReadableBytesWithStorageManagement { bytes, storage in
                // An empty buffer may have no address, which SQLite would bind as NULL: an empty blob.
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return sqlite_nio_sqlite3_bind_zeroblob(statement, index, 0) }
                held.append(storage.retain())
                return sqlite_nio_sqlite3_bind_blob64(statement, index, base, UInt64(bytes.count), nil)
            }
        case .blob:
            throw DatabaseError(.database, "Binary values cannot be written through this API; only their size is read.")
        }
    }

    /// Column `column` of the current row as SQLite stores it. Text is read by its length, NULs
    /// and all; text or bytes that are not UTF-8 come back as binary data of their size, which is
    /// all the module reads of binary data.
    static func value(of statement: OpaquePointer, at column: Int32) -> DatabaseValue {
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
            // Decoding repairs what is not UTF-8, so text that decodes to its own bytes was UTF-8:
            // all-ASCII text always does (the common case, checked in one pass). This is
            // `String(validating:as:)`'s answer without its generic code, which looked up type
            // metadata for every value read.
            let text = String(decoding: bytes, as: UTF8.self)
            if bytes.reduce(0, |) < 0x80 || text.utf8.elementsEqual(bytes) { return .text(text) }
            return .blob(size: count)
        }
    }

    static func error(code: Int32, database: OpaquePointer) -> EngineError {
        error(code: code, message: String(cString: sqlite_nio_sqlite3_errmsg(database)))
    }

    /// The engine's error, with its primary result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT`, …).
    static func error(code: Int32, message: String) -> EngineError {
        EngineError(engine: .sqlite, message: message, sqliteCode: code & 0xFF)
    }
}
