import Tessera
import TesseraData

/// The `SavedQuery` page of both looks (`/q/NAME`): a saved query's description, a field for
/// each of its parameters, typed as the query uses it, and its rows with the time they took —
/// or why it did not run — with every row as CSV or JSON and the address to share.
///
/// A plain GET form, as the SQL page's: the address holds the values, so that an answer can be
/// kept and sent, and the page works without a script.
public struct SavedQueryPage: View {
    @Environment(\.savedQueryListing) private var listing
    @Environment(\.directPaths) private var paths
    @Environment(\.formToken) private var formToken
    @Environment(\.localization) private var localized

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let listing {
            VStack(alignment: .leading, spacing: 16) {
                if let description = listing.query.description {
                    Text(description).foregroundStyle(.secondary).attribute("data-saved-query-description", nil)
                }
                if listing.query.isWritable {
                    // A change: a POST with the page's token, as every form that changes data.
                    Form(action: paths.savedQuery(listing.query.name)) {
                        VStack(alignment: .leading, spacing: 8) {
                            FormHiddenFields(token: formToken, version: nil)
                            ForEach(listing.fields, id: \.name) { field in
                                SavedQueryField(field: field)
                            }
                            Button(submit: DirectText.run)
                            Text(DirectText.changesRowsKeptInHistory)
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .attribute("data-saved-query-form", nil)
                    .attribute("data-saved-change", nil)
                    DisclosureGroup(localized(DirectText.theStatement)) {
                        VStack(alignment: .leading, spacing: 0) {
                            ForEach(Array(listing.query.sql.split(separator: "\n", omittingEmptySubsequences: false).enumerated()), id: \.offset) { _, line in
                                // No-break spaces: HTML folds others, and a statement's indentation says something.
                                Text(line.isEmpty ? "\u{A0}" : line.replacingOccurrences(of: " ", with: "\u{A0}")).monospaced().font(.footnote)
                            }
                        }
                    }
                    .attribute("data-saved-statement", nil)
                } else if !listing.fields.isEmpty {
                    Form(action: paths.savedQuery(listing.query.name), method: .get) {
                        VStack(alignment: .leading, spacing: 8) {
                            ForEach(listing.fields, id: \.name) { field in
                                SavedQueryField(field: field)
                            }
                            Button(submit: DirectText.run)
                        }
                    }
                    .attribute("data-saved-query-form", nil)
                }
                if let failure = listing.failure {
                    SQLQueryFailureView(failure: failure)
                }
                if let result = listing.result {
                    SQLQueryResultView(
                        result: result, linkedEntities: listing.linkedEntities, address: listing.address, csvAddress: listing.csvAddress,
                        jsonAddress: listing.jsonAddress)
                }
                if let sql = listing.sqlAddress {
                    Link(destination: sql) { Label(DirectText.openInTheSQLPage, systemImage: "terminal") }
                        .font(.footnote)
                        .attribute("data-saved-query-sql", nil)
                }
            }
            // As wide as the page, not as its widest table: a wide result scrolls in its box.
            .attribute("data-query-page", nil)
        }
    }
}

/// One parameter's field: a choice of the values its column allows, yes or no, a date, a
/// number, or text — with the column it is compared with as its hint, and what is wrong with the
/// value given.
struct SavedQueryField: View {
    let field: SavedQueryListing.Field
    @Environment(\.localization) private var localized

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if let allowed = field.allowedValues {
                Picker(field.name, name: field.name, selection: field.value) {
                    Text("").tag("")
                    ForEach(allowed, id: \.self) { value in Text(value).tag(value) }
                    if !field.value.isEmpty && !allowed.contains(field.value) { Text(field.value).tag(field.value) }
                }
            } else if field.type == .boolean {
                Picker(field.name, name: field.name, selection: field.value) {
                    Text("").tag("")
                    Text(DirectText.yes).tag("true")
                    Text(DirectText.no).tag("false")
                    if !["", "true", "false"].contains(field.value) { Text(field.value).tag(field.value) }
                }
            } else {
                TextField(field.name, name: field.name, text: field.value)
                    .controlAttribute("type", inputType)
                    .controlAttribute("inputmode", inputMode)
                    .controlAttribute("aria-invalid", field.mistake == nil ? nil : "true")
            }
            if let mistake = field.mistake {
                Text("\(field.name) \(mistake)").font(.footnote).foregroundStyle(.red).attribute("data-field-mistake", nil)
            } else if let hint {
                Text(hint).font(.footnote).foregroundStyle(.secondary)
            }
        }
    }

    /// A date field for a date; text otherwise (a number's field keeps what was typed, right or
    /// wrong, so that the mistake can be shown beside it).
    private var inputType: String {
        field.type == .date && (field.value.isEmpty || HTMLDate.isValid(field.value)) ? "date" : "text"
    }

    private var inputMode: String? {
        switch field.type {
        case .integer: "numeric"
        case .double, .decimal: "decimal"
        default: nil
        }
    }

    /// "A date, as rental.rental_date", "A whole number"; nothing for text compared with no column.
    private var hint: String? {
        let isHinted = [ValueType.integer, .double, .decimal, .date, .timestamp, .uuid, .json].contains(field.type)
        guard isHinted || field.column != nil else { return nil }
        return localized(DirectText.queryFieldHint(field.type, column: field.column.map { "\($0.table).\($0.column)" }))
    }
}
