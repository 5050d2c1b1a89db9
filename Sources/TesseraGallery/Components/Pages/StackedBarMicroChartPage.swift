import Tessera
import TesseraComponents

extension ComponentGallery {
    static let stackedBarMicroChart = GalleryPage(
        name: "StackedBarMicroChart",
        summary: "Parts of a whole as one bar of segments: Fiori's stacked bar micro chart."
    ) {
        #specimen("View builders") {
            StackedBarMicroChart {
                Text("Order pipeline")
            } subtitle: {
                Text("Open opportunities by stage")
            } valueLabel: {
                Text("91")
            } plot: {
                StackedBarPlot([42, 28, 12, 9], labels: ["Lead", "Qualified", "Proposal", "Won"])
            }
        }
        #specimen("Plain values") { stackedBarMicroChartSample }
        #specimen("A model") { StackedBarMicroChart(model: SampleStackedBarMicroChart()) }
        #specimen("Budget: spent, committed and left") {
            StackedBarMicroChart(title: "Maintenance budget", subtitle: "EUR k of 800", valueLabel: "EUR 300 k left", plot: StackedBarPlot([
                MicroChartPoint("Spent", 320, valueText: "EUR 320 k"),
                MicroChartPoint("Committed", 180, valueText: "EUR 180 k", color: .chart2),
            ], total: 800))
        }
        #specimen("Work orders by priority") {
            StackedBarMicroChart(title: "Work orders", valueLabel: "64", plot: StackedBarPlot([
                MicroChartPoint("High", 9, color: .negativeLabel),
                MicroChartPoint("Medium", 23, color: .criticalLabel),
                MicroChartPoint("Low", 32, color: .positiveLabel),
            ]))
        }
        #specimen("Restyled") { stackedBarMicroChartSample.stackedBarMicroChartStyle(ValueFirstStackedBarMicroChart()) }
        #specimen("Disabled") { stackedBarMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { stackedBarMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { stackedBarMicroChartSample }
    }

    @SpecimenCode
    private static var stackedBarMicroChartSample: StackedBarMicroChart {
        StackedBarMicroChart(
            title: "Order pipeline",
            subtitle: "Open opportunities by stage",
            valueLabel: "91",
            plot: StackedBarPlot([42, 28, 12, 9], labels: ["Lead", "Qualified", "Proposal", "Won"])
        )
    }
}

/// A chart of an app's own, shown through `StackedBarMicroChartModel`.
fileprivate struct SampleStackedBarMicroChart: StackedBarMicroChartModel {
    var title: String? = "Order pipeline"
    var subtitle: String? = "Open opportunities by stage"
    var valueLabel: String? = "91"
    var plot = StackedBarPlot([42, 28, 12, 9], labels: ["Lead", "Qualified", "Proposal", "Won"])
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstStackedBarMicroChart: StackedBarMicroChartStyle {
    func makeBody(configuration: StackedBarMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
