import Foundation

extension DirectText {
    /// French: "vous"; a space before ":" as French typography has it.
    func french(_ locale: Locale) -> String {
        switch self {
        case .skipToContent: "Aller au contenu"
        case .application: "Application"
        case .breadcrumb: "Fil d’Ariane"
        case .history: "Historique"
        case .historyHelp: "Ce qui a été créé, modifié et supprimé, par qui – et annulé"
        case .filterTheTables: "Filtrer les tables"
        case .tables: "Tables"
        case .signedInAs(let name, let roles): roles.isEmpty ? "Connecté en tant que \(name)" : "Connecté en tant que \(name) (\(roles.joined(separator: ", ")))"
        case .signedInAsHelp(let name, let roles): roles.isEmpty ? "Connecté en tant que \(name)" : "Connecté en tant que \(name) : \(roles.joined(separator: ", "))"
        case .changePassword: "Changer le mot de passe"
        case .signOut: "Se déconnecter"
        case .edit: "Modifier"
        case .delete: "Supprimer"
        case .save: "Enregistrer"
        case .saveAndAddAnother: "Enregistrer et ajouter un autre"
        case .saveAndContinueEditing: "Enregistrer et continuer les modifications"
        case .cancel: "Annuler"
        case .undo: "Annuler la modification"
        case .search: "Rechercher"
        case .searchText: "Texte à rechercher"
        case .filter: "Filtrer"
        case .filters: "Filtres"
        case .any: "Tous"
        case .rangeFrom(let label): "\(label) à partir de"
        case .rangeTo(let label): "\(label) jusqu’à"
        case .showEveryRow: "Afficher toutes les lignes"
        case .previousPage: "← Précédent"
        case .nextPage: "Suivant →"
        case .page(let number): "Page \(number)"
        case .pages: "Pages"
        case .csvHelp(let entity): "Télécharger en CSV toutes les lignes (\(entity)) que trouve cette liste"
        case .jsonHelp(let entity): "Cette page de lignes (\(entity)) en JSON, avec un lien vers la suivante"
        case .newRow(let entity): "Nouveau : \(entity)"
        case .saveMine: "Enregistrer les miennes"
        case .putTheseBack: "Rétablir ces valeurs"
        // END french
        }
    }
}
