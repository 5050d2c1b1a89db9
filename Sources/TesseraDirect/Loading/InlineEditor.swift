import TesseraData
import TesseraRules

/// A to-many relationship whose rows a row's form edits in place (``InlineRelationshipsKey``,
/// Django admin's inlines): the related rows — the latest ``DirectApplication/inlineRowsOnForm``
/// of them by key — each with the fields of its own form and a box to delete it, and empty rows for new
/// ones. The form saves them with the row, in one transaction.
public struct InlineEditor: Sendable {
    /// A row of the table: a related row, or an empty one for a new row.
    public struct Child: Sendable {
        /// The related row as the database holds it; `nil` for an empty row.
        public var row: Row?
        /// What the names of the row's fields begin with (`i.payment.0.`).
        public var fieldPrefix: String
        /// Its place among the table's related rows, which its key's, version's and delete
        /// box's names carry (`i.payment._key.0`); `nil` for an empty row.
        public var number: Int?
        /// What the person sent for it, when the form came back; an empty row's starting values.
        public var input: [String: String]?
        /// What is wrong with what the person sent for it.
        public var errors: ValidationError?
        /// Whether its delete box is ticked (the form came back with it ticked).
        public var isDeleting = false
        /// Whether the rules let it be deleted here (`isObjectDeletable`).
        public var canDelete = false
        /// Whether the rules let it be changed here (`isObjectEditable`): else its values are shown, not its fields.
        public var canChange = true
    }

    /// The relationship's name.
    public var relationshipName: String
    /// What the form calls it.
    public var label: String
    /// The related rows' entity.
    public var entityName: String
    /// The columns of the related rows that point at the row: not shown, filled in.
    public var pointingColumns: Set<String>
    /// The fields of the related rows' form, as their form's plan decides them, but the
    /// relationship back to the row.
    let properties: [PropertyPlan]
    /// The rows of the table.
    public var children: [Child]
    /// How many related rows the table does not show.
    public var moreCount = 0
    /// The list of every related row, when the table does not show them all.
    public var allAddress: String?
    /// For each to-one relationship of the related rows with few targets, the rows to choose from.
    var choices: [String: [Row]] = [:]
}

/// What came back for the inline tables of a form that was refused: kept, so that the form
/// shows the same rows again with what the person typed and ticked.
struct InlineSubmission: Sendable {
    /// What came back for one row of a table.
    struct Entry: Sendable {
        var input: [String: String]
        var errors: ValidationError?
        var isDeleting = false
    }

    /// The related rows the form showed, by relationship, in its order: read again by the keys
    /// it sent.
    var rows: [String: [Row]] = [:]
    /// How many empty rows each table had.
    var blankRows: [String: Int] = [:]
    /// Each row's input, mistakes and delete box, by its fields' prefix.
    var entries: [String: Entry] = [:]
    /// What belongs to no row shown: a row deleted by someone else meanwhile.
    var formErrors: [String] = []

    /// Whether any row came back with a mistake at a field.
    var hasFieldErrors: Bool { entries.values.contains { !($0.errors?.fieldErrors.isEmpty ?? true) } }

    /// Whether any row came back with a mistake.
    var hasErrors: Bool { !formErrors.isEmpty || entries.values.contains { $0.errors.map { !$0.isEmpty } ?? false } }

    /// Shows the related row whose fields begin with `prefix` no more (it was deleted meanwhile):
    /// the rows after it move up, with what came back for them.
    mutating func removeRow(at prefix: String) {
        for (name, shown) in rows {
            guard let index = shown.indices.first(where: { EditForm.inlinePrefix(name, row: $0) == prefix }) else { continue }
            rows[name]?.remove(at: index)
            for later in index..<shown.count {
                let from = EditForm.inlinePrefix(name, row: later)
                let to = EditForm.inlinePrefix(name, row: later - 1)
                if later == index {
                    entries.removeValue(forKey: from)
                } else {
                    entries[to] = entries.removeValue(forKey: from)
                }
            }
            return
        }
    }

    /// Shows the related row whose fields begin with `prefix` as `row` now is: read again after
    /// it changed meanwhile.
    mutating func replaceRow(at prefix: String, with row: Row) {
        for (name, shown) in rows {
            guard let index = shown.indices.first(where: { EditForm.inlinePrefix(name, row: $0) == prefix }) else { continue }
            rows[name]?[index] = row
            return
        }
    }

    /// The same, without the mistakes: for a form that comes back to search, not to save.
    var withoutErrors: InlineSubmission {
        var copy = self
        for key in copy.entries.keys { copy.entries[key]?.errors = nil }
        copy.formErrors = []
        return copy
    }
}
