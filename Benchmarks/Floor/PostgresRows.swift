import PostgresNIO

/// Reading PostgreSQL's rows into ``ResultRows``: whole numbers and Booleans, which come in
/// binary, decoded; every other value's bytes kept as its text — Tessera's statements select
/// the other types as text (`format('%s', …)`, casts), so those bytes are what it shows.
enum PostgresRows {
    static func read(_ sequence: PostgresRowSequence) async throws -> ResultRows {
        var rows: ResultRows?
        for try await row in sequence {
            if rows == nil { rows = ResultRows(columnCount: row.count) }
            for cell in row {
                append(cell, to: &rows!)
            }
        }
        return rows ?? ResultRows(columnCount: 0)
    }

    private static func append(_ cell: PostgresCell, to rows: inout ResultRows) {
        guard let bytes = cell.bytes else {
            rows.appendNull()
            return
        }
        if cell.format == .binary {
            switch cell.dataType {
            case .int2:
                rows.appendInteger(Int64(bytes.getInteger(at: bytes.readerIndex, as: Int16.self) ?? 0))
                return
            case .int4:
                rows.appendInteger(Int64(bytes.getInteger(at: bytes.readerIndex, as: Int32.self) ?? 0))
                return
            case .int8:
                rows.appendInteger(bytes.getInteger(at: bytes.readerIndex, as: Int64.self) ?? 0)
                return
            case .bool:
                rows.appendBoolean(bytes.getInteger(at: bytes.readerIndex, as: UInt8.self) == 1)
                return
            default:
                break
            }
        }
        bytes.withUnsafeReadableBytes { rows.appendText($0) }
    }
}
