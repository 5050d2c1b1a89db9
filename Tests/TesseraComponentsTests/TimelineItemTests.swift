import Tessera
import TesseraComponents
import Testing

private struct OrderEvent: TimelineItemModel {
    var title: String
    var subtitle: String?
    var timestamp: String?
    var status: TextOrIcon?
    var icon: Image?
}

/// Only when and what.
private struct Compact: TimelineItemStyle {
    func makeBody(configuration: TimelineItemConfiguration) -> some View {
        HStack {
            configuration.timestamp
            configuration.title
        }
    }
}

@Suite("TimelineItem")
struct TimelineItemTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Shipped"), subtitle = tricky("DHL"), timestamp = tricky("3 May"), status = tricky("Done")
        let icon = Image(systemName: "checkmark.circle")
        let byValues = render(TimelineItem(title: title, subtitle: subtitle, timestamp: timestamp, status: .text(status), icon: icon))
        #expect(byValues == render(TimelineItem {
            Text(title)
        } subtitle: {
            Text(subtitle)
        } timestamp: {
            Text(timestamp)
        } status: {
            Text(status)
        } icon: {
            icon
        }))
        #expect(byValues == render(TimelineItem(model: OrderEvent(title: title, subtitle: subtitle, timestamp: timestamp, status: .text(status), icon: icon))))
        expectEscaped(byValues, [title, subtitle, timestamp, status])
        #expect(!byValues.contains("circle.fill"), "an icon replaces the dot")
    }

    @Test func anItemOfATitleIsADotAndTheTitle() {
        #expect(render(TimelineItem(title: "Shipped")) == #"<div class="t-hstack t-align-top" style="gap:12px" data-component="TimelineItem"><div class="t-vstack" style="gap:0px" data-part="timeline-rail"><svg class="t-icon t-font-caption" style="color:var(--tc-iconColor)" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="currentColor"/></svg><div class="t-spacer" data-part="timeline-line"></div></div><div class="t-vstack t-align-leading" style="gap:2px"><span class="t-font-headline">Shipped</span></div></div>"#)
    }

    @Test func aStyleOfOnesOwnReplacesTheLook() {
        #expect(render(TimelineItem(title: "Shipped", subtitle: "DHL", timestamp: "3 May").timelineItemStyle(Compact())) == #"<div class="t-hstack"><span>3 May</span><span>Shipped</span></div>"#)
    }
}
