import Tessera
import TesseraComponents

extension ComponentGallery {
    static let radialMicroChart = GalleryPage(
        name: "RadialMicroChart",
        summary: "A percentage as a ring filled that far: Fiori's radial micro chart."
    ) {
        GallerySpecimen("View builders") {
            RadialMicroChart {
                Text("Inspections done")
            } subtitle: {
                Text("18 of 25 this month")
            } plot: {
                RadialPlot(18, of: 25)
            }
        }
        GallerySpecimen("Plain values") { radialMicroChartSample }
        GallerySpecimen("A model") { RadialMicroChart(model: SampleRadialMicroChart()) }
        GallerySpecimen("Completion by meaning") {
            HStack(alignment: .top, spacing: 24) {
                RadialMicroChart(title: "Checklist", subtitle: "On track", plot: RadialPlot(0.92, color: .positiveLabel))
                RadialMicroChart(title: "Onboarding", subtitle: "At risk", plot: RadialPlot(0.48, color: .criticalLabel))
                RadialMicroChart(title: "Recalls", subtitle: "Late", plot: RadialPlot(0.12, color: .negativeLabel))
            }
        }
        GallerySpecimen("Restyled") { radialMicroChartSample.radialMicroChartStyle(ValueFirstRadialMicroChart()) }
        GallerySpecimen("Disabled") { radialMicroChartSample.disabled() }
        GallerySpecimen("Light", colorScheme: .light) { radialMicroChartSample }
        GallerySpecimen("Dark", colorScheme: .dark) { radialMicroChartSample }
    }

    private static var radialMicroChartSample: RadialMicroChart {
        RadialMicroChart(
            title: "Inspections done",
            subtitle: "18 of 25 this month",
            plot: RadialPlot(18, of: 25)
        )
    }
}

/// A chart of an app's own, shown through `RadialMicroChartModel`.
fileprivate struct SampleRadialMicroChart: RadialMicroChartModel {
    var title: String? = "Inspections done"
    var subtitle: String? = "18 of 25 this month"
    var valueLabel: String? = nil
    var plot = RadialPlot(18, of: 25)
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstRadialMicroChart: RadialMicroChartStyle {
    func makeBody(configuration: RadialMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
