import Tessera
import TesseraComponents

extension ComponentGallery {
    static let kpiItem = GalleryPage(
        name: "KPIItem",
        summary: "A key figure, large, with what it counts beneath and an icon beside it."
    ) {
        #specimen("View builders") {
            KPIItem {
                Text("1,284")
            } subtitle: {
                Text("Open work orders")
            } icon: {
                Image(systemName: "doc.text")
            }
        }
        #specimen("Plain values") { kpiItemSample }
        #specimen("A model") { KPIItem(model: SampleFigure()) }
        #specimen("Any view in a slot") {
            KPIItem {
                Text("17").foregroundStyle(Color.theme(.negativeLabel))
            } subtitle: {
                Label("Overdue", systemImage: "clock")
            }
        }
        #specimen("A row of key figures") {
            HStack(alignment: .top, spacing: 32) {
                kpiItemSample
                KPIItem(kpi: "17", subtitle: "Overdue", icon: Image(systemName: "exclamationmark.triangle"))
                KPIItem(kpi: "EUR 86k", subtitle: "Planned cost this month")
            }
        }
        #specimen("With a trend beside the figure") {
            HStack(alignment: .top, spacing: 32) {
                KPIItem(kpi: "EUR 30 k", subtitle: "Revenue this month", trend: [12, 18, 15, 22, 27, 30])
                KPIItem(kpi: "17", subtitle: "Overdue", trend: LinePlot([25, 22, 24, 19, 18, 17], color: .positiveLabel))
            }
        }
        #specimen("Restyled: what it counts first") { kpiItemSample.kpiItemStyle(CaptionFirst()) }
        #specimen("Disabled") { kpiItemSample.disabled() }
        // A key figure chosen as the filter of the list beneath: the current one among its peers.
        #specimen("Selected") {
            HStack(alignment: .top, spacing: 32) {
                kpiItemSample.selected()
                KPIItem(kpi: "17", subtitle: "Overdue", icon: Image(systemName: "exclamationmark.triangle"))
                KPIItem(kpi: "EUR 86k", subtitle: "Planned cost this month")
            }
        }
        #specimen("Light", colorScheme: .light) { kpiItemSample }
        #specimen("Dark", colorScheme: .dark) { kpiItemSample }
    }

    @SpecimenCode
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
