import Tessera
import TesseraComponents
import Testing

private struct Event: TimelineItemModel {
    var title: String
    var subtitle: String? = nil
    var timestamp: String? = nil
    var status: TextOrIcon? = nil
    var icon: Image? = nil
}

private struct Order: TimelineModel {
    var items: [Event]
}

@Suite("Timeline")
struct TimelineTests {
    private let events = [Event(title: tricky("Placed"), timestamp: "2 May"), Event(title: "Shipped", timestamp: "3 May")]

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let byItems = render(Timeline(items: events))
        #expect(byItems == render(Timeline { ForEach(Array(events.enumerated()), id: \.offset) { _, event in TimelineItem(model: event) } }))
        #expect(byItems == render(Timeline(model: Order(items: events))))
        expectEscaped(byItems, [tricky("Placed")])
    }

    @Test func itIsAColumnOfTimelineItemsOnARail() {
        let html = render(Timeline(items: events))
        #expect(html.contains(#"data-component="Timeline""#))
        #expect(html.components(separatedBy: #"data-component="TimelineItem""#).count == 3)
        #expect(html.components(separatedBy: #"data-part="timeline-line""#).count == 3, "each item's node has a line the stylesheet may draw")
        #expect(Theme.standard.css.contains("[data-component=Timeline]>:last-child [data-part=timeline-line]{display:none}"))
    }
}
