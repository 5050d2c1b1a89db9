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
    /// A refused request's page title: the HTTP reason, "Not Found".
    case failureTitle(status: Int, reason: String)
    /// What a refused request's page says when the refusal gave no reason of its own.
    case failureExplanation(status: Int, reason: String)
    /// A refused request's way back.
    case goToTheStartPage
    /// The notice after a new row was saved: "Created ACADEMY DINOSAUR."
    case created(String)
    /// The notice after a row was saved.
    case saved(String)
    /// The notice after a form was sent back unchanged.
    case nothingToSave
    /// The notice after a row was deleted.
    case deleted(String)
    /// The notice after a materialized view was refreshed.
    case refreshed(String)
    /// The notice after a change was undone.
    case undidChange(String)
    /// The notice after a deletion was undone.
    case undidDeletion(String)
    /// The notice after a creation was undone.
    case undidCreation(String)
    /// A many-to-many editor's notice: the row was added already.
    case isInAlready(String, in: String)
    /// A many-to-many editor's notice.
    case added(String, to: String)
    /// A many-to-many editor's notice: the row was removed already.
    case isNotIn(String, in: String)
    /// A many-to-many editor's notice: the link changed while the page was shown.
    case changedMeanwhileIn(String, in: String)
    /// A many-to-many editor's notice.
    case removed(String, from: String)
    /// The notice after a saved query that writes ran: "Raise prices: 12 rows of film changed."
    case savedQueryChanged(String, rows: Int, of: String)
    /// A refusal: the address names nothing.
    case noPageAtThisAddress
    /// A refusal: nothing may be changed.
    case applicationIsReadOnly
    /// A refusal: the entity is a view or has no primary key.
    case rowsCannotBeChanged(String)
    /// A refusal: a rule makes the entity read-only, for this person or everyone.
    case rowsAreReadOnly(String, for: String?)
    /// A refusal: a rule forbids deleting this row.
    case rulesForbidDeleting(String)
    /// A refusal: a rule forbids changing this row.
    case rulesForbidChanging(String)
    /// A refusal: the history's address where none is kept.
    case keepsNoHistory
    /// A refusal: the address names no table.
    case noTableNamed(String)
    /// A refusal: the row the address names is not there.
    case noRowWithKey(String, key: String)
    /// A refusal: the value to download is empty.
    case nothingToDownload(String)
    /// A refusal: the database would not refresh a materialized view; its reason as it gave it.
    case wasNotRefreshed(String, reason: String)
    /// A refusal.
    case noDashboardNamed(String)
    /// A refusal.
    case dashboardForbidden(String)
    /// A refusal: the server runs without its SQL page.
    case noSQLPage
    /// A refusal: the rules do not let this person write queries.
    case sqlForbidden
    /// A refusal.
    case noSavedQueryNamed(String)
    /// A refusal.
    case savedQueryForbidden(String)
    /// A refusal: a form sent to a query that only reads.
    case savedQueryOnlyReads
    /// A refusal: the application changes nothing.
    case queriesThatWriteDoNotRun
    /// A refusal: a query that writes changes an entity this person may not change.
    case rulesForbidChangingBy(String, query: String)
    /// A refusal: an export of a query that writes.
    case savedQueryHasNoRows(String)
    /// A refusal: a many-to-many editor the rules do not allow.
    case relatedRowsCannotBeChanged(String)
    /// A refusal: a many-to-many link the rules do not let go.
    case cannotBeRemoved(String, from: String)
    /// A refusal: the change to undo is not this row's, or not there.
    case noChangeToUndo(String)
    /// A refusal: the change touched values this person's form does not edit.
    case undoNotYours(String)
    /// A refusal of an undo.
    case deletedAfterThisChange(String)
    /// A refusal of an undo.
    case deletedMeanwhileNothingUndone(String)
    /// A refusal of an undo of a creation.
    case deletedAlready(String)
    /// A refusal of an undo of a deletion: the key is taken again.
    case existsAgain(String)
    /// A refusal: the list's rows may not be acted on together.
    case bulkForbidden(String)
    /// A refusal: a bulk action with no rows ticked.
    case noRowsChosen
    /// A refusal: a bulk action on more rows than it may take.
    case listFindsTooMany(Int)
    /// A refusal: too many rows ticked.
    case atMostRowsAtOnce(Int)
    /// A refusal: a bulk confirmation without its rows.
    case confirmationNamesNoRows
    /// A form shown again unsaved, where Clear was ticked.
    case chooseTheClearAgain
    /// A form shown again unsaved, where a file was chosen.
    case chooseTheFileAgain
    /// A form's control that the page no longer has.
    case controlNoLongerOnForm
    /// The summary of a form whose inline tables have mistakes.
    case inlineRowsHaveMistakes
    /// An inline row that changed after the form was made: what is saved now, where the person's values differ.
    case inlineRowChangedMeanwhile(savedNow: [String])
    /// A form whose inline row was deleted while it was edited.
    case inlineRowDeletedMeanwhile
    /// A list's column of row boxes.
    case select
    /// A row box's name for a screen reader: "Select ACADEMY DINOSAUR".
    case selectRow(String)
    /// A row's chevron for a screen reader: "Open ACADEMY DINOSAUR".
    case openRowNamed(String)
    /// The SQL page's result line: "3 rows in 1.2 ms", "The first 1,000 rows (more in the files) in 4 ms".
    case sqlResult(rows: Int, time: String, isFirstOnly: Bool)
    /// How long a query took: "0.4 ms", "12 ms", "1.25 s".
    case duration(milliseconds: Double)
    /// What a related rows' chart draws: "Last 24 by payment date".
    case chartSubtitle(showsAll: Bool, limit: Int, by: String?)
    /// An empty value (NULL), as a screen reader says it and a facet names it.
    case emptyValue
    /// A facet's value that is an empty string.
    case blankValue
    /// What a person calls a picture's kind: "PNG image".
    case imageKind(ImageInfo.Kind)
    /// What a person calls a file's kind: "PDF document".
    case fileKind(FileSignature)
    /// A size under a kilobyte, exactly: "12 bytes".
    case bytes(Int)
    /// A value naming a file the upload folder does not have.
    case notInUploadFolder(String)
    /// What kind of relation a table is, on the start page: "Table (read-only)".
    case kindOfTable(Entity.Kind, isEditableView: Bool, isReadOnly: Bool)
    /// What a saved query's field takes: "A date (YYYY-MM-DD)", "A whole number, as film.length".
    case queryFieldHint(ValueType, column: String?)
    /// The start page's column of row counts.
    case rowsHeading
    /// The start page's column of what kind each table is.
    case kindHeading
    /// What is wrong with a field's value, read after its label: "required", "must be a whole number".
    case fieldMistake(FieldError.Reason)
    /// A bulk deletion's confirming button.
    case deleteRows(Int)
    /// A bulk action's confirming button.
    case applyToRows(Int)
    /// The bulk form's choice of rows.
    case bulkRows
    /// A choice of the bulk form's rows.
    case theRowsTicked
    /// A choice of the bulk form's rows.
    case everyRowOnThisPage
    /// A choice of the bulk form's rows.
    case allRowsThisListFinds(Int)
    /// The bulk form's choice of the column to set.
    case setColumn
    /// The bulk form's value to set the column to.
    case setTo
    /// The bulk form's button that asks to set a column.
    case setEllipsis
    /// An enumerated column's empty choice on the bulk form.
    case emptyChoice
    /// A bulk action's question: "Delete these 3 rows of Customer?"
    case bulkQuestion(action: String, rows: Int, of: String)
    /// A bulk Set's question: "Set Name to 'Renamed' in these 2 rows of Customer?"
    case bulkSetQuestion(column: String, to: String?, rows: Int, of: String)
    /// Why a bulk action left a row alone.
    case bulkRefusal(BulkRefusal)
    /// Why a bulk Set left a row alone: its column may not be changed.
    case columnCannotBeChangedHere(String)
    /// The notice after a bulk action: "Delete: 3 rows done, 1 refused — Film 7: it was changed after you confirmed."
    case bulkNotice(action: String, done: Int, refused: [String], more: Int)
    /// What a bulk action is called: a built-in one's title in the page's language, an application's own as it gave it.
    case bulkActionTitle(name: String, title: String, isBuiltIn: Bool)
    /// The client script's list of rows found, for a screen reader.
    case rowsFound
    /// The client script's status after a to-one picker was cleared.
    case noneChosenNow
    /// The client script's status after a row was chosen.
    case chosenRow(String)
    /// The client script's status when a search failed.
    case searchFailed(status: String)
    /// The client script's last choice that loads the next rows.
    case moreEllipsis
    /// The client script's status after a search: "12 found.", "20 or more found."
    case foundCount(String, orMore: Bool)
    /// The client script's status after a search found nothing.
    case nothingFound
    /// The client script's button that shows a list editor's text.
    case editAsText
    /// The SQL page's list of names the script offers.
    case tablesAndColumns
    /// A deletion refused: other rows the person may not see still refer to the row.
    case stillReferredTo(String)
    /// A deletion refused: rows of these tables still refer to the row.
    case stillUsedBy(String, by: [String])
    /// A many-to-many editor's refusal to add a row, with the database's reason.
    case notAdded(String, to: String, reason: String)
    /// A many-to-many editor's refusal to remove a row, with the reason.
    case notRemoved(String, from: String, reason: String)
    /// An undo of a deletion refused by the database, with its reason.
    case notRestored(String, reason: String)
    /// An undo refused: a column it would restore is gone.
    case undoLacksColumn
    /// An undo refused: a value it would restore cannot be written back.
    case undoCannotRestore(String, reason: FieldError.Reason?, message: String)
    /// An inline table's row deleted while the form was edited.
    case inlineRowOfDeletedMeanwhile(String)
    /// An inline row a rule does not let be deleted.
    case thisRowCannotBeDeleted
    /// An inline row a rule does not let be changed.
    case thisRowCannotBeChanged
    /// A bulk Set refused before any row is touched: the value does not fit the column.
    case cannotBeSet(String, in: String, reason: String)
    /// A list's link past its search, filters and counts.
    case skipToTheRows
    /// The frame's mark of a read-only application.
    case readOnly
    /// A password column's value when one is set.
    case passwordIsSet
    /// A saved query's count parameter left empty.
    case mustBeGivenAWholeNumber
    /// A form whose files the upload folder could not keep, with the reason.
    case filesCouldNotBeKept(String)
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

    /// A duration as people read it: "0.4 ms", "12 ms", "1.25 s"; `under` below a tenth of a
    /// millisecond.
    static func duration(_ milliseconds: Double, locale: Locale, under: String) -> String {
        if (milliseconds * 10).rounded() == 0 { return under }
        if milliseconds < 10 { return milliseconds.formatted(.number.precision(.fractionLength(1)).locale(locale)) + " ms" }
        if milliseconds < 1000 { return "\(Int(milliseconds.rounded())) ms" }
        return (milliseconds / 1000).formatted(.number.precision(.fractionLength(2)).locale(locale)) + " s"
    }

    /// A picture's format as its name says it: "PNG", "WebP".
    static func formatName(_ kind: ImageInfo.Kind) -> String {
        switch kind {
        case .png: "PNG"
        case .gif: "GIF"
        case .jpeg: "JPEG"
        case .webp: "WebP"
        }
    }

    /// A saved query field's hint: what it takes (`kind`, else `text`), and the column it is
    /// compared with, `as` joins them.
    static func hint(_ kind: String?, text: String, column: String?, as joined: (String, String) -> String) -> String {
        column.map { joined(kind ?? text, $0) } ?? kind ?? text
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
        case .failureTitle(_, let reason): reason
        case .failureExplanation(let status, let reason): [400: "The request could not be understood. Check the address or the form and try again.", 403: "This request is not allowed. If you sent a form, reload its page and send it again.", 404: "There is nothing at this address.", 405: "This address does not take that kind of request.", 413: "What was sent is too large."][status] ?? (status >= 500 ? "Something went wrong on our side. It has been logged; please try again later." : reason)
        case .goToTheStartPage: "Go to the start page"
        case .created(let name): "Created \(name)."
        case .saved(let name): "Saved \(name)."
        case .nothingToSave: "Nothing to save: no field was changed."
        case .deleted(let name): "Deleted \(name)."
        case .refreshed(let entity): "Refreshed \(entity): its query ran again."
        case .undidChange(let name): "Undid the change to \(name): its values before are back."
        case .undidDeletion(let name): "Undid the deletion: \(name) is back."
        case .undidCreation(let name): "Undid the creation of \(name): it is deleted."
        case .isInAlready(let row, let list): "\(row) is in \(list) already."
        case .added(let row, let list): "Added \(row) to \(list)."
        case .isNotIn(let row, let list): "\(row) is not in \(list)."
        case .changedMeanwhileIn(let row, let list): "\(row) was changed meanwhile in \(list); look again."
        case .removed(let row, let list): "Removed \(row) from \(list)."
        case .savedQueryChanged(let query, let rows, let entity): "\(query): \(rows.formatted(.number.locale(locale))) \(rows == 1 ? "row" : "rows") of \(entity) changed."
        case .noPageAtThisAddress: "There is no page at this address."
        case .applicationIsReadOnly: "The application is read-only."
        case .rowsCannotBeChanged(let entity): "Rows of \(entity) cannot be changed here: it is a view or has no primary key."
        case .rowsAreReadOnly(let entity, let person): "Rows of \(entity) are read-only\(person.map { " for \($0)" } ?? ""): the rules do not let them be changed here."
        case .rulesForbidDeleting(let entity): "This \(Self.inSentence(entity)) cannot be deleted here: the rules do not let it be."
        case .rulesForbidChanging(let entity): "This \(Self.inSentence(entity)) cannot be changed here: the rules do not let it be."
        case .keepsNoHistory: "This application keeps no history of changes."
        case .noTableNamed(let name): "There is no table or view named '\(name)'."
        case .noRowWithKey(let entity, let key): "There is no \(Self.inSentence(entity)) with the key \(key). It may have been deleted."
        case .nothingToDownload(let column): "'\(column)' of this row is empty: there is nothing to download."
        case .wasNotRefreshed(let entity, let reason): "\(entity) was not refreshed. \(reason)"
        case .noDashboardNamed(let name): "There is no dashboard named '\(name)'."
        case .dashboardForbidden(let title): "The rules do not let you open the dashboard '\(title)'."
        case .noSQLPage: "There is no SQL page here: the server was started without one (--no-sql)."
        case .sqlForbidden: "The rules do not let you write queries of your own (allowsSQL)."
        case .noSavedQueryNamed(let name): "There is no saved query named '\(name)'."
        case .savedQueryForbidden(let title): "The rules do not let you run the query '\(title)'."
        case .savedQueryOnlyReads: "This query only reads: open its page to run it."
        case .queriesThatWriteDoNotRun: "This application changes nothing: its queries that write do not run."
        case .rulesForbidChangingBy(let entity, let query): "The rules do not let you change \(entity), which the query '\(query)' changes."
        case .savedQueryHasNoRows(let title): "The query '\(title)' changes rows: it has no rows to export."
        case .relatedRowsCannotBeChanged(let list): "The rows of \(list) cannot be added or removed here."
        case .cannotBeRemoved(let row, let list): "\(row) cannot be removed from \(list) here."
        case .noChangeToUndo(let number): "There is no change numbered \(number) of this row to undo."
        case .undoNotYours(let entity): "This change cannot be undone by you: it changed values that your form of \(Self.inSentence(entity)) does not edit."
        case .deletedAfterThisChange(let row): "\(row) was deleted after this change: there is no row to put its values back into. Nothing was undone."
        case .deletedMeanwhileNothingUndone(let row): "\(row) was deleted meanwhile. Nothing was undone."
        case .deletedAlready(let row): "\(row) was deleted already. Nothing was undone."
        case .existsAgain(let row): "\(row) exists again: a row with its key was made after it was deleted. Nothing was undone; delete that row first if the deleted one should come back."
        case .bulkForbidden(let entity): "Rows of \(entity) cannot be acted on together here."
        case .noRowsChosen: "No rows were chosen: tick the rows to act on, or choose every row on the page or in the list."
        case .listFindsTooMany(let limit): "The list finds more than \(limit) rows: narrow it (search or filter) before acting on all of them."
        case .atMostRowsAtOnce(let limit): "At most \(limit) rows can be acted on at once."
        case .confirmationNamesNoRows: "The confirmation names no rows, or a row without its version: ask again from the list."
        case .chooseTheClearAgain: "Nothing was saved yet, and Clear is not ticked any more: tick it again before saving."
        case .chooseTheFileAgain: "Nothing was saved yet, so the file you chose is not kept here: choose it again before saving."
        case .controlNoLongerOnForm: "That control is no longer on this form. Nothing was saved; try again."
        case .inlineRowsHaveMistakes: "Rows in the tables below have mistakes or changed meanwhile; each is marked at its row."
        case .inlineRowChangedMeanwhile(let saved): "Someone else changed this row while you were editing.\(saved.isEmpty ? "" : " Saved now: " + saved.joined(separator: "; ") + ".") Nothing was saved; the form holds your values: save again to keep them."
        case .inlineRowDeletedMeanwhile: "A row was deleted by someone else while you were editing; it is no longer shown. Nothing was saved."
        case .select: "Select"
        case .selectRow(let name): "Select \(name)"
        case .openRowNamed(let name): "Open \(name)"
        case .sqlResult(let rows, let time, let isFirstOnly): isFirstOnly ? "The first \(rows == 1 ? "1 row" : "\(rows.formatted(.number.locale(locale))) rows") (more in the files) in \(time)" : "\(rows == 1 ? "1 row" : "\(rows.formatted(.number.locale(locale))) rows") in \(time)"
        case .duration(let milliseconds): Self.duration(milliseconds, locale: locale, under: "under 0.1 ms")
        case .chartSubtitle(let showsAll, let limit, let ordering): (showsAll ? "All" : "Last \(limit)") + (ordering.map { " by \($0.lowercased())" } ?? "")
        case .emptyValue: "empty"
        case .blankValue: "(blank)"
        case .imageKind(let kind): kind.displayName
        case .fileKind(let kind): kind.displayName
        case .bytes(let count): count == 1 ? "1 byte" : "\(count) bytes"
        case .notInUploadFolder(let name): "\(name) — not in the upload folder"
        case .kindOfTable(let kind, let isEditableView, let isReadOnly): kind == .view ? (isEditableView ? "View (editable)" : "View") : kind == .materializedView ? "Materialized view" : (isReadOnly ? "Table (read-only)" : "Table")
        case .queryFieldHint(let type, let column): Self.hint([.integer: "A whole number", .double: "A number", .decimal: "A number", .date: "A date (YYYY-MM-DD)", .timestamp: "A day (YYYY-MM-DD), or a day and time (YYYY-MM-DD HH:MM)", .uuid: "A UUID", .json: "A JSON document"][type], text: "Text", column: column, as: { "\($0), as \($1)" })
        case .rowsHeading: "Rows"
        case .kindHeading: "Kind"
        case .fieldMistake(let reason): reason.message
        case .deleteRows(let count): "Delete \(count) rows"
        case .applyToRows(let count): "Apply to \(count) rows"
        case .bulkRows: "Rows"
        case .theRowsTicked: "The rows ticked"
        case .everyRowOnThisPage: "Every row on this page"
        case .allRowsThisListFinds(let count): "All \(count) rows this list finds"
        case .setColumn: "Set"
        case .setTo: "to"
        case .setEllipsis: "Set…"
        case .emptyChoice: "— (empty)"
        case .bulkQuestion(let action, let rows, let entity): "\(action) \(rows == 1 ? "this row" : "these \(rows) rows") of \(entity)?"
        case .bulkSetQuestion(let column, let value, let rows, let entity): "Set \(column) to \(value.map { $0.isEmpty ? "empty" : "'\($0)'" } ?? "empty") in \(rows == 1 ? "this row" : "these \(rows) rows") of \(entity)?"
        case .bulkRefusal(let refusal): [BulkRefusal.deletedMeanwhile: "it was deleted meanwhile", .changedAfterYouConfirmed: "it was changed after you confirmed", .readOnlyForYou: "it is read-only for you", .rulesForbidDeleting: "the rules do not let it be deleted", .rulesForbidChanging: "the rules do not let it be changed", .changedMeanwhile: "it was changed meanwhile"][refusal]!
        case .columnCannotBeChangedHere(let column): "its \(column.lowercased()) cannot be changed here"
        case .bulkNotice(let action, let done, let refused, let more): "\(action): \(done) \(done == 1 ? "row" : "rows") done" + (refused.isEmpty ? "" : ", \(refused.count + more) refused — \(refused.joined(separator: "; "))" + (more > 0 ? "; and \(more) more" : "")) + "."
        case .bulkActionTitle(_, let title, _): title
        case .rowsFound: "Rows found"
        case .noneChosenNow: "None chosen."
        case .chosenRow(let name): "Chosen: \(name)."
        case .searchFailed(let status): "The search failed (\(status)); try other words."
        case .moreEllipsis: "More…"
        case .foundCount(let count, let orMore): "\(count)\(orMore ? " or more" : "") found."
        case .nothingFound: "Nothing found."
        case .editAsText: "Edit as text"
        case .tablesAndColumns: "Tables and columns"
        case .stillReferredTo(let entity): "Other rows still refer to this \(entity) row; it cannot be deleted until they do not."
        case .stillUsedBy(let entity, let referrers): "This \(entity) row is still used by \(referrers.joined(separator: ", ")) rows; delete or change those first."
        case .notAdded(let row, let list, let reason): "\(row) was not added to \(list): \(reason)"
        case .notRemoved(let row, let list, let reason): "\(row) was not removed from \(list): \(reason)"
        case .notRestored(let row, let reason): "\(row) was not restored: \(reason). Nothing was undone."
        case .undoLacksColumn: "This change cannot be undone: the table no longer has a column it changed."
        case .undoCannotRestore(let label, _, let message): "This change cannot be undone: \(label) \(message)."
        case .inlineRowOfDeletedMeanwhile(let list): "A row of \(list) was deleted by someone else while you were editing; it is no longer shown."
        case .thisRowCannotBeDeleted: "This row cannot be deleted here: the rules do not let it be."
        case .thisRowCannotBeChanged: "This row cannot be changed here: the rules do not let it be."
        case .cannotBeSet(let value, let column, let reason): "'\(value)' cannot be set in \(column): \(reason)."
        case .skipToTheRows: "Skip to the rows"
        case .readOnly: "Read-only"
        case .passwordIsSet: "Set"
        case .mustBeGivenAWholeNumber: "must be given: a whole number"
        case .filesCouldNotBeKept(let reason): "The files could not be kept: \(reason). Nothing was saved; tell whoever runs this server."
        // END english
        }
    }
}
