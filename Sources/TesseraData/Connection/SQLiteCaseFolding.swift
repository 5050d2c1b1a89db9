import VaporCSQLite

/// `tessera_fold(text)`: text with the case of every letter folded as Swift folds it
/// (`lowercased()`), registered on each SQLite connection. SQLite's own `LIKE` and `lower()` fold
/// ASCII letters only, so a search for `KÖHLER` missed Köhler that `köhler` found; a search
/// compares `tessera_fold(column) LIKE folded pattern` instead, and finds what PostgreSQL's
/// `ILIKE` finds.
///
/// ASCII text (most of it) is folded byte by byte into SQLite's own memory, without a Swift
/// string; other text goes through `String.lowercased()`.
enum SQLiteCaseFolding {
    /// The SQL function's name.
    static let functionName = "tessera_fold"

    /// `text` folded as the SQL function folds it: what a pattern compared with it is folded by.
    static func fold(_ text: String) -> String {
        text.lowercased()
    }

    /// Registers the function on `database`. Deterministic (SQLite may compute it once for a
    /// constant) and innocuous (it reads nothing but its argument, so a view or an index may use
    /// it).
    static func register(on database: OpaquePointer) -> Int32 {
        sqlite_nio_sqlite3_create_function_v2(
            database, functionName, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil, function, nil, nil, nil)
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// The function's body: NULL stays NULL, a number or binary data is folded as its text.
    private static let function: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, count, arguments in
        guard count == 1, let argument = arguments?[0], sqlite_nio_sqlite3_value_type(argument) != SQLITE_NULL else {
            sqlite_nio_sqlite3_result_null(context)
            return
        }
        let text = sqlite_nio_sqlite3_value_text(argument)
        let length = Int(sqlite_nio_sqlite3_value_bytes(argument))
        guard let text, length > 0 else {
            sqlite_nio_sqlite3_result_text(context, "", 0, transient)
            return
        }
        let bytes = UnsafeBufferPointer(start: text, count: length)
        if bytes.reduce(0, |) < 0x80 {
            // ASCII: A–Z to a–z, into memory SQLite frees.
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
        var folded = fold(String(decoding: bytes, as: UTF8.self))
        folded.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) {
                sqlite_nio_sqlite3_result_text64(context, $0.baseAddress, UInt64($0.count), transient, UInt8(SQLITE_UTF8))
            }
        }
    }
}
