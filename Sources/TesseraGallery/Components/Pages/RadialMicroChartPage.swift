import Tessera
import TesseraComponents

extension ComponentGallery {
    static let radialMicroChart = GalleryPage(
        name: "RadialMicroChart",
        summary: "A percentage as a ring filled that far: Fiori's radial micro chart."
    ) {
        #specimen("View builders") {
            RadialMicroChart {
                Text("Inspections done")
            } subtitle: {
                Text("18 of 25 this month")
            } plot: {
                RadialPlot(18, of: 25)
            }
        }
        #specimen("Plain values") { radialMicroChartSample }
        #specimen("A model") { RadialMicroChart(model: SampleRadialMicroChart()) }
        #specimen("Completion by meaning") {
            HStack(alignment: .top, spacing: 24) {
                RadialMicroChart(title: "Checklist", subtitle: "On track", plot: RadialPlot(0.92, color: .positiveLabel))
                RadialMicroChart(title: "Onboarding", subtitle: "At risk", plot: RadialPlot(0.48, color: .criticalLabel))
                RadialMicroChart(title: "Recalls", subtitle: "Late", plot: RadialPlot(0.12, color: .negativeLabel))
            }
        }
        #specimen("Restyled") { radialMicroChartSample.radialMicroChartStyle(ValueFirstRadialMicroChart()) }
        #specimen("Disabled") { radialMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { radialMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { radialMicroChartSample }
    }

    @SpecimenCode
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
