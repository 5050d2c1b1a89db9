import Tessera
import TesseraComponents
import TesseraData

/// A to-many relationship as a chart of one column of its rows (`DisplayChart`): the last
/// payments of a customer by date, say.
///
/// On a row's page it is a micro chart — what it draws and in what order, the latest value, the
/// plot — and the link to all the rows; in a list it is the plot alone, a sparkline in the row.
/// Each is an accessible picture with a table of its data (see `LineMicroChart`). Where nothing
/// was loaded to draw (the relationship has no number column the person may see, or the rows
/// came from elsewhere) it shows what `DisplayToMany` shows.
struct DisplayChart: View {
    let cell: PropertyCell
    @Environment(\.directFormatters) private var formatters
    @Environment(\.locale) private var locale
    @Environment(\.localization) private var localized
    @Environment(\.relatedRows) private var relatedRows

    /// The width of a sparkline in a list's row.
    static let sparklineWidth: Double = 132

    var body: some View {
        // Only rows the page loaded for a chart are drawn: none were, without a plan of one.
        if let relationship = cell.relationship, let rows = (cell.row ?? cell.object)?.related[relationship.name], let chart = cell.chart {
            // Loaded last first, one more than drawn: drawn in their order, the last at the right.
            // A row without a number has no point (its value is not read as "the latest").
            let points = rows.prefix(chart.limit).reversed().map { point(of: $0, in: chart) }.filter { $0.value.isFinite }
            if points.isEmpty {
                Text(DirectText.nothing).foregroundStyle(.secondary)
            } else if cell.task == .inspect {
                VStack(alignment: .leading, spacing: 8) {
                    MicroChartOfKind(
                        kind: chart.kind, title: chart.valueLabel, subtitle: subtitle(chart, showsAll: rows.count <= chart.limit),
                        valueLabel: points.last?.valueText, points: points)
                    if let preview = relatedRows[cell.plan.propertyKey], let fullList = preview.fullList {
                        Link(DirectText.allRowsOf(cell.label), destination: cell.paths.list(preview.fullListEntity, query: fullList))
                    }
                }
                // As wide as reads well (the stylesheet's `width: min(420px, 100%)`), never wider
                // than its column.
                .attribute("data-related-chart", nil)
            } else {
                // Named by its summary; a table of its data in every row would make the list
                // a page of tables (500 rows, 1.6 MB).
                sparkline(chart, points: points)
                    .microChartDataTables(false)
                    .frame(width: Self.sparklineWidth)
            }
        } else {
            DisplayToMany(cell: cell)
        }
    }

    /// The plot alone, named for assistive technologies: a list's cell is no place for a title.
    /// Bars are drawn as columns there: a bar a row with its label is taller than a row.
    @ViewBuilder
    private func sparkline(_ chart: RelatedChartPlan, points: [MicroChartPoint]) -> some View {
        let title = "\(cell.label): \(chart.valueLabel)"
        switch chart.kind {
        case .line: LinePlot(points, title: title)
        case .area: AreaPlot(points, title: title)
        case .column, .bar: ColumnPlot(points, title: title)
        }
    }

    /// What the chart draws: "Amount, last 24 by payment date".
    private func subtitle(_ chart: RelatedChartPlan, showsAll: Bool) -> String {
        localized(DirectText.chartSubtitle(showsAll: showsAll, limit: chart.limit, by: chart.orderingLabel))
    }

    /// The point of `row`: its value, read as the destination's list formats it, labelled by its
    /// ordering column (or its name). A row without a number has a point that is not drawn.
    private func point(of row: Row, in chart: RelatedChartPlan) -> MicroChartPoint {
        let value = row[chart.valueAttribute]
        let label: String
        if let ordering = chart.orderingAttribute {
            label = formatters.text(of: row[ordering], formatter: chart.orderingFormatter, locale: { locale }) ?? "—"
        } else {
            label = RowName.of(row, naming: chart.naming)
        }
        return MicroChartPoint(
            DisplayLimit.prefix(label, DisplayLimit.name), value.double ?? .nan,
            valueText: formatters.text(of: value, formatter: chart.valueFormatter, locale: { locale }) ?? "—")
    }
}
