import Tessera
import TesseraComponents
import Testing

private struct Person: ActivityItemsModel {
    var activityItems: [ActivityItem] = [.phone("+44 20 7946 0958"), .email("ada@example.com")]
}

private struct RoutedPerson: ActivityItemsModel, ActivityItemsBehavior {
    var activityItems: [ActivityItem] = [.phone("+44 20 7946 0958"), .email("ada@example.com")]
    func didSelect(_ item: ActivityItem) -> String? { item.kind == .phone ? "/calls/new?to=ada" : nil }
}

@Suite("ActivityItems")
struct ActivityItemsTests {
    @Test func theBuilderOfKindsMakesTheSameRowAsTheList() {
        let list = render(ActivityItems([.phone("+44 20 7946 0958"), .email("ada@example.com"), .videoCall("https://meet.example.com/ada")]))
        let hasMeeting = true
        #expect(render(ActivityItems {
            .phone("+44 20 7946 0958")
            .email("ada@example.com")
            if hasMeeting { .videoCall("https://meet.example.com/ada") }
        }) == list)
        #expect(render(ActivityItems(model: Person())) == render(ActivityItems([.phone("+44 20 7946 0958"), .email("ada@example.com")])))
    }

    @Test func theBuilderTakesLoopsAndBranches() {
        let numbers = ["+49 1", "+49 2"]
        let html = render(ActivityItems {
            for number in numbers { .phone(number) }
            if numbers.isEmpty { .detail("/people/1") } else { .message(numbers[0]) }
        })
        #expect(html.contains(#"href="tel:+491""#) && html.contains(#"href="tel:+492""#) && html.contains(#"href="sms:+491""#))
        #expect(!html.contains("/people/1"))
    }

    @Test func anActionOrABehaviourRoutesEachActivity() {
        let routed = render(ActivityItems(items: [.phone("+44 20 7946 0958"), .email("ada@example.com")]) { item in
            item.kind == .phone ? "/calls/new?to=ada" : nil
        })
        #expect(routed.contains(#"href="/calls/new?to=ada""#) && routed.contains(#"href="mailto:ada@example.com""#))
        #expect(!routed.contains("tel:"))
        #expect(render(ActivityItems(model: RoutedPerson())) == routed)
    }
}
