/// How the pages write a value: text escaped, a whole number's digits, a decimal as Tessera types
/// it (SQLite's REAL 4.99 written as Swift writes the double, PostgreSQL's text as it came), and
/// an empty value as a dash that screen readers read as "empty".
enum Cells {
    static let empty: StaticString = #"<span class="t-fg-secondary" aria-hidden="true">—</span><span class="t-visually-hidden">empty</span>"#

    /// The value at `row`, `column` as text between tags (the empty mark for NULL).
    static func appendValue(_ rows: ResultRows, _ row: Int, _ column: Int, into html: inout HTMLBuffer) {
        switch rows.kind(row, column) {
        case .null: html.append(empty)
        case .integer: html.append(rows.integer(row, column))
        case .boolean: html.append(rows.boolean(row, column) ? "true" : "false")
        case .double: appendDouble(rows.double(row, column), into: &html)
        case .text: rows.withText(row, column) { html.appendText($0) }
        }
    }

    /// The value as an attribute's text (a form field's value): `""` for NULL.
    static func appendAttributeValue(_ rows: ResultRows, _ row: Int, _ column: Int, into html: inout HTMLBuffer) {
        switch rows.kind(row, column) {
        case .null: break
        case .integer: html.append(rows.integer(row, column))
        case .boolean: html.append(rows.boolean(row, column) ? "true" : "false")
        case .double: appendDouble(rows.double(row, column), into: &html)
        case .text: rows.withText(row, column) { html.appendAttribute($0) }
        }
    }

    /// The value's text unescaped, as Tessera's rows give it (`DatabaseValue.text`): what a form
    /// field showed, to compare with what came back. Nothing for NULL.
    static func appendPlainText(_ rows: ResultRows, _ row: Int, _ column: Int, into html: inout HTMLBuffer) {
        switch rows.kind(row, column) {
        case .null: break
        case .integer: html.append(rows.integer(row, column))
        case .boolean: html.append(rows.boolean(row, column) ? "true" : "false")
        case .double: appendDouble(rows.double(row, column), into: &html)
        case .text: rows.withText(row, column) { html.appendRaw($0) }
        }
    }

    /// A double as Tessera's data layer writes a decimal read from one: a whole value as an
    /// integer, any other as Swift's shortest text for it.
    static func appendDouble(_ value: Double, into html: inout HTMLBuffer) {
        if value == value.rounded(), abs(value) < 1e15 {
            html.append(Int64(value))
        } else {
            html.appendRaw(value.description.utf8)
        }
    }

    /// The value's text as Tessera's rows give it (`DatabaseValue.text`), for a checksum: digits,
    /// a decimal's text, the text itself; nil for NULL.
    static func addText(_ rows: ResultRows, _ row: Int, _ column: Int, to hash: inout FNV1a) {
        switch rows.kind(row, column) {
        case .null: hash.add(0)
        case .integer: hash.add(String(rows.integer(row, column)).utf8)
        case .boolean: hash.add(rows.boolean(row, column) ? "true" : "false")
        case .double:
            let value = rows.double(row, column)
            hash.add((value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : value.description).utf8)
        case .text: rows.withText(row, column) { hash.add($0) }
        }
    }

    /// Writes a link to the language `id` (`/e/language/ID`), named by the text at `row`,
    /// `column` of `names` (no name when `row` is nil: no language row was found); with
    /// `unfocusable`, out of the tab order (a list's cells).
    static func appendLanguage(id: Int64, named names: ResultRows, row: Int?, column: Int, unfocusable: Bool, into html: inout HTMLBuffer) {
        html.append(#"<a class="t-link" href="/e/language/"#)
        html.append(id)
        html.append(unfocusable ? #"" tabindex="-1">"# : #"">"#)
        if let row { names.withText(row, column) { html.appendText($0) } }
        html.append("</a>")
    }
}
