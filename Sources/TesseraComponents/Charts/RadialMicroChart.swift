import Tessera

/// A percentage as a ring filled that far, beside its title: Fiori's radial micro chart.
///
/// How complete something is: a project, a checklist, a quota. The ring shows the percentage in
/// its middle.
///
/// ```swift
/// RadialMicroChart(title: "Inspections done", subtitle: "18 of 25", plot: RadialPlot(18, of: 25))
///
/// RadialMicroChart {
///     Text("Onboarding")
/// } plot: {
///     RadialPlot(0.35, color: .criticalLabel)
/// }
///
/// RadialMicroChart(model: checklist)     // Checklist: RadialMicroChartModel
/// ```
///
/// The base look shows the plot, with its title, value and subtitle beside it; a
/// `RadialMicroChartStyle` lays the slots out otherwise, set with `.radialMicroChartStyle(_:)`. The
/// plot is an accessible picture (`role="img"`), named by the chart's title and a summary of its
/// data ("72%"), with a table of the data that assistive technologies read in its place. Its
/// colours are the theme's (``ColorToken``), so they follow the light or dark palette and an app's
/// own theme.
@Component
public struct RadialMicroChart {
    /// The slots, and what the initializer of plain values takes for each: the title, subtitle
    /// and value are texts, the plot a ``RadialPlot``.
    public enum Slots {
        case title(String?)
        case subtitle(String?)
        case valueLabel(String?)
        case plot(RadialPlot)
    }

    @ViewBuilder
    static func baseBody(_ configuration: RadialMicroChartConfiguration) -> some View {
        MicroChartBesideLayout(
            component: "RadialMicroChart", title: configuration.title, subtitle: configuration.subtitle,
            valueLabel: configuration.valueLabel, plot: configuration.plot
        )
    }
}

public extension View {
    #styleModifier(for: RadialMicroChart.self)
}
