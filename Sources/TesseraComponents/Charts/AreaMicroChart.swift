import Tessera

/// An amount over time as a filled area, with its title, subtitle and current value: Fiori's area
/// micro chart.
///
/// The area grows from zero: how much there is, and how it has moved, such as stock on hand by
/// week.
///
/// ```swift
/// AreaMicroChart(title: "Stock on hand", subtitle: "Pallets, last 6 weeks", valueLabel: "400",
///                plot: [420, 380, 310, 450, 430, 400])
///
/// AreaMicroChart {
///     Text("Stock on hand")
/// } plot: {
///     AreaPlot(weeks.map { MicroChartPoint($0.name, $0.pallets) }, color: .chart6)
/// }
///
/// AreaMicroChart(model: stock)          // Stock: AreaMicroChartModel
/// ```
///
/// The base look shows its title and value on a line, its subtitle beneath, the plot across the
/// width below; a `AreaMicroChartStyle` lays the slots out otherwise, set with
/// `.areaMicroChartStyle(_:)`. The plot is an accessible picture (`role="img"`), named by the
/// chart's title and a summary of its data ("6 values from 310 to 450, last 400"), with a table of
/// the data that assistive technologies read in its place. Its colours are the theme's
/// (``ColorToken``), so they follow the light or dark palette and an app's own theme.
@Component
public struct AreaMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot an ``AreaPlot`` (an array literal of numbers is one).
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(AreaPlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: AreaMicroChartConfiguration) -> some View {
        MicroChartStackedLayout(
            component: "AreaMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: AreaMicroChart.self)
}
