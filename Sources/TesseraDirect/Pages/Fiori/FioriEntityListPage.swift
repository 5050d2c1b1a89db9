import Tessera
import TesseraComponents
import TesseraRules

/// The fiori look's `EntityList` page (task `query`): the row counts of the largest tables in a
/// `KPIHeader` (and beneath, when a rule asks for it with `keyFigureChart`, the largest tables'
/// counts as a chart), then every visible entity as an `ObjectItem` — its name linking to its
/// list, its kind beneath, its row count as the status.
public struct FioriEntityListPage: View {
    @Environment(\.entitySummaries) private var summaries
    @Environment(\.dashboardListing) private var dashboard
    @Environment(\.ruleContext) private var context
    @Environment(\.directPaths) private var paths
    @Environment(\.localization) private var localized

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if summaries.isEmpty {
            IllustratedMessage(
                title: localized(DirectText.nothingToShow), detailImage: Image(systemName: "tray"),
                description: localized(DirectText.noTablesOrViews))
        } else {
            // Each table's name and address as the menu of tables has them, worked out once.
            let links = TableNavigation.linksByName(from: context, paths: paths)
            VStack(alignment: .leading, spacing: 20) {
                // Written once until a count changes, as the list of tables below.
                let kept = EntityListPage.keptRows(summaries, links: links, context: context, paths: paths)
                KeptMarkup(key: kept) {
                    KPIHeader(items: largest.map { .kpi($0.countText, subtitle: links[$0.entity.name]?.label ?? name(of: $0)) })
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .attribute("data-object-section", nil)
                        .accessibilityLabel(DirectText.largestTables)
                }
                if let chart = KeyFigureChart(summaries: summaries, context: context, dashboard: dashboard) {
                    chart.attribute("data-object-section", nil)
                }
                KeptMarkup(key: kept) { items(links) }
                RecentChangesView().attribute("data-object-section", nil)
                SQLQueryLink()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// Every table as an item: its name linking to its list, its kind, its row count.
    private func items(_ links: [String: TableNavigation.TableLink]) -> some View {
        List(summaries, id: \.entity.name) { summary in
            ObjectItem {
                let link = links[summary.entity.name]
                Link(
                    link?.label ?? name(of: summary),
                    destination: link?.destination ?? EntityListPage.destination(of: summary.entity, from: context, paths: paths))
            } subtitle: {
                Text(kind(of: summary))
            } status: {
                if let count = summary.count {
                    Text(DirectText.rowCount(count.description, isOne: count.value == 1 && count.isExact))
                } else {
                    Text(DirectText.rowsUnavailable).help(summary.countFailure ?? "")
                }
            }
        }
        .attribute("data-object-section", nil)
    }

    /// The tables with the most rows, largest first, as many as a ``KPIHeader`` shows: what a
    /// glance at a database asks.
    private var largest: [EntitySummary] {
        Array(summaries.filter { $0.entity.kind == .table && $0.count != nil }.sorted { $0.count!.value > $1.count!.value }.prefix(KPIHeader.maximumItems))
    }

    private func kind(of summary: EntitySummary) -> String {
        localized(summary.entity.kindText)
    }

    private func name(of summary: EntitySummary) -> String {
        var entityContext = context
        entityContext.entity = summary.entity
        return entityContext.displayNameForEntity
    }
}

