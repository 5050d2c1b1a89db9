import Foundation
import TesseraData
import TesseraRules

/// Every row of a list, as a file to take away: what `/e/ENTITY.csv` answers.
///
/// It holds the list's query, not its rows: ``write(_:)`` reads them a page at a time through
/// keyset paging and hands each page's text on as it is made, so that memory stays flat whatever
/// the number of rows.
///
/// - The columns are the list's (`displayPropertyKeys`) in its order: a to-one relationship as
///   its key column, to-many relationships left out; the header row names the columns.
/// - Values are as stored (`2006-02-15`, `12.50`), or as the page formats them with
///   `?formatted=1`.
/// - Text that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, carriage return
///   first) gets an apostrophe before it unless `?raw=1` asks for the text exactly as stored:
///   text people type (strings, enumerations), not dates, numbers, intervals or JSON.
/// - Binary data is written whole, as base64: in a CSV, in a column whose header says so
///   (`picture (base64)`); in JSON, as `{"$base64":true,"encoded":"…"}`. (A row of a view
///   without a key cannot be read again, and gives its size: `{"size":1024}`, an empty field.)
/// - RFC 4180: fields with commas, quotes or line breaks are quoted, lines end with CR LF; UTF-8,
///   without a byte-order mark.
public struct DirectExport: Sendable {
    /// How the rows are written.
    public enum Format: Sendable {
        /// RFC 4180 CSV, with a header row: `/e/ENTITY.csv`.
        case csv
        /// A JSON object a line, a row's columns as members: `/e/ENTITY.json?all=1`.
        case jsonLines
    }

    /// How the rows are written.
    public let format: Format
    /// The file name a browser saves it as: `film.csv`.
    public let fileName: String
    /// The header row's names.
    public let columnNames: [String]
    /// Rows read per page, at most.
    static let pageSize = 2_000
    /// Characters of a long value read with its row; the rest of it is read in slices as it
    /// is written (``Database/writeContents(of:inRowOf:key:sliceSize:_:)``).
    static let prefixLength = 1_024
    /// Bytes of a page's long values at most (four bytes a character): the page size shrinks to
    /// keep within it when an entity has several text columns.
    static let pageBytes = 2 << 20
    /// Bytes of the file gathered before they are handed on.
    static let chunkSize = 256 * 1024
    /// Bytes of a long value read at a time.
    static let sliceSize = 64 << 10

    /// Rows read per page of `entity`: ``pageSize``, fewer when its long values could fill more
    /// than ``pageBytes``.
    static func pageSize(for entity: Entity, database: Database) -> Int {
        let long = entity.attributes.filter { ($0.valueType == .text || $0.valueType == .json) && ($0.maximumLength ?? .max) > prefixLength }.count
        guard long > 0 else { return pageSize }
        return min(pageSize, max(64, pageBytes / (4 * prefixLength * long)))
    }

    let database: Database
    let specification: FetchSpecification
    /// The first page, read before anything is sent: a list that cannot be read (a view not
    /// populated, a privilege missing) is an error answer, not a file cut short after its status.
    let firstPage: Page
    /// For each column, how its value is read from a row and written.
    let columns: [Column]
    let neutralises: Bool

    struct Column: Sendable {
        let attributeName: String
        let formatter: DirectFormatter?
        /// Binary data: the rows hold its size; the file, every byte of it as base64, read in
        /// slices as it is written.
        var isBinary = false
        /// Text people type, which a spreadsheet could take for a formula: the only values
        /// neutralised. A date, a number, an interval or JSON is written as the database gives it.
        var isFreeText = true
    }

    let formatters: DirectFormatters
    /// The locale formatted values are written for: the pages' (the renderer's default).
    var locale: Locale { Locale(identifier: "en_US") }

    /// The content type to send it with.
    public var contentType: String {
        switch format {
        case .csv: "text/csv; charset=utf-8"
        case .jsonLines: "application/x-ndjson"
        }
    }

    /// Writes the file — a CSV's header row, then every row — a page of rows to a call of `write`,
    /// as UTF-8 bytes.
    ///
    /// A CSV is written byte by byte, straight from each row's values: no text is made for a
    /// number, nor for a field that needs no quotes (most), since the export of millions of rows
    /// is this loop's work and little else.
    public func write(_ write: ([UInt8]) async throws -> Void) async throws {
        if format == .csv {
            var header: [UInt8] = []
            for (index, name) in columnNames.enumerated() {
                if index > 0 { header.append(0x2C) }
                CSVField.append(name, neutralising: false, to: &header)
            }
            header.append(contentsOf: [0x0D, 0x0A])
            try await write(header)
        }
        let entity = try database.model.entity(named: specification.entityName)
        // Where each column's value is in a row, found once rather than by name in every row.
        let positions = columns.map { entity.rowPosition(of: $0.attributeName) }
        var page = firstPage
        var bytes: [UInt8] = []
        let hasBinary = columns.contains(where: \.isBinary) && !entity.primaryKeyAttributeNames.isEmpty
        while true {
            try Task.checkCancellation()
            bytes.reserveCapacity(min(page.rows.count * 96, Self.chunkSize))
            for row in page.rows {
                let hasCut = hasBinary || !row.cutAttributeNames.isEmpty
                if format == .jsonLines {
                    if hasCut {
                        try await appendObject(row, to: &bytes, write)
                    } else {
                        bytes.append(contentsOf: JSONText.object(row, columns: columnNames).utf8)
                    }
                    bytes.append(0x0A)
                } else {
                    for index in columns.indices {
                        if index > 0 { bytes.append(0x2C) }
                        let value = positions[index].map { row[$0] } ?? row[columns[index].attributeName]
                        if hasBinary, columns[index].isBinary, case .blob = value {
                            try await appendBase64(of: columns[index].attributeName, in: row, to: &bytes, write)
                        } else if hasCut, row.isCut(columns[index].attributeName) {
                            try await appendWhole(
                                of: columns[index].attributeName, in: row, prefix: value, neutralising: columns[index].isFreeText, to: &bytes, write)
                        } else {
                            appendField(value, column: columns[index], to: &bytes)
                        }
                    }
                    bytes.append(0x0D)
                    bytes.append(0x0A)
                }
                if bytes.count >= Self.chunkSize {
                    try await write(bytes)
                    bytes.removeAll(keepingCapacity: true)
                }
            }
            guard let next = page.nextCursor else { break }
            page = try await database.fetch(specification, at: next)
        }
        if !bytes.isEmpty { try await write(bytes) }
    }

    /// Appends a row with values read as prefixes as a JSON object, each such value read whole
    /// in slices.
    private func appendObject(_ row: Row, to bytes: inout [UInt8], _ write: ([UInt8]) async throws -> Void) async throws {
        bytes.append(UInt8(ascii: "{"))
        for (index, column) in columnNames.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: JSONText.string(column).utf8)
            bytes.append(UInt8(ascii: ":"))
            if case .blob = row[column], !row.primaryKey.values.isEmpty {
                bytes.append(contentsOf: #"{"$base64":true,"encoded":"#.utf8)
                try await appendBase64(of: column, in: row, to: &bytes, write)
                bytes.append(UInt8(ascii: "}"))
            } else if row.isCut(column) {
                try await appendWhole(of: column, in: row, prefix: row[column], to: &bytes, write)
            } else {
                bytes.append(contentsOf: JSONText.value(row[column]).utf8)
            }
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends every byte of a value the page read only a prefix of — a CSV field, quoted, or a
    /// JSON string — reading it in slices and handing the file on whenever a chunk is full.
    private func appendWhole(
        of attributeName: String, in row: Row, prefix: DatabaseValue, neutralising freeText: Bool = false, to bytes: inout [UInt8],
        _ write: ([UInt8]) async throws -> Void
    ) async throws {
        let json = format == .jsonLines
        bytes.append(0x22)
        if !json, neutralises, freeText, let first = prefix.text?.utf8.first, [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D].contains(first) {
            bytes.append(0x27)
        }
        // (A value deleted meanwhile is written as the prefix read.)
        var written = false
        var pending = bytes
        bytes = []
        let found = try await database.writeContents(of: attributeName, inRowOf: specification.entityName, key: row.primaryKey, sliceSize: Self.sliceSize) {
            slice in
            written = true
            json ? Self.appendJSONEscaped(slice, to: &pending) : Self.appendCSVEscaped(slice, to: &pending)
            if pending.count >= Self.chunkSize {
                try await write(pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
        if !found && !written, let text = prefix.text {
            json ? Self.appendJSONEscaped(Array(text.utf8), to: &pending) : Self.appendCSVEscaped(Array(text.utf8), to: &pending)
        }
        bytes = pending
        bytes.append(0x22)
    }

    /// Appends every byte of binary data as base64 — quoted in JSON, bare in a CSV (its letters
    /// need no quotes) — reading it in slices and handing the file on whenever a chunk is full.
    private func appendBase64(of attributeName: String, in row: Row, to bytes: inout [UInt8], _ write: ([UInt8]) async throws -> Void) async throws {
        let json = format == .jsonLines
        if json { bytes.append(0x22) }
        var pending = bytes
        bytes = []
        var encoder = Base64Encoder()
        // (A row deleted meanwhile gives what was read of it: nothing, or a part.)
        try await database.writeContents(of: attributeName, inRowOf: specification.entityName, key: row.primaryKey, sliceSize: Self.sliceSize) {
            slice in
            encoder.append(slice, to: &pending)
            if pending.count >= Self.chunkSize {
                try await write(pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
        encoder.finish(to: &pending)
        bytes = pending
        if json { bytes.append(0x22) }
    }

    /// `slice` inside a quoted CSV field: its quotes doubled.
    static func appendCSVEscaped(_ slice: [UInt8], to bytes: inout [UInt8]) {
        // Runs without a quote are copied whole, found through a buffer's pointer: a long value
        // is this loop's work, and the collection methods of slices (not specialised in a
        // debug build) made the export of 20 MB take most of a client's patience.
        bytes.reserveCapacity(bytes.count + slice.count + slice.count / 8)
        slice.withUnsafeBufferPointer { input in
            var start = 0
            for index in 0..<input.count where input[index] == 0x22 {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[start...index]))
                bytes.append(0x22)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[start...]))
        }
    }

    /// `slice` inside a JSON string: quotes, backslashes and control characters escaped, as
    /// ``JSONText/string(_:)`` does; bytes of a character cut between two slices pass as they are.
    static func appendJSONEscaped(_ slice: [UInt8], to bytes: inout [UInt8]) {
        let hex: StaticString = "0123456789abcdef"
        bytes.reserveCapacity(bytes.count + slice.count + slice.count / 4)
        slice.withUnsafeBufferPointer { input in
            var start = 0
            for index in 0..<input.count {
                let byte = input[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<index]))
                bytes.append(0x5C)
                switch byte {
                case 0x22, 0x5C: bytes.append(byte)
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30])
                    hex.withUTF8Buffer { digits in
                        bytes.append(digits[Int(byte >> 4)])
                        bytes.append(digits[Int(byte & 0xF)])
                    }
                }
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[start...]))
        }
    }

    /// Appends `value` as a field of `column`.
    private func appendField(_ value: DatabaseValue, column: Column, to bytes: inout [UInt8]) {
        if let formatter = column.formatter {
            CSVField.append(formatters.text(of: value, formatter: formatter, locale: { locale }) ?? "", neutralising: neutralises && column.isFreeText, to: &bytes)
            return
        }
        // Binary data of a row without a key cannot be read again, and is left empty.
        CSVField.append(value, neutralising: neutralises, neutralisingText: neutralises && column.isFreeText, blob: { _ in nil }, to: &bytes)
    }
}
