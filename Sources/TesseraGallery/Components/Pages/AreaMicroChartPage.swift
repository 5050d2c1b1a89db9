import Tessera
import TesseraComponents

extension ComponentGallery {
    static let areaMicroChart = GalleryPage(
        name: "AreaMicroChart",
        summary: "An amount over time as a filled area: Fiori's area micro chart."
    ) {
        #specimen("View builders") {
            AreaMicroChart {
                Text("Stock on hand")
            } subtitle: {
                Text("Pallets, last 6 weeks")
            } valueLabel: {
                Text("400 pallets")
            } plot: {
                AreaPlot([420, 380, 310, 450, 430, 400], labels: ["W1", "W2", "W3", "W4", "W5", "W6"])
            }
        }
        #specimen("Plain values") { areaMicroChartSample }
        #specimen("A model") { AreaMicroChart(model: SampleAreaMicroChart()) }
        #specimen("Stock levels of two warehouses") {
            VStack(alignment: .leading, spacing: 12) {
                AreaMicroChart(title: "Hamburg", valueLabel: "1,240", plot: AreaPlot([900, 1_020, 1_180, 1_100, 1_240], color: .chart3))
                AreaMicroChart(title: "Leipzig", valueLabel: "45", plot: AreaPlot([310, 240, 160, 90, 45], color: .criticalLabel))
            }
        }
        #specimen("Open defects burning down") {
            AreaMicroChart(title: "Open defects", subtitle: "Per day of the sprint", valueLabel: "6",
                           plot: AreaPlot([48, 44, 39, 35, 30, 22, 18, 12, 9, 6], color: .chart5))
        }
        #specimen("Restyled") { areaMicroChartSample.areaMicroChartStyle(ValueFirstAreaMicroChart()) }
        #specimen("Disabled") { areaMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { areaMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { areaMicroChartSample }
    }

    @SpecimenCode
    private static var areaMicroChartSample: AreaMicroChart {
        AreaMicroChart(
            title: "Stock on hand",
            subtitle: "Pallets, last 6 weeks",
            valueLabel: "400 pallets",
            plot: AreaPlot([420, 380, 310, 450, 430, 400], labels: ["W1", "W2", "W3", "W4", "W5", "W6"])
        )
    }
}

/// A chart of an app's own, shown through `AreaMicroChartModel`.
fileprivate struct SampleAreaMicroChart: AreaMicroChartModel {
    var title: String? = "Stock on hand"
    var subtitle: String? = "Pallets, last 6 weeks"
    var valueLabel: String? = "400 pallets"
    var plot = AreaPlot([420, 380, 310, 450, 430, 400], labels: ["W1", "W2", "W3", "W4", "W5", "W6"])
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstAreaMicroChart: AreaMicroChartStyle {
    func makeBody(configuration: AreaMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
