import Foundation
import NIOCore
import SQLiteNIO

/// A connection to an SQLite file through SQLiteNIO, which runs SQLite on NIO's thread pool so
/// that no query blocks a task's thread.
///
/// A statement that finds the file locked by another writer is retried after an asynchronous
/// pause instead of waiting in SQLite's busy handler: that handler sleeps on a thread of the
/// shared pool, and with a pool as small as the machine's core count, the writers waiting could
/// take every thread and starve the one connection holding the lock, which then cannot commit.
struct SQLiteDatabaseConnection: DatabaseConnection {
    let connection: SQLiteConnection

    /// How long a statement waits for another writer's lock before it fails.
    static let lockWait = Duration.seconds(5)

    /// Opens `path`, turning on foreign keys (off by default in SQLite, and the model relies on
    /// them); with `readOnly`, SQLite refuses every change made through the connection.
    static func open(path: String, create: Bool, readOnly: Bool = false) async throws -> SQLiteDatabaseConnection {
        if !create && !FileManager.default.fileExists(atPath: path) {
            throw DatabaseError(
                .connection,
                "There is no SQLite database at '\(path)'. Check the path, or make one with 'tessera sample-db --output \(path)'.")
        }
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: path))
        } catch {
            throw DatabaseError(.connection, "Cannot open the SQLite database at '\(path)': \(error). Check that the file is an SQLite database and readable.")
        }
        let opened = SQLiteDatabaseConnection(connection: connection)
        do {
            try await opened.execute(SQLStatement(sql: "PRAGMA foreign_keys = ON", binds: []))
            // SQLiteNIO installs a busy handler that retries at once, forever, on its thread: two
            // writers waiting for each other would spin on every thread of the pool. No handler at
            // all: a locked statement returns at once, and `run` waits for the lock asynchronously.
            try await opened.execute(SQLStatement(sql: "PRAGMA busy_timeout = 0", binds: []))
            // 16 MiB of pages kept per connection (SQLite's default is 2 MiB): a page of rows and
            // the related rows it names read their tables' upper pages again and again, and each
            // page not kept is a system call. Four connections hold at most 64 MiB.
            try await opened.execute(SQLStatement(sql: "PRAGMA cache_size = -16384", binds: []))
            if readOnly {
                // SQLiteNIO opens files for writing; query_only makes SQLite refuse any statement
                // that would change the file, on this connection, for as long as it is open.
                try await opened.execute(SQLStatement(sql: "PRAGMA query_only = ON", binds: []))
            }
        } catch {
            // A file that is no database fails here: the connection is closed before it goes.
            try? await connection.close()
            if let engineError = error as? EngineError { throw unreadable(path, engineError) }
            throw error
        }
        return opened
    }

    /// The error for a file SQLite opened but cannot read: SQLite opens any file and finds out at
    /// the first statement, so the message names the file.
    static func unreadable(_ path: String, _ error: EngineError) -> DatabaseError {
        DatabaseError(
            .connection, "Cannot read '\(path)' as an SQLite database: \(error.message). Check that it is an SQLite file, readable and not damaged.")
    }

    func rows(_ statement: SQLStatement) async throws -> [[DatabaseValue]] {
        let collected = LockedValue<[[DatabaseValue]]>([])
        try await run(statement) { row in
            let values = row.columns.map { Self.rawValue($0.data) }
            collected.withLock { $0.append(values) }
        }
        return collected.withLock { $0 }
    }

    func execute(_ statement: SQLStatement) async throws {
        try await run(statement) { _ in }
    }

    /// Runs `statement`, retrying while the file is locked, up to ``lockWait``.
    ///
    /// Retrying is safe: SQLite reports a lock before a statement changes or returns anything
    /// (a `COMMIT` refused this way leaves the transaction open to commit again), and a
    /// statement that already gave rows is never run twice.
    private func run(_ statement: SQLStatement, _ onRow: @escaping @Sendable (SQLiteRow) -> Void) async throws {
        let binds = try statement.binds.map(Self.sqliteData)
        let deadline = ContinuousClock.now + Self.lockWait
        var pause = Duration.milliseconds(1)
        while true {
            let gaveRows = LockedValue(false)
            do {
                try await connection.query(statement.sql, binds) { row in
                    gaveRows.withLock { $0 = true }
                    onRow(row)
                }
                return
            } catch let error as SQLiteError {
                let locked = error.reason == .busy
                if locked && !gaveRows.withLock({ $0 }) && ContinuousClock.now + pause < deadline {
                    try await Task.sleep(for: pause)
                    pause = min(pause * 2, .milliseconds(50))
                    continue
                }
                throw EngineError(engine: .sqlite, message: error.message, sqliteReason: "\(error.reason)")
            }
        }
    }

    var isClosed: Bool { connection.isClosed }

    func close() async { try? await connection.close() }

    static func rawValue(_ data: SQLiteData) -> DatabaseValue {
        switch data {
        case .integer(let value): return .integer(Int64(value))
        case .float(let value): return .double(value)
        case .text(let value): return .text(value)
        case .blob(let buffer):
            // Text is selected as its bytes (see QueryBuilder.selected); binary data as its size.
            // So bytes that are UTF-8 are text, NULs and all.
            if let text = String(validating: buffer.readableBytesView, as: UTF8.self) {
                return .text(text)
            }
            return .blob(size: buffer.readableBytes)
        case .null: return .null
        }
    }

    static func sqliteData(_ value: DatabaseValue) throws -> SQLiteData {
        switch value {
        case .null: return .null
        case .integer(let value): return .integer(SQLiteInt64(value))
        case .double(let value): return .float(value)
        case .bool(let value): return .integer(value ? 1 : 0)
        case .decimal(let text), .text(let text), .date(let text), .timestamp(let text), .uuid(let text), .json(let text):
            return .text(text)
        case .blob:
            throw DatabaseError(.database, "Binary values cannot be written through this API; only their size is read.")
        }
    }
}
