import Tessera

/// An actual value against its target, as a bar with a target mark: Fiori's bullet micro chart.
///
/// How far a figure has come: budget spent against budget, sales against quota. The bar is green
/// (``ColorToken/positiveLabel``) once the target is met and amber (``ColorToken/criticalLabel``)
/// before, the other way round when less is better.
///
/// ```swift
/// BulletMicroChart(title: "Sales against quota", valueLabel: "€ 72 k",
///                  plot: BulletPlot(actual: 72, target: 100))
///
/// BulletMicroChart {
///     Text("Budget vs actual")
/// } valueLabel: {
///     Text("€ 86 k of € 80 k")
/// } plot: {
///     BulletPlot(actual: 86, target: 80, maximum: 100, improvement: .minimize)
/// }
///
/// BulletMicroChart(model: quota)         // Quota: BulletMicroChartModel
/// ```
///
/// The base look shows its title and value on a line, its subtitle beneath, the plot across the
/// width below; a `BulletMicroChartStyle` lays the slots out otherwise, set with
/// `.bulletMicroChartStyle(_:)`. The plot is an accessible picture (`role="img"`), named by the
/// chart's title and a summary of its data ("Actual 72, target 100"), with a table of the data that
/// assistive technologies read in its place. Its colours are the theme's (``ColorToken``), so they
/// follow the light or dark palette and an app's own theme.
@Component
public struct BulletMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot a ``BulletPlot``.
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(BulletPlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: BulletMicroChartConfiguration) -> some View {
        MicroChartStackedLayout(
            component: "BulletMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: BulletMicroChart.self)
}
