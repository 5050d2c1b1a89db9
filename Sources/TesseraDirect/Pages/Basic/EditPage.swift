import Tessera
import TesseraComponents
import TesseraData
import TesseraRules

/// The basic look's `Edit` page: a form of the object's properties — or a new object's — that
/// saves, cancels, and links to delete. When the form comes back with mistakes it shows each one
/// under its field with the person's input kept; when the row changed meanwhile it shows the
/// current values next to the person's.
public struct EditPage: View {
    @Environment(\.localization) private var localized
    @Environment(\.ruleContext) private var context
    @Environment(\.editState) private var state
    @Environment(\.directPaths) private var paths
    @Environment(\.formToken) private var formToken
    @Environment(\.directLook) private var look
    @Environment(\.pagePlan) private var pagePlan

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let entity = context.entity {
            let object = context.object
            // The fields as the form's plan decided them for every row, asked of the rules again
            // only where a rule reads the row.
            let plan = PagePlan.forPage(pagePlan, entity: entity, context: context, paths: paths)
            let cells = plan.properties.compactMap { property in
                let cell = PropertyCell(plan: property, row: object)
                // A to-many relationship is edited from the other side.
                return cell.isToMany ? nil : cell
            }
            VStack(alignment: .leading, spacing: 16) {
                if let conflict = state.conflict {
                    ConflictNotice(conflict: conflict, context: context, undoneEntry: state.undoneEntry)
                }
                let groups = plan.groups(of: cells, row: object)
                if state.errors != nil {
                    // In the order the form shows its fields, groups and all.
                    FormErrors(errors: state.errors, fields: groups.flatMap(\.cells).compactMap { cell in
                        guard let column = EditableProperty.messagesColumn(of: cell) else { return nil }
                        return (column, cell.label)
                    })
                }
                // Views of yours on the form (a tap, a button) are submit buttons of it too.
                let ownRows = cells.map { cell in customPropertyRow(context: cell.context, look: look, errors: errors(of: cell)) }
                let hasOwnViews = state.editor != nil && cells.indices.contains { index in
                    if ownRows[index] != nil { return true }
                    if case .custom = cells[index].resolvedComponent(in: look) { return true }
                    return false
                }
                // A file field sends its file's bytes only from a multipart form; a form without
                // one keeps the plain encoding (and its bytes).
                let hasFileField = cells.contains { cell in
                    if case .builtIn(.editBlob) = cell.resolvedComponent(in: look) { return true }
                    return false
                }
                Form(action: formAction(entity: entity, object: object), encoding: hasFileField ? .multipart : .urlEncoded) {
                    FormHiddenFields(token: formToken, version: state.versionToken)
                    if !state.pickers.isEmpty || hasOwnViews {
                        // Enter in a field presses a form's first button: Save, not a picker's
                        // Find — or, in a picker's search with words typed, Find (the server
                        // tells by its name). Out of sight and out of the tab order; the real
                        // Save is below, and saves whatever a search box holds. Nor a tap of
                        // a view of yours that comes before Save.
                        Button(submit: DirectText.save, name: "_enter", value: "1")
                            .attribute("tabindex", "-1")
                            .attribute("aria-hidden", "true")
                            .attribute("data-default-save", nil)
                    }
                    VStack(alignment: .leading, spacing: 12) {
                        // In the groups the rules lay the form out in (`fieldsets`); without
                        // any, the fields alone, as a form always had them.
                        EitherView(
                            ForEach(Array(cells.enumerated()), id: \.offset) { index, cell in
                                if let row = ownRows[index] {
                                    row
                                } else {
                                    EditableProperty(cell: cell, errors: errors(of: cell))
                                }
                            },
                            ForEach(Array(groups.enumerated()), id: \.offset) { number, group in
                                EditFieldGroup(
                                    group: group,
                                    number: number,
                                    fields: group.indices.map { index in
                                        EditFieldGroup.Field(cell: cells[index], ownRow: ownRows[index], errors: errors(of: cells[index]))
                                    },
                                    isOpen: holdsWhatThePersonIsDoing(group))
                            },
                            showsFirst: PropertyGroup.areUngrouped(groups))
                        if !state.inlines.isEmpty {
                            // The related rows it edits in place (`inlineRelationships`), saved with it.
                            ForEach(Array(state.inlines.enumerated()), id: \.offset) { _, editor in
                                InlineEditorView(editor: editor)
                            }
                        }
                        HStack(spacing: 12) {
                            // After a refused undo the form holds the values before, not the person's own.
                            Button(submit: state.conflict == nil ? DirectText.save : state.undoneEntry == nil ? .saveMine : .putTheseBack)
                            if state.conflict == nil && state.pickedColumn == nil {
                                // As Django's admin: the next form at once, for a run of entries.
                                Button(submit: DirectText.saveAndAddAnother, name: "_then", value: "new").attribute("data-save-then", "new")
                                if object != nil {
                                    Button(submit: DirectText.saveAndContinueEditing, name: "_then", value: "edit").attribute("data-save-then", "edit")
                                }
                            }
                            Link(DirectText.cancel, destination: object.map { paths.inspect(entity.name, key: $0.primaryKey) } ?? paths.list(entity.name))
                            if let object, context.isObjectDeletable {
                                Spacer()
                                Link(destination: paths.delete(entity.name, key: object.primaryKey)) { Label(DirectText.delete, systemImage: "trash") }
                                    .foregroundStyle(.red)
                            }
                        }
                        .attribute("data-form-actions", nil)
                    }
                }
                .attribute("id", DirectEditor.formID)
                RelatedEditorsView(editors: state.relatedEditors)
            }
        }
    }

    /// Where the form is sent: the row's form, or the new row's — which, made for a picker of
    /// another form, says so, for the row's page to hand the row back.
    private func formAction(entity: Entity, object: Row?) -> String {
        if let object { return paths.edit(entity.name, key: object.primaryKey) }
        guard let picked = state.pickedColumn else { return paths.create(entity.name) }
        return paths.create(entity.name) + "?picked=" + DirectPaths.encode(picked)
    }

    /// Whether a closed group shows open: a field of it came back with a mistake, a picker of it
    /// is searching or paging, or a field of it needs a value it does not have — which the
    /// browser, asked to send the form, would refuse in a group it cannot show.
    private func holdsWhatThePersonIsDoing(_ group: PropertyGroup) -> Bool {
        guard group.fieldset?.isCollapsed == true else { return false }
        return group.cells.contains { cell in
            if !errors(of: cell).isEmpty { return true }
            guard let column = EditableProperty.messagesColumn(of: cell) else { return false }
            if state.pickerSearches[column] != nil || state.pickerPages[column] != nil { return true }
            guard cell.component.edits(in: look) else { return false }
            let text = EditedValue.text(of: column, in: cell, state: state)
            // Changed and not saved yet (a row chosen in a picker, a view of yours run).
            if let object = cell.object, text != (object[column].text ?? "") { return true }
            guard let attribute = cell.plan.context.entity?.attributeIfPresent(named: column) else { return false }
            return text.isEmpty && EditedValue.requiredMark(of: column, isRequired: attribute.isRequired, in: cell, state: state) != nil
        }
    }

    private func errors(of cell: PropertyCell) -> [String] {
        guard let errors = state.errors else { return [] }
        if let attribute = cell.attribute { return errors.messages(for: attribute.name, localized) }
        if let relationship = cell.relationship {
            return relationship.joins.flatMap { errors.messages(for: $0.sourceAttribute, localized) }
        }
        return []
    }
}

/// The fields every form of the application carries: the server's token, and the version of the
/// row the form was made from.
struct FormHiddenFields: View {
    let token: FormToken?
    let version: String?

    var body: some View {
        if let token {
            HiddenField(name: token.name, value: token.value)
        }
        if let version {
            HiddenField(name: EditForm.versionFieldName, value: version)
        }
    }
}

/// A group of the form's fields (see ``Fieldset``): a `<fieldset>` under its title, closed at
/// first when the rules say so — unless one of its fields came back with a mistake — or, for the
/// fields no fieldset names, the fields alone.
struct EditFieldGroup: View {
    struct Field {
        let cell: PropertyCell
        /// A row of yours in place of the look's (`propertyRow`).
        let ownRow: AnyView?
        let errors: [String]
    }

    let group: PropertyGroup
    /// Where the group is among the form's: what its description's `id` is made of.
    let number: Int
    let fields: [Field]
    /// Whether a closed group shows open (see `EditPage`).
    let isOpen: Bool

    /// The `id` of the group's description, which the `<fieldset>` names in `aria-describedby`.
    private var descriptionID: String? {
        group.fieldset?.description == nil ? nil : "t-fieldset-\(number)-description"
    }

    var body: some View {
        if let fieldset = group.fieldset {
            if fieldset.isCollapsed {
                DisclosureGroup(isExpanded: isOpen) {
                    FormFieldset(fieldset.title, showsTitle: false, describedBy: descriptionID) { content(fieldset) }
                } label: {
                    Text(fieldset.heading)
                }
                .attribute("data-fieldset", "collapsed")
            } else {
                FormFieldset(fieldset.title, describedBy: descriptionID) { content(fieldset) }
                    .attribute("data-fieldset", "")
            }
        } else {
            // Among the form's own rows, as a form without fieldsets has them.
            fieldRows
        }
    }

    @ViewBuilder private func content(_ fieldset: Fieldset) -> some View {
        if let description = fieldset.description, let descriptionID {
            FieldsetDescription(text: description).attribute("id", descriptionID)
        }
        fieldList(columns: fieldset.columns)
    }

    private func fieldList(columns: Int?) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            fieldRows
        }
        // Side by side on a wide window (``DirectStylesheet``).
        .attribute("data-fieldset-fields", columns.flatMap { $0 > 1 ? String($0) : nil })
    }

    private var fieldRows: some View {
        ForEach(Array(fields.enumerated()), id: \.offset) { _, field in
            if let row = field.ownRow {
                row
            } else {
                EditableProperty(cell: field.cell, errors: field.errors)
            }
        }
    }
}

/// A property on the form: an editor labels itself; a value shown read-only gets a label here.
struct EditableProperty: View {
    let cell: PropertyCell
    let errors: [String]
    @Environment(\.directLook) private var look

    /// The column whose control the messages describe: the attribute's, or a to-one
    /// relationship's first foreign-key column.
    static func messagesColumn(of cell: PropertyCell) -> String? {
        cell.attribute?.name ?? cell.relationship?.joins.first?.sourceAttribute
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if cell.component.edits(in: look) {
                PropertyCellView(cell: cell)
            } else {
                Text(cell.label).font(.footnote).foregroundStyle(.secondary)
                PropertyCellView(cell: cell)
            }
            if !errors.isEmpty, let column = Self.messagesColumn(of: cell) {
                // Named by the control's aria-describedby: read with the field.
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(errors, id: \.self) { message in
                        Label(message, systemImage: "exclamationmark.triangle").foregroundStyle(.red).font(.footnote)
                    }
                }
                .attribute("id", EditedValue.messagesID(of: column))
            }
            if cell.plan.context.debug {
                RuleExplanationNote(context: cell.context)
            }
            // Last, so that a field without help keeps the markup fields always had.
            if let help = cell.help {
                // Named by the control's aria-describedby, as its messages are.
                Text(help)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .attribute("id", EditedValue.helpID(of: Self.messagesColumn(of: cell) ?? cell.plan.propertyKey))
                    .attribute("data-property-help", nil)
            }
        }
    }
}

/// The summary of a form's mistakes, at its top: that nothing was saved, the mistakes that
/// belong to no field, and a link to each field in error with its message, in the form's order.
/// It takes the focus when the page loads, so that a keyboard or a screen reader starts there.
struct FormErrors: View {
    let errors: ValidationError?
    @Environment(\.localization) private var localized
    /// The form's fields, in order: the column each control sends, and its label.
    let fields: [(column: String, label: String)]

    /// The theme's colour for what went wrong: plain red, made for white, falls below 4.5:1 on
    /// its own tint over the theme's light grey page.
    static let color = Color.theme(.negativeLabel)

    var body: some View {
        if let errors, !errors.isEmpty {
            let marked = fields.filter { errors.fieldErrors[$0.column] != nil }
            VStack(alignment: .leading, spacing: 4) {
                Label(DirectText.nothingSavedCorrectTheMarkedFields, systemImage: "exclamationmark.triangle")
                    .bold()
                ForEach(errors.formErrors, id: \.self) { message in
                    Text(message)
                }
                ForEach(marked, id: \.column) { field in
                    Link(DirectText.fieldMistakes(field.label, errors.messages(for: field.column, localized)), destination: "#" + EditedValue.controlID(of: field.column))
                        .foregroundStyle(Self.color)
                }
            }
            .padding(12)
            .background(Self.color.opacity(0.08))
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .foregroundStyle(Self.color)
            .attribute("role", "alert")
            .attribute("tabindex", "-1")
            .attribute("autofocus", "")
            .attribute("data-form-errors", nil)
        }
    }
}

/// Someone else saved (or deleted) the row while the person edited it: their values next to
/// the ones in the form, so the person can choose; nothing was written. The same for an undo
/// from the history refused because the row changed after the change it would undo: the form
/// then holds the values the undo would have written.
struct ConflictNotice: View {
    let conflict: OptimisticLockingConflict
    let context: RuleContext
    /// The history entry whose undo was refused, when this is that refusal.
    var undoneEntry: HistoryEntry? = nil
    @Environment(\.locale) private var locale
    @Environment(\.localization) private var localized

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let current = conflict.current, let entry = undoneEntry {
                Label(
                    DirectText.undoRefused(entity: context.displayNameForEntity, by: entry.user, time: HistoryTime.text(entry.time)),
                    systemImage: "exclamationmark.triangle"
                )
                .bold()
                .attribute("data-undo-refused", nil)
                let differences = rows(current)
                if differences.isEmpty {
                    Text(DirectText.undoValuesAreTheSame)
                } else {
                    Text(DirectText.undoFormHoldsTheValuesBefore)
                    Table(differences, id: \.name) {
                        TableColumn(localized(DirectText.property), value: \.label)
                        TableColumn(localized(DirectText.savedNow), value: \.saved)
                        TableColumn(localized(DirectText.beforeTheChange), value: \.yours)
                    }
                }
            } else if let current = conflict.current {
                Label(DirectText.changedMeanwhile(entity: context.displayNameForEntity), systemImage: "exclamationmark.triangle")
                    .bold()
                let differences = rows(current)
                if differences.isEmpty {
                    // Changed in a field this form does not change, or changed back: nothing to
                    // choose between, and no empty table.
                    Text(DirectText.valuesAreTheSameAsSaved)
                } else {
                    Text(DirectText.formStillHoldsYourValues)
                    Table(differences, id: \.name) {
                        TableColumn(localized(DirectText.property), value: \.label)
                        TableColumn(localized(DirectText.savedNow), value: \.saved)
                        TableColumn(localized(DirectText.yours), value: \.yours)
                    }
                }
            } else {
                Label(DirectText.deletedMeanwhile(entity: context.displayNameForEntity), systemImage: "exclamationmark.triangle")
                    .bold()
            }
        }
        .padding(12)
        .border(.orange)
        .attribute("role", "alert")
    }

    struct Line {
        let name: String
        let label: String
        let saved: String
        let yours: String
    }

    private func rows(_ current: Row) -> [Line] {
        guard let entity = context.entity else { return [] }
        var property = context
        return entity.attributes.compactMap { attribute in
            // Only where the two differ: that is what the person must choose between.
            guard let mine = conflict.changes[attribute.name], current[attribute.name] != mine else { return nil }
            property.propertyKey = attribute.name
            let saved = current[attribute.name]
            return Line(
                name: attribute.name, label: property.displayNameForProperty, saved: saved.text ?? "—", yours: mine.text ?? "—")
        }
    }
}
