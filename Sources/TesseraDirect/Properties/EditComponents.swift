import Tessera
import TesseraData
import TesseraRules

// The look's editors. Each is a real form control named after its attribute (`v.NAME`), showing
// the person's input when the form comes back, else the row's value, with what the browser needs
// to help: the input type, the maximum length, whether a value is required.

/// What an editor shows: the person's input when the form came back, else the row's value.
struct EditedValue {
    static func text(of attributeName: String, in cell: PropertyCell, state: EditState) -> String {
        if let input = state.input?[attributeName] { return input }
        return cell.object?[attributeName].text ?? ""
    }

    static func text(of attributeName: String, in context: RuleContext, state: EditState) -> String {
        if let input = state.input?[attributeName] { return input }
        return context.object?[attributeName].text ?? ""
    }

    /// `required` for the control of `attributeName`, which the database needs a value for —
    /// unless the row holds the empty text there already: NOT NULL is not "not empty", the
    /// database keeps it, and the form sends it back untouched; marked required, the browser
    /// would refuse to send the form at all, whatever else the person changed. Nor where a rule
    /// lets the text be empty (`allowsEmptyText`).
    static func requiredMark(of attributeName: String, isRequired: Bool, in cell: PropertyCell, state: EditState) -> String? {
        // An inline table's empty row may stay empty: it is then not saved.
        guard isRequired, !state.isBlankRow else { return nil }
        let context = cell.context
        if context.allowsEmptyText, context.entity?.attributeIfPresent(named: attributeName)?.valueType == .text { return nil }
        return cell.object?[attributeName] == .text("") ? nil : ""
    }

    /// The `id` of the control of `attributeName` when the form came back with a message for
    /// it: what the summary of mistakes at the top of the form links to.
    static func controlID(of attributeName: String) -> String {
        "t-field-" + PercentEncoding.encode(attributeName)
    }

    /// The `id` of the help under the field of `attributeName` (`propertyHelp`), which its
    /// control names in `aria-describedby`.
    static func helpID(of attributeName: String) -> String {
        "t-help-" + PercentEncoding.encode(attributeName)
    }

    /// `aria-invalid`'s value for the control of `attributeName`: "true" when the form came back
    /// with a message for it, so that every kind of control says so, not only text fields.
    static func invalidMark(of attributeName: String, state: EditState) -> String? {
        state.errors?.fieldErrors[attributeName] == nil ? nil : "true"
    }

    /// The `id` of the messages under the field of `attributeName`, which its control names in
    /// `aria-describedby` so that a screen reader reads them with it.
    static func messagesID(of attributeName: String) -> String {
        "t-messages-" + PercentEncoding.encode(attributeName)
    }
}

extension View {
    /// Marks the control of `attributeName` when the form came back with messages for it:
    /// `aria-invalid`, and `aria-describedby` pointing at the messages — and at the field's help,
    /// when it has some (`helped`), so that a screen reader reads both with the field.
    func marksMistakes(of attributeName: String, state: EditState, helped: Bool = false) -> some View {
        let invalid = EditedValue.invalidMark(of: attributeName, state: state)
        let described: String? =
            switch (invalid != nil, helped) {
            case (true, true): EditedValue.messagesID(of: state.idName(attributeName)) + " " + EditedValue.helpID(of: state.helpPrefix + attributeName)
            case (true, false): EditedValue.messagesID(of: state.idName(attributeName))
            case (false, true): EditedValue.helpID(of: state.helpPrefix + attributeName)
            case (false, false): nil
            }
        return controlAttribute("aria-invalid", invalid)
            .controlAttribute("aria-describedby", described)
            .controlAttribute("id", invalid == nil ? nil : EditedValue.controlID(of: state.idName(attributeName)))
    }
}

struct EditText: View {
    let cell: PropertyCell
    let kind: String
    @Environment(\.editState) private var state

    var body: some View {
        if let attribute = cell.attribute {
            let value = EditedValue.text(of: attribute.name, in: cell, state: state)
            if TooLongToEdit.applies(to: value) {
                TooLongToEdit(label: cell.label, text: value)
            } else {
                TextField(cell.label, name: state.fieldName(attribute.name), text: value, prompt: cell.placeholder ?? prompt(attribute))
                    .controlAttribute("type", inputType(for: value))
                    .controlAttribute("inputmode", inputMode(attribute))
                    .controlAttribute("maxlength", attribute.maximumLength.map(String.init))
                    .controlAttribute("required", EditedValue.requiredMark(of: attribute.name, isRequired: attribute.isRequired, in: cell, state: state))
                    .marksMistakes(of: attribute.name, state: state, helped: cell.help != nil)
            }
        }
    }

    /// A date field where the browser can hold the value: it empties a date field whose value is
    /// no `YYYY-MM-DD` date it knows (`infinity`, `0044-03-15 BC`, SQLite's 'soon'), and a form
    /// sent back untouched would then empty the column. Such a value gets a text field.
    private func inputType(for value: String) -> String? {
        kind == "EditDate" && (value.isEmpty || HTMLDate.isValid(value)) ? "date" : nil
    }

    private func inputMode(_ attribute: Attribute) -> String? {
        switch attribute.valueType {
        case .integer: "numeric"
        case .double, .decimal: "decimal"
        default: nil
        }
    }

    private func prompt(_ attribute: Attribute) -> String? {
        switch attribute.valueType {
        case .timestamp: "YYYY-MM-DD HH:MM:SS"
        case .date: "YYYY-MM-DD"
        case .uuid: "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
        default: nil
        }
    }
}

struct EditLargeString: View {
    let cell: PropertyCell
    @Environment(\.editState) private var state

    var body: some View {
        if let attribute = cell.attribute {
            let value = EditedValue.text(of: attribute.name, in: cell, state: state)
            if TooLongToEdit.applies(to: value) {
                TooLongToEdit(label: cell.label, text: value)
            } else {
                TextEditor(cell.label, name: state.fieldName(attribute.name), text: value)
                    .controlAttribute("placeholder", cell.placeholder)
                    .controlAttribute("maxlength", attribute.maximumLength.map(String.init))
                    .controlAttribute("required", EditedValue.requiredMark(of: attribute.name, isRequired: attribute.isRequired, in: cell, state: state))
                    // The page's script edits an array a field an element, and a set-like text a
                    // box a choice; the text area stays the field the form sends.
                    .controlAttribute("data-array-of", Self.arrayElementKind(of: attribute))
                    .controlAttribute("data-set-choices", state.setLikeChoices[attribute.name].map { "[" + $0.map(JSONText.string).joined(separator: ",") + "]" })
                    .marksMistakes(of: attribute.name, state: state, helped: cell.help != nil)
            }
        }
    }
}

extension EditLargeString {
    /// What an array's elements are, for the script's fields (`number`, `text`), or `nil` for a
    /// value that is no array, or whose elements are better edited as its literal (documents,
    /// binary data, booleans).
    static func arrayElementKind(of attribute: Attribute) -> String? {
        guard case .array(let element) = attribute.textKind else { return nil }
        switch element {
        case .integer, .double, .decimal: return "number"
        case .text, .date, .timestamp, .uuid: return "text"
        case .boolean, .blob, .json: return nil
        }
    }
}

/// A boolean: a switch when the column needs a value, else a choice of yes, no and empty. A
/// value that is neither (SQLite keeps 2 or 'yes' in a boolean column) is a choice of its own,
/// chosen, so that the form sends it back as it is rather than turning it into another.
struct EditBool: View {
    let cell: PropertyCell
    @Environment(\.editState) private var state

    var body: some View {
        if let attribute = cell.attribute {
            let value = EditedValue.text(of: attribute.name, in: cell, state: state)
            let isBoolean = ["true", "false"].contains(value) || (!attribute.isNullable && value.isEmpty)
            if attribute.isNullable || !isBoolean {
                Picker(cell.label, name: state.fieldName(attribute.name), selection: value) {
                    if attribute.isNullable || value.isEmpty {
                        Text("—").tag("")
                    }
                    Text(DirectText.yes).tag("true")
                    Text(DirectText.no).tag("false")
                    if !isBoolean && !value.isEmpty {
                        Text(value).tag(value)
                    }
                }
                .marksMistakes(of: attribute.name, state: state, helped: cell.help != nil)
            } else {
                Toggle(cell.label, name: state.fieldName(attribute.name), isOn: value == "true" || value == "1")
                    .marksMistakes(of: attribute.name, state: state, helped: cell.help != nil)
            }
        }
    }
}

/// An enumeration: a choice among the allowed values (and empty, when the column allows it).
struct EditEnumeration: View {
    let cell: PropertyCell
    @Environment(\.editState) private var state

    var body: some View {
        if let attribute = cell.attribute {
            let value = EditedValue.text(of: attribute.name, in: cell, state: state)
            let allowed = cell.context.allowedValues ?? []
            Picker(cell.label, name: state.fieldName(attribute.name), selection: value) {
                if attribute.isNullable || value.isEmpty {
                    Text("—").tag("")
                }
                ForEach(allowed, id: \.self) { option in
                    Text(option).tag(option)
                }
                // A value the list does not have (a check the database does not enforce) is
                // offered as it is, chosen: sent back untouched, it stays.
                if !value.isEmpty && !allowed.contains(value) {
                    Text(value).tag(value)
                }
            }
            .marksMistakes(of: attribute.name, state: state, helped: cell.help != nil)
        }
    }
}

/// A to-one relationship: a choice among the target's rows when there are few, else a picker
/// that searches them (``ToOnePickerView``); a relationship of several columns, the key's field.
struct EditToOne: View {
    let cell: PropertyCell
    @Environment(\.editState) private var state
    @Environment(\.directPaths) private var paths

    var body: some View {
        if let relationship = cell.relationship, relationship.joins.count == 1 {
            let column = relationship.joins[0].sourceAttribute
            let destinationColumn = relationship.joins[0].destinationAttribute
            let value = EditedValue.text(of: column, in: cell, state: state)
            let nullable = cell.plan.context.entity?.attributeIfPresent(named: column)?.isNullable ?? true
            if let choices = state.choices[relationship.name] {
                // Read once, not once a choice.
                let naming = cell.keyWhenRelationship
                Picker(cell.label, name: state.fieldName(column), selection: value) {
                    if nullable || value.isEmpty {
                        Text("—").tag("")
                    }
                    ForEach(Array(choices.enumerated()), id: \.offset) { _, row in
                        Text(RowName.of(row, naming: naming)).tag(row[destinationColumn].text ?? "")
                    }
                    // A key no row has (a foreign key SQLite does not enforce) is offered as
                    // it is, chosen: sent back untouched, it stays.
                    if !value.isEmpty && !choices.contains(where: { $0[destinationColumn].text == value }) {
                        Text(value).tag(value)
                    }
                }
                .marksMistakes(of: column, state: state, helped: cell.help != nil)
            } else if let picker = state.pickers[relationship.name] {
                ToOnePickerView(picker: picker, label: cell.label, value: value, isNullable: nullable, state: state, helped: cell.help != nil)
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    TextField(cell.label, name: state.fieldName(column), text: value, prompt: cell.placeholder)
                        // A number key: a phone's keyboard of digits.
                        .controlAttribute("inputmode", cell.plan.context.entity?.attributeIfPresent(named: column)?.valueType == .integer ? "numeric" : nil)
                        .controlAttribute("required", EditedValue.requiredMark(of: column, isRequired: !nullable, in: cell, state: state))
                        .marksMistakes(of: column, state: state, helped: cell.help != nil)
                    if !state.isInlineRow {
                        Link(DirectText.findOneIn(DisplayName.forIdentifier(relationship.destinationEntity)), destination: paths.list(relationship.destinationEntity))
                            .font(.footnote)
                    } else if let related = cell.object?.related[relationship.name]?.first, related[destinationColumn].text == value {
                        // In an inline table, the row the key leads to by its name: not a bare number.
                        Text(RowName.of(related, naming: cell.keyWhenRelationship))
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                }
            }
        } else {
            DisplayToOne(cell: cell)
        }
    }
}
