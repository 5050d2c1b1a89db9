import Foundation
import VaporCSQLite

/// Parts of long values read through SQLite's incremental blob I/O, as two SQL functions
/// registered on each connection.
///
/// SQLite reads a whole value into memory whenever a statement uses it, even for
/// `substr(body, 1, 300)`: a list of ten rows of 20 MB texts allocated 200 MB to show 3,000
/// characters, and a download of one in slices read all of it again for every slice. A blob
/// handle reads only the pages of the value's overflow chain that hold the bytes asked for, of
/// text as of binary data. It needs the row's rowid, so these serve rowid tables
/// (``Entity/sqliteRowID``); views and `WITHOUT ROWID` tables still read by `substr`.
///
/// - `tessera_prefix(table, column, rowid, kind, count)`: for a text (`kind` `'text'`), its first
///   `count` characters as text; for binary data, a blob of its first `count` bytes' size (the
///   module reads binary data by its size). A statement calls it only for values longer than
///   that — `CASE WHEN octet_length(col) > n THEN tessera_prefix(…) ELSE col END` — and SQLite
///   knows `octet_length` and `typeof` of a column without reading the value.
/// - `tessera_slice(table, column, rowid, offset, count, astext)`: up to `count` bytes from byte
///   `offset` (from 0), empty past the end, `NULL` when the row is gone. With `astext` 1, as text
///   ending at the last whole character (the next slice starts where it ends), which the
///   connection reads as it is; else as base64, for binary data (the connection reads binary
///   data by its size alone) and text that is not UTF-8.
enum SQLiteBlobReading {
    static let prefixFunction = "tessera_prefix"
    static let sliceFunction = "tessera_slice"

    /// Registers both functions on `database`. Neither is deterministic (each reads the table).
    static func register(on database: OpaquePointer) -> Int32 {
        let prefix = sqlite_nio_sqlite3_create_function_v2(database, prefixFunction, 5, SQLITE_UTF8, nil, prefixBody, nil, nil, nil)
        guard prefix == SQLITE_OK else { return prefix }
        return sqlite_nio_sqlite3_create_function_v2(database, sliceFunction, 6, SQLITE_UTF8, nil, sliceBody, nil, nil, nil)
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Opens a read-only blob handle on the value that arguments 0 to 2 name (table, column,
    /// rowid) on the function's own connection; `nil` when the row is gone, after setting an
    /// error as the result for any other failure.
    private static func open(
        _ context: OpaquePointer?, _ arguments: UnsafeMutablePointer<OpaquePointer?>
    ) -> OpaquePointer? {
        guard let database = sqlite_nio_sqlite3_context_db_handle(context),
            let table = sqlite_nio_sqlite3_value_text(arguments[0]), let column = sqlite_nio_sqlite3_value_text(arguments[1])
        else {
            sqlite_nio_sqlite3_result_error(context, "tessera_prefix and tessera_slice take a table, a column and a rowid", -1)
            return nil
        }
        let rowid = sqlite_nio_sqlite3_value_int64(arguments[2])
        var blob: OpaquePointer?
        let code = table.withMemoryRebound(to: CChar.self, capacity: 1) { table in
            column.withMemoryRebound(to: CChar.self, capacity: 1) { column in
                sqlite_nio_sqlite3_blob_open(database, "main", table, column, rowid, 0, &blob)
            }
        }
        guard code == SQLITE_OK, let blob else {
            if let blob { sqlite_nio_sqlite3_blob_close(blob) }
            // No such row: it was deleted between two slices of a download.
            if code == SQLITE_ERROR, String(cString: sqlite_nio_sqlite3_errmsg(database)).hasPrefix("no such rowid") {
                sqlite_nio_sqlite3_result_null(context)
            } else {
                sqlite_nio_sqlite3_result_error(context, sqlite_nio_sqlite3_errmsg(database), -1)
                sqlite_nio_sqlite3_result_error_code(context, code)
            }
            return nil
        }
        return blob
    }

    /// Reads `count` bytes from `offset` of `blob` into `buffer`; false after setting an error.
    private static func read(
        _ blob: OpaquePointer, into buffer: UnsafeMutableRawPointer, count: Int, offset: Int, _ context: OpaquePointer?
    ) -> Bool {
        let code = sqlite_nio_sqlite3_blob_read(blob, buffer, Int32(count), Int32(offset))
        guard code == SQLITE_OK else {
            sqlite_nio_sqlite3_result_error_code(context, code)
            return false
        }
        return true
    }

    private static let prefixBody: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, count, arguments in
        guard count == 5, let arguments else { return }
        guard let blob = open(context, arguments) else { return }
        defer { sqlite_nio_sqlite3_blob_close(blob) }
        let size = Int(sqlite_nio_sqlite3_blob_bytes(blob))
        let characters = max(0, Int(sqlite_nio_sqlite3_value_int64(arguments[4])))
        let isText = sqlite_nio_sqlite3_value_text(arguments[3]).map { String(cString: $0) == "text" } ?? false
        guard isText else {
            // Binary data is read by its size alone: a blob that long, of no bytes read.
            sqlite_nio_sqlite3_result_zeroblob64(context, UInt64(min(size, characters)))
            return
        }
        // A character is at most four bytes of UTF-8.
        let wanted = min(size, characters.multipliedReportingOverflow(by: 4).overflow ? size : characters * 4)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(wanted, 1), alignment: 1)
        defer { buffer.deallocate() }
        guard read(blob, into: buffer.baseAddress!, count: wanted, offset: 0, context) else { return }
        // The end of the `characters`-th character: the start of the next one, a byte that is not
        // a continuation byte (10xxxxxx).
        var end = 0
        var seen = 0
        while end < wanted {
            if buffer[end] & 0xC0 != 0x80 {
                if seen == characters { break }
                seen += 1
            }
            end += 1
        }
        sqlite_nio_sqlite3_result_text64(
            context, buffer.baseAddress!.assumingMemoryBound(to: CChar.self), UInt64(end), transient, UInt8(SQLITE_UTF8))
    }

    private static let sliceBody: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, count, arguments in
        guard count == 6, let arguments else { return }
        guard let blob = open(context, arguments) else { return }
        defer { sqlite_nio_sqlite3_blob_close(blob) }
        let size = Int(sqlite_nio_sqlite3_blob_bytes(blob))
        let asText = sqlite_nio_sqlite3_value_int64(arguments[5]) != 0
        let offset = max(0, Int(sqlite_nio_sqlite3_value_int64(arguments[3])))
        let wanted = offset >= size ? 0 : min(size - offset, max(0, Int(sqlite_nio_sqlite3_value_int64(arguments[4]))))
        guard wanted > 0 else {
            sqlite_nio_sqlite3_result_text(context, "", 0, transient)
            return
        }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: wanted, alignment: 1)
        defer { bytes.deallocate() }
        guard read(blob, into: bytes.baseAddress!, count: wanted, offset: offset, context) else { return }
        if asText {
            // Up to the start of the last character, unless the slice ends the value: that
            // character may go on in the next bytes. (A slice of one character alone is whole.)
            var end = wanted
            if offset + wanted < size {
                var start = wanted - 1
                while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
                if start > 0 { end = start }
            }
            sqlite_nio_sqlite3_result_text64(
                context, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt64(end), transient, UInt8(SQLITE_UTF8))
            return
        }
        // Base64 (Foundation's, quick even where this module is built for debugging), which the
        // connection reads as text.
        let encoded = Data(bytesNoCopy: bytes.baseAddress!, count: wanted, deallocator: .none).base64EncodedData()
        encoded.withUnsafeBytes { base64 in
            sqlite_nio_sqlite3_result_text64(
                context, base64.baseAddress!.assumingMemoryBound(to: CChar.self), UInt64(base64.count), transient, UInt8(SQLITE_UTF8))
        }
    }
}
