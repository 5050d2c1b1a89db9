import Tessera

/// Values compared as horizontal bars, each with its label and value: Fiori's comparison (bar)
/// micro chart.
///
/// Which of a few is largest: stock by warehouse, orders by region. The bars grow from zero, the
/// longest the largest, or to a `maximum` given to the plot.
///
/// ```swift
/// ComparisonMicroChart(title: "Stock by warehouse", plot: ComparisonPlot([
///     MicroChartPoint("Hamburg", 420),
///     MicroChartPoint("Munich", 310),
///     MicroChartPoint("Leipzig", 45, color: .criticalLabel),
/// ]))
///
/// ComparisonMicroChart {
///     Text("Orders by region")
/// } plot: {
///     ComparisonPlot(regions.map { MicroChartPoint($0.name, $0.orders) }, maximum: 500)
/// }
///
/// ComparisonMicroChart(model: warehouses)   // Warehouses: ComparisonMicroChartModel
/// ```
///
/// The base look shows its title and value on a line, its subtitle beneath, the plot across the
/// width below; a `ComparisonMicroChartStyle` lays the slots out otherwise, set with
/// `.comparisonMicroChartStyle(_:)`. The plot is an accessible picture (`role="img"`), named by the
/// chart's title and a summary of its data ("3 values from 45 to 420, largest Hamburg"), with a
/// table of the data that assistive technologies read in its place. Its colours are the theme's
/// (``ColorToken``), so they follow the light or dark palette and an app's own theme.
@Component
public struct ComparisonMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot a ``ComparisonPlot``.
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(ComparisonPlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: ComparisonMicroChartConfiguration) -> some View {
        MicroChartStackedLayout(
            component: "ComparisonMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: ComparisonMicroChart.self)
}
