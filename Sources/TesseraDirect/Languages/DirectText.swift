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
        // END english
        }
    }
}
