import Tessera

/// How a total came to be, change by change, as floating columns: Fiori's waterfall micro chart.
///
/// A start, the rises (green) and falls (red) that followed, and the total: a quarter's cash
/// flow, a budget's variances.
///
/// ```swift
/// WaterfallMicroChart(title: "Cash flow Q3", valueLabel: "€ 123 k", plot: WaterfallPlot(
///     start: MicroChartPoint("Opening", 120),
///     changes: [MicroChartPoint("Sales", 45), MicroChartPoint("Returns", -12), MicroChartPoint("Costs", -30)]
/// ))
///
/// WaterfallMicroChart {
///     Text("Budget variances")
/// } plot: {
///     WaterfallPlot(start: 500, changes: variances, labels: centres, totalLabel: "Forecast")
/// }
///
/// WaterfallMicroChart(model: cashFlow)   // CashFlow: WaterfallMicroChartModel
/// ```
///
/// The base look shows its title and value on a line, its subtitle beneath, the plot across the
/// width below; a `WaterfallMicroChartStyle` lays the slots out otherwise, set with
/// `.waterfallMicroChartStyle(_:)`. The plot is an accessible picture (`role="img"`), named by the
/// chart's title and a summary of its data ("Opening 120, 3 changes, total 123"), with a table of
/// the data that assistive technologies read in its place. Its colours are the theme's
/// (``ColorToken``), so they follow the light or dark palette and an app's own theme.
@Component
public struct WaterfallMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot a ``WaterfallPlot``.
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(WaterfallPlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: WaterfallMicroChartConfiguration) -> some View {
        MicroChartStackedLayout(
            component: "WaterfallMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: WaterfallMicroChart.self)
}
