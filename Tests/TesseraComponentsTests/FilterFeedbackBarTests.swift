import Tessera
import TesseraComponents
import Testing

private struct Query: FilterFeedbackBarModel {
    var items: [FilterFeedbackItem]
    var resetAction: Link<Text>?
}

@Suite("FilterFeedbackBar")
struct FilterFeedbackBarTests {
    private let items = [
        FilterFeedbackItem(tricky("Overdue"), isActive: true, destination: "/orders"),
        FilterFeedbackItem("Mine", isActive: false, destination: "/orders?overdue=1&mine=1"),
    ]

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let byValues = render(FilterFeedbackBar(items: items, resetAction: Link("Reset", destination: "/orders")))
        #expect(byValues == render(FilterFeedbackBar { FilterChipRow(items) } resetAction: { Link("Reset", destination: "/orders") }))
        #expect(byValues == render(FilterFeedbackBar(model: Query(items: items, resetAction: Link("Reset", destination: "/orders")))))
        expectEscaped(byValues, [tricky("Overdue")])
    }

    @Test func eachChipLinksToTheListWithItTurnedTheOtherWayAndSaysWhetherItIsOn() {
        let html = render(FilterFeedbackBar(items: items))
        #expect(html.contains(#"href="/orders?overdue=1&amp;mine=1""#))
        #expect(html.contains(#"aria-label="Mine, off""#))
        #expect(html.components(separatedBy: "data-active").count == 2, "one chip is on")
        #expect(html.contains(#"role="group""#))
    }

    @Test func noFiltersShowNoChips() {
        #expect(!render(FilterFeedbackBar(items: [])).contains("filter-chip"))
    }
}
