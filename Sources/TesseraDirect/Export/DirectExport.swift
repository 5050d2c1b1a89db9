import Foundation
import TesseraData
import TesseraRules

/// Every row of a list, as a file to take away: what `/e/ENTITY.csv` answers.
///
/// It holds the list's query, not its rows: ``write(_:)`` reads them a page at a time through
/// keyset paging and hands each page's text on as it is made, so that memory stays flat whatever
/// the number of rows.
///
/// - The columns are the list's (`displayPropertyKeys`) in its order: a to-one relationship as
///   its key column, to-many relationships left out; the header row names the columns.
/// - Values are as stored (`2006-02-15`, `12.50`), or as the page formats them with
///   `?formatted=1`.
/// - Text that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, carriage return
///   first) gets an apostrophe before it unless `?raw=1` asks for the text exactly as stored.
/// - RFC 4180: fields with commas, quotes or line breaks are quoted, lines end with CR LF; UTF-8,
///   without a byte-order mark.
public struct DirectExport: Sendable {
    /// How the rows are written.
    public enum Format: Sendable {
        /// RFC 4180 CSV, with a header row: `/e/ENTITY.csv`.
        case csv
        /// A JSON object a line, a row's columns as members: `/e/ENTITY.json?all=1`.
        case jsonLines
    }

    /// How the rows are written.
    public let format: Format
    /// The file name a browser saves it as: `film.csv`.
    public let fileName: String
    /// The header row's names.
    public let columnNames: [String]
    /// Rows read per page.
    static let pageSize = 2_000

    let database: Database
    let specification: FetchSpecification
    /// The first page, read before anything is sent: a list that cannot be read (a view not
    /// populated, a privilege missing) is an error answer, not a file cut short after its status.
    let firstPage: Page
    /// For each column, how its value is read from a row and written.
    let columns: [Column]
    let neutralises: Bool

    struct Column: Sendable {
        let attributeName: String
        let formatter: DirectFormatter?
    }

    let formatters: DirectFormatters
    /// The locale formatted values are written for: the pages' (the renderer's default).
    var locale: Locale { Locale(identifier: "en_US") }

    /// The content type to send it with.
    public var contentType: String {
        switch format {
        case .csv: "text/csv; charset=utf-8"
        case .jsonLines: "application/x-ndjson"
        }
    }

    /// Writes the file — a CSV's header row, then every row — a page of rows to a call of `write`.
    public func write(_ write: (String) async throws -> Void) async throws {
        if format == .csv {
            try await write(columnNames.map(CSVField.quoted).joined(separator: ",") + "\r\n")
        }
        var page = firstPage
        while true {
            try Task.checkCancellation()
            var text = ""
            text.reserveCapacity(page.rows.count * 64)
            for row in page.rows {
                if format == .jsonLines {
                    text += JSONText.object(row, columns: columnNames) + "\n"
                    continue
                }
                for (index, column) in columns.enumerated() {
                    if index > 0 { text += "," }
                    text += field(row[column.attributeName], column: column)
                }
                text += "\r\n"
            }
            try await write(text)
            guard let next = page.nextCursor else { break }
            page = try await database.fetch(specification, at: next)
        }
    }

    private func field(_ value: DatabaseValue, column: Column) -> String {
        let text: String
        if let formatter = column.formatter {
            text = formatters.text(of: value, formatter: formatter, locale: { locale }) ?? ""
        } else {
            switch value {
            case .null: return ""
            case .integer, .double, .decimal, .bool: return value.text ?? ""
            default: text = value.text ?? ""
            }
        }
        return CSVField.quoted(neutralises ? CSVField.neutralised(text) : text)
    }
}
