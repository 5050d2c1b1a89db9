/// The columns a captured statement selects, as written between its `SELECT` and its first `FROM`
/// outside parentheses — so that the floor, when it starts, finds where a statement puts a joined
/// row's values instead of trusting a place it was written for, and fails, naming the page, when
/// the statement no longer selects them.
///
/// It splits at the commas outside parentheses and quotes: a column, a `CAST(… AS TEXT)`, a
/// `CASE WHEN … END` each count as one.
struct SelectList {
    let columns: [Substring]

    init(_ sql: String) {
        var columns: [Substring] = []
        guard sql.hasPrefix("SELECT ") else {
            self.columns = []
            return
        }
        var start = sql.index(sql.startIndex, offsetBy: 7)
        var index = start
        var depth = 0
        var quote: Character?
        while index < sql.endIndex {
            let character = sql[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if depth == 0, character == ",", sql[index...].hasPrefix(", ") {
                columns.append(sql[start..<index])
                start = sql.index(index, offsetBy: 2)
            } else if depth == 0, character == " ", sql[index...].hasPrefix(" FROM ") {
                break
            }
            index = sql.index(after: index)
        }
        columns.append(sql[start..<index])
        self.columns = columns
    }

    /// Where `column` is (its first place), written as the statement writes it.
    func index(of column: String) -> Int? {
        columns.firstIndex { $0 == column }
    }

    /// Whether the column at `index` is written `column`.
    func has(_ column: String, at index: Int) -> Bool {
        columns.indices.contains(index) && columns[index] == column
    }
}
