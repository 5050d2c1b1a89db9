import Tessera

/// A to-one relationship's editor for a related table of any size: the row chosen, by its name,
/// and a search of the related rows by name, key or any text the person may see, with a "New …"
/// link beside it.
///
/// Without the script it is part of the form: "Find" sends the form back with everything typed
/// kept, the rows found are buttons that send it back again with one chosen, "More" the next
/// page — nothing is saved until Save. The foreign key itself is a hidden field, so a form sent
/// back untouched sends back the key it holds, whatever the picker shows. With the script
/// (``DirectScript``) the search is a combobox that lists rows as the person types, and "New …"
/// opens a window whose new row comes back chosen.
struct ToOnePickerView: View {
    let picker: ToOnePicker
    let label: String
    let value: String
    let isNullable: Bool
    let state: EditState
    /// Whether the field has a line of help under it (`propertyHelp`), which the search names.
    var helped = false
    @Environment(\.localization) private var localized

    var body: some View {
        let column = picker.column
        let destination = picker.destinationLabel
        VStack(alignment: .leading, spacing: 6) {
            Text(label).font(.footnote).foregroundStyle(.secondary).attribute("data-to-one-label", nil)
            HiddenField(name: EditForm.fieldName(column), value: value)
            HStack(spacing: 8) {
                HStack(spacing: 0) {
                    if let chosen = picker.chosen {
                        if let address = chosen.address { Link(chosen.name, destination: address) } else { Text(chosen.name) }
                    } else if value.isEmpty {
                        Text(DirectText.noneChosen).foregroundStyle(.secondary)
                    } else {
                        // A key no row has (SQLite does not always check): kept as it is.
                        Text(DirectText.noRowHasThisKey(value: value, destination: destination)).foregroundStyle(.secondary)
                    }
                }
                .attribute("data-to-one-chosen", nil)
                if isNullable {
                    Button(submit: DirectText.clear, name: "choose." + column, value: "")
                        .font(.footnote)
                        .attribute("formnovalidate", "")
                        .attribute("hidden", value.isEmpty ? "" : nil)
                        .accessibilityLabel(DirectText.clearItem(label))
                        .attribute("data-to-one-clear", nil)
                }
            }
            HStack(alignment: .bottom, spacing: 8) {
                TextField(localized(DirectText.searchFor(destination: destination, label: label)), name: "pick." + column, text: "", prompt: localized(DirectText.findByNameOrKey))
                    .labelsHidden()
                    .controlAttribute("type", "search")
                    .controlAttribute("autocomplete", "off")
                    .controlAttribute("data-to-one-search", "")
                    .marksMistakes(of: column, state: state, helped: helped)
                Button(submit: DirectText.find, name: "_pick", value: column)
                    .attribute("formnovalidate", "")
                    .attribute("data-to-one-find", nil)
                if let address = picker.newRowAddress {
                    // A window of its own: what this form holds stays as it is.
                    Link(destination: address) { Label(DirectText.newRow(entity: destination), systemImage: "plus") }
                        .attribute("target", "_blank")
                        .attribute("data-to-one-new", nil)
                }
            }
            if let search = picker.search {
                VStack(alignment: .leading, spacing: 4) {
                    if picker.matches.isEmpty {
                        Text(DirectText.noneFound(destination: destination, search: search)).foregroundStyle(.secondary)
                    } else {
                        Text(DirectText.foundFor(search)).font(.footnote)
                    }
                    ForEach(picker.matches, id: \.self) { match in
                        Button(submit: match.name, name: "choose." + column, value: match.value)
                            .attribute("formnovalidate", "")
                            .attribute("data-to-one-match", match.value)
                    }
                    if let more = picker.more {
                        HiddenField(name: "searched." + column, value: search)
                        Button(submit: DirectText.more, name: "after." + column, value: more).attribute("formnovalidate", "")
                    }
                }
                .attribute("data-to-one-found", nil)
            }
        }
        .attribute("data-to-one", picker.relationshipName)
        .attribute("data-choices", picker.choicesAddress)
        .attribute("role", "group")
        .accessibilityLabel(label)
    }
}

/// On the page of a row made in a window that a form's picker opened: the row as the picker
/// takes it, for the page's script to hand back before it closes the window. Without the
/// script, the person goes back to the form and finds the row there.
struct PickedChoiceNote: View {
    let choice: ToOnePicker.Choice

    var body: some View {
        Text(DirectText.madeForAChoice(choice.name))
            .font(.footnote)
            .foregroundStyle(.secondary)
            .attribute("data-picked-row", nil)
            .attribute("data-value", choice.value)
            .attribute("data-name", choice.name)
            .attribute("data-address", choice.address)
    }
}
