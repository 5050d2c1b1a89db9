import Tessera
import TesseraComponents

extension ComponentGallery {
    static let harveyBallMicroChart = GalleryPage(
        name: "HarveyBallMicroChart",
        summary: "A part of a whole as a filled slice of a circle: Fiori's harvey ball micro chart."
    ) {
        #specimen("View builders") {
            HarveyBallMicroChart {
                Text("Licences used")
            } subtitle: {
                Text("Team North")
            } valueLabel: {
                Text("3 of 4")
            } plot: {
                HarveyBallPlot(3, of: 4)
            }
        }
        #specimen("Plain values") { harveyBallMicroChartSample }
        #specimen("A model") { HarveyBallMicroChart(model: SampleHarveyBallMicroChart()) }
        #specimen("Completion of four projects") {
            HStack(alignment: .top, spacing: 24) {
                HarveyBallMicroChart(title: "Audit", valueLabel: "100%", plot: HarveyBallPlot(1, color: .positiveLabel))
                HarveyBallMicroChart(title: "Migration", valueLabel: "60%", plot: HarveyBallPlot(0.6))
                HarveyBallMicroChart(title: "Training", valueLabel: "25%", plot: HarveyBallPlot(0.25, color: .criticalLabel))
                HarveyBallMicroChart(title: "Rollout", valueLabel: "0%", plot: HarveyBallPlot(0))
            }
        }
        #specimen("Restyled") { harveyBallMicroChartSample.harveyBallMicroChartStyle(ValueFirstHarveyBallMicroChart()) }
        #specimen("Disabled") { harveyBallMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { harveyBallMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { harveyBallMicroChartSample }
    }

    @SpecimenCode
    private static var harveyBallMicroChartSample: HarveyBallMicroChart {
        HarveyBallMicroChart(
            title: "Licences used",
            subtitle: "Team North",
            valueLabel: "3 of 4",
            plot: HarveyBallPlot(3, of: 4)
        )
    }
}

/// A chart of an app's own, shown through `HarveyBallMicroChartModel`.
fileprivate struct SampleHarveyBallMicroChart: HarveyBallMicroChartModel {
    var title: String? = "Licences used"
    var subtitle: String? = "Team North"
    var valueLabel: String? = "3 of 4"
    var plot = HarveyBallPlot(3, of: 4)
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstHarveyBallMicroChart: HarveyBallMicroChartStyle {
    func makeBody(configuration: HarveyBallMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
