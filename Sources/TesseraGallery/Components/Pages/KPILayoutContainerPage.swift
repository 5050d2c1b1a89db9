import Tessera
import TesseraComponents

extension ComponentGallery {
    static let kpiLayoutContainer = GalleryPage(
        name: "KPILayoutContainer",
        summary: "Up to four views of one's own in a row, each styled as the caller likes; a fifth is not rendered."
    ) {
        #specimen("View builders") { kpiLayoutContainerSample }
        #specimen("A for loop: each pass is one view, the fifth is not rendered") {
            KPILayoutContainer {
                for number in 1...5 {
                    KPIItem(kpi: String(number), subtitle: "Figure \(number)")
                }
            }
        }
        #specimen("From data, by id: the concept's form") {
            KPILayoutContainer(plants, id: \.name) { plant in
                KPIProgressItem(kpi: "\(plant.done) of \(plant.planned)", fraction: ProgressFraction(Double(plant.done), of: Double(plant.planned)), subtitle: plant.name)
            }
        }
        #specimen("Fiori's spelling: a KPI and its icon per element") {
            KPILayoutContainer(layoutRegions, id: \.title_) { element in
                KPI {
                    Text(element.title_)
                } icon: {
                    if let icon = element.icon_ {
                        icon
                    } else {
                        EmptyView()
                    }
                }
            }
        }
        #specimen("Any view in a slot") {
            KPILayoutContainer {
                Label("On time", systemImage: "checkmark.circle")
                RatingControl(rating: 4, valueLabel: "4.0")
            }
        }
        #specimen("Disabled") { kpiLayoutContainerSample.disabled() }
        #specimen("Restyled: one view above the other") { kpiLayoutContainerSample.kpiLayoutContainerStyle(KPILayoutColumn()) }
        #specimen("Light", colorScheme: .light) { kpiLayoutContainerSample }
        #specimen("Dark", colorScheme: .dark) { kpiLayoutContainerSample }
    }

    /// Regions of an app's own, in Fiori for SwiftUI's naming.
    private static var layoutRegions: [GalleryRegion] {
        [GalleryRegion(title_: "412", icon_: Image(systemName: "location")), GalleryRegion(title_: "388", icon_: nil), GalleryRegion(title_: "97", icon_: Image(systemName: "globe"))]
    }

    /// Plants of an app's own, each with its inspections planned and done.
    private static var plants: [(name: String, planned: Int, done: Int)] {
        [("Walldorf", 25, 18), ("Dresden", 12, 12), ("Lyon", 30, 9)]
    }

    @SpecimenCode
    private static var kpiLayoutContainerSample: KPILayoutContainer {
        KPILayoutContainer {
            KPIItem(kpi: "12", subtitle: "New tickets", icon: Image(systemName: "tray"))
            KPIItem(kpi: "3", subtitle: "Escalated").kpiStyle { $0.foregroundStyle(Color.theme(.negativeLabel)) }
            KPIProgressItem(kpi: "72%", fraction: 0.72, subtitle: "Answered within a day")
        }
    }
}

/// A region's figure, as Fiori for SwiftUI's `KPIModel` names it.
struct GalleryRegion: KPIModel {
    var title_: String
    var icon_: Image?
}

/// The views one above the other.
private struct KPILayoutColumn: KPILayoutContainerStyle {
    func makeBody(configuration: KPILayoutContainerConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            for item in configuration.items { item }
        }
    }
}
