import Tessera
import TesseraData
import TesseraRules

/// The basic look's `EntityList` page (task `query`): every visible entity with its row count,
/// under a chart of the largest tables' counts when a rule asks for one (`keyFigureChart`).
public struct EntityListPage: View {
    @Environment(\.entitySummaries) private var summaries
    @Environment(\.ruleContext) private var context
    @Environment(\.directPaths) private var paths
    @Environment(\.dashboardListing) private var dashboard
    @Environment(\.localization) private var localized

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if summaries.isEmpty {
            Text(DirectText.noTablesOrViews).foregroundStyle(.secondary)
        } else {
            if let chart = KeyFigureChart(summaries: summaries, context: context, dashboard: dashboard) {
                // Bars across a whole wide page are too far from their labels.
                chart.frame(maxWidth: dashboard == nil ? 560 : nil, alignment: .leading).padding(.bottom, 16)
            }
            // Each table's name and address as the menu of tables has them, worked out once.
            let links = TableNavigation.linksByName(from: context, paths: paths)
            // The same on every visit until a count changes: written once for each.
            KeptMarkup(key: Self.keptRows(summaries, links: links, context: context, paths: paths)) { table(links) }
            RecentChangesView()
            SQLQueryLink()
        }
    }

    /// What the table of tables depends on: each table's name, label, address, count (or why
    /// there is none) and kind.
    static func keptRows(
        _ summaries: [EntitySummary], links: [String: TableNavigation.TableLink], context: RuleContext, paths: DirectPaths
    ) -> [[String]] {
        summaries.map { summary in
            let link = links[summary.entity.name]
            var entityContext = context
            entityContext.entity = summary.entity
            return [
                summary.entity.name, link?.label ?? entityContext.displayNameForEntity,
                link?.destination ?? destination(of: summary.entity, from: context, paths: paths), summary.countText, summary.countFailure ?? "",
                summary.count.map { "\($0.description) \($0.value) \($0.isExact)" } ?? "", summary.entity.kindDescription,
            ]
        }
    }

    private func table(_ links: [String: TableNavigation.TableLink]) -> some View {
        Table(summaries, id: \.entity.name) {
            TableColumn(localized(DirectText.table)) { summary in
                let link = links[summary.entity.name]
                Link(
                    link?.label ?? name(of: summary),
                    destination: link?.destination ?? EntityListPage.destination(of: summary.entity, from: context, paths: paths))
            }
            TableColumn(localized(DirectText.rowsHeading)) { summary in
                if let failure = summary.countFailure {
                    Text(summary.countText).foregroundStyle(.secondary).help(failure)
                } else {
                    Text(summary.countText)
                }
            }
            TableColumn(localized(DirectText.kindHeading)) { summary in
                Text(summary.entity.kindText)
                    .foregroundStyle(.secondary)
            }
        }
    }

    /// Where following `entity` from the entity list goes: its rows, or — when the rules'
    /// `nextTask` for it is `edit` and its rows can be changed — the form of a new row.
    static func destination(of entity: Entity, from context: RuleContext, paths: DirectPaths) -> String {
        var entityContext = context
        entityContext.entity = entity
        return entityContext.nextTask == .edit && !entityContext.isEntityReadOnly ? paths.create(entity.name) : paths.list(entity.name)
    }

    private func name(of summary: EntitySummary) -> String {
        var entityContext = context
        entityContext.entity = summary.entity
        return entityContext.displayNameForEntity
    }
}
