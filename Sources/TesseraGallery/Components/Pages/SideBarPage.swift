import Tessera
import TesseraComponents

extension ComponentGallery {
    static let sideBar = GalleryPage(
        name: "SideBar",
        summary: "The column of an application's places beside its content, the current one marked."
    ) {
        #specimen("View builders") {
            SideBar {
                Text("Maintenance")
            } items: {
                SideBarList(sideBarItems)
            }
        }
        #specimen("Plain values") { sideBarSample }
        #specimen("A model") { SideBar(model: SampleApp()) }
        #specimen("Beside a page's content") {
            HStack(alignment: .top, spacing: 16) {
                sideBarSample.frame(width: 240)
                VStack(alignment: .leading, spacing: 8) {
                    Text("Work orders").font(.title2)
                    Text("12 open, 3 overdue").foregroundStyle(.secondary)
                }
            }
        }
        #specimen("Restyled: on a card") { sideBarSample.sideBarStyle(OnACard()) }
        #specimen("Disabled") { sideBarSample.disabled() }
        #specimen("Light", colorScheme: .light) { sideBarSample }
        #specimen("Dark", colorScheme: .dark) { sideBarSample }
    }

    static let sideBarItems = [
        SideBarItem("Work orders", systemImage: "doc.text", destination: "#work-orders", badge: "12", isSelected: true),
        SideBarItem("Equipment", systemImage: "gear", destination: "#equipment"),
        SideBarItem("Spare parts", systemImage: "cart", destination: "#spare-parts", badge: "3"),
        SideBarItem("Reports", systemImage: "chart.bar", destination: "#reports"),
    ]

    @SpecimenCode
    private static var sideBarSample: SideBar { SideBar(title: "Maintenance", items: sideBarItems) }
}

/// The places of an app of one's own, shown through `SideBarModel`.
fileprivate struct SampleApp: SideBarModel {
    var title: String? = "Maintenance"
    var items: [SideBarItem] { ComponentGallery.sideBarItems }
}

/// The places on a card of their own, the title large above them.
fileprivate struct OnACard: SideBarStyle {
    func makeBody(configuration: SideBarConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            configuration.title.font(.title3).padding(.horizontal, 12)
            configuration.items
        }
        .padding(12)
        .background(Color.theme(.tertiaryBackground))
        .cornerRadius(12)
        .attribute("role", "navigation")
    }
}
