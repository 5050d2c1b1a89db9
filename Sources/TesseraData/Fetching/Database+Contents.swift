import Foundation

extension Database {
    /// The largest value ``contents(of:inRowOf:key:)`` reads: 64 MiB.
    public static let maximumContentsSize = 64 << 20

    /// Every byte of one value: binary data as it is stored, text as UTF-8 — what a download of
    /// the value gives. Rows read for pages hold only the size of binary data; this reads it.
    ///
    /// ```swift
    /// let picture = try await database.contents(of: "picture", inRowOf: "staff", key: key)
    /// ```
    ///
    /// - Returns: The bytes, or `nil` when there is no such row or the value is `NULL`.
    /// - Throws: ``DatabaseError`` for a name that is not an attribute of the entity, a key that
    ///   does not fit, or a value larger than ``maximumContentsSize``.
    public func contents(of attributeName: String, inRowOf entityName: String, key: RowKey) async throws -> [UInt8]? {
        let entity = try model.entity(named: entityName)
        let attribute = try entity.attribute(named: attributeName)
        guard key.values.count == entity.primaryKeyAttributeNames.count, !key.values.isEmpty else {
            throw DatabaseError(.invalidQualifier, "The key of '\(entity.name)' has \(entity.primaryKeyAttributeNames.count) values, not \(key.values.count).")
        }
        let builder = QueryBuilder(engine: engine, entity: entity)
        let column = builder.column(attribute)
        // The size first, so that a huge value is refused before it is read; then the bytes as
        // hexadecimal text, which both engines give for any value and the connections read as
        // text whatever they do with binary data.
        var statement = SQLFragment("SELECT ")
        switch engine {
        case .sqlite:
            statement.append("length(CAST(")
            statement.append(column)
            statement.append(" AS BLOB)), hex(")
            statement.append(column)
            statement.append(")")
        case .postgres:
            let bytes = attribute.declaredType.lowercased() == "bytea" ? column : {
                var converted = SQLFragment("convert_to(CAST(")
                converted.append(column)
                converted.append(" AS TEXT), 'UTF8')")
                return converted
            }()
            statement.append("CAST(octet_length(")
            statement.append(bytes)
            statement.append(") AS TEXT), encode(")
            statement.append(bytes)
            statement.append(", 'hex')")
        }
        statement.append(builder.from)
        statement.append(" WHERE ")
        let qualifier = Qualifier.and(zip(entity.primaryKeyAttributeNames, key.values).map { .comparison($0, .equal, $1) })
        statement.append(try QualifierCompiler(builder: builder).condition(qualifier))
        guard let row = try await rows(statement).first, row.count == 2 else { return nil }
        if let size = row[0].text.flatMap(Int.init), size > Self.maximumContentsSize {
            throw DatabaseError(.database, "'\(attributeName)' of this row holds \(size) bytes, more than the \(Self.maximumContentsSize >> 20) MiB a download may have.")
        }
        guard case .text(let hex) = row[1] else { return nil }
        return Self.bytes(fromHex: hex)
    }

    /// Every byte of one value, as ``contents(of:inRowOf:key:)`` gives them, handed to `body` a
    /// slice at a time as it is read: memory holds a slice, whatever the size of the value.
    ///
    /// ```swift
    /// try await database.writeContents(of: "body", inRowOf: "document", key: key) { bytes in
    ///     try await writer.write(ByteBuffer(bytes: bytes))
    /// }
    /// ```
    ///
    /// Each slice is read by a statement of its own, so that memory holds one slice, not the
    /// value. A value changed between two slices gives a file of neither value: a download, like
    /// an export, is not a snapshot.
    ///
    /// - SQLite reads a slice of a rowid table's value through a blob handle, which reads only the
    ///   pages holding the slice's bytes (see `SQLiteBlobReading`): a statement using the value
    ///   itself, even `substr` of it, reads all of it into memory. A view's or a `WITHOUT ROWID`
    ///   table's value is read by `substr`, the whole value each time.
    /// - PostgreSQL reads a value of up to 4 MiB in one statement and hands it on a slice
    ///   at a time; a longer one in slices by `substring` (of bytes) or `substr` (of characters,
    ///   `sliceSize` of them). Those take time with the square of the size, as `substr` of a
    ///   UTF-8 text counts characters from the start, and of a compressed value decompresses from
    ///   the start, for every slice (a slice 9 MB into a 10 MB text takes seven times as long as
    ///   the first): fewer, larger slices of a text keep that to about a second for 20 MB.
    ///
    /// - Parameters:
    ///   - attributeName: The column whose value to read.
    ///   - entityName: The table (or view with a key) it is a column of.
    ///   - key: The row's primary key.
    ///   - sliceSize: Bytes a slice handed to `body` holds at most, 64 KiB by default. SQLite's
    ///     blob handle reads that much at a time; statements read at least 1 MiB (PostgreSQL a
    ///     long text as that many characters, up to four times as many bytes).
    ///   - body: Called with each slice, in order; what it throws ends the reading.
    /// - Returns: Whether there was a value: `false` for no such row, or `NULL`.
    @discardableResult
    public func writeContents(
        of attributeName: String, inRowOf entityName: String, key: RowKey, sliceSize: Int = 64 << 10, _ body: ([UInt8]) async throws -> Void
    ) async throws -> Bool {
        let entity = try model.entity(named: entityName)
        let attribute = try entity.attribute(named: attributeName)
        guard key.values.count == entity.primaryKeyAttributeNames.count, !key.values.isEmpty else {
            throw DatabaseError(.invalidQualifier, "The key of '\(entity.name)' has \(entity.primaryKeyAttributeNames.count) values, not \(key.values.count).")
        }
        let builder = QueryBuilder(engine: engine, entity: entity)
        let column = builder.column(attribute)
        let qualifier = Qualifier.and(zip(entity.primaryKeyAttributeNames, key.values).map { .comparison($0, .equal, $1) })
        let condition = try QualifierCompiler(builder: builder).condition(qualifier)
        // Text is sliced by characters (at most four bytes each) and read as it is; binary data,
        // and SQLite text that its `substr` cannot slice (a NUL inside), by bytes, as hexadecimal.
        // SQLite's blob handle reads a slice's pages alone: a slice at a time. Statements read
        // from the value's start each time, so larger parts, handed on a slice at a time.
        let readSize = max(sliceSize, 1 << 20)
        func handOn(_ bytes: [UInt8]) async throws {
            guard bytes.count > sliceSize else { return try await body(bytes) }
            var start = 0
            while start < bytes.count {
                let end = min(start + sliceSize, bytes.count)
                try await body(Array(bytes[start..<end]))
                start = end
            }
        }
        let textSlice = max(engine == .postgres ? readSize : readSize / 4, 1)
        let byteSlice = max(readSize / 2, 1)
        var byBytes = engine == .postgres && attribute.declaredType.lowercased() == "bytea"
        if engine == .postgres {
            // The whole value, unless it is larger than a download may be: then slices.
            let value = byBytes ? column : attribute.valueType == .text && attribute.textKind == .string ? column : builder.postgresText(attribute)
            var statement = SQLFragment("SELECT octet_length(")
            statement.append(value)
            statement.append("), CASE WHEN octet_length(")
            statement.append(value)
            statement.append(") <= ")
            statement.append(integer: min(Self.maximumContentsSize, 4 * readSize))
            statement.append(" THEN ")
            if byBytes {
                statement.append("encode(")
                statement.append(column)
                statement.append(", 'hex')")
            } else {
                statement.append(value)
            }
            statement.append(" END")
            statement.append(builder.from)
            statement.append(" WHERE ")
            statement.append(condition)
            guard let row = try await rows(statement).first, row.count == 2, row[0] != .null else { return false }
            if case .text(var whole) = row[1] {
                // Hexadecimal digits two to a byte; text as its UTF-8 bytes, which a slice may
                // cut inside a character (the bytes are written as they are).
                let step = byBytes ? 2 * readSize : readSize
                let count = whole.utf8.count
                var offset = 0
                while offset < count {
                    try Task.checkCancellation()
                    let end = min(offset + step, count)
                    let bytes = whole.withUTF8 { utf8 in
                        let part = UnsafeBufferPointer(rebasing: utf8[offset..<end])
                        return byBytes ? Self.bytes(fromHexDigits: part) : Array(part)
                    }
                    try await handOn(bytes)
                    offset = end
                }
                return true
            }
        }
        if engine == .sqlite, let rowID = entity.sqliteRowID {
            // The row's rowid, then its value a slice of bytes at a time through a blob handle,
            // which reads only the slice's pages (SQLiteBlobReading); a number, by the loop below.
            var statement = SQLFragment("SELECT typeof(")
            statement.append(column)
            statement.append("), ")
            statement.append(relation: entity, column: rowID)
            statement.append(", octet_length(")
            statement.append(column)
            statement.append(")")
            statement.append(builder.from)
            statement.append(" WHERE ")
            statement.append(condition)
            guard let row = try await rows(statement).first, row.count == 3, let kind = row[0].text, kind != "null" else { return false }
            if kind == "text" || kind == "blob", case .integer(let rowid) = row[1], case .integer(let size) = row[2] {
                // Text as text, cut between characters (nothing to decode); binary data, and a
                // slice of text that is not UTF-8, as base64.
                var asText = kind == "text"
                var offset = 0
                while offset < size {
                    try Task.checkCancellation()
                    var slice = SQLFragment("SELECT tessera_slice(")
                    slice.append(bind: .text(entity.tableName))
                    slice.append(", ")
                    slice.append(bind: .text(attribute.name))
                    slice.append(", ")
                    slice.append(bind: .integer(rowid))
                    slice.append(", ")
                    slice.append(bind: .integer(Int64(offset)))
                    slice.append(", ")
                    slice.append(bind: .integer(Int64(sliceSize)))
                    slice.append(asText ? ", 1)" : ", 0)")
                    let bytes: [UInt8]
                    switch try await rows(slice).first?.first {
                    case .text(var text) where asText:
                        bytes = text.withUTF8 { Array($0) }
                    case .text(let base64):
                        bytes = Data(base64Encoded: base64).map { Array($0) } ?? []
                    case .blob?:
                        // Bytes that are not UTF-8: this slice again, as base64.
                        asText = false
                        continue
                    default:
                        // NULL: the row was deleted meanwhile; what was written stays written.
                        return true
                    }
                    // Empty: the value is shorter than it was.
                    if bytes.isEmpty { return true }
                    try await body(bytes)
                    offset += bytes.count
                }
                return true
            }
        }
        var start = 1
        var written = 0
        while true {
            try Task.checkCancellation()
            let slice = byBytes ? byteSlice : textSlice
            var statement = SQLFragment("SELECT ")
            switch engine {
            case .sqlite:
                // The stored size and kind come without reading the value.
                statement.append("octet_length(")
                statement.append(column)
                statement.append("), typeof(")
                statement.append(column)
                if byBytes {
                    statement.append("), hex(substr(CAST(")
                    statement.append(column)
                    statement.append(" AS BLOB), ")
                } else {
                    statement.append("), substr(")
                    statement.append(column)
                    statement.append(", ")
                }
                statement.append(integer: start)
                statement.append(", ")
                statement.append(integer: slice)
                statement.append(")")
                if byBytes { statement.append(")") }
            case .postgres:
                statement.append("0, CASE WHEN ")
                statement.append(column)
                statement.append(" IS NULL THEN 'null' ELSE 'text' END, ")
                if byBytes {
                    statement.append("encode(substring(")
                    statement.append(column)
                    statement.append(" from ")
                    statement.append(integer: start)
                    statement.append(" for ")
                    statement.append(integer: slice)
                    statement.append("), 'hex')")
                } else {
                    statement.append("substr(")
                    statement.append(attribute.valueType == .text && attribute.textKind == .string ? column : builder.postgresText(attribute))
                    statement.append(", ")
                    statement.append(integer: start)
                    statement.append(", ")
                    statement.append(integer: slice)
                    statement.append(")")
                }
            }
            statement.append(builder.from)
            statement.append(" WHERE ")
            statement.append(condition)
            guard let row = try await rows(statement).first, row.count == 3 else { return written > 0 }
            let kind = row[1].text ?? "null"
            if kind == "null" { return written > 0 }
            let size: Int =
                switch row[0] {
                case .integer(let number): Int(number)
                default: row[0].text.flatMap { Int($0) } ?? 0
                }
            // SQLite: numbers and binary data by bytes from the start.
            if engine == .sqlite, !byBytes, kind != "text" {
                byBytes = true
                continue
            }
            if byBytes {
                let bytes = Self.bytes(fromHex: row[2].text ?? "")
                if !bytes.isEmpty { try await handOn(bytes) }
                written += bytes.count
                if bytes.count < slice { return true }
                start += slice
                continue
            }
            var text = row[2].text ?? ""
            let characters = text.unicodeScalars.count
            if !text.isEmpty {
                let bytes = text.withUTF8 { Array($0) }
                try await handOn(bytes)
                written += bytes.count
            }
            if characters < slice {
                // SQLite's `substr` ends a text at a NUL: the rest of it by bytes.
                guard engine == .sqlite, written < size else { return true }
                byBytes = true
                start = written + 1
                continue
            }
            start += slice
        }
    }

    /// `hex`'s bytes: pairs of hexadecimal digits, either case.
    static func bytes(fromHex hex: String) -> [UInt8] {
        var hex = hex
        return hex.withUTF8 { bytes(fromHexDigits: $0) }
    }

    /// The bytes of pairs of hexadecimal digits, either case.
    static func bytes(fromHexDigits digits: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var count = 0
        var bytes = [UInt8](repeating: 0, count: digits.count / 2)
        bytes.withUnsafeMutableBufferPointer { output in
            var high: UInt8 = 0
            var hasHigh = false
            for digit in digits {
                let value: UInt8
                switch digit {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit &- UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit &- UInt8(ascii: "a") &+ 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): value = digit &- UInt8(ascii: "A") &+ 10
                default: continue
                }
                if hasHigh {
                    output[count] = high << 4 | value
                    count += 1
                    hasHigh = false
                } else {
                    high = value
                    hasHigh = true
                }
            }
        }
        if count < bytes.count { bytes.removeLast(bytes.count - count) }
        return bytes
    }
}
