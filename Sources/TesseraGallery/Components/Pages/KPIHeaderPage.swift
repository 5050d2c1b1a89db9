import Tessera
import TesseraComponents

extension ComponentGallery {
    static let kpiHeader = GalleryPage(
        name: "KPIHeader",
        summary: "Up to four key figures from data, laid out alike in one row; a fifth is dropped."
    ) {
        #specimen("Plain values") { kpiHeaderSample }
        #specimen("A model per figure") {
            KPIHeader(items: [KPIHeaderItem(model: KPIHeaderRegion()), KPIHeaderItem(model: KPIHeaderBudget())])
        }
        #specimen("Five figures: the fifth is dropped") {
            KPIHeader(items: kpiHeaderItems + [.kpi("5th", subtitle: "Not shown")])
        }
        #specimen("From data, by id: the concept's form") {
            KPIHeader(regions, id: \.subtitle)
        }
        #specimen("From data, a figure of either kind each") {
            KPIHeader(regions.prefix(2), id: \.subtitle) { region in .kpi(region.kpi, subtitle: region.subtitle) }
        }
        #specimen("Fiori's KPIHeaderControl, its titles restyled by titleModifier") {
            KPIHeaderControl(fioriRegions, id: \.title_).titleModifier {
                $0.font(.headline).foregroundColor(.red)
            }
        }
        #specimen("Disabled") { kpiHeaderSample.disabled() }
        #specimen("Restyled: one figure above the other") { kpiHeaderSample.kpiHeaderStyle(KPIHeaderStacked()) }
        #specimen("Light", colorScheme: .light) { kpiHeaderSample }
        #specimen("Dark", colorScheme: .dark) { kpiHeaderSample }
    }

    /// Sales regions of an app's own, whose figures a header shows from data.
    private static var regions: [KPIHeaderRegion] {
        [KPIHeaderRegion(), KPIHeaderRegion(kpi: "388", subtitle: "Orders in the south", icon: nil), KPIHeaderRegion(kpi: "97", subtitle: "Orders abroad", icon: Image(systemName: "globe"))]
    }

    /// The same regions' figures in Fiori for SwiftUI's `KPIModel`.
    private static var fioriRegions: [GalleryRegion] {
        regions.map { GalleryRegion(title_: $0.kpi, icon_: $0.icon) }
    }

    private static var kpiHeaderItems: [KPIHeaderItem] {
        [
            .kpi("1,284", subtitle: "Open orders", icon: Image(systemName: "cart")),
            .kpi("€ 2.4 M", subtitle: "Revenue this month"),
            .progress("18 of 25", fraction: ProgressFraction(18, of: 25), subtitle: "Inspections done", footnote: "Due Friday"),
            .kpi("3", subtitle: "Escalations"),
        ]
    }

    @SpecimenCode
    private static var kpiHeaderSample: KPIHeader { KPIHeader(items: kpiHeaderItems) }
}

/// A sales region of an app's own, shown through `KPIItemModel`.
private struct KPIHeaderRegion: KPIItemModel {
    var kpi = "412"
    var subtitle: String? = "Orders in the north"
    var icon: Image? = Image(systemName: "location")
}

/// A budget of an app's own, shown through `KPIProgressItemModel`.
private struct KPIHeaderBudget: KPIProgressItemModel {
    var kpi = "72%"
    var fraction: ProgressFraction? = 0.72
    var subtitle: String? = "Budget used"
    var footnote: String? = nil
}

/// The figures one above the other.
private struct KPIHeaderStacked: KPIHeaderStyle {
    func makeBody(configuration: KPIHeaderConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            for item in configuration.items { item }
        }
    }
}
