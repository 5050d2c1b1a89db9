import Tessera
import TesseraData
import TesseraRules

/// Every table the person may open, from every page: a menu beside the breadcrumbs, with a box
/// that narrows it as the person types (the script's; without it, the whole list) — as Django's
/// admin keeps its tables at hand.
struct TableNavigation: View {
    let context: RuleContext
    let paths: DirectPaths

    var body: some View {
        let start = context.startPage
        let names = start.visibleEntityNames
        if names.count > 1 {
            DisclosureGroup {
                VStack(alignment: .leading, spacing: 2) {
                    TextField("Filter the tables", name: "", text: "", prompt: "Filter the tables")
                        .labelsHidden()
                        .controlAttribute("type", "search")
                        .controlAttribute("autocomplete", "off")
                        .controlAttribute("data-table-filter", "")
                        // The script's: without it the box would narrow nothing.
                        .controlAttribute("hidden", "")
                    ForEach(names, id: \.self) { name in
                        if let entity = try? start.model?.entity(named: name) {
                            let label = label(of: entity, in: start)
                            Link(label, destination: EntityListPage.destination(of: entity, from: start, paths: paths))
                                .attribute("data-table-link", label.lowercased())
                                .attribute("aria-current", context.entity?.name == name ? "page" : nil)
                        }
                    }
                }
            } label: {
                Label("Tables", systemImage: "square.grid.2x2")
            }
            .font(.footnote)
            .attribute("data-table-nav", nil)
        }
    }

    private func label(of entity: Entity, in start: RuleContext) -> String {
        var entityContext = start
        entityContext.entity = entity
        return entityContext.displayNameForEntity
    }
}
