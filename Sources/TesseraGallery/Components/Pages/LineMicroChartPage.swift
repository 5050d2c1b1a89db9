import Tessera
import TesseraComponents

extension ComponentGallery {
    static let lineMicroChart = GalleryPage(
        name: "LineMicroChart",
        summary: "A trend as a line, with its title and current value: Fiori's line micro chart."
    ) {
        #specimen("View builders") {
            LineMicroChart {
                Text("Revenue")
            } subtitle: {
                Text("Last 6 months, EUR k")
            } valueLabel: {
                Text("EUR 30 k")
            } plot: {
                LinePlot([12, 18, 15, 22, 27, 30], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])
            }
        }
        #specimen("Plain values") { lineMicroChartSample }
        #specimen("A model") { LineMicroChart(model: SampleLineMicroChart()) }
        #specimen("Share price, last 10 days") {
            LineMicroChart(title: "Share price", subtitle: "EUR, closing", valueLabel: "EUR 41.20",
                           plot: LinePlot([44.1, 43.8, 42.9, 43.5, 42.2, 41.7, 42.0, 41.1, 40.8, 41.2], color: .chart4))
        }
        #specimen("A trend in a key figure") {
            HStack(alignment: .top, spacing: 32) {
                KPIItem(kpi: "EUR 30 k", subtitle: "Revenue this month", trend: [12, 18, 15, 22, 27, 30])
                KPIItem(kpi: "17", subtitle: "Overdue orders", trend: LinePlot([25, 22, 24, 19, 18, 17], color: .positiveLabel))
            }
        }
        #specimen("Little data: one value, all the same, none") {
            VStack(alignment: .leading, spacing: 12) {
                LineMicroChart(title: "One value", plot: [42])
                LineMicroChart(title: "All the same", plot: [7, 7, 7, 7])
                LineMicroChart(title: "No values yet", plot: [])
            }
        }
        #specimen("Restyled") { lineMicroChartSample.lineMicroChartStyle(ValueFirstLineMicroChart()) }
        #specimen("Disabled") { lineMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { lineMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { lineMicroChartSample }
    }

    @SpecimenCode
    private static var lineMicroChartSample: LineMicroChart {
        LineMicroChart(
            title: "Revenue",
            subtitle: "Last 6 months, EUR k",
            valueLabel: "EUR 30 k",
            plot: LinePlot([12, 18, 15, 22, 27, 30], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])
        )
    }
}

/// A chart of an app's own, shown through `LineMicroChartModel`.
fileprivate struct SampleLineMicroChart: LineMicroChartModel {
    var title: String? = "Revenue"
    var subtitle: String? = "Last 6 months, EUR k"
    var valueLabel: String? = "EUR 30 k"
    var plot = LinePlot([12, 18, 15, 22, 27, 30], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstLineMicroChart: LineMicroChartStyle {
    func makeBody(configuration: LineMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
