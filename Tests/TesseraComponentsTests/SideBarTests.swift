import Tessera
import TesseraComponents
import Testing

private struct App: SideBarModel {
    var title: String?
    var items: [SideBarItem]
}

@Suite("SideBar")
struct SideBarTests {
    private let items = [
        SideBarItem(tricky("Orders"), systemImage: "doc.text", destination: "/orders", badge: "12", isSelected: true),
        SideBarItem("Equipment", destination: "/equipment"),
    ]

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Maintenance")
        let byValues = render(SideBar(title: title, items: items))
        #expect(byValues == render(SideBar { Text(title) } items: { SideBarList(items) }))
        #expect(byValues == render(SideBar(model: App(title: title, items: items))))
        expectEscaped(byValues, [title, tricky("Orders")])
    }

    @Test func itIsANavigationLandmarkWithTheCurrentPageMarked() {
        let html = render(SideBar(title: "Maintenance", items: items))
        #expect(html.contains(#"role="navigation""#))
        #expect(html.components(separatedBy: #"aria-current="page""#).count == 2)
        #expect(html.contains(#"href="/equipment""#) && html.contains(">12<"))
    }
}
