import VaporCSQLite

/// The SQL functions Tessera registers on its SQLite connections and its statements call, which
/// the floor registers too so that the captured SQL prepares and runs as it did in Tessera, at
/// the same cost:
/// - `tessera_fold(text)`, what a search compares (`tessera_fold("title") LIKE ?`): the text
///   with its letters' case folded as Swift's `lowercased()` folds it, ASCII byte by byte into
///   SQLite's memory;
/// - `tessera_prefix(table, column, rowid, kind, count)`, what a list selects for a value longer
///   than it shows (`CASE WHEN octet_length(…) > 300 THEN tessera_prefix(…) ELSE … END`): a
///   text's first `count` characters read through a blob handle, or for binary data a blob of
///   that size. The sample store's values are all shorter: the statements name it, none calls it.
enum SQLiteFunctions {
    static func register(on database: OpaquePointer) -> Int32 {
        let fold = sqlite_nio_sqlite3_create_function_v2(
            database, "tessera_fold", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil, foldBody, nil, nil, nil)
        guard fold == SQLITE_OK else { return fold }
        return sqlite_nio_sqlite3_create_function_v2(database, "tessera_prefix", 5, SQLITE_UTF8, nil, prefixBody, nil, nil, nil)
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static let foldBody: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, count, arguments in
        guard count == 1, let argument = arguments?[0], sqlite_nio_sqlite3_value_type(argument) != SQLITE_NULL else {
            sqlite_nio_sqlite3_result_null(context)
            return
        }
        let length = Int(sqlite_nio_sqlite3_value_bytes(argument))
        guard let text = sqlite_nio_sqlite3_value_text(argument), length > 0 else {
            sqlite_nio_sqlite3_result_text(context, "", 0, transient)
            return
        }
        let bytes = UnsafeBufferPointer(start: text, count: length)
        if bytes.reduce(0, |) < 0x80 {
            guard let folded = sqlite_nio_sqlite3_malloc64(UInt64(length))?.assumingMemoryBound(to: UInt8.self) else {
                sqlite_nio_sqlite3_result_error_nomem(context)
                return
            }
            for index in 0..<length {
                let byte = bytes[index]
                folded[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
            }
            folded.withMemoryRebound(to: CChar.self, capacity: length) {
                sqlite_nio_sqlite3_result_text64(context, $0, UInt64(length), sqlite_nio_sqlite3_free, UInt8(SQLITE_UTF8))
            }
            return
        }
        var folded = String(decoding: bytes, as: UTF8.self).lowercased()
        folded.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) {
                sqlite_nio_sqlite3_result_text64(context, $0.baseAddress, UInt64($0.count), transient, UInt8(SQLITE_UTF8))
            }
        }
    }

    private static let prefixBody: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, count, arguments in
        guard count == 5, let arguments, let database = sqlite_nio_sqlite3_context_db_handle(context),
            let table = sqlite_nio_sqlite3_value_text(arguments[0]), let column = sqlite_nio_sqlite3_value_text(arguments[1])
        else {
            sqlite_nio_sqlite3_result_error(context, "tessera_prefix takes a table, a column, a rowid, a kind and a count", -1)
            return
        }
        var blob: OpaquePointer?
        let code = table.withMemoryRebound(to: CChar.self, capacity: 1) { table in
            column.withMemoryRebound(to: CChar.self, capacity: 1) { column in
                sqlite_nio_sqlite3_blob_open(database, "main", table, column, sqlite_nio_sqlite3_value_int64(arguments[2]), 0, &blob)
            }
        }
        guard code == SQLITE_OK, let blob else {
            if let blob { sqlite_nio_sqlite3_blob_close(blob) }
            sqlite_nio_sqlite3_result_error_code(context, code)
            return
        }
        defer { sqlite_nio_sqlite3_blob_close(blob) }
        let size = Int(sqlite_nio_sqlite3_blob_bytes(blob))
        let characters = max(0, Int(sqlite_nio_sqlite3_value_int64(arguments[4])))
        let isText = sqlite_nio_sqlite3_value_text(arguments[3]).map { String(cString: $0) == "text" } ?? false
        guard isText else {
            sqlite_nio_sqlite3_result_zeroblob64(context, UInt64(min(size, characters)))
            return
        }
        // A character is at most four bytes of UTF-8; the prefix ends where the character after
        // the last one wanted starts.
        let wanted = min(size, characters * 4)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(wanted, 1), alignment: 1)
        defer { buffer.deallocate() }
        let read = sqlite_nio_sqlite3_blob_read(blob, buffer.baseAddress!, Int32(wanted), 0)
        guard read == SQLITE_OK else {
            sqlite_nio_sqlite3_result_error_code(context, read)
            return
        }
        var end = 0
        var seen = 0
        while end < wanted {
            if buffer[end] & 0xC0 != 0x80 {
                if seen == characters { break }
                seen += 1
            }
            end += 1
        }
        sqlite_nio_sqlite3_result_text64(context, buffer.baseAddress!.assumingMemoryBound(to: CChar.self), UInt64(end), transient, UInt8(SQLITE_UTF8))
    }
}
