import Tessera
import TesseraData

/// The `SQLQuery` page of both looks (`/sql`): a query the person writes, its parameters' fields,
/// and its first rows with the time it took — or where the engine found the mistake — with the
/// whole result as CSV or JSON, and the address to share.
///
/// A plain GET form: the address holds the query, so the answer can be kept and sent, and the
/// page works without a script. The tables and columns the person may query are listed under
/// the form.
public struct SQLQueryPage: View {
    @Environment(\.sqlQueryListing) private var listing
    @Environment(\.directPaths) private var paths
    @Environment(\.localization) private var localized

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let listing {
            VStack(alignment: .leading, spacing: 16) {
                Form(action: paths.sql(), method: .get) {
                    VStack(alignment: .leading, spacing: 8) {
                        // In monospace by the stylesheet: the box, not its label.
                        TextEditor(localized(DirectText.query), name: "sql", text: listing.text)
                            .attribute("data-sql-query", "")
                            // The names the page's script offers as they are typed.
                            .controlAttribute("data-sql-names", Self.names(listing.tables))
                            .controlAttribute("spellcheck", "false")
                        ForEach(listing.parameters, id: \.name) { parameter in
                            TextField(parameter.name, name: "p." + parameter.name, text: parameter.value)
                        }
                        HStack(spacing: 12) {
                            Button(submit: DirectText.run)
                            Button(submit: DirectText.explain, name: "explain", value: "1")
                            Text(DirectText.readOnlyQueries)
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                .attribute("data-sql-form", nil)
                if let failure = listing.failure {
                    SQLQueryFailureView(failure: failure)
                }
                if let plan = listing.plan {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(DirectText.queryPlan).font(.headline)
                        ForEach(Array(plan.enumerated()), id: \.offset) { _, line in
                            Text(line).monospaced()
                        }
                    }
                    .attribute("data-sql-plan", nil)
                }
                if let result = listing.result {
                    SQLQueryResultView(
                        result: result, linkedEntities: listing.linkedEntities, address: listing.address, csvAddress: listing.csvAddress,
                        jsonAddress: listing.jsonAddress)
                }
                DisclosureGroup(localized(DirectText.tablesYouMayQuery)) {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(listing.tables, id: \.name) { table in
                            HStack(alignment: .firstTextBaseline, spacing: 8) {
                                Text(table.name).monospaced().bold()
                                Text(table.columns.joined(separator: ", ")).monospaced().font(.footnote).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .attribute("data-sql-tables", nil)
            }
            // As wide as the page, not as its widest table: a wide result scrolls in its box.
            .attribute("data-query-page", nil)
        }
    }
}

extension SQLQueryPage {
    /// The tables' and columns' names, each once, tables first: a JSON array.
    static func names(_ tables: [(name: String, columns: [String])]) -> String {
        var seen = Set<String>()
        let names = (tables.map(\.name) + tables.flatMap(\.columns)).filter { seen.insert($0).inserted }
        return "[" + names.map(JSONText.string).joined(separator: ",") + "]"
    }
}

/// Why a query did not run: the message, the engine's words, and the line with a mark under
/// where the engine stopped.
struct SQLQueryFailureView: View {
    let failure: SQLQueryListing.Failure

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(failure.message).bold()
            if let engine = failure.engineMessage {
                Text(engine).monospaced().font(.footnote)
            }
            if let location = failure.location {
                Text(DirectText.lineAndColumn(line: location.line, column: location.column)).font(.footnote).foregroundStyle(.secondary)
                // The line, then a caret under the column (no-break spaces: HTML folds others).
                VStack(alignment: .leading, spacing: 0) {
                    Text(location.text.isEmpty ? "\u{A0}" : location.text.replacingOccurrences(of: " ", with: "\u{A0}")).monospaced()
                    Text(String(repeating: "\u{A0}", count: max(0, location.column - 1)) + "^").monospaced().foregroundStyle(.red)
                        .attribute("aria-hidden", "true")
                }
            }
        }
        .padding(12)
        .background(.red.opacity(0.08))
        .attribute("role", "alert")
        .attribute("data-sql-error", nil)
    }
}

/// A query's rows: how many, how long they took, the files of every row, and the table.
struct SQLQueryResultView: View {
    let result: SQLQueryResult
    @Environment(\.localization) private var localized
    /// For each column, the table its values are keys of (``SQLQueryListing/linkedEntities``).
    let linkedEntities: [String?]
    /// The page's address with the query, and its files.
    let address: String
    let csvAddress: String?
    let jsonAddress: String?

    /// A row of the result, numbered so that equal rows stay apart.
    struct NumberedRow: Sendable {
        let number: Int
        let values: [DatabaseValue]
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text(summary).attribute("data-sql-summary", nil)
                if let csv = csvAddress { Link("CSV", destination: csv) }
                if let json = jsonAddress { Link("JSON", destination: json) }
                Link(DirectText.addressOfThisQuery, destination: address).font(.footnote)
            }
            if result.columns.isEmpty {
                Text(DirectText.queryReturnedNoColumns).foregroundStyle(.secondary)
            } else {
                Table(result.rows.enumerated().map { NumberedRow(number: $0.offset, values: $0.element) }, columns: columns)
                    .attribute("data-sql-result", nil)
            }
        }
    }

    /// "3 rows in 1.2 ms", or "The first 1,000 rows in 4 ms" when there were more.
    private var summary: String {
        let milliseconds = Double(result.duration.components.seconds) * 1000 + Double(result.duration.components.attoseconds) / 1e15
        return localized(DirectText.sqlResult(rows: result.rows.count, time: localized(DirectText.duration(milliseconds: milliseconds)), isFirstOnly: result.hasMoreRows))
    }

    /// A column for each of the result's, numbers aligned as numbers.
    private var columns: [TableColumn<NumberedRow>] {
        result.columns.enumerated().map { index, column in
            let numeric = result.rows.contains { row in
                switch row[index] {
                case .integer, .double, .decimal: true
                default: false
                }
            } && !result.rows.contains { row in
                if case .text = row[index] { return true }
                return false
            }
            let linked = linkedEntities.indices.contains(index) ? linkedEntities[index] : nil
            let tableColumn = TableColumn<NumberedRow>(column.name) { row in
                SQLValueText(value: row.values[index], linkedEntity: linked)
            }
            return numeric ? tableColumn.alignment(.numeric) : tableColumn
        }
    }
}

/// One value of a query's result: its text (a long one cut), a link to its row where it is a
/// table's key or a link to one, `NULL` as the empty mark, binary data as its size.
struct SQLValueText: View {
    let value: DatabaseValue
    /// The table whose row the value is the key of, which it links to.
    var linkedEntity: String? = nil
    @Environment(\.cellPreviewLength) private var previewLength
    @Environment(\.directPaths) private var paths

    var body: some View {
        switch value {
        case .null:
            EmptyValue()
        case .blob(let size):
            Text("\(size.formatted()) bytes").foregroundStyle(.secondary)
        default:
            if let linkedEntity {
                Link(DisplayLimit.prefix(value.text ?? "", previewLength), destination: paths.inspect(linkedEntity, key: RowKey([value])))
            } else {
                Text(DisplayLimit.prefix(value.text ?? "", previewLength))
            }
        }
    }
}

/// The ways to queries from the start page: the saved queries the person may run, each a link
/// with its description, and the SQL page where they may use it — as a database's page leads to
/// its queries.
struct SQLQueryLink: View {
    @Environment(\.sqlQueryPath) private var path
    @Environment(\.savedQueryLinks) private var saved
    @Environment(\.dashboardLinks) private var dashboards

    var body: some View {
        if !dashboards.isEmpty {
            QueryLinkList(title: "Dashboards", links: dashboards).attribute("data-dashboards", nil)
        }
        if !saved.isEmpty {
            QueryLinkList(title: "Queries", links: saved).attribute("data-saved-queries", nil)
        }
        if let path {
            Link(destination: path) { Label(DirectText.writeAQueryOfYourOwn, systemImage: "terminal") }
                .font(.footnote)
                .attribute("data-sql-link", nil)
        }
    }
}

/// A titled list of saved queries or dashboards, each a link with its description under it.
struct QueryLinkList: View {
    let title: String
    let links: [SavedQueryLink]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            ForEach(links, id: \.path) { link in
                VStack(alignment: .leading, spacing: 0) {
                    Link(link.title, destination: link.path)
                    if let description = link.description {
                        Text(description).font(.footnote).foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}

/// A saved query or a dashboard the start page lists: its title, its description, its page.
public struct SavedQueryLink: Sendable, Hashable {
    public var title: String
    public var description: String?
    public var path: String
}
