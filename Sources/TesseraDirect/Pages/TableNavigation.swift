import Tessera
import TesseraData
import TesseraRules

/// Every table the person may open, from every page: a menu beside the breadcrumbs, with a box
/// that narrows it as the person types (the script's; without it, the whole list) — as Django's
/// admin keeps its tables at hand.
struct TableNavigation: View {
    let context: RuleContext
    let paths: DirectPaths
    @Environment(\.localization) private var localized

    var body: some View {
        let links = Self.links(from: context.startPage, paths: paths)
        if links.count > 1 {
            // The same on every page of the person's but for the table marked current: written
            // once for each.
            KeptMarkup(key: Kept(links: links, current: context.entity?.name)) { menu(links) }
        }
    }

    /// What the menu's markup depends on.
    private struct Kept: Hashable, Sendable {
        let links: [TableLink]
        let current: String?
    }

    private func menu(_ links: [TableLink]) -> some View {
        DisclosureGroup {
            VStack(alignment: .leading, spacing: 2) {
                TextField(localized(DirectText.filterTheTables), name: "", text: "", prompt: localized(DirectText.filterTheTables))
                    .labelsHidden()
                    .controlAttribute("type", "search")
                    .controlAttribute("autocomplete", "off")
                    .controlAttribute("data-table-filter", "")
                    // The script's: without it the box would narrow nothing.
                    .controlAttribute("hidden", "")
                ForEach(links, id: \.name) { link in
                    Link(link.label, destination: link.destination)
                        .attribute("data-table-link", link.filterText)
                        // Only the current table's: a bare `aria-current` on the others made the
                        // stylesheet's `[aria-current]` bold every one of them.
                        .attribute("aria-current", "page", when: context.entity?.name == link.name)
                }
            }
        } label: {
            Label(DirectText.tables, systemImage: "square.grid.2x2")
        }
        .font(.footnote)
        .attribute("data-table-nav", nil)
    }

    /// A table in the menu.
    struct TableLink: Sendable, Hashable {
        let name: String
        let label: String
        /// What the script's box matches the label by.
        let filterText: String
        let destination: String
    }

    /// The menu's tables for the person of `start`, the start page's context: on every page, so
    /// asked of the rules once for each person under each generation of the rules.
    static func links(from start: RuleContext, paths: DirectPaths) -> [TableLink] {
        let kept = menus.value(for: start) { (paths, makeLinks(from: start, paths: paths)) }
        // (Rules shared by two applications with pages at other addresses: each its own links.)
        return kept.paths == paths ? kept.links : makeLinks(from: start, paths: paths)
    }

    /// ``links(from:paths:)`` by table name: what the start page names and links each table by.
    static func linksByName(from start: RuleContext, paths: DirectPaths) -> [String: TableLink] {
        Dictionary(links(from: start, paths: paths).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static let menus = RuleAnswerCache<(paths: DirectPaths, links: [TableLink])>()

    private static func makeLinks(from start: RuleContext, paths: DirectPaths) -> [TableLink] {
        start.visibleEntityNames.compactMap { name in
            guard let entity = try? start.model?.entity(named: name) else { return nil }
            var entityContext = start
            entityContext.entity = entity
            let label = entityContext.displayNameForEntity
            return TableLink(
                name: name, label: label, filterText: label.lowercased(),
                destination: EntityListPage.destination(of: entity, from: start, paths: paths))
        }
    }
}
