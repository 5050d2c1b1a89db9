import Foundation
import TesseraData
import Tessera

/// The texts the application writes itself on its pages: the frame's, the lists', the forms'.
/// What the database holds (names, values) is shown as it is; a rule gives a label of its own.
///
/// The English texts are here; each other language has a file of its own
/// (`DirectText+German.swift`, …), one exhaustive `switch`: a text added here and not there is a
/// compile error, and a translator reads one file.
@_spi(Languages)
public enum DirectText: LocalizedMessage, Hashable {
    // The frame.
    /// The link that skips the bar, for a keyboard.
    case skipToContent
    /// The bar's name.
    case application
    /// The breadcrumb's name.
    case breadcrumb
    /// The history's link and a row's.
    case history
    /// The history link's tooltip.
    case historyHelp
    /// The table navigation's filter field.
    case filterTheTables
    /// The table navigation's heading.
    case tables
    /// Who is signed in: "Signed in as ada (admin, staff)".
    case signedInAs(String, roles: [String])
    /// The person's tooltip: "Signed in as ada: admin, staff".
    case signedInAsHelp(String, roles: [String])
    /// The person menu's link, and the page's title.
    case changePassword
    /// The person menu's button.
    case signOut

    // Actions on a row.
    case edit
    case delete
    case save
    case saveAndAddAnother
    case saveAndContinueEditing
    case cancel
    case undo

    // A list.
    case search
    case searchText
    case filter
    case filters
    /// A choice filter's "no choice".
    case any
    /// A range filter's ends: "Length from", "Length to".
    case rangeFrom(String)
    case rangeTo(String)
    case showEveryRow
    case previousPage
    case nextPage
    /// A numbered page's link, for assistive technologies: "Page 3".
    case page(Int)
    /// The pager's name.
    case pages
    /// The CSV link's tooltip: every row of the list.
    case csvHelp(entity: String)
    /// The JSON link's tooltip: this page of rows.
    case jsonHelp(entity: String)
    /// The link to a new row's form: "New film".
    case newRow(entity: String)
    /// After a conflict: save the person's values over another's.
    case saveMine
    /// After a refused undo: put the values from before back.
    case putTheseBack
    /// Above a form whose values were refused.
    case nothingSavedCorrectTheMarkedFields
    /// A field's mistakes, linked from the top of the form: "Title: must not be empty".
    case fieldMistakes(String, [String])
    /// An undo refused: the row changed after the change it would undo.
    case undoRefused(entity: String, by: String?, time: String)
    /// After a refused undo, when the row holds what the undo would write.
    case undoValuesAreTheSame
    /// After a refused undo: the form holds the values from before.
    case undoFormHoldsTheValuesBefore
    /// A conflict table's column of properties.
    case property
    /// A conflict table's column of the values saved now.
    case savedNow
    /// A refused undo's column of the values before the change.
    case beforeTheChange
    /// A conflict table's column of the person's values.
    case yours
    /// Someone else saved the row while the person edited it.
    case changedMeanwhile(entity: String)
    /// A conflict in which the form holds what is saved.
    case valuesAreTheSameAsSaved
    /// A conflict: the form keeps the person's values.
    case formStillHoldsYourValues
    /// Someone else deleted the row while the person edited it.
    case deletedMeanwhile(entity: String)
    /// An undo of a row's creation refused: the row changed since.
    case undoOfCreationRefused(entity: String)
    /// A deletion refused: the row changed since the page was opened.
    case changedSinceOpened(entity: String)
    /// A deletion the database refused.
    case notDeleted
    /// A deletion refused because other rows refer to the row.
    case otherRowsStillReferToIt
    /// A row others refer to, before deleting: "“Dune” cannot be deleted while …".
    case cannotBeDeletedWhileReferredTo(String)
    /// The question a deletion asks: "Delete film “Dune”? You can undo it afterwards from the history."
    case confirmDeletion(entity: String, title: String, canBeUndone: Bool)
    /// The way back from a deletion that cannot be done.
    case backTo(entity: String)
    /// The link to every row a preview shows a few of.
    case allOfThem
    /// The name of the grid of rows that stop a deletion.
    case rowsThatReferToIt
    /// An empty history.
    case noChangesYet
    /// A history filtered to nothing.
    case noChangesFound
    /// The history's link to the page of older changes.
    case olderChanges
    /// What a history entry did: "Created", "Changed", "Deleted".
    case historyAction(HistoryEntry.Action)
    /// Who made a change: "by ada", or "by (no sign-in)".
    case changedBy(String?)
    /// What undoing an entry does, for a screen reader and a tooltip.
    case undoExplanation(HistoryEntry.Action)
    /// The start page's heading of recent changes.
    case recentChanges(isYours: Bool)
    /// The link from recent changes to the whole history.
    case allChanges
    /// The history filter's field of who made the changes.
    case person
    /// The person field's placeholder.
    case anyone
    /// The history filter's choice of table.
    case table
    /// The table choice's "no choice".
    case everyTable
    /// The history filter's first day.
    case fromDay
    /// The history filter's last day.
    case toDay
    /// How a day is written in the history filter's fields.
    case dayPattern
    /// The history filter's button.
    case show
    /// The link that takes a filter off the history.
    case everyChange
    /// The name of a list's facets.
    case countsByValue
    /// Before the suggested facets.
    case countBy
    /// A suggested facet's tooltip, with the column's label.
    case countByHelp(String)
    /// The name of the suggested facets.
    case suggestedCountsByValue
    /// A facet's remove button, with the column's label.
    case stopCountingBy(String)
    /// A facet of no values.
    case noRows
    /// A chosen facet value's tooltip.
    case showEveryValueAgain(String)
    /// A facet value's tooltip.
    case showOnlyTheseRows
    /// Below a facet cut short.
    case moreValuesNotShown
    /// A facet stopped at its time limit.
    case tooSlowToCount(milliseconds: Int)
    /// A to-many editor with no rows.
    case noneYet
    /// Below an inline editor cut short.
    case moreNotShownHere(Int)
    /// The link to every related row: "All payment rows →".
    case allRowsOf(String)
    /// An inline row's delete box.
    case deleteThisRow
    /// A row's link to its own page.
    case open
    /// An inline row's link, for assistive technologies: "Open row 2 of Payments".
    case openRow(Int, of: String)
    /// An inline row not saved yet.
    case newInlineRow
    /// The heading of a form's to-many editors.
    case relatedRows
    /// What the to-many editors do.
    case relatedEditorsSaveAtOnce
    /// A to-many editor's button that takes a row out.
    case remove
    /// The remove button, for assistive technologies: "Remove Dune".
    case removeItem(String)
    /// Below a to-many editor cut short.
    case andMore(Int)
    /// A to-many editor's search field: "Add to actors".
    case addTo(String)
    /// A search's button in a form.
    case find
    /// A to-many editor's search that found nothing.
    case noRowsFoundToAdd
    /// A to-many editor's button that adds a row found.
    case add
    /// The add button, for assistive technologies: "Add Dune".
    case addItem(String)
    /// A to-many editor's link to a new related row: "New payment row".
    case newRelatedRow(String)
    /// The fiori row page's first section.
    case generalInformation
    /// The name of the fiori row page's section links.
    case sections
    /// The name of the fiori row page's properties.
    case properties
    /// The name of the fiori row page's actions.
    case actions
    /// The name of the fiori list's filter bar.
    case filterBar
    /// The fiori list's choice of order.
    case sortBy
    /// The fiori list's sort button and the name of its form.
    case sort
    /// A start page of no tables, in the fiori look.
    case nothingToShow
    /// A start page of no tables.
    case noTablesOrViews
    /// The name of the fiori start page's chart.
    case largestTables
    /// A table's count of rows as written ("about 16,000"): "16,000 rows", "1 row".
    case rowCount(String, isOne: Bool)
    /// A table whose rows could not be counted.
    case rowsUnavailable
    /// A to-one picker with no row chosen.
    case noneChosen
    /// A to-one value no row has: "7 (no store has this key)".
    case noRowHasThisKey(value: String, destination: String)
    /// A to-one picker's button that leaves it empty.
    case clear
    /// The clear button, for assistive technologies: "Clear store".
    case clearItem(String)
    /// A to-one picker's search field: "Search store", or "Search staff for manager".
    case searchFor(destination: String, label: String)
    /// A to-one picker's search placeholder.
    case findByNameOrKey
    /// A to-one picker's search that found nothing.
    case noneFound(destination: String, search: String)
    /// Above a to-one picker's matches.
    case foundFor(String)
    /// A to-one picker's button for more matches.
    case more
    /// On a row made in a picker's window.
    case madeForAChoice(String)
    /// A true value, and a boolean field's choice.
    case yes
    /// A false value, and a boolean field's choice.
    case no
    /// A to-many property or list with no values.
    case nothing
    /// A value's link to download it.
    case download
    /// The download link, for assistive technologies: "Download Picture".
    case downloadItem(String)
    /// Below a to-many preview cut short without a link.
    case andMoreRows
    /// A related rows table's column of names.
    case name
    /// A to-one key field's link to the rows it may name: "Find one in Store".
    case findOneIn(String)
    /// A password field's placeholder while a password is set.
    case unchanged
    /// A file field of a value that has a file: "Replace picture with".
    case replaceWith(String)
    /// Under a file field: its limit, and that an empty field keeps the file.
    case uploadUpTo(String, keepsFile: Bool)
    /// A stored file of no kind known: "A file of 12 kB".
    case aFileOf(String)
    /// The SQL page's field.
    case query
    /// A query's button.
    case run
    /// The SQL page's button that shows the query's plan.
    case explain
    /// Under the SQL page's buttons.
    case readOnlyQueries
    /// The heading of a query's plan.
    case queryPlan
    /// The SQL page's list of tables.
    case tablesYouMayQuery
    /// Where a query's mistake is: "Line 2, column 14:".
    case lineAndColumn(line: Int, column: Int)
    /// The link that keeps a query's address.
    case addressOfThisQuery
    /// A query of no columns.
    case queryReturnedNoColumns
    /// The link to the SQL page.
    case writeAQueryOfYourOwn
    /// Under a saved query that changes rows.
    case changesRowsKeptInHistory
    /// A saved query's statement, folded.
    case theStatement
    /// A saved query's link to the SQL page.
    case openInTheSQLPage
    /// A dashboard tile's link to its query.
    case theQuery
    /// The password form's field.
    case currentPassword
    /// The password form's field.
    case newPassword
    /// The password form's field.
    case newPasswordAgain
    // END OF CASES

    public func text(in language: UILanguage, locale: Locale) -> String {
        switch language {
        case .english: english(locale)
        case .german: german(locale)
        case .french: french(locale)
        case .spanish: spanish(locale)
        case .japanese: japanese(locale)
        }
    }

    /// `entity` inside a sentence in English: "film", not "Film" — a name the rules gave in
    /// capitals ("DVD") stays as it is.
    static func inSentence(_ entity: String) -> String {
        entity.lowercased()
    }

    private func english(_ locale: Locale) -> String {
        switch self {
        case .skipToContent: "Skip to content"
        case .application: "Application"
        case .breadcrumb: "Breadcrumb"
        case .history: "History"
        case .historyHelp: "What was created, changed and deleted, by whom — and undone"
        case .filterTheTables: "Filter the tables"
        case .tables: "Tables"
        case .signedInAs(let name, let roles): roles.isEmpty ? "Signed in as \(name)" : "Signed in as \(name) (\(roles.joined(separator: ", ")))"
        case .signedInAsHelp(let name, let roles): roles.isEmpty ? "Signed in as \(name)" : "Signed in as \(name): \(roles.joined(separator: ", "))"
        case .changePassword: "Change password"
        case .signOut: "Sign out"
        case .edit: "Edit"
        case .delete: "Delete"
        case .save: "Save"
        case .saveAndAddAnother: "Save and add another"
        case .saveAndContinueEditing: "Save and continue editing"
        case .cancel: "Cancel"
        case .undo: "Undo"
        case .search: "Search"
        case .searchText: "Search text"
        case .filter: "Filter"
        case .filters: "Filters"
        case .any: "Any"
        case .rangeFrom(let label): "\(label) from"
        case .rangeTo(let label): "\(label) to"
        case .showEveryRow: "Show every row"
        case .previousPage: "← Previous"
        case .nextPage: "Next →"
        case .page(let number): "Page \(number)"
        case .pages: "Pages"
        case .csvHelp(let entity): "Download every \(Self.inSentence(entity)) row this list finds, as CSV"
        case .jsonHelp(let entity): "This page of \(Self.inSentence(entity)) rows as JSON, with a link to the next"
        case .newRow(let entity): "New \(Self.inSentence(entity))"
        case .saveMine: "Save mine"
        case .putTheseBack: "Put these back"
        case .nothingSavedCorrectTheMarkedFields: "Nothing was saved. Correct the marked fields and save again."
        case .fieldMistakes(let label, let mistakes): "\(label): \(mistakes.joined(separator: "; "))"
        case .undoRefused(let entity, let person, let time): "This \(Self.inSentence(entity)) changed after the change you asked to undo (\(person.map { "by \($0), " } ?? "")\(time)). Nothing was undone."
        case .undoValuesAreTheSame: "Its values are the ones the undo would write. Save to keep them, or cancel."
        case .undoFormHoldsTheValuesBefore: "The form below holds the values from before that change. Here is what is saved now; save the form to put those values back anyway, or cancel to keep what is saved."
        case .property: "Property"
        case .savedNow: "Saved now"
        case .beforeTheChange: "Before the change"
        case .yours: "Yours"
        case .changedMeanwhile(let entity): "Someone else changed this \(Self.inSentence(entity)) while you were editing it. Nothing was saved."
        case .valuesAreTheSameAsSaved: "The values this form holds are the same as the saved ones. Save again to keep them, or cancel."
        case .formStillHoldsYourValues: "The form below still holds your values. Here is what is saved now; save yours to replace it, or cancel to keep it."
        case .deletedMeanwhile(let entity): "Someone else deleted this \(Self.inSentence(entity)) while you were editing it. Nothing was saved."
        case .undoOfCreationRefused(let entity): "This \(Self.inSentence(entity)) changed after it was created, so undoing its creation would delete those changes too. Nothing was undone. Check it below, then delete it if you still mean to."
        case .changedSinceOpened(let entity): "This \(Self.inSentence(entity)) changed since you opened this page. Check it below, then delete again if you still mean to."
        case .notDeleted: "It was not deleted."
        case .otherRowsStillReferToIt: "Other rows still refer to it: change or delete them first."
        case .cannotBeDeletedWhileReferredTo(let title): "“\(title)” cannot be deleted while other rows refer to it: change or delete them first."
        case .confirmDeletion(let entity, let title, let canBeUndone): "Delete \(Self.inSentence(entity)) “\(title)”? \(canBeUndone ? "You can undo it afterwards from the history." : "This cannot be undone.")"
        case .backTo(let entity): "Back to \(Self.inSentence(entity))"
        case .allOfThem: "All of them →"
        case .rowsThatReferToIt: "Rows that refer to it"
        case .noChangesYet: "No changes yet."
        case .noChangesFound: "No changes found."
        case .olderChanges: "Older changes"
        case .historyAction(let action):
            switch action {
            case .create: "Created"
            case .update: "Changed"
            case .delete: "Deleted"
            }
        case .changedBy(let person): person.map { "by \($0)" } ?? "by (no sign-in)"
        case .undoExplanation(let action):
            switch action {
            case .create: "Undo: delete the row this created"
            case .update: "Undo: put the values before back"
            case .delete: "Undo: restore the deleted row"
            }
        case .recentChanges(let isYours): isYours ? "Your recent changes" : "Recent changes"
        case .allChanges: "All changes →"
        case .person: "Person"
        case .anyone: "Anyone"
        case .table: "Table"
        case .everyTable: "Every table"
        case .fromDay: "From"
        case .toDay: "To"
        case .dayPattern: "YYYY-MM-DD"
        case .show: "Show"
        case .everyChange: "Every change"
        case .countsByValue: "Counts by value"
        case .countBy: "Count by"
        case .countByHelp(let label): "Show how many rows hold each value of \(Self.inSentence(label))"
        case .suggestedCountsByValue: "Suggested counts by value"
        case .stopCountingBy(let label): "Stop counting by \(Self.inSentence(label))"
        case .noRows: "No rows"
        case .showEveryValueAgain(let label): "Show rows of every \(Self.inSentence(label)) again"
        case .showOnlyTheseRows: "Show only these rows"
        case .moreValuesNotShown: "More values not shown"
        case .tooSlowToCount(let milliseconds): "Too slow to count: the database took more than \(milliseconds) ms."
        case .noneYet: "None yet."
        case .moreNotShownHere(let count): "and \(count) more, not shown here"
        case .allRowsOf(let label): "All \(Self.inSentence(label)) rows →"
        case .deleteThisRow: "Delete this row"
        case .open: "Open"
        case .openRow(let number, let label): "Open row \(number) of \(label)"
        case .newInlineRow: "New"
        case .relatedRows: "Related rows"
        case .relatedEditorsSaveAtOnce: "Adding and removing here saves at once; save the form above first."
        case .remove: "Remove"
        case .removeItem(let name): "Remove \(name)"
        case .andMore(let count): "and \(count) more"
        case .addTo(let label): "Add to \(Self.inSentence(label))"
        case .find: "Find"
        case .noRowsFoundToAdd: "No rows found to add."
        case .add: "Add"
        case .addItem(let name): "Add \(name)"
        case .newRelatedRow(let label): "New \(Self.inSentence(label)) row"
        case .generalInformation: "General information"
        case .sections: "Sections"
        case .properties: "Properties"
        case .actions: "Actions"
        case .filterBar: "Filter bar"
        case .sortBy: "Sort by"
        case .sort: "Sort"
        case .nothingToShow: "Nothing to show"
        case .noTablesOrViews: "This database has no tables or views to show."
        case .largestTables: "Largest tables"
        case .rowCount(let count, let isOne): isOne ? "\(count) row" : "\(count) rows"
        case .rowsUnavailable: "Rows unavailable"
        case .noneChosen: "None chosen"
        case .noRowHasThisKey(let value, let destination): "\(value) (no \(Self.inSentence(destination)) has this key)"
        case .clear: "Clear"
        case .clearItem(let label): "Clear \(Self.inSentence(label))"
        case .searchFor(let destination, let label): Self.inSentence(label) == Self.inSentence(destination) ? "Search \(Self.inSentence(destination))" : "Search \(Self.inSentence(destination)) for \(Self.inSentence(label))"
        case .findByNameOrKey: "Find by name or key"
        case .noneFound(let destination, let search): "No \(Self.inSentence(destination)) found for “\(search)”."
        case .foundFor(let search): "Found for “\(search)” — choose one:"
        case .more: "More"
        case .madeForAChoice(let name): "Made for a form's choice: find “\(name)” there."
        case .yes: "Yes"
        case .no: "No"
        case .nothing: "None"
        case .download: "Download"
        case .downloadItem(let label): "Download \(label)"
        case .andMoreRows: "and more"
        case .name: "Name"
        case .findOneIn(let destination): "Find one in \(destination)"
        case .unchanged: "Unchanged"
        case .replaceWith(let label): "Replace \(Self.inSentence(label)) with"
        case .uploadUpTo(let limit, let keepsFile): keepsFile ? "Up to \(limit); left empty, the file stays as it is." : "Up to \(limit)."
        case .aFileOf(let size): "A file of \(size)"
        case .query: "Query"
        case .run: "Run"
        case .explain: "Explain"
        case .readOnlyQueries: "Read-only: a query here cannot change the database."
        case .queryPlan: "Query plan"
        case .tablesYouMayQuery: "Tables you may query"
        case .lineAndColumn(let line, let column): "Line \(line), column \(column):"
        case .addressOfThisQuery: "Address of this query"
        case .queryReturnedNoColumns: "The query returned no columns."
        case .writeAQueryOfYourOwn: "Write a query of your own (SQL)"
        case .changesRowsKeptInHistory: "Changes rows: each is kept in the history, where it can be undone."
        case .theStatement: "The statement"
        case .openInTheSQLPage: "Open in the SQL page"
        case .theQuery: "The query"
        case .currentPassword: "Current password"
        case .newPassword: "New password"
        case .newPasswordAgain: "New password again"
        // END english
        }
    }
}
