import Tessera

/// A part of a whole as a filled slice of a circle, beside its title and value: Fiori's harvey
/// ball micro chart.
///
/// How much of something is used or done: licences assigned, a quota reached.
///
/// ```swift
/// HarveyBallMicroChart(title: "Licences used", valueLabel: "3 of 4", plot: HarveyBallPlot(3, of: 4))
///
/// HarveyBallMicroChart {
///     Text("Capacity booked")
/// } valueLabel: {
///     Text(0.6, format: .percent)
/// } plot: {
///     HarveyBallPlot(0.6, color: .chart3)
/// }
///
/// HarveyBallMicroChart(model: licences)  // Licences: HarveyBallMicroChartModel
/// ```
///
/// The base look shows the plot, with its title, value and subtitle beside it; a
/// `HarveyBallMicroChartStyle` lays the slots out otherwise, set with
/// `.harveyBallMicroChartStyle(_:)`. The plot is an accessible picture (`role="img"`), named by the
/// chart's title and a summary of its data ("3 of 4, 75%"), with a table of the data that assistive
/// technologies read in its place. Its colours are the theme's (``ColorToken``), so they follow the
/// light or dark palette and an app's own theme.
@Component
public struct HarveyBallMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot a ``HarveyBallPlot``.
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(HarveyBallPlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: HarveyBallMicroChartConfiguration) -> some View {
        MicroChartBesideLayout(
            component: "HarveyBallMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: HarveyBallMicroChart.self)
}
