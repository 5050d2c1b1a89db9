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
}
