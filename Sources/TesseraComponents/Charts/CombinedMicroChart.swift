import Tessera

/// Columns with a line across them, two measures of the same periods together: Fiori's combined
/// (column and line) micro chart.
///
/// Actual revenue by month as columns and the plan as a line, say: where the columns rise above
/// the line, the plan is beaten.
///
/// ```swift
/// CombinedMicroChart(title: "Revenue against plan", subtitle: "€ k", plot: CombinedPlot(
///     columns: [42, 51, 38], labels: ["Jan", "Feb", "Mar"], line: [45, 45, 50],
///     columnsName: "Actual", lineName: "Plan"
/// ))
///
/// CombinedMicroChart {
///     Text("Revenue against plan")
/// } plot: {
///     CombinedPlot(columns: months, line: plan, columnsName: "Actual", lineName: "Plan")
/// }
///
/// CombinedMicroChart(model: plan)        // Plan: CombinedMicroChartModel
/// ```
///
/// The base look shows its title and value on a line, its subtitle beneath, the plot across the
/// width below; a `CombinedMicroChartStyle` lays the slots out otherwise, set with
/// `.combinedMicroChartStyle(_:)`. The plot is an accessible picture (`role="img"`), named by the
/// chart's title and a summary of its data ("3 values: Actual from 38 to 51, Plan from 45 to 50"),
/// with a table of the data that assistive technologies read in its place. Its colours are the
/// theme's (``ColorToken``), so they follow the light or dark palette and an app's own theme.
@Component
public struct CombinedMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot a ``CombinedPlot``.
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(CombinedPlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: CombinedMicroChartConfiguration) -> some View {
        MicroChartStackedLayout(
            component: "CombinedMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: CombinedMicroChart.self)
}
