import Tessera

/// Parts of a whole as one bar of segments, with a legend: Fiori's stacked bar micro chart.
///
/// What a whole is made of, such as an order pipeline by stage or a budget by cost centre: each
/// segment's length is its share.
///
/// ```swift
/// StackedBarMicroChart(title: "Order pipeline", valueLabel: "91 orders",
///                      plot: StackedBarPlot([42, 28, 12, 9], labels: ["Lead", "Qualified", "Proposal", "Won"]))
///
/// StackedBarMicroChart {
///     Text("Budget")
/// } plot: {
///     StackedBarPlot([320, 180], labels: ["Spent", "Committed"], total: 800)
/// }
///
/// StackedBarMicroChart(model: pipeline)  // Pipeline: StackedBarMicroChartModel
/// ```
///
/// The base look shows its title and value on a line, its subtitle beneath, the plot across the
/// width below; a `StackedBarMicroChartStyle` lays the slots out otherwise, set with
/// `.stackedBarMicroChartStyle(_:)`. The plot is an accessible picture (`role="img"`), named by the
/// chart's title and a summary of its data ("4 parts, total 91"), with a table of the data that
/// assistive technologies read in its place. Its colours are the theme's (``ColorToken``), so they
/// follow the light or dark palette and an app's own theme.
@Component
public struct StackedBarMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot a ``StackedBarPlot``.
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(StackedBarPlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: StackedBarMicroChartConfiguration) -> some View {
        MicroChartStackedLayout(
            component: "StackedBarMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: StackedBarMicroChart.self)
}
