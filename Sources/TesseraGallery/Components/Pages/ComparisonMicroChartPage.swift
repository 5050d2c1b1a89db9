import Tessera
import TesseraComponents

extension ComponentGallery {
    static let comparisonMicroChart = GalleryPage(
        name: "ComparisonMicroChart",
        summary: "Values compared as bars with their labels: Fiori's comparison micro chart."
    ) {
        #specimen("View builders") {
            ComparisonMicroChart {
                Text("Stock by warehouse")
            } subtitle: {
                Text("Pallets")
            } valueLabel: {
                Text("775")
            } plot: {
                ComparisonPlot([420, 310, 45], labels: ["Hamburg", "Munich", "Leipzig"])
            }
        }
        #specimen("Plain values") { comparisonMicroChartSample }
        #specimen("A model") { ComparisonMicroChart(model: SampleComparisonMicroChart()) }
        #specimen("Orders by region against a quota of 500") {
            ComparisonMicroChart(title: "Orders by region", subtitle: "Quota 500 each", plot: ComparisonPlot([
                MicroChartPoint("North", 480, color: .positiveLabel),
                MicroChartPoint("South", 350),
                MicroChartPoint("East", 120, color: .criticalLabel),
                MicroChartPoint("West", 515, color: .positiveLabel),
            ], maximum: 500))
        }
        #specimen("Margin by product line, losses to the left") {
            ComparisonMicroChart(title: "Margin by product line", plot: ComparisonPlot([
                MicroChartPoint("Pumps", 18, valueText: "18%"),
                MicroChartPoint("Valves", 7, valueText: "7%"),
                MicroChartPoint("Spare parts", -4, valueText: "-4%", color: .negativeLabel),
            ]))
        }
        #specimen("Restyled") { comparisonMicroChartSample.comparisonMicroChartStyle(ValueFirstComparisonMicroChart()) }
        #specimen("Disabled") { comparisonMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { comparisonMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { comparisonMicroChartSample }
    }

    @SpecimenCode
    private static var comparisonMicroChartSample: ComparisonMicroChart {
        ComparisonMicroChart(
            title: "Stock by warehouse",
            subtitle: "Pallets",
            valueLabel: "775",
            plot: ComparisonPlot([420, 310, 45], labels: ["Hamburg", "Munich", "Leipzig"])
        )
    }
}

/// A chart of an app's own, shown through `ComparisonMicroChartModel`.
fileprivate struct SampleComparisonMicroChart: ComparisonMicroChartModel {
    var title: String? = "Stock by warehouse"
    var subtitle: String? = "Pallets"
    var valueLabel: String? = "775"
    var plot = ComparisonPlot([420, 310, 45], labels: ["Hamburg", "Munich", "Leipzig"])
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstComparisonMicroChart: ComparisonMicroChartStyle {
    func makeBody(configuration: ComparisonMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
