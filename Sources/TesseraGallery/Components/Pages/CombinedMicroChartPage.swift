import Tessera
import TesseraComponents

extension ComponentGallery {
    static let combinedMicroChart = GalleryPage(
        name: "CombinedMicroChart",
        summary: "Columns with a line across them: Fiori's combined micro chart."
    ) {
        #specimen("View builders") {
            CombinedMicroChart {
                Text("Revenue against plan")
            } subtitle: {
                Text("EUR k")
            } valueLabel: {
                Text("EUR 131 k")
            } plot: {
                CombinedPlot(columns: [42, 51, 38], labels: ["Jan", "Feb", "Mar"], line: [45, 45, 50], columnsName: "Actual", lineName: "Plan")
            }
        }
        #specimen("Plain values") { combinedMicroChartSample }
        #specimen("A model") { CombinedMicroChart(model: SampleCombinedMicroChart()) }
        #specimen("Deliveries against capacity, by week") {
            CombinedMicroChart(title: "Deliveries", subtitle: "Trucks per week, line: capacity", valueLabel: "212", plot: CombinedPlot(
                columns: [180, 205, 230, 196, 212, 240],
                labels: ["W1", "W2", "W3", "W4", "W5", "W6"],
                line: [220, 220, 220, 230, 230, 230],
                columnsName: "Deliveries", lineName: "Capacity", columnColor: .chart6, lineColor: .negativeLabel
            ))
        }
        #specimen("Restyled") { combinedMicroChartSample.combinedMicroChartStyle(ValueFirstCombinedMicroChart()) }
        #specimen("Disabled") { combinedMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { combinedMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { combinedMicroChartSample }
    }

    @SpecimenCode
    private static var combinedMicroChartSample: CombinedMicroChart {
        CombinedMicroChart(
            title: "Revenue against plan",
            subtitle: "EUR k",
            valueLabel: "EUR 131 k",
            plot: CombinedPlot(columns: [42, 51, 38], labels: ["Jan", "Feb", "Mar"], line: [45, 45, 50], columnsName: "Actual", lineName: "Plan")
        )
    }
}

/// A chart of an app's own, shown through `CombinedMicroChartModel`.
fileprivate struct SampleCombinedMicroChart: CombinedMicroChartModel {
    var title: String? = "Revenue against plan"
    var subtitle: String? = "EUR k"
    var valueLabel: String? = "EUR 131 k"
    var plot = CombinedPlot(columns: [42, 51, 38], labels: ["Jan", "Feb", "Mar"], line: [45, 45, 50], columnsName: "Actual", lineName: "Plan")
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstCombinedMicroChart: CombinedMicroChartStyle {
    func makeBody(configuration: CombinedMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
