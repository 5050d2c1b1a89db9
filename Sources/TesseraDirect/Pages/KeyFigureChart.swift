import Tessera
import TesseraComponents
import TesseraRules

/// The entity list's key figures as a chart, when a rule asks for one (`task = 'query' =>
/// keyFigureChart = 'bar'`): the row counts of the largest tables, largest first, each labelled
/// by the entity's name. Both looks show it above their list of entities, as wide as they give.
struct KeyFigureChart: View {
    let kind: DirectChartKind
    let points: [MicroChartPoint]
    /// How many tables have a count: the chart says whether it draws them all.
    let tableCount: Int

    /// The most tables the chart draws: beyond a dozen, bars are too thin to compare.
    static let maximumTables = 12

    /// The chart of `summaries`' tables, named as `context`'s rules name them; `nil` when no rule
    /// asks for one, or no table has a count.
    init?(summaries: [EntitySummary], context: RuleContext) {
        guard let kind = context.keyFigureChart else { return nil }
        let counted = summaries.filter { $0.entity.kind == .table && $0.count != nil }.sorted { $0.count!.value > $1.count!.value }
        guard !counted.isEmpty else { return nil }
        var entityContext = context
        self.kind = kind
        tableCount = counted.count
        points = counted.prefix(Self.maximumTables).map { summary in
            entityContext.entity = summary.entity
            return MicroChartPoint(entityContext.displayNameForEntity, Double(summary.count!.value), valueText: summary.countText)
        }
    }

    var body: some View {
        let title = "Rows by table"
        let subtitle = points.count < tableCount ? "The \(points.count) largest of \(tableCount) tables" : "All \(tableCount) tables"
        MicroChartOfKind(kind: kind, title: title, subtitle: subtitle, points: points)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}
