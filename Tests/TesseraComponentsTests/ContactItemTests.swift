import Tessera
import TesseraComponents
import Testing

/// An employee of an app's own: its values, and where its activities lead.
private struct Employee: ContactItemModel, ActivityItemsBehavior {
    var title: String
    var subtitle: String?
    var footnote: String? = nil
    var descriptionText: String? = nil
    var detailImage: Image? = nil
    var activityItems: [ActivityItem]

    func didSelect(_ item: ActivityItem) -> String? {
        item.kind == .message ? "/chat/ada" : nil
    }
}

@Suite("ContactItem")
struct ContactItemTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let items: [ActivityItem] = [.phone("+44 20 7946 0958"), .email("ada+work@example.com")]
        let byValues = ContactItem(title: tricky("Ada"), subtitle: tricky("Analyst"), activityItems: items)
        let byBuilders = ContactItem { Text(tricky("Ada")) } subtitle: { Text(tricky("Analyst")) } activityItems: { ActivityItems(items) }
        let byModel = ContactItem(model: Employee(title: tricky("Ada"), subtitle: tricky("Analyst"), activityItems: items))
        #expect(render(byValues) == render(byBuilders))
        #expect(render(byValues) == render(byModel))
        expectEscaped(render(byValues), [tricky("Ada"), tricky("Analyst")])
    }

    @Test func eachActivityIsALinkWithItsSchemeAndALabel() {
        let html = render(ActivityItems([.phone("+44 (20) 7946-0958"), .email("ada+work@example.com"), .message("07700 900123"),
                                          .videoCall("https://meet.example.com/ada"), .detail("/people/ada")]))
        #expect(html.contains(#"href="tel:+442079460958""#))
        #expect(html.contains(#"href="mailto:ada%2Bwork@example.com""#))
        #expect(html.contains(#"href="sms:07700900123""#))
        #expect(html.contains(#"href="https://meet.example.com/ada""#))
        #expect(html.contains(#"href="/people/ada""#))
        for label in ["Call", "Email", "Message", "Video call", "Details"] {
            #expect(html.contains(#"aria-label="\#(label)""#), "\(label)")
        }
    }

    @Test func theActionHookRoutesActivities() {
        let hooked = render(ContactItem(title: "Ada", activityItems: [.phone("+1 555 0100"), .message("+1 555 0100")]) { item in
            item.kind == .phone ? "/calls/new?to=ada" : nil
        })
        #expect(hooked.contains(#"href="/calls/new?to=ada""#))
        #expect(hooked.contains(#"href="sms:+15550100""#))
        let byBehavior = render(ContactItem(model: Employee(title: "Ada", activityItems: [.message("+1 555 0100")])))
        #expect(byBehavior.contains(#"href="/chat/ada""#))
    }

    @Test func slotsLeftOutLeaveNothingBehind() {
        #expect(render(ContactItem(title: "Ada")) == #"<div class="t-hstack" style="gap:12px" data-component="ContactItem"><div class="t-vstack t-align-leading" style="gap:2px"><span class="t-font-headline">Ada</span></div></div>"#)
        #expect(render(ContactItem(title: "Ada", subtitle: nil, activityItems: [])) == render(ContactItem(title: "Ada")))
    }
}
