import Tessera
import TesseraComponents

/// The micro chart the rules' kind names (`chartKind`, `keyFigureChart`), of `points`: what a
/// to-many relationship's chart on a row's page and the entity list's chart both draw.
struct MicroChartOfKind: View {
    let kind: DirectChartKind
    let title: String
    let subtitle: String
    var valueLabel: String?
    let points: [MicroChartPoint]

    var body: some View {
        switch kind {
        case .line: LineMicroChart(title: title, subtitle: subtitle, valueLabel: valueLabel, plot: LinePlot(points))
        case .area: AreaMicroChart(title: title, subtitle: subtitle, valueLabel: valueLabel, plot: AreaPlot(points))
        case .column: ColumnMicroChart(title: title, subtitle: subtitle, valueLabel: valueLabel, plot: ColumnPlot(points))
        case .bar: ComparisonMicroChart(title: title, subtitle: subtitle, valueLabel: valueLabel, plot: ComparisonPlot(points))
        }
    }
}
