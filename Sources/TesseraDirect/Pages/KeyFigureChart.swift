import Tessera
import TesseraComponents
import TesseraRules

/// The entity list's key figures, above its list of entities in both looks: the start
/// dashboard's tiles when a rule names one (`startDashboard`), and a chart of the tables' row
/// counts when a rule asks for one (`task = 'query' => keyFigureChart = 'bar'`) — the largest
/// tables, largest first, each labelled by the entity's name.
struct KeyFigureChart: View {
    let kind: DirectChartKind?
    let points: [MicroChartPoint]
    /// How many tables have a count: the chart says whether it draws them all.
    let tableCount: Int
    /// The start dashboard, read.
    var dashboard: DashboardListing?

    /// The most tables the chart draws: beyond a dozen, bars are too thin to compare.
    static let maximumTables = 12

    /// The start dashboard, and the chart of `summaries`' tables, named as `context`'s rules name
    /// them; `nil` when there is no dashboard and no rule asks for a chart (or no table has a count).
    init?(summaries: [EntitySummary], context: RuleContext, dashboard: DashboardListing? = nil) {
        self.dashboard = dashboard
        let counted = summaries.filter { $0.entity.kind == .table && $0.count != nil }.sorted { $0.count!.value > $1.count!.value }
        guard let kind = context.keyFigureChart, !counted.isEmpty else {
            guard dashboard != nil else { return nil }
            self.kind = nil
            points = []
            tableCount = 0
            return
        }
        var entityContext = context
        self.kind = kind
        tableCount = counted.count
        points = counted.prefix(Self.maximumTables).map { summary in
            entityContext.entity = summary.entity
            return MicroChartPoint(entityContext.displayNameForEntity, Double(summary.count!.value), valueText: summary.countText)
        }
    }

    var body: some View {
        if let dashboard {
            DashboardTiles(listing: dashboard)
        }
        if let kind {
            let title = "Rows by table"
            let subtitle = points.count < tableCount ? "The \(points.count) largest of \(tableCount) tables" : "All \(tableCount) tables"
            MicroChartOfKind(kind: kind, title: title, subtitle: subtitle, points: points)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
