import Foundation

extension DirectText {
    /// Spanish: "usted".
    func spanish(_ locale: Locale) -> String {
        switch self {
        case .skipToContent: "Saltar al contenido"
        case .application: "Aplicación"
        case .breadcrumb: "Ruta de navegación"
        case .history: "Historial"
        case .historyHelp: "Qué se creó, modificó y eliminó, quién lo hizo – y qué se deshizo"
        case .filterTheTables: "Filtrar las tablas"
        case .tables: "Tablas"
        case .signedInAs(let name, let roles): roles.isEmpty ? "Sesión iniciada como \(name)" : "Sesión iniciada como \(name) (\(roles.joined(separator: ", ")))"
        case .signedInAsHelp(let name, let roles): roles.isEmpty ? "Sesión iniciada como \(name)" : "Sesión iniciada como \(name): \(roles.joined(separator: ", "))"
        case .changePassword: "Cambiar la contraseña"
        case .signOut: "Cerrar sesión"
        case .edit: "Editar"
        case .delete: "Eliminar"
        case .save: "Guardar"
        case .saveAndAddAnother: "Guardar y añadir otro"
        case .saveAndContinueEditing: "Guardar y seguir editando"
        case .cancel: "Cancelar"
        case .undo: "Deshacer"
        case .search: "Buscar"
        case .searchText: "Texto de búsqueda"
        case .filter: "Filtrar"
        case .filters: "Filtros"
        case .any: "Cualquiera"
        case .rangeFrom(let label): "\(label) desde"
        case .rangeTo(let label): "\(label) hasta"
        case .showEveryRow: "Mostrar todas las filas"
        case .previousPage: "← Anterior"
        case .nextPage: "Siguiente →"
        case .page(let number): "Página \(number)"
        case .pages: "Páginas"
        case .csvHelp(let entity): "Descargar en CSV todas las filas (\(entity)) que encuentra esta lista"
        case .jsonHelp(let entity): "Esta página de filas (\(entity)) en JSON, con un enlace a la siguiente"
        case .newRow(let entity): "Nuevo: \(entity)"
        case .saveMine: "Guardar las mías"
        case .putTheseBack: "Restaurar estos valores"
        // END spanish
        }
    }
}
