import Tessera
import TesseraComponents

extension ComponentGallery {
    static let kpiItem = GalleryPage(
        name: "KPIItem",
        summary: "A key figure, large, with what it counts beneath and an icon beside it."
    ) {
        GallerySpecimen("View builders") {
            KPIItem {
                Text("1,284")
            } subtitle: {
                Text("Open work orders")
            } icon: {
                Image(systemName: "doc.text")
            }
        }
        GallerySpecimen("Plain values") { kpiItemSample }
        GallerySpecimen("A model") { KPIItem(model: SampleFigure()) }
        GallerySpecimen("Any view in a slot") {
            KPIItem {
                Text("17").foregroundStyle(Color.theme(.negativeLabel))
            } subtitle: {
                Label("Overdue", systemImage: "clock")
            }
        }
        GallerySpecimen("A row of key figures") {
            HStack(alignment: .top, spacing: 32) {
                kpiItemSample
                KPIItem(kpi: "17", subtitle: "Overdue", icon: Image(systemName: "exclamationmark.triangle"))
                KPIItem(kpi: "EUR 86k", subtitle: "Planned cost this month")
            }
        }
        GallerySpecimen("With a trend beside the figure") {
            HStack(alignment: .top, spacing: 32) {
                KPIItem(kpi: "EUR 30 k", subtitle: "Revenue this month", trend: [12, 18, 15, 22, 27, 30])
                KPIItem(kpi: "17", subtitle: "Overdue", trend: LinePlot([25, 22, 24, 19, 18, 17], color: .positiveLabel))
            }
        }
        GallerySpecimen("Restyled: what it counts first") { kpiItemSample.kpiItemStyle(CaptionFirst()) }
        GallerySpecimen("Disabled") { kpiItemSample.disabled() }
        // A key figure chosen as the filter of the list beneath: the current one among its peers.
        GallerySpecimen("Selected") {
            HStack(alignment: .top, spacing: 32) {
                kpiItemSample.selected()
                KPIItem(kpi: "17", subtitle: "Overdue", icon: Image(systemName: "exclamationmark.triangle"))
                KPIItem(kpi: "EUR 86k", subtitle: "Planned cost this month")
            }
        }
        GallerySpecimen("Light", colorScheme: .light) { kpiItemSample }
        GallerySpecimen("Dark", colorScheme: .dark) { kpiItemSample }
    }

    private static var kpiItemSample: KPIItem {
        KPIItem(kpi: "1,284", subtitle: "Open work orders", icon: Image(systemName: "doc.text"))
    }
}

/// A key figure of an app's own, shown through `KPIItemModel`.
fileprivate struct SampleFigure: KPIItemModel {
    var kpi = "1,284"
    var subtitle: String? = "Open work orders"
    var icon: Image? = Image(systemName: "doc.text")
}

/// What the figure counts, small, above the figure, and no icon: for a dense dashboard.
fileprivate struct CaptionFirst: KPIItemStyle {
    func makeBody(configuration: KPIItemConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.subtitle.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
            configuration.kpi.font(.title)
        }
    }
}
