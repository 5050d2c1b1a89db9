import Tessera
import TesseraComponents

extension ComponentGallery {
    static let bulletMicroChart = GalleryPage(
        name: "BulletMicroChart",
        summary: "An actual value against its target: Fiori's bullet micro chart."
    ) {
        #specimen("View builders") {
            BulletMicroChart {
                Text("Sales against quota")
            } subtitle: {
                Text("EUR k, this quarter")
            } valueLabel: {
                Text("EUR 72 k")
            } plot: {
                BulletPlot(actual: 72, target: 100, maximum: 120)
            }
        }
        #specimen("Plain values") { bulletMicroChartSample }
        #specimen("A model") { BulletMicroChart(model: SampleBulletMicroChart()) }
        #specimen("Budget vs actual: over budget is bad") {
            VStack(alignment: .leading, spacing: 12) {
                BulletMicroChart(title: "Travel", valueLabel: "EUR 86 k of 80 k",
                                 plot: BulletPlot(actual: 86, target: 80, maximum: 100, improvement: .minimize))
                BulletMicroChart(title: "Training", valueLabel: "EUR 41 k of 60 k",
                                 plot: BulletPlot(actual: 41, target: 60, maximum: 100, improvement: .minimize))
            }
        }
        #specimen("With a forecast and thresholds") {
            BulletMicroChart(title: "Service tickets closed", subtitle: "Forecast 190 by month end", valueLabel: "164", plot: BulletPlot(
                actual: 164, target: 200, forecast: 190, maximum: 240,
                thresholds: [MicroChartPoint("Alert", 120, color: .negativeLabel), MicroChartPoint("Warning", 160)]
            ))
        }
        #specimen("Restyled") { bulletMicroChartSample.bulletMicroChartStyle(ValueFirstBulletMicroChart()) }
        #specimen("Disabled") { bulletMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { bulletMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { bulletMicroChartSample }
    }

    @SpecimenCode
    private static var bulletMicroChartSample: BulletMicroChart {
        BulletMicroChart(
            title: "Sales against quota",
            subtitle: "EUR k, this quarter",
            valueLabel: "EUR 72 k",
            plot: BulletPlot(actual: 72, target: 100, maximum: 120)
        )
    }
}

/// A chart of an app's own, shown through `BulletMicroChartModel`.
fileprivate struct SampleBulletMicroChart: BulletMicroChartModel {
    var title: String? = "Sales against quota"
    var subtitle: String? = "EUR k, this quarter"
    var valueLabel: String? = "EUR 72 k"
    var plot = BulletPlot(actual: 72, target: 100, maximum: 120)
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstBulletMicroChart: BulletMicroChartStyle {
    func makeBody(configuration: BulletMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
