/// One field of a CSV file as RFC 4180 writes it, and the guard against formula injection.
enum CSVField {
    /// `text` as a field: quoted, with its quotes doubled, when it holds a comma, a quote, a
    /// carriage return or a line feed; as it is otherwise.
    static func quoted(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Text a spreadsheet would read as a formula — starting with `=`, `+`, `-`, `@`, a tab or a
    /// carriage return — with an apostrophe before it, which spreadsheets show as text: a cell a
    /// stranger typed into the database must not run when someone opens the export. Numbers are
    /// never changed (a negative number is not text).
    static func neutralised(_ text: String) -> String {
        guard let first = text.utf8.first, [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D].contains(first) else { return text }
        return "'" + text
    }

    /// Appends `text` as a field, neutralised first when `neutralising`: the bytes as they are
    /// when the field needs neither quotes nor an apostrophe (most fields), one pass otherwise.
    static func append(_ text: String, neutralising: Bool, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            let needsQuotes = utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }
            let needsApostrophe = neutralising && utf8.first.map { [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D].contains($0) } == true
            guard needsQuotes || needsApostrophe else {
                bytes.append(contentsOf: utf8)
                return
            }
            if needsQuotes { bytes.append(0x22) }
            if needsApostrophe { bytes.append(0x27) }
            for byte in utf8 {
                if byte == 0x22 { bytes.append(0x22) }
                bytes.append(byte)
            }
            if needsQuotes { bytes.append(0x22) }
        }
    }

    /// Appends `number` in decimal digits, without making a string of it.
    static func append(_ number: Int64, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(0x2D) }
        var magnitude = number.magnitude
        // 20 digits hold any Int64's magnitude; written from the last.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }
}
