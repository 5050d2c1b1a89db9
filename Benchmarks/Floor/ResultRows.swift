/// The rows one statement gave, as the floor keeps them: every value of every row in one array of
/// cells and the text of all of them in one array of bytes, so that reading a page's rows makes
/// no object per value. Pages read values by row and column, as the statement's select list
/// places them.
struct ResultRows {
    /// A value as the engine gave it.
    enum Kind: UInt8 {
        case null, integer, double, text, boolean
    }

    private struct Cell {
        var kind: Kind
        /// A whole number, a Boolean (0 or 1), or a double's bits.
        var number: Int64 = 0
        /// Where its text is in ``bytes``.
        var start: Int32 = 0
        var count: Int32 = 0
    }

    let columnCount: Int
    private var cells: [Cell] = []
    private var bytes: [UInt8] = []

    init(columnCount: Int) {
        self.columnCount = columnCount
    }

    /// How many rows.
    var count: Int { columnCount == 0 ? 0 : cells.count / columnCount }

    mutating func appendNull() { cells.append(Cell(kind: .null)) }

    mutating func appendInteger(_ value: Int64) { cells.append(Cell(kind: .integer, number: value)) }

    mutating func appendBoolean(_ value: Bool) { cells.append(Cell(kind: .boolean, number: value ? 1 : 0)) }

    mutating func appendDouble(_ value: Double) { cells.append(Cell(kind: .double, number: Int64(bitPattern: value.bitPattern))) }

    mutating func appendText(_ text: UnsafeRawBufferPointer) {
        cells.append(Cell(kind: .text, start: Int32(bytes.count), count: Int32(text.count)))
        bytes.append(contentsOf: text)
    }

    func kind(_ row: Int, _ column: Int) -> Kind { cells[row * columnCount + column].kind }

    func isNull(_ row: Int, _ column: Int) -> Bool { kind(row, column) == .null }

    /// A whole number (or a Boolean as 0 or 1); a text of digits is read as one.
    func integer(_ row: Int, _ column: Int) -> Int64 {
        let cell = cells[row * columnCount + column]
        switch cell.kind {
        case .integer, .boolean: return cell.number
        case .double: return Int64(Double(bitPattern: UInt64(bitPattern: cell.number)))
        case .text: return withText(row, column) { text in
            var value: Int64 = 0
            var negative = false
            for byte in text {
                if byte == UInt8(ascii: "-") { negative = true } else { value = value * 10 + Int64(byte &- UInt8(ascii: "0")) }
            }
            return negative ? -value : value
        }
        case .null: return 0
        }
    }

    func double(_ row: Int, _ column: Int) -> Double {
        Double(bitPattern: UInt64(bitPattern: cells[row * columnCount + column].number))
    }

    func boolean(_ row: Int, _ column: Int) -> Bool { cells[row * columnCount + column].number != 0 }

    /// Runs `body` with a text value's bytes (empty for any other kind).
    func withText<T>(_ row: Int, _ column: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        let cell = cells[row * columnCount + column]
        return try bytes.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[Int(cell.start)..<Int(cell.start + cell.count)]))
        }
    }

    /// Whether a text value is exactly `text`.
    func textEquals(_ row: Int, _ column: Int, _ text: StaticString) -> Bool {
        withText(row, column) { value in text.withUTF8Buffer { value.elementsEqual($0) } }
    }
}
