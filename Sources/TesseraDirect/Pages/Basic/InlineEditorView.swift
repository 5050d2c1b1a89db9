import Tessera
import TesseraData

/// Inside a row's form, after its own fields: a table of the related rows the form edits in
/// place (``InlineEditor``) — a row each, a column for each field of their own form, their
/// controls made by the look's editors under the row's names (`i.payments.0.amount`), a box to
/// delete each, and empty rows for new ones. It scrolls sideways where the window is narrower
/// than the table.
struct InlineEditorView: View {
    let editor: InlineEditor
    @Environment(\.editState) private var state

    var body: some View {
        let headers = editor.properties.map { PropertyCell(plan: $0, row: nil) }
        FormFieldset(editor.label) {
            MarkupElement("div", HTMLAttributes(classes: "t-inline-scroll")) {
                MarkupElement("table", HTMLAttributes(classes: "t-inline-table")) {
                    MarkupElement("thead") {
                        MarkupElement("tr") {
                            ForEach(Array(headers.enumerated()), id: \.offset) { _, cell in
                                MarkupElement("th", Self.attributes(("scope", "col"))) {
                                    Text(cell.label)
                                    if let help = cell.help, let column = EditableProperty.messagesColumn(of: cell) {
                                        // Named by every row's control of the column.
                                        Text(help)
                                            .font(.footnote)
                                            .foregroundStyle(.secondary)
                                            .attribute("id", EditedValue.helpID(of: helpPrefix + column))
                                            .attribute("data-property-help", nil)
                                    }
                                }
                            }
                            MarkupElement("th", Self.attributes(("scope", "col"))) { Text(DirectText.delete) }
                        }
                    }
                    MarkupElement("tbody") {
                        ForEach(Array(editor.children.enumerated()), id: \.offset) { _, child in
                            InlineRowView(editor: editor, child: child, helpPrefix: helpPrefix)
                        }
                    }
                }
            }
            if editor.children.isEmpty {
                Text(DirectText.noneYet).foregroundStyle(.secondary)
            }
            if editor.moreCount > 0 {
                HStack(spacing: 8) {
                    Text(DirectText.moreNotShownHere(editor.moreCount)).foregroundStyle(.secondary)
                    if let all = editor.allAddress {
                        Link(DirectText.allRowsOf(editor.label), destination: all)
                    }
                }
            }
        }
        .attribute("data-inline", editor.relationshipName)
    }

    /// What the `id`s of the table's help are made of: one per column, for every row.
    private var helpPrefix: String { "i." + editor.relationshipName + "." }

    static func attributes(_ pairs: (String, String)...) -> HTMLAttributes {
        var attributes = HTMLAttributes()
        for (name, value) in pairs { attributes.set(name, value) }
        return attributes
    }
}

/// One row of an inline table: its fields, its key and version (hidden), its delete box — and,
/// under it, what is wrong with it as a whole (it changed meanwhile, the database refused it).
struct InlineRowView: View {
    let editor: InlineEditor
    let child: InlineEditor.Child
    let helpPrefix: String
    @Environment(\.directPaths) private var paths
    @Environment(\.localization) private var localized

    var body: some View {
        let state = childState
        MarkupElement("tr", InlineEditorView.attributes(("data-inline-row", child.fieldPrefix))) {
            ForEach(Array(editor.properties.enumerated()), id: \.offset) { _, property in
                let cell = PropertyCell(plan: property, row: child.row)
                // On a phone the table is a card a row, each value under its name (``DirectStylesheet``).
                MarkupElement("td", InlineEditorView.attributes(("data-label", cell.label))) {
                    if child.canChange || child.row == nil {
                        PropertyCellView(cell: cell)
                    } else {
                        // The rules do not let this row be changed: its values, no fields.
                        Text(cell.value.text ?? cell.nilText)
                    }
                    if let column = EditableProperty.messagesColumn(of: cell), let messages = child.errors?.fieldErrors[column], !messages.isEmpty {
                        VStack(alignment: .leading, spacing: 2) {
                            ForEach(messages, id: \.self) { message in
                                Label(localized.mistake(message, reasons: child.errors?.reasons ?? [:]), systemImage: "exclamationmark.triangle").foregroundStyle(FormErrors.color).font(.footnote)
                            }
                        }
                        .attribute("id", EditedValue.messagesID(of: state.idName(column)))
                    }
                }
            }
            MarkupElement("td", InlineEditorView.attributes(("data-label", child.row == nil ? "" : "Delete"))) {
                if let row = child.row, let number = child.number {
                    HiddenField(name: EditForm.inlineControl("_key", of: editor.relationshipName, row: number), value: DirectPaths.encode(row.primaryKey))
                    HiddenField(name: EditForm.inlineControl("_version", of: editor.relationshipName, row: number), value: row.versionToken)
                    HStack(spacing: 8) {
                        if child.canDelete {
                            Toggle(localized(DirectText.deleteThisRow), name: EditForm.inlineControl("_delete", of: editor.relationshipName, row: number), isOn: child.isDeleting)
                        }
                        // Its own page, as Django's `show_change_link`: the rest of its fields, its history.
                        Link(DirectText.open, destination: paths.inspect(editor.entityName, key: row.primaryKey))
                            .font(.footnote)
                            .accessibilityLabel(DirectText.openRow(number + 1, of: editor.label))
                    }
                } else {
                    Text(DirectText.newInlineRow).font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
        .environment(\.editState, state)
        .environment(\.directEditor, nil)
        .labelsHidden()
        if let errors = child.errors, !errors.formErrors.isEmpty {
            MarkupElement("tr", InlineEditorView.attributes(("data-inline-row-messages", child.fieldPrefix), ("role", "alert"))) {
                MarkupElement("td", InlineEditorView.attributes(("colspan", String(editor.properties.count + 1)))) {
                    ForEach(errors.formErrors, id: \.self) { message in
                        Label(message, systemImage: "exclamationmark.triangle").foregroundStyle(FormErrors.color).font(.footnote)
                    }
                }
            }
        }
    }

    /// The row's own form state: its input and mistakes, its fields' names, the choices of its
    /// to-one relationships.
    private var childState: EditState {
        var state = EditState(input: child.input, errors: child.errors)
        state.fieldPrefix = child.fieldPrefix
        state.helpPrefix = helpPrefix
        state.isBlankRow = child.row == nil
        state.choices = editor.choices
        return state
    }
}
