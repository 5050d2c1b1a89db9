import Tessera

/// Amounts side by side as columns, with a title, subtitle and value: Fiori's column micro chart.
///
/// Each column grows from zero, so the highest value's column is the tallest, and one below zero
/// hangs beneath the zero line: revenue by month, orders by weekday.
///
/// ```swift
/// ColumnMicroChart(title: "Revenue by month", subtitle: "€ k", valueLabel: "€ 124 k",
///                  plot: ColumnPlot([18, 22, 17, 25, 21, 21], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]))
///
/// ColumnMicroChart {
///     Text("Orders")
/// } plot: {
///     ColumnPlot(days.map { MicroChartPoint($0.name, $0.orders, color: $0.isToday ? .chart2 : nil) })
/// }
///
/// ColumnMicroChart(model: month)        // Month: ColumnMicroChartModel
/// ```
///
/// The base look shows its title and value on a line, its subtitle beneath, the plot across the
/// width below; a `ColumnMicroChartStyle` lays the slots out otherwise, set with
/// `.columnMicroChartStyle(_:)`. The plot is an accessible picture (`role="img"`), named by the
/// chart's title and a summary of its data ("6 values from 17 to 25, last 21"), with a table of the
/// data that assistive technologies read in its place. Its colours are the theme's
/// (``ColorToken``), so they follow the light or dark palette and an app's own theme.
@Component
public struct ColumnMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot a ``ColumnPlot`` (an array literal of numbers is one).
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(ColumnPlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: ColumnMicroChartConfiguration) -> some View {
        MicroChartStackedLayout(
            component: "ColumnMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: ColumnMicroChart.self)
}
