import Tessera
import TesseraComponents

extension ComponentGallery {
    static let waterfallMicroChart = GalleryPage(
        name: "WaterfallMicroChart",
        summary: "How a total came to be, change by change: Fiori's waterfall micro chart."
    ) {
        #specimen("View builders") {
            WaterfallMicroChart {
                Text("Cash flow Q3")
            } subtitle: {
                Text("EUR k")
            } valueLabel: {
                Text("EUR 123 k")
            } plot: {
                WaterfallPlot(start: MicroChartPoint("Opening", 120), changes: [MicroChartPoint("Sales", 45), MicroChartPoint("Returns", -12), MicroChartPoint("Costs", -30)])
            }
        }
        #specimen("Plain values") { waterfallMicroChartSample }
        #specimen("A model") { WaterfallMicroChart(model: SampleWaterfallMicroChart()) }
        #specimen("Budget variances by cost centre") {
            WaterfallMicroChart(title: "Budget to forecast", subtitle: "EUR k", valueLabel: "EUR 512 k", plot: WaterfallPlot(
                start: MicroChartPoint("Budget", 500),
                changes: [
                    MicroChartPoint("Fleet", 28), MicroChartPoint("Facilities", -14), MicroChartPoint("IT", 9),
                    MicroChartPoint("Travel", -11),
                ],
                totalLabel: "Forecast"
            ))
        }
        #specimen("Restyled") { waterfallMicroChartSample.waterfallMicroChartStyle(ValueFirstWaterfallMicroChart()) }
        #specimen("Disabled") { waterfallMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { waterfallMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { waterfallMicroChartSample }
    }

    @SpecimenCode
    private static var waterfallMicroChartSample: WaterfallMicroChart {
        WaterfallMicroChart(
            title: "Cash flow Q3",
            subtitle: "EUR k",
            valueLabel: "EUR 123 k",
            plot: WaterfallPlot(start: MicroChartPoint("Opening", 120), changes: [MicroChartPoint("Sales", 45), MicroChartPoint("Returns", -12), MicroChartPoint("Costs", -30)])
        )
    }
}

/// A chart of an app's own, shown through `WaterfallMicroChartModel`.
fileprivate struct SampleWaterfallMicroChart: WaterfallMicroChartModel {
    var title: String? = "Cash flow Q3"
    var subtitle: String? = "EUR k"
    var valueLabel: String? = "EUR 123 k"
    var plot = WaterfallPlot(start: MicroChartPoint("Opening", 120), changes: [MicroChartPoint("Sales", 45), MicroChartPoint("Returns", -12), MicroChartPoint("Costs", -30)])
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstWaterfallMicroChart: WaterfallMicroChartStyle {
    func makeBody(configuration: WaterfallMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
