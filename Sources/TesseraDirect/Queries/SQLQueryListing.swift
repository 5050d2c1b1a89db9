import TesseraData

/// What the SQL page (task `sql`) shows: the query as written, its parameters' fields, and its
/// rows — or why it did not run, and where in its text the engine found the mistake.
public struct SQLQueryListing: Sendable {
    /// The query's text as the person wrote it; empty before they write one.
    public var text: String
    /// The parameters the text uses (`:rating`), in order, each with the value given.
    public var parameters: [(name: String, value: String)]
    /// What it returned, when it ran.
    public var result: SQLQueryResult?
    /// The engine's plan of it, when the person asked for it.
    public var plan: [String]?
    /// Why it did not run.
    public var failure: Failure?
    /// The page's own address with the query: the one to share.
    public var address: String
    /// Every row of the result as CSV, and as JSON.
    public var csvAddress: String?
    public var jsonAddress: String?
    /// The tables the person may query, and their columns: what the page lists beside the form.
    public var tables: [(name: String, columns: [String])]
    /// How many rows the page shows at most.
    public var rowLimit: Int
    /// For each column of the result, the table whose rows its values are the keys of — the
    /// column is a table's key, or a link to another table's rows — where the person may see
    /// that table; `nil` for other columns.
    public var linkedEntities: [String?] = []

    /// Why a query did not run.
    public struct Failure: Sendable {
        /// What happened and what to do.
        public var message: String
        /// The engine's own words, when they say more than the message.
        public var engineMessage: String?
        /// Where the engine found the mistake: the line (from 1), the column (from 1), and the
        /// line's text.
        public var location: (line: Int, column: Int, text: String)?
    }

    /// The line and column of the Unicode scalar at `offset` (from 0) in `text`, and that line.
    static func location(of offset: Int, in text: String) -> (line: Int, column: Int, text: String)? {
        let scalars = Array(text.unicodeScalars)
        guard offset >= 0, offset <= scalars.count else { return nil }
        var line = 1
        var lineStart = 0
        for index in 0..<offset where scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        var lineEnd = lineStart
        while lineEnd < scalars.count, scalars[lineEnd] != "\n" { lineEnd += 1 }
        var lineText = String(String.UnicodeScalarView(scalars[lineStart..<lineEnd]))
        if lineText.hasSuffix("\r") { lineText.removeLast() }
        return (line, offset - lineStart + 1, lineText)
    }
}
