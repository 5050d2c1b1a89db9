import Foundation
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
        // END english
        }
    }
}
