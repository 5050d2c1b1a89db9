import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Observation
import Tessera
import TesseraComponents
import TesseraServer
import Testing
import TesseraTestSupport

// Fiori for SwiftUI's code whose actions run on the server, served as a live view: each activity
// is a button whose click runs the action, which changes an `@Observable` model, and the page
// rendered again shows the change.

/// What the contacts page's actions did: the view model of Fiori's example.
@Observable
private final class ContactLog {
    var chosen: [String] = []
    var assigned = false

    func note(_ activityItem: ActivityItem, by way: String) {
        chosen.append("\(way): \(activityItem.type.rawValue) \(activityItem.data ?? "-")")
    }
}

/// A contact whose behaviour runs code: Fiori's `didSelect(_:)` returning nothing, its values in
/// Fiori's naming.
private struct Colleague: ContactItemModel, ActivityItemsBehavior {
    let log: ContactLog
    var title_: String { "Grace Hopper" }
    var subtitle_: String? { "Procurement" }
    var activityItems_: [ActivityItem] { [ActivityItem(type: .message, data: "6504224410")] }

    func didSelect(_ activityItem: ActivityItem) {
        log.note(activityItem, by: "behaviour")
    }
}

/// Every Fiori spelling of an activity with an action, and an object item's `FioriButton`.
private struct FioriContacts: View {
    let log: ContactLog

    var body: some View {
        List {
            ContactItem(title: "Ada Lovelace", action: { selected in log.note(selected, by: "builder") }) {
                .phone(6504224410)
                .email("ada@example.com")
            }
            ContactItem(title: "Alan Turing", actionItems: [ActivityItem(type: .email, data: "alan@example.com")], action: { selected in
                log.note(selected, by: "list")
            })
            ContactItem {
                Text("Edsger Dijkstra")
            } actionItems: {
                ActionItems(actionItems: [.videoCall("https://meet.example.com/ewd")], didSelectActivityItem: { log.note($0, by: "slot") })
            }
            ContactItem(model: Colleague(log: log))
            ObjectItem(title: AttributedString("Pump P-100 leaking"), action: FioriButton(title: "Assign") { log.assigned = true })
        }
        Text("Chosen: \(log.chosen.joined(separator: "; "))").attribute("data-chosen", nil)
        Text("Assigned: \(log.assigned)")
    }
}

private func fioriApplication(_ sessions: LiveViewSessions) -> some ApplicationProtocol {
    makeApplication { router in
        router.addLiveView("/contacts", title: "Contacts", sessions: sessions) { FioriContacts(log: ContactLog()) }
    }
}

/// The values of the activity buttons of `page`, by the activity each is (`data-activity`), in
/// the page's order.
private func activityButtons(_ page: String) -> [(activity: String, value: String)] {
    page.matches(of: /<button[^>]*>/).compactMap { match in
        let tag = String(match.0)
        guard let activity = tag.firstMatch(of: /data-activity="([^"]+)"/), let value = tag.firstMatch(of: /value="([^"]*)"/) else { return nil }
        return (String(activity.1), String(value.1))
    }
}

private func chosen(_ page: String) -> String {
    page.firstMatch(of: /data-chosen[^>]*>Chosen: ([^<]*)</).map { String($0.1) } ?? "(no list of what was chosen)"
}

@Suite("Fiori for SwiftUI's actions in a live view", .heavy, .timeLimit(.minutes(1)))
struct FioriSpellingLiveTests {
    @Test func eachActivityIsAButtonThatRunsItsActionOnTheServer() async throws {
        try await fioriApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/contacts", with: client)
            let buttons = activityButtons(tab.page)
            #expect(buttons.map(\.activity) == ["phone", "email", "email", "videoCall", "message"])
            #expect(!tab.page.contains(#"href="tel:"#), "in a live view an activity with an action is a button, not a link")
            #expect(chosen(tab.page) == "")

            // The builder of activities (`.phone(…)` `.email(…)`) with its action closure.
            #expect(try await tab.post([("t-action", buttons[1].value)], with: client).status == .seeOther)
            var page = try await tab.reload(with: client).page
            #expect(chosen(page) == "builder: email ada@example.com")

            // `ContactItem(title:actionItems:action:)`, over the live channel.
            #expect(try await tab.post([("t-action", buttons[2].value)], live: true, with: client).status == .noContent)
            // `ActionItems(actionItems:didSelectActivityItem:)` in the `actionItems` slot.
            _ = try await tab.post([("t-action", buttons[3].value)], with: client)
            // The model's `ActivityItemsBehavior.didSelect(_:)` that returns nothing.
            _ = try await tab.post([("t-action", buttons[4].value)], with: client)
            page = try await tab.reload(with: client).page
            #expect(chosen(page) == "builder: email ada@example.com; list: email alan@example.com; slot: videoCall https://meet.example.com/ewd; behaviour: message 6504224410")
        }
    }

    @Test func aFioriButtonRunsItsActionOnTheServer() async throws {
        try await fioriApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/contacts", with: client)
            #expect(tab.page.contains("Assigned: false"))
            let response = try await tab.click("Assign", with: client)
            #expect(response.status == .seeOther)
            #expect(try await tab.reload(with: client).page.contains("Assigned: true"))
        }
    }
}
