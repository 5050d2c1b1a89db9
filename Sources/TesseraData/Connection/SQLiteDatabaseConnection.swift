import Foundation
import NIOCore
import NIOPosix

/// A connection to an SQLite file: SQLite's C interface (``SQLiteHandle``), run on NIO's thread
/// pool so that no query blocks a task's thread.
///
/// A statement that finds the file locked by another writer is retried after an asynchronous
/// pause instead of waiting in SQLite's busy handler: that handler sleeps on a thread of the
/// shared pool, and with a pool as small as the machine's core count, the writers waiting could
/// take every thread and starve the one connection holding the lock, which then cannot commit.
struct SQLiteDatabaseConnection: DatabaseConnection {
    let handle: SQLiteHandle
    /// How long a statement run on a thread may take, unless it has a limit of its own; `nil`
    /// for as long as it takes. (One run where the task runs ran light the last time: a few
    /// index lookups.)
    private var timeLimit: Duration? = nil

    /// How long a statement waits for another writer's lock before it fails.
    static let lockWait = Duration.seconds(5)

    /// Opens `path`, turning on foreign keys (off by default in SQLite, and the model relies on
    /// them); with `readOnly`, SQLite refuses every change made through the connection; with
    /// `immutable`, the file is read as one that nothing changes (see ``Database/open(_:maximumConnections:readOnly:immutable:)``).
    static func open(
        path: String, create: Bool, readOnly: Bool = false, immutable: Bool = false, timeLimit: Duration? = nil
    ) async throws -> SQLiteDatabaseConnection {
        if !create && !FileManager.default.fileExists(atPath: path) {
            throw DatabaseError(
                .connection,
                "There is no SQLite database at '\(path)'. Check the path, or make one with 'tessera sample-db --output \(path)'.")
        }
        if immutable, let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int, size > 0 {
            // Read immutable, SQLite ignores the write-ahead log: the changes in it not yet
            // copied into the file would be missing, without a word.
            throw DatabaseError(
                .connection,
                "'\(path)' has changes in its write-ahead log ('\(path)-wal') that an immutable reading would miss. Copy them into the file first (sqlite3 '\(path)' 'PRAGMA wal_checkpoint(TRUNCATE)'), or serve it without --immutable.")
        }
        let handle: SQLiteHandle
        do {
            handle = try await NIOThreadPool.singleton.runIfActive { try SQLiteHandle.open(path: path, create: create, immutable: immutable) }
        } catch let error as EngineError {
            throw DatabaseError(
                .connection, "Cannot open the SQLite database at '\(path)': \(error.message). Check that the file is an SQLite database and readable.")
        }
        let opened = SQLiteDatabaseConnection(handle: handle, timeLimit: timeLimit)
        do {
            try await opened.execute(SQLStatement(sql: "PRAGMA foreign_keys = ON", binds: []))
            // No busy handler: a locked statement returns at once, and `run` waits for the lock
            // asynchronously.
            try await opened.execute(SQLStatement(sql: "PRAGMA busy_timeout = 0", binds: []))
            // 16 MiB of pages kept per connection (SQLite's default is 2 MiB): a page of rows and
            // the related rows it names read their tables' upper pages again and again, and each
            // page not kept is a system call. Four connections hold at most 64 MiB.
            try await opened.execute(SQLStatement(sql: "PRAGMA cache_size = -16384", binds: []))
            // Pages read through a memory map of the file's first GiB rather than a read(2) and
            // a copy each: the related rows of a page of 500 are 1,500 lookups spread over large
            // tables, most of whose pages are in the system's cache but not in this connection's.
            // Writes still go through the file. The map is address space, not memory: the pages
            // are the system's file cache, shared by the connections (and counted in the
            // process's resident size once touched).
            try await opened.execute(SQLStatement(sql: "PRAGMA mmap_size = 1073741824", binds: []))
            if readOnly && !immutable {
                // The file is opened for writing (a WAL file's index needs it); query_only makes
                // SQLite refuse any statement that would change the file, on this connection,
                // for as long as it is open.
                try await opened.execute(SQLStatement(sql: "PRAGMA query_only = ON", binds: []))
            }
        } catch {
            // A file that is no database fails here: the connection is closed before it goes.
            await opened.close()
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
        try await run(statement, collectsRows: true)
    }

    func execute(_ statement: SQLStatement) async throws {
        _ = try await run(statement, collectsRows: false)
    }

    /// Runs `statement` on NIO's thread pool — or where the task runs, when it reads a few rows by
    /// key (``SQLStatement/readsByKey``) or ran light the last time on this connection — retrying
    /// while the file is locked, up to ``lockWait``.
    ///
    /// Retrying is safe: SQLite reports a lock before a statement changes or returns anything
    /// (a `COMMIT` refused this way leaves the transaction open to commit again), and a
    /// statement that already gave rows is never run twice.
    private func run(_ statement: SQLStatement, collectsRows: Bool) async throws -> [[DatabaseValue]] {
        let handle = handle
        let deadline = ContinuousClock.now + Self.lockWait
        var pause = Duration.milliseconds(1)
        while true {
            // A few index lookups take microseconds: less than the two thread switches of the
            // pool. So a read by key runs here, and so does a query whose last run was light.
            // One with a time limit is expected to be heavy: it goes to the pool at once.
            var outcome = statement.timeLimit != nil
                ? .deferred
                : try handle.run(
                    statement.sql, binds: statement.binds, collectsRows: collectsRows,
                    onlyIfItReads: statement.readsByKey, onlyIfLight: !statement.readsByKey)
            if case .deferred = outcome {
                // SQLite checks for an interruption as it steps: the run stops when its task is
                // cancelled (the client went away: nobody waits for its rows) and, with a time
                // limit, at the limit, unless it ended first. Timed from when it starts, not from
                // when it waits for a thread. The timer is an event loop's, not a task's: on a
                // cooperative pool kept busy by other requests, a task's timer came late and the
                // limit was as long as the pool was busy.
                let run = SQLiteHandle.interruptibleRun()
                let limit = (statement.timeLimit ?? timeLimit).map { TimeAmount.milliseconds(max(1, $0.wholeMilliseconds)) }
                let threads = Self.threads(for: statement)
                outcome = try await withTaskCancellationHandler {
                    try await threads.runIfActive {
                        let timer = limit.map { limit in MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: limit) { handle.interrupt(run) } }
                        defer { timer?.cancel() }
                        return try handle.run(statement.sql, binds: statement.binds, collectsRows: collectsRows, interruptible: run)
                    }
                } onCancel: {
                    handle.interrupt(run)
                }
            }
            switch outcome {
            case .deferred:
                preconditionFailure("a statement run without condition ran")
            case .finished(let rows):
                return rows
            case .busy(let error):
                guard ContinuousClock.now + pause < deadline else { throw error }
                try await Task.sleep(for: pause)
                pause = min(pause * 2, .milliseconds(50))
            }
        }
    }

    /// The threads heavy statements run on (``SQLStatement/isHeavy``): as many as the machine
    /// has cores, apart from NIO's shared pool, where the other statements that need a thread run
    /// — so that two searches over every row do not hold a count of films, a sign-in's bcrypt or
    /// a file's opening. Started once, for the life of the process, as NIO's own pool is.
    static let heavyThreads: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: max(2, System.coreCount))
        pool.start()
        return pool
    }()

    private static func threads(for statement: SQLStatement) -> NIOThreadPool {
        statement.isHeavy ? heavyThreads : .singleton
    }

    var isClosed: Bool { handle.isClosed }

    func close() async {
        let handle = handle
        // Closing may write (a WAL checkpoint): off the task's thread too.
        do {
            try await NIOThreadPool.singleton.runIfActive { handle.close() }
        } catch {
            // The pool is shut down (the process is ending): close here.
            handle.close()
        }
    }
}
