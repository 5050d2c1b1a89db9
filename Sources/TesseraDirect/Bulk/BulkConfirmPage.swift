import Tessera
import TesseraRules

/// The `ConfirmBulk` page of both looks: what the action will do, to which rows, and the button
/// that does it — a plain form, the rows and their versions in hidden fields.
public struct BulkConfirmPage: View {
    @Environment(\.bulkConfirmation) private var confirmation
    @Environment(\.formToken) private var formToken

    /// The page; it reads what it shows from the environment.
    public init() {}

    /// How many rows the page names before "and N more".
    static let namedRows = 20

    public var body: some View {
        if let confirmation {
            VStack(alignment: .leading, spacing: 16) {
                Text(confirmation.question).font(.headline).attribute("data-bulk-question", nil)
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(Array(confirmation.targets.prefix(Self.namedRows).enumerated()), id: \.offset) { _, target in
                        Text(target.name).attribute("data-bulk-row", target.key)
                    }
                    if confirmation.targets.count > Self.namedRows {
                        Text("and \(confirmation.targets.count - Self.namedRows) more").foregroundStyle(.secondary)
                    }
                }
                Form(action: confirmation.formAction) {
                    FormHiddenFields(token: formToken, version: nil)
                    HiddenField(name: "action", value: confirmation.actionName)
                    HiddenField(name: "confirm", value: "1")
                    if let column = confirmation.column { HiddenField(name: "column", value: column) }
                    if let value = confirmation.value { HiddenField(name: "value", value: value) }
                    ForEach(Array(confirmation.targets.enumerated()), id: \.offset) { _, target in
                        HiddenField(name: "row", value: target.key)
                        HiddenField(name: "version", value: target.version)
                    }
                    ForEach(Array(confirmation.listParameters.enumerated()), id: \.offset) { _, parameter in
                        HiddenField(name: "list." + parameter.name, value: parameter.value)
                    }
                    HStack(spacing: 12) {
                        Button(submit: confirmation.actionName == "delete" ? DirectText.deleteRows(confirmation.targets.count) : .applyToRows(confirmation.targets.count),
                               role: confirmation.actionName == "delete" ? .destructive : nil)
                            .attribute("data-bulk-confirm", nil)
                        Link(DirectText.cancel, destination: confirmation.cancelAddress)
                    }
                }
            }
        }
    }
}

/// The list's bulk form: the rows ticked (or every row of the page, or every row the list
/// finds), and a button for each action the rules offer — `set` with its column and value.
struct BulkActionBar: View {
    let group: DisplayGroup
    let plan: PagePlan
    let actions: [DirectBulkAction]
    let editableColumns: [(name: String, label: String)]
    /// The values an enumerated column among ``editableColumns`` may be set to.
    var columnValues: [String: [String]] = [:]
    @Environment(\.directPaths) private var paths
    @Environment(\.formToken) private var formToken
    @Environment(\.localization) private var localized

    var body: some View {
        Form(action: paths.bulk(group.entity.name)) {
            FormHiddenFields(token: formToken, version: nil)
            ForEach(Array(group.query.parameters.enumerated()), id: \.offset) { _, parameter in
                HiddenField(name: "list." + parameter.name, value: parameter.value)
            }
            ForEach(Array(group.rows.enumerated()), id: \.offset) { _, row in
                HiddenField(name: "pagerow", value: DirectPaths.encode(row.primaryKey))
            }
            // The rows' keys and the token change; the controls, with the actions offered on
            // the list, mostly not: written once for each.
            KeptMarkup(key: Kept(
                count: group.count.value, actions: actions.map { [$0.name, $0.title, $0.setsColumn ? "set" : ""] },
                columns: editableColumns.map { [$0.name, $0.label] }, values: columnValues)
            ) { controls }
        }
        .attribute("id", RowSelectBox.formID)
        .attribute("data-bulk-form", nil)
    }

    /// What the controls' markup depends on.
    private struct Kept: Hashable, Sendable {
        let count: Int
        let actions: [[String]]
        let columns: [[String]]
        let values: [String: [String]]
    }

    private var controls: some View {
        HStack(alignment: .bottom, spacing: 12) {
            Picker(localized(DirectText.bulkRows), name: "scope", selection: "selected") {
                Text(DirectText.theRowsTicked).tag("selected")
                Text(DirectText.everyRowOnThisPage).tag("page")
                Text(DirectText.allRowsThisListFinds(group.count.value)).tag("all")
            }
            ForEach(Array(actions.enumerated()), id: \.offset) { _, action in
                if action.setsColumn {
                    if !editableColumns.isEmpty {
                        HStack(alignment: .bottom, spacing: 8) {
                            Picker(localized(DirectText.setColumn), name: "column", selection: editableColumns[0].name) {
                                ForEach(Array(editableColumns.enumerated()), id: \.offset) { _, column in
                                    Text(column.label).tag(column.name)
                                }
                            }
                            // A column whose values are listed is set to one of them, chosen:
                            // the script shows that column's choice in place of the text (off,
                            // it is never sent); without it the text is checked as a form's is.
                            TextField(localized(DirectText.setTo), name: "value", text: "", prompt: localized(DirectText.emptyValue))
                                .controlAttribute("data-bulk-value", "")
                            ForEach(editableColumns.filter { columnValues[$0.name] != nil }, id: \.name) { column in
                                Picker(localized(DirectText.setTo), name: "value", selection: "") {
                                    Text(DirectText.emptyChoice).tag("")
                                    ForEach(columnValues[column.name] ?? [], id: \.self) { value in
                                        Text(value).tag(value)
                                    }
                                }
                                .disabled()
                                .controlAttribute("data-bulk-value", column.name)
                                .attribute("hidden", "")
                            }
                            Button(submit: DirectText.setEllipsis, name: "action", value: action.name).attribute("data-bulk-action", action.name)
                        }
                    }
                } else {
                    Button(submit: localized(DirectText.bulkActionTitle(name: action.name, title: action.title, isBuiltIn: action.isBuiltIn)) + "…", name: "action", value: action.name, role: action.name == "delete" ? .destructive : nil)
                        .attribute("data-bulk-action", action.name)
                }
            }
        }
    }
}
