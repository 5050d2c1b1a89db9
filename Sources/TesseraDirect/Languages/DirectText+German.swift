import Foundation

extension DirectText {
    /// German: the formal "Sie"; names of tables keep their own capitals.
    func german(_ locale: Locale) -> String {
        switch self {
        case .skipToContent: "Zum Inhalt springen"
        case .application: "Anwendung"
        case .breadcrumb: "Brotkrumen"
        case .history: "Verlauf"
        case .historyHelp: "Was angelegt, geändert und gelöscht wurde, von wem – und was rückgängig gemacht wurde"
        case .filterTheTables: "Tabellen filtern"
        case .tables: "Tabellen"
        case .signedInAs(let name, let roles): roles.isEmpty ? "Angemeldet als \(name)" : "Angemeldet als \(name) (\(roles.joined(separator: ", ")))"
        case .signedInAsHelp(let name, let roles): roles.isEmpty ? "Angemeldet als \(name)" : "Angemeldet als \(name): \(roles.joined(separator: ", "))"
        case .changePassword: "Passwort ändern"
        case .signOut: "Abmelden"
        case .edit: "Bearbeiten"
        case .delete: "Löschen"
        case .save: "Sichern"
        case .saveAndAddAnother: "Sichern und weiteren anlegen"
        case .saveAndContinueEditing: "Sichern und weiter bearbeiten"
        case .cancel: "Abbrechen"
        case .undo: "Rückgängig"
        case .search: "Suchen"
        case .searchText: "Suchtext"
        case .filter: "Filtern"
        case .filters: "Filter"
        case .any: "Alle"
        case .rangeFrom(let label): "\(label) von"
        case .rangeTo(let label): "\(label) bis"
        case .showEveryRow: "Alle Zeilen zeigen"
        case .previousPage: "← Zurück"
        case .nextPage: "Weiter →"
        case .page(let number): "Seite \(number)"
        case .pages: "Seiten"
        case .csvHelp(let entity): "Alle Zeilen (\(entity)), die diese Liste findet, als CSV herunterladen"
        case .jsonHelp(let entity): "Diese Seite der Zeilen (\(entity)) als JSON, mit einem Link zur nächsten"
        case .newRow(let entity): "Neu: \(entity)"
        case .saveMine: "Meine sichern"
        case .putTheseBack: "Diese wiederherstellen"
        // END german
        }
    }
}
