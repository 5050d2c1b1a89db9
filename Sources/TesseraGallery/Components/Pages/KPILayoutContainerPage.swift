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

    @SpecimenCode

    private static var kpiLayoutContainerSample: KPILayoutContainer {
        KPILayoutContainer {
            KPIItem(kpi: "12", subtitle: "New tickets", icon: Image(systemName: "tray"))
            KPIItem(kpi: "3", subtitle: "Escalated").kpiStyle { $0.foregroundStyle(Color.theme(.negativeLabel)) }
            KPIProgressItem(kpi: "72%", fraction: 0.72, subtitle: "Answered within a day")
        }
    }
}

/// The views one above the other.
private struct KPILayoutColumn: KPILayoutContainerStyle {
    func makeBody(configuration: KPILayoutContainerConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            for item in configuration.items { item }
        }
    }
}
