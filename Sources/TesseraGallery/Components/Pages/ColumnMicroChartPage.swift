import Tessera
import TesseraComponents

extension ComponentGallery {
    static let columnMicroChart = GalleryPage(
        name: "ColumnMicroChart",
        summary: "Amounts side by side as columns: Fiori's column micro chart."
    ) {
        #specimen("View builders") {
            ColumnMicroChart {
                Text("Revenue by month")
            } subtitle: {
                Text("EUR k")
            } valueLabel: {
                Text("EUR 124 k")
            } plot: {
                ColumnPlot([18, 22, 17, 25, 21, 21], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])
            }
        }
        #specimen("Plain values") { columnMicroChartSample }
        #specimen("A model") { ColumnMicroChart(model: SampleColumnMicroChart()) }
        #specimen("Profit and loss by quarter") {
            ColumnMicroChart(title: "Operating result", subtitle: "EUR k per quarter", valueLabel: "EUR 31 k", plot: ColumnPlot([
                MicroChartPoint("Q1", 12, valueText: "EUR 12 k", color: .positiveLabel),
                MicroChartPoint("Q2", -8, valueText: "-EUR 8 k", color: .negativeLabel),
                MicroChartPoint("Q3", 4, valueText: "EUR 4 k", color: .positiveLabel),
                MicroChartPoint("Q4", 23, valueText: "EUR 23 k", color: .positiveLabel),
            ]))
        }
        #specimen("Orders by weekday, today marked") {
            ColumnMicroChart(title: "Orders this week", valueLabel: "212", plot: ColumnPlot([
                MicroChartPoint("Mon", 31), MicroChartPoint("Tue", 44), MicroChartPoint("Wed", 38),
                MicroChartPoint("Thu", 52), MicroChartPoint("Fri", 47, color: .chart2),
            ]))
        }
        #specimen("Restyled") { columnMicroChartSample.columnMicroChartStyle(ValueFirstColumnMicroChart()) }
        #specimen("Disabled") { columnMicroChartSample.disabled() }
        #specimen("Light", colorScheme: .light) { columnMicroChartSample }
        #specimen("Dark", colorScheme: .dark) { columnMicroChartSample }
    }

    @SpecimenCode
    private static var columnMicroChartSample: ColumnMicroChart {
        ColumnMicroChart(
            title: "Revenue by month",
            subtitle: "EUR k",
            valueLabel: "EUR 124 k",
            plot: ColumnPlot([18, 22, 17, 25, 21, 21], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])
        )
    }
}

/// A chart of an app's own, shown through `ColumnMicroChartModel`.
fileprivate struct SampleColumnMicroChart: ColumnMicroChartModel {
    var title: String? = "Revenue by month"
    var subtitle: String? = "EUR k"
    var valueLabel: String? = "EUR 124 k"
    var plot = ColumnPlot([18, 22, 17, 25, 21, 21], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])
}

/// The value first and large, the plot beneath and the title as a caption under it, on a tile:
/// for a dashboard of figures.
fileprivate struct ValueFirstColumnMicroChart: ColumnMicroChartStyle {
    func makeBody(configuration: ColumnMicroChartConfiguration) -> some View {
        MicroChartTile(title: configuration.title, subtitle: configuration.subtitle, valueLabel: configuration.valueLabel, plot: configuration.plot)
    }
}
