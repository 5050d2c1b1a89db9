import TesseraData

/// Writes rows of one table in multi-row `INSERT` statements of up to a few hundred rows,
/// reusing the statement text of a full batch, so that loading ten million rows takes tens of
/// thousands of statements instead of ten million.
struct BatchInserter {
    let connection: ScriptConnection
    let table: String
    let columns: [String]
    let rowsPerBatch: Int
    private var pending: [DatabaseValue] = []
    private var fullBatchSQL: String?
    private(set) var rowCount = 0

    init(connection: ScriptConnection, table: String, columns: [String]) {
        self.connection = connection
        self.table = table
        self.columns = columns
        // Under SQLite's 32,766 and PostgreSQL's 65,535 parameters per statement.
        self.rowsPerBatch = Swift.max(1, Swift.min(500, 30_000 / columns.count))
        pending.reserveCapacity(rowsPerBatch * columns.count)
    }

    mutating func add(_ values: [DatabaseValue]) async throws {
        pending.append(contentsOf: values)
        rowCount += 1
        if pending.count >= rowsPerBatch * columns.count { try await flush() }
    }

    mutating func flush() async throws {
        guard !pending.isEmpty else { return }
        let rows = pending.count / columns.count
        let sql: String
        if rows == rowsPerBatch, let cached = fullBatchSQL {
            sql = cached
        } else {
            sql = statementText(rows: rows)
            if rows == rowsPerBatch { fullBatchSQL = sql }
        }
        try await connection.execute(sql, binds: pending)
        pending.removeAll(keepingCapacity: true)
    }

    private func statementText(rows: Int) -> String {
        var sql = "INSERT INTO " + connection.quoted(table) + " ("
        sql += columns.map(connection.quoted).joined(separator: ", ")
        sql += ") VALUES "
        var number = 0
        for row in 0..<rows {
            sql += row == 0 ? "(" : ", ("
            for index in columns.indices {
                if index > 0 { sql += ", " }
                number += 1
                sql += connection.parameter(number)
            }
            sql += ")"
        }
        return sql
    }
}
