import Tessera
import TesseraComponents
import Testing

private struct Delivery: TimelinePreviewModel {
    var title: String
    var items: [TimelinePreviewItem]
    var action: Link<Text>?
}

@Suite("TimelinePreview")
struct TimelinePreviewTests {
    private let steps = [TimelinePreviewItem(tricky("Ordered"), timestamp: "2 May"), TimelinePreviewItem("Delivered", isDone: false)]

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Delivery")
        let byValues = render(TimelinePreview(title: title, items: steps, action: Link("See all", destination: "#history")))
        #expect(byValues == render(TimelinePreview { Text(title) } items: { TimelinePreviewTrack(steps) } action: { Link("See all", destination: "#history") }))
        #expect(byValues == render(TimelinePreview(model: Delivery(title: title, items: steps, action: Link("See all", destination: "#history")))))
        expectEscaped(byValues, [title, tricky("Ordered")])
    }

    @Test func stepsToComeAreHollowAndSaySo() {
        let html = render(TimelinePreview(title: "Delivery", items: steps))
        #expect(html.contains(#"aria-label="Done""#) && html.contains(#"aria-label="To come""#))
        #expect(html.components(separatedBy: #"data-part="preview-node""#).count == 3)
    }
}
