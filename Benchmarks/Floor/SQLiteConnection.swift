import Foundation
import VaporCSQLite

/// One SQLite connection through SQLite's C interface (SQLiteNIO's build of it, as Tessera uses),
/// with each captured statement prepared once and run again with its values bound.
///
/// Used by one request at a time: ``SQLiteConnections`` lends it and takes it back, which is
/// what makes it safe to hand between tasks (hence `@unchecked Sendable`).
final class SQLiteConnection: @unchecked Sendable {
    private let database: OpaquePointer
    /// Each captured statement's prepared copy, by its index; prepared on first use.
    private var prepared: [OpaquePointer?]

    /// Opens `path` for reading and writing as `tessera serve --writable` does, with the same
    /// settings (foreign keys, 16 MiB of pages, the file's first GiB through a memory map) and
    /// the SQL functions Tessera's statements call (``SQLiteFunctions``).
    init(path: String, statementCount: Int) throws {
        var database: OpaquePointer?
        let code = sqlite_nio_sqlite3_open_v2(path, &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE, nil)
        guard code == SQLITE_OK, let database else {
            sqlite_nio_sqlite3_close_v2(database)
            throw FloorFailure("cannot open the SQLite file \(path) (code \(code))")
        }
        self.database = database
        self.prepared = Array(repeating: nil, count: statementCount)
        guard SQLiteFunctions.register(on: database) == SQLITE_OK else { throw FloorFailure("cannot register tessera_fold and tessera_prefix") }
        for pragma in ["PRAGMA foreign_keys = ON", "PRAGMA busy_timeout = 5000", "PRAGMA cache_size = -16384", "PRAGMA mmap_size = 1073741824"] {
            guard sqlite_nio_sqlite3_exec(database, pragma, nil, nil, nil) == SQLITE_OK else {
                throw FloorFailure("\(pragma) failed: \(String(cString: sqlite_nio_sqlite3_errmsg(database)))")
            }
        }
    }

    deinit {
        for statement in prepared { sqlite_nio_sqlite3_finalize(statement) }
        sqlite_nio_sqlite3_close_v2(database)
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Runs `statement` with its captured values and returns its rows.
    func rows(_ captured: CapturedStatement) throws -> ResultRows {
        let statement = try prepare(captured)
        defer { sqlite_nio_sqlite3_reset(statement) }
        for (offset, value) in captured.binds.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite_nio_sqlite3_bind_null(statement, index)
            case .integer(let number): code = sqlite_nio_sqlite3_bind_int64(statement, index, number)
            case .double(let number): code = sqlite_nio_sqlite3_bind_double(statement, index, number)
            case .text(let text):
                var text = text
                code = text.withUTF8 { bytes in
                    // An empty buffer may have no address, which SQLite would bind as NULL.
                    guard let base = bytes.baseAddress else { return sqlite_nio_sqlite3_bind_text(statement, index, "", 0, Self.transient) }
                    return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                        sqlite_nio_sqlite3_bind_text(statement, index, $0, Int32(bytes.count), Self.transient)
                    }
                }
            }
            guard code == SQLITE_OK else { throw error(code) }
        }
        let columnCount = Int(sqlite_nio_sqlite3_column_count(statement))
        var rows = ResultRows(columnCount: columnCount)
        while true {
            let code = sqlite_nio_sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw error(code) }
            for column in 0..<Int32(columnCount) {
                switch sqlite_nio_sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: rows.appendInteger(sqlite_nio_sqlite3_column_int64(statement, column))
                case SQLITE_FLOAT: rows.appendDouble(sqlite_nio_sqlite3_column_double(statement, column))
                case SQLITE_NULL: rows.appendNull()
                default:
                    let count = Int(sqlite_nio_sqlite3_column_bytes(statement, column))
                    let bytes = sqlite_nio_sqlite3_column_blob(statement, column)
                    rows.appendText(UnsafeRawBufferPointer(start: count > 0 ? bytes : nil, count: count))
                }
            }
        }
    }

    private func prepare(_ captured: CapturedStatement) throws -> OpaquePointer {
        if let statement = prepared[captured.index] { return statement }
        var statement: OpaquePointer?
        let code = sqlite_nio_sqlite3_prepare_v3(database, captured.sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code) }
        prepared[captured.index] = statement
        return statement
    }

    private func error(_ code: Int32) -> FloorFailure {
        FloorFailure("SQLite: \(String(cString: sqlite_nio_sqlite3_errmsg(database))) (code \(code))")
    }
}
