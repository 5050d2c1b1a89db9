import Foundation
import TesseraData

/// The sample "rental store" database: languages, categories, films, actors, countries, cities,
/// addresses, stores, staff, customers, inventory, rentals and payments, with realistic names,
/// dates and amounts — the same rows on every machine for the same scale.
///
/// ```swift
/// let summary = try await SampleDatabase.generate(at: "rental.sqlite", scale: 1)
/// print(summary.totalRows)   // about 50,000; scale 200 makes about 10 million
/// let database = try await Database.open("rental.sqlite")
/// ```
///
/// Generation streams: rows are made one at a time and written in batches inside one
/// transaction, so memory stays flat at any scale. `tessera sample-db` runs it.
public enum SampleDatabase {
    /// What was generated.
    public struct Summary: Sendable, Hashable {
        /// Rows per table, in the order they were written.
        public var rowCounts: [TableCount]
        /// Seconds it took.
        public var seconds: Double
        /// All rows of all tables.
        public var totalRows: Int { rowCounts.reduce(0) { $0 + $1.rows } }
    }

    /// The number of rows written to one table.
    public struct TableCount: Sendable, Hashable {
        /// The table.
        public var table: String
        /// Its rows.
        public var rows: Int
    }

    /// The tables of the sample database, in the order they are filled.
    public static var tableNames: [String] { SampleSchema.tables.map(\.name) }

    /// Generates the sample database at `location` (an SQLite path or a PostgreSQL URL).
    ///
    /// - Parameters:
    ///   - scale: 1 makes about 50,000 rows; rows grow in proportion (200 makes about 10 million).
    ///   - replace: Whether to replace an existing file, or existing sample tables on PostgreSQL.
    ///   - progress: Called with a line of progress per table (the command prints them to
    ///     standard error).
    /// - Throws: ``DatabaseError`` when the file or tables exist and `replace` is false, or the
    ///   database cannot be reached.
    @discardableResult
    public static func generate(
        at location: String, scale: Int = 1, replace: Bool = false,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> Summary {
        guard (1...100_000).contains(scale) else {
            throw DatabaseError(.database, "The scale must be a whole number from 1 to 100000 (1 is about 50,000 rows); \(scale) is not.")
        }
        let started = Date()
        let place = try DatabaseLocation(location)
        if case .sqlite(let path) = place, FileManager.default.fileExists(atPath: path) {
            guard replace else {
                throw DatabaseError(.database, "'\(path)' already exists. Choose another path, or replace it (--replace).")
            }
            for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let connection = try await ScriptConnection.open(place, create: true)
        do {
            try await prepare(connection, at: place, replace: replace)
            var generator = SampleGenerator(connection: connection, scale: scale, progress: progress)
            let counts = try await generator.run()
            await connection.close()
            return Summary(rowCounts: counts, seconds: Date().timeIntervalSince(started))
        } catch {
            await connection.close()
            throw error
        }
    }

    /// Readies a new connection for one writer: SQLite's journal and syncing off, a PostgreSQL
    /// schema made or emptied of the sample's tables.
    private static func prepare(_ connection: ScriptConnection, at place: DatabaseLocation, replace: Bool) async throws {
        switch place {
        case .sqlite:
            // One writer and nobody reading yet: no journal to keep, no syncing until the end.
            for pragma in ["PRAGMA foreign_keys = OFF", "PRAGMA journal_mode = OFF", "PRAGMA synchronous = OFF", "PRAGMA cache_size = -65536"] {
                try await connection.execute(pragma)
            }
        case .postgres(let server):
            if let schema = server.schema {
                // Asked for a schema of its own: make it, as making a file makes an SQLite one.
                try await connection.execute("CREATE SCHEMA IF NOT EXISTS " + connection.quoted(schema))
            }
            let existing = try await connection.rows(
                "SELECT count(*)::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relname = ANY(string_to_array($1, ','))",
                binds: [.text((tableNames + ["customer_list"]).joined(separator: ","))])
            if existing.first?.first?.text != "0" {
                guard replace else {
                    throw DatabaseError(.database, "The database already has rental store tables. Use another database, or replace them (--replace).")
                }
                try await connection.execute("DROP VIEW IF EXISTS customer_list")
                for table in tableNames.reversed() {
                    try await connection.execute("DROP TABLE IF EXISTS " + connection.quoted(table) + " CASCADE")
                }
            }
        }
    }
}
