import Tessera
import TesseraComponents
import Testing

private struct Query: SortFilterMenuModel {
    var title: String
    var sortOptions: [SortFilterOption]
    var filterOptions: [SortFilterOption]
}

@Suite("SortFilterMenu")
struct SortFilterMenuTests {
    private let sorts = [SortFilterOption(tricky("Due"), isSelected: true, destination: "/o?sort=due"), SortFilterOption("Cost", destination: "/o?sort=-cost")]
    private let filters = [SortFilterOption("Overdue", destination: "/o?overdue=1")]

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Sort")
        let byValues = render(SortFilterMenu(title: title, sortOptions: sorts, filterOptions: filters))
        #expect(byValues == render(SortFilterMenu { Text(title) } sortOptions: { MenuOptionList(sorts) } filterOptions: { MenuOptionList(filters) }))
        #expect(byValues == render(SortFilterMenu(model: Query(title: title, sortOptions: sorts, filterOptions: filters))))
        expectEscaped(byValues, [title, tricky("Due")])
    }

    @Test func itIsADisclosureOfLinksTheChosenOnesCurrent() {
        let html = render(SortFilterMenu(title: "Sort", sortOptions: sorts, filterOptions: filters))
        #expect(html.hasPrefix("<details") && html.contains("<summary"))
        #expect(html.contains(#"href="/o?sort=-cost""#))
        #expect(html.components(separatedBy: #"aria-current="true""#).count == 2)
        #expect(html.contains(">Sort by<") && html.contains(">Filter<"))
    }

    @Test func aMenuWithoutFiltersHasNoFilterHeading() {
        #expect(!render(SortFilterMenu(title: "Sort", sortOptions: sorts)).contains(">Filter<"))
    }
}
