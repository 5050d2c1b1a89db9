import Tessera

/// A trend as a line, with its title, subtitle and current value: Fiori's line micro chart.
///
/// The line spans its values, lowest to highest, and marks the last one: how a figure has moved,
/// such as revenue by month or a stock price by day.
///
/// ```swift
/// LineMicroChart(title: "Revenue", subtitle: "Last 6 months, € k", valueLabel: "€ 30 k",
///                plot: [12, 18, 15, 22, 27, 30])
///
/// LineMicroChart {
///     Text("Revenue")
/// } valueLabel: {
///     Text(revenue.last ?? 0, format: .currency(code: "EUR"))
/// } plot: {
///     LinePlot(revenue, labels: months, color: .chart3)
/// }
///
/// LineMicroChart(model: trend)          // Trend: LineMicroChartModel
/// ```
///
/// The base look shows its title and value on a line, its subtitle beneath, the plot across the
/// width below; a `LineMicroChartStyle` lays the slots out otherwise, set with
/// `.lineMicroChartStyle(_:)`. The plot is an accessible picture (`role="img"`), named by the
/// chart's title and a summary of its data ("6 values from 12 to 30, last 30"), with a table of the
/// data that assistive technologies read in its place. Its colours are the theme's
/// (``ColorToken``), so they follow the light or dark palette and an app's own theme.
@Component
public struct LineMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot a ``LinePlot`` (an array literal of numbers is one).
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(LinePlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: LineMicroChartConfiguration) -> some View {
        MicroChartStackedLayout(
            component: "LineMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: LineMicroChart.self)
}
