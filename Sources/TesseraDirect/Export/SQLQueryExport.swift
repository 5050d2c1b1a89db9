import TesseraData

/// Every row of a query from the SQL page, as a file: what `/sql.csv` and `/sql.json` answer.
///
/// The rows are read as they are written (`Database.forEachRow(of:columns:_:)`), so memory stays
/// flat however many rows the query gives; the query's time limit counts the whole reading.
///
/// - CSV: RFC 4180, a header row of the columns' names, text a spreadsheet would read as a
///   formula neutralised with an apostrophe (numbers are not), binary data as its size.
/// - JSON: one document, `{"columns":["title","rental_rate"],"rows":[["ACADEMY DINOSAUR","0.99"],…]}`,
///   each row an array (two columns of a query may share a name), written a row at a time.
public struct SQLQueryExport: Sendable {
    /// How the rows are written.
    public enum Format: String, Sendable, CaseIterable {
        case csv, json
    }

    /// How the rows are written.
    public let format: Format
    let database: Database
    let query: SQLQuery
    /// The file's name before its extension: `query`, or a saved query's name.
    var baseName = "query"

    /// Bytes gathered before they are handed on.
    static let chunkSize = 64 * 1024

    /// The file name a browser saves it as.
    public var fileName: String { baseName + "." + format.rawValue }

    /// The content type to send it with.
    public var contentType: String {
        switch format {
        case .csv: "text/csv; charset=utf-8"
        case .json: "application/json"
        }
    }

    /// Writes the file, a chunk of bytes to a call of `write` at a time.
    ///
    /// The first chunk is the first 64 KB of rows, or the whole file when it is
    /// smaller: a server that waits for it before it answers can still answer a query that fails
    /// as its first rows are read (a division by zero, a value that does not convert, on
    /// PostgreSQL) with 400 and the engine's words, instead of a file cut short.
    ///
    /// - Throws: A ``DirectError`` (bad request, with the engine's words) when the query is the
    ///   person's mistake and fails before anything was written; the query's `DatabaseError`
    ///   when it fails later (past its time limit, a value further on), and the file ends there.
    public func write(_ write: ([UInt8]) async throws -> Void) async throws {
        var wrote = false
        do {
            try await writeRows { bytes in
                wrote = true
                try await write(bytes)
            }
        } catch let error as DatabaseError where !wrote && DirectApplication.isQueryMistake(error) {
            throw DirectError(.badRequest, error.message)
        }
    }

    /// The file, from the first row.
    private func writeRows(_ write: ([UInt8]) async throws -> Void) async throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.chunkSize)
        var first = true
        try await database.forEachRow(of: query) { columns in
            switch format {
            case .csv:
                for (index, column) in columns.enumerated() {
                    if index > 0 { bytes.append(0x2C) }
                    CSVField.append(column.name, neutralising: false, to: &bytes)
                }
                bytes.append(contentsOf: [0x0D, 0x0A])
            case .json:
                bytes.append(contentsOf: "{\"columns\":[".utf8)
                bytes.append(contentsOf: columns.map { JSONText.string($0.name) }.joined(separator: ",").utf8)
                bytes.append(contentsOf: "],\"rows\":[".utf8)
            }
        } _: { row in
            switch format {
            case .csv:
                for (index, value) in row.enumerated() {
                    if index > 0 { bytes.append(0x2C) }
                    Self.appendField(value, to: &bytes)
                }
                bytes.append(contentsOf: [0x0D, 0x0A])
            case .json:
                if !first { bytes.append(0x2C) }
                bytes.append(0x0A)
                bytes.append(0x5B)
                bytes.append(contentsOf: row.map(JSONText.value).joined(separator: ",").utf8)
                bytes.append(0x5D)
            }
            first = false
            if bytes.count >= Self.chunkSize {
                try await write(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        if format == .json { bytes.append(contentsOf: "\n]}\n".utf8) }
        if !bytes.isEmpty { try await write(bytes) }
    }

    /// One value as a CSV field: numbers as they are, text neutralised, `NULL` empty, binary data
    /// as its size.
    static func appendField(_ value: DatabaseValue, to bytes: inout [UInt8]) {
        CSVField.append(value, neutralising: true, neutralisingText: true, blob: { "(\($0) bytes)" }, to: &bytes)
    }
}
