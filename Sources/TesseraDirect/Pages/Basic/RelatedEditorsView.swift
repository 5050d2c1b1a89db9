import Tessera
import TesseraRules

/// Under a row's form: its to-many relationships. Rows linked through a join table are added and
/// removed here — each change saved at once, by a form of its own, since forms cannot nest — and
/// rows to add are found by a search that works without the script and, with it, as the person
/// types. A one-to-many relationship lists its rows and links to a new one with this row's key.
struct RelatedEditorsView: View {
    let editors: [RelatedEditor]
    @Environment(\.formToken) private var formToken

    var body: some View {
        if !editors.isEmpty {
            VStack(alignment: .leading, spacing: 16) {
                // The relationships' headings (h3) stand under it, not straight under the page's h1.
                Text(DirectText.relatedRows).font(.headline).accessibilityHeading(.h2)
                Text(DirectText.relatedEditorsSaveAtOnce).font(.footnote).foregroundStyle(.secondary)
                ForEach(Array(editors.enumerated()), id: \.offset) { _, editor in
                    RelatedEditorView(editor: editor, formToken: formToken)
                }
            }
            .attribute("data-related-editors", nil)
        }
    }
}

/// One relationship's rows, and the forms that change them.
struct RelatedEditorView: View {
    let editor: RelatedEditor
    let formToken: FormToken?
    @Environment(\.localization) private var localized

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(editor.label).bold().accessibilityHeading(.h3)
            if editor.rows.isEmpty {
                Text(DirectText.noneYet).foregroundStyle(.secondary)
            }
            ForEach(editor.rows, id: \.key) { item in
                HStack(spacing: 8) {
                    if let address = item.address { Link(item.name, destination: address) } else { Text(item.name) }
                    if editor.canChange {
                        Form(action: editor.formAction) {
                            FormHiddenFields(token: formToken, version: nil)
                            Button(submit: DirectText.remove, name: "remove", value: item.key, role: .cancel)
                                .font(.footnote)
                                .accessibilityLabel(DirectText.removeItem(item.name))
                        }
                    }
                }
                .attribute("data-related-row", editor.relationshipName + ":" + item.key)
            }
            if editor.moreCount > 0 {
                Text(DirectText.andMore(editor.moreCount)).foregroundStyle(.secondary)
            }
            if let all = editor.allAddress {
                Link(DirectText.allRowsOf(editor.label), destination: all)
            }
            if editor.canChange {
                // A search of the form's own page: without the script it reloads the page with the
                // rows found; with it, the rows found are replaced as the person types.
                Form(method: .get) {
                    HStack(alignment: .bottom, spacing: 8) {
                        TextField(localized(DirectText.addTo(editor.label)), name: editor.searchFieldName, text: editor.search ?? "", prompt: localized(DirectText.search))
                            .controlAttribute("data-picker", editor.relationshipName)
                            .controlAttribute("autocomplete", "off")
                        Button(submit: DirectText.find)
                    }
                }
                VStack(alignment: .leading, spacing: 4) {
                    if editor.search != nil && editor.matches.isEmpty {
                        Text(DirectText.noRowsFoundToAdd).foregroundStyle(.secondary)
                    }
                    ForEach(editor.matches, id: \.key) { item in
                        Form(action: editor.formAction) {
                            FormHiddenFields(token: formToken, version: nil)
                            HStack(spacing: 8) {
                                Text(item.name)
                                Button(submit: DirectText.add, name: "add", value: item.key).font(.footnote).accessibilityLabel(DirectText.addItem(item.name))
                            }
                        }
                        .attribute("data-related-match", item.key)
                    }
                }
                .attribute("data-picker-matches", editor.relationshipName)
                .attribute("aria-live", "polite")
            }
            if let address = editor.newRowAddress {
                Link(destination: address) { Label(DirectText.newRelatedRow(editor.label), systemImage: "plus") }
                    .attribute("data-related-new", editor.relationshipName)
            }
        }
        .attribute("data-related", editor.relationshipName)
    }
}
