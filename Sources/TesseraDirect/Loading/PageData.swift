import TesseraData

/// A line of the entity list: an entity and how many rows it has.
public struct EntitySummary: Sendable, Hashable {
    /// The entity.
    public var entity: Entity
    /// Its rows, counted exactly up to a limit and estimated beyond; `nil` when the database
    /// could not count them (see ``countFailure``).
    public var count: RowCount?
    /// Why the rows could not be counted (a materialized view not populated yet, a view whose
    /// query fails, a table the user may not read): one relation that fails never takes the
    /// entity list down with it.
    public var countFailure: String?

    /// What the entity list shows for the count: the number, or "unavailable".
    public var countText: String { count?.description ?? "unavailable" }
}

/// The rows a list page shows, and how it found them: Direct to Web's display group.
public struct DisplayGroup: Sendable {
    /// The entity listed.
    public var entity: Entity
    /// The order, search, filters and page the address asked for.
    public var query: ListQuery
    /// The fetch that query became.
    public var specification: FetchSpecification
    /// This page's rows.
    public var rows: [Row]
    /// How many rows match, in all pages.
    public var count: RowCount
    /// The cursor of the next page, or `nil` on the last.
    public var nextCursor: PageCursor?
    /// The cursor of the previous page, or `nil` on the first.
    public var previousCursor: PageCursor?
    /// The attributes the list may be sorted by: those it shows whose values the engine can
    /// order (not binary data or JSON). Only these get sort links.
    public var sortableKeys: Set<String> = []
    /// The columns counted by value beside the rows (`facet=` and `facetPropertyKeys`).
    public var facets: [FacetCounts] = []
    /// Columns of the list worth counting by value that it does not count: a few values among
    /// many rows.
    public var suggestedFacets: [String] = []
    /// The bulk actions the list offers the person (none where they may not change its rows).
    public var bulkActions: [DirectBulkAction] = []
    /// The columns the `set` action may set: those the person may edit, with their labels.
    var bulkColumns: [(name: String, label: String)] = []
    /// The values the `set` action may set in each of ``bulkColumns`` whose values are listed
    /// (an enumeration, a check constraint, a rule's `allowedValues`): a choice, not a text.
    var bulkColumnValues: [String: [String]] = [:]
    /// The rows of the whole table, when a search or a filter narrowed the list: what the count
    /// line says they are "of". Counted once for a while, as the entity list counts them.
    public var totalCount: RowCount?
    /// The list's date drill-down (years, then months, then days of a date column), when it
    /// has one.
    public var dateDrillDown: DateDrillDown?
    /// How many rows of the list come before this page, when known (`Page.start`):
    /// what numbers the page among the list's pages.
    public var pageStart: Int?
    /// For the list's filters, the values a column's filter chooses among, by column: an
    /// enumeration's, a boolean's, or the rows of a small table a to-one link points to, by name.
    var filterChoices: [String: [FilterChoice]] = [:]
    /// Why the list has no rows to show although the relation may have some: a materialized
    /// view that has not been populated yet. The page says so instead of failing.
    public var unavailableReason: String?
}

/// The first rows of a to-many relationship, shown on an inspect page.
public struct RelatedRowsPreview: Sendable {
    /// The relationship.
    public var relationship: Relationship
    /// Its first rows.
    public var rows: [Row]
    /// Whether there are more than ``rows``.
    public var hasMore: Bool
    /// The list of all of them, when a condition can name them: of the destination, or for a
    /// many-to-many relationship of its join entity (the rows that link them, each a link).
    public var fullList: ListQuery?
    /// The entity ``fullList`` lists.
    public var fullListEntity: String
}

/// The rows that refer to a row through one to-many relationship, and what deleting the row
/// would do to them (their foreign key's `ON DELETE`): shown before anyone confirms a delete.
public struct DeletionReach: Sendable {
    /// The to-many relationship whose rows refer to the row.
    public var relationship: Relationship
    /// How many rows refer to it.
    public var count: RowCount
    /// The list of those rows, where the person may see it.
    public var fullList: ListQuery?
    /// Whether the person may see the entity of those rows: a row of an entity the rules hide
    /// is counted, not named.
    public var isVisible: Bool

    /// Deleting the row would fail while these rows refer to it.
    public var blocks: Bool { relationship.deleteRule.blocksDeletion && count.value > 0 }
}

/// What an edit page shows besides the row: the person's input when it comes back, its mistakes,
/// and the row as someone else saved it meanwhile.
public struct EditState: Sendable {
    /// The fields as the person typed them, by attribute name, or `nil` on a fresh form.
    public var input: [String: String]?
    /// What is wrong with the input.
    public var errors: ValidationError?
    /// The row as it is now in the database, when it changed (or went) while the person edited.
    public var conflict: OptimisticLockingConflict?
    /// The version of the row the form was made from, sent back to detect such changes.
    public var versionToken: String?
    /// For each to-one relationship the form edits, the rows to choose from; a relationship
    /// with too many rows to list has none, and a picker instead (``pickers``).
    public var choices: [String: [Row]] = [:]
    /// For each to-one relationship the form edits whose related table has too many rows to
    /// list, its search: the row chosen and the rows found.
    public var pickers: [String: ToOnePicker] = [:]
    /// What the person searched for in each picker, by foreign-key column, when the form came
    /// back to search rather than to save.
    public var pickerSearches: [String: String] = [:]
    /// The page of rows found each picker's "More" asked for (a page cursor's token), by
    /// foreign-key column.
    public var pickerPages: [String: String] = [:]
    /// The text columns of the form that hold a few choices separated by commas
    /// ("Trailers,Deleted Scenes"), each with the choices its rows hold: the page's script shows
    /// them as a box each, writing the text back.
    public var setLikeChoices: [String: [String]] = [:]
    /// On a new row's form that a picker opened ("New address" beside a customer's address): the
    /// column whose value the picker waits for. The row's page after saving hands it back.
    public var pickedColumn: String?
    /// The form's pending row and what your property views on it do (taps, bound controls).
    var editor: DirectEditor?
    /// When a deletion was refused because other rows still refer to this one: those rows, a few
    /// of each relationship, with a link to all of them.
    public var blockingRows: [RelatedRowsPreview] = []
    /// The to-many relationships the form of an existing row edits, or shows with a link to a new
    /// related row.
    public var relatedEditors: [RelatedEditor] = []
    /// When an undo from the history was refused because the row changed after the change it
    /// would undo: that change. The page then says so (not "someone changed it while you were
    /// editing") and its form holds what the undo would have written, for the person to save or
    /// to leave.
    public var undoneEntry: HistoryEntry?
    /// On the page that asks before a delete: whether the person could undo it afterwards from
    /// the history (the history is kept, they may create the row again, and it holds no binary
    /// data, which the history keeps as its size only). The page says which.
    public var deletionCanBeUndone = false
    /// On the page that asks before a delete: the rows that refer to this one, by relationship
    /// (those with any), and what deleting it would do to them.
    public var deletionReach: [DeletionReach] = []
    /// The to-many relationships the form edits in place (`inlineRelationships`), with their rows.
    public var inlines: [InlineEditor] = []
    /// What came back for the inline rows when the form was refused: each row's input, mistakes
    /// and delete box, by its fields' prefix (`i.payments.0.`), and the rows the form showed, by
    /// relationship — the same rows again, not whatever the relationship holds now.
    var inlineSubmission: InlineSubmission?

    /// What the names of the form's fields begin with: `v.` on a row's own form; `i.REL.N.` for
    /// an inline row's (``InlineEditor``), so that the look's editors serve both.
    var fieldPrefix = EditForm.valuePrefix
    /// Whether the form is an inline table's empty row: nothing is required there, for a row
    /// left empty is not saved.
    var isBlankRow = false

    /// Whether the form is a row of an inline table.
    var isInlineRow: Bool { fieldPrefix != EditForm.valuePrefix }

    /// The name of the field of `column` on this form.
    func fieldName(_ column: String) -> String { fieldPrefix + column }

    /// What the `id`s of the controls, messages and help of `column` are made of: the column on a
    /// row's own form, the field's name on an inline row's, whose columns repeat.
    func idName(_ column: String) -> String { isInlineRow ? fieldPrefix + column : column }

    /// What the `id` of the help of a column is made of, besides the column: an inline table
    /// shows a column's help once, in its heading, for every row's field of it.
    var helpPrefix = ""

    /// A fresh form.
    public init(input: [String: String]? = nil, errors: ValidationError? = nil, conflict: OptimisticLockingConflict? = nil, versionToken: String? = nil) {
        self.input = input
        self.errors = errors
        self.conflict = conflict
        self.versionToken = versionToken
    }
}

/// A value a list's filter offers, and how the person reads it: `PG-13`, "Yes" for `true`, a
/// language's name for its key.
public struct FilterChoice: Sendable, Hashable {
    /// The value, as the filter's parameter carries it.
    public var value: String
    /// What the person reads.
    public var label: String
}
