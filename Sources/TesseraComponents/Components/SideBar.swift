import Tessera

/// The column of an application's places beside its content: a title, then a link per place
/// with its icon and a count, the current one marked. Fiori's `SideBar`.
///
/// It is a navigation landmark, and the current page's link is `aria-current="page"`, so that
/// assistive technologies say where one is.
///
/// ```swift
/// SideBar(title: "Maintenance", items: [
///     SideBarItem("Work orders", systemImage: "doc.text", destination: "/orders", badge: "12", isSelected: true),
///     SideBarItem("Equipment", systemImage: "gear", destination: "/equipment"),
/// ])
///
/// SideBar {
///     Text("Maintenance")
/// } items: {
///     SideBarList(places)
/// }
///
/// SideBar(model: app)                     // App: SideBarModel
/// ```
@Component
public struct SideBar {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String?)
        case items([SideBarItem])
    }

    @ViewBuilder
    static func baseBody(_ configuration: SideBarConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.title.font(.headline).padding(.horizontal, 12)
            configuration.items
        }
        .padding(8)
        .attribute("role", "navigation")
        .attribute("aria-label", ComponentText.sideBar)
        .attribute("data-component", "SideBar")
    }
}

public extension View {
    #styleModifier(for: SideBar.self)
}
