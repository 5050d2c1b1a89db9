import TesseraData

/// One field of a CSV file as RFC 4180 writes it, and the guard against formula injection.
enum CSVField {
    /// Appends `text` as a field: quoted, its quotes doubled, when it holds a comma, a quote, a
    /// carriage return or a line feed. When `neutralising`, text a spreadsheet would read as a
    /// formula — starting with `=`, `+`, `-`, `@`, a tab or a carriage return — gets an apostrophe
    /// before it, which spreadsheets show as text: a cell a stranger typed into the database must
    /// not run when someone opens the export. The bytes go as they are when the field needs
    /// neither (most fields); one pass otherwise.
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

    /// Appends `value` as a field: `NULL` empty, numbers and flags as they are, a decimal's text
    /// as a number when it reads as one, text neutralised when `neutralisingText` (and a decimal
    /// column's text that is no number when `neutralising`), dates, UUIDs and JSON as written,
    /// and binary data as `blob` says of its size (nothing when it says `nil`).
    static func append(
        _ value: DatabaseValue, neutralising: Bool, neutralisingText: Bool, blob: (Int) -> String?, to bytes: inout [UInt8]
    ) {
        switch value {
        case .null:
            return
        case .integer(let number):
            append(number, to: &bytes)
        case .bool(let flag):
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .double:
            // Digits, a point, a sign, an exponent (or NaN, Infinity): never quoted or neutralised.
            bytes.append(contentsOf: (value.text ?? "").utf8)
        case .decimal(let text):
            // A number as written; but SQLite may hold any text in a decimal column, and text
            // that only starts like a number ('-1+…', '1,5') is a field like any other.
            if isNumber(text) {
                bytes.append(contentsOf: text.utf8)
            } else {
                append(text, neutralising: neutralising, to: &bytes)
            }
        case .text(let text):
            append(text, neutralising: neutralisingText, to: &bytes)
        case .date(let text), .timestamp(let text), .uuid(let text), .json(let text):
            append(text, neutralising: false, to: &bytes)
        case .blob, .bytes:
            if let text = blob(value.binarySize ?? 0) { append(text, neutralising: false, to: &bytes) }
        }
    }

    /// Whether `text` is a plain number — a sign, digits, a point, an exponent — that a
    /// spreadsheet reads as a number: written as it is, not neutralised (a negative number is not
    /// a formula).
    static func isNumber(_ text: String) -> Bool {
        var sawDigit = false
        var sawPoint = false
        var sawExponent = false
        var previous: UInt8 = 0
        for (index, byte) in text.utf8.enumerated() {
            let isSign = byte == 0x2D || byte == 0x2B
            let isExponent = byte == 0x65 || byte == 0x45
            if byte >= 0x30 && byte <= 0x39 {
                sawDigit = true
            } else if isSign && (index == 0 || previous == 0x65 || previous == 0x45) {
                // A sign first, or the exponent's.
            } else if byte == 0x2E && !sawPoint && !sawExponent {
                sawPoint = true
            } else if isExponent && sawDigit && !sawExponent {
                sawExponent = true
            } else {
                return false
            }
            previous = byte
        }
        return sawDigit && previous != 0x65 && previous != 0x45 && previous != 0x2D && previous != 0x2B
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
