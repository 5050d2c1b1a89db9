import Tessera
import TesseraSections
import Testing

/// Contacts as ComposedUI's README keeps them: the section decides what a click does, and a
/// click that acts leaves nothing selected (`deselect(at:)` from `didSelect(at:)`).
@SectionActor
final class ContactsSection: ArraySection<Person>, CellProvider, SelectionHandler {
    private var selected: Set<String> = []
    var opened: [String] = []
    var isFamily = false

    var allowsMultipleSelection: Bool { isFamily }
    var selectedIndexes: [Int] { elements.indices.filter { selected.contains(elements[$0].id) } }
    func shouldSelect(at index: Int) -> Bool { self[index].id != "locked" }

    func didSelect(at index: Int) {
        selected.insert(self[index].id)
        if !isFamily {
            // A friend is opened, not kept selected.
            opened.append(self[index].name)
            deselect(at: index)
        }
    }

    func didDeselect(at index: Int) { selected.remove(self[index].id) }
    func cell(at index: Int) -> some View { Text(self[index].name) }
}

@Suite("ComposedUI's own spellings: select(at:), deselect(at:), coordinators of sections")
@SectionActor
struct ComposedUISpellingTests {
    let renderer = HTMLRenderer()

    final class Updates {
        var all: [SectionUpdate] = []
    }

    func contacts(_ names: String..., family: Bool) -> ContactsSection {
        let section = ContactsSection(names.map { Person(id: $0.lowercased(), name: $0) })
        section.isFamily = family
        return section
    }

    @Test func deselectFromDidSelectLeavesTheClickedRowUnselectedInEveryBrowser() throws {
        let friends = contacts("Mary", "Michael", family: false)
        let coordinator = ListCoordinator(sections: friends, actionPath: "/contacts")
        let updates = Updates()
        coordinator.onUpdate { updates.all.append($0) }

        try coordinator.handle(SectionEvent(kind: .select, sectionID: "s1", position: 1, elementID: "michael"))
        #expect(friends.opened == ["Michael"])
        #expect(friends.selectedIndexes.isEmpty)
        // The row went out once, selected, and came back unselected: the last HTML a browser got
        // for it is the unselected row.
        let rowUpdates = updates.all.flatMap(\.operations).filter { $0.kind == .updateElement && $0.item == 1 }
        #expect(!rowUpdates.isEmpty)
        #expect(rowUpdates.last?.html?.contains(#"aria-pressed="false""#) == true)
        #expect(rowUpdates.last?.html?.contains("t-selected") == false)
        let page = renderer.renderString(coordinator.view())
        #expect(!page.contains("t-selected"))
    }

    @Test func selectAtChangesTheSelectionAndSendsTheRowsThatChanged() throws {
        let friends = contacts("Mary", "Michael", "Charles", family: true)
        let coordinator = ListCoordinator(sections: friends, actionPath: "/contacts")
        let updates = Updates()
        coordinator.onUpdate { updates.all.append($0) }

        friends.select(at: 2)
        friends.select(at: 0)
        #expect(friends.selectedIndexes == [0, 2])
        #expect(updates.all.count == 2)
        #expect(updates.all.map { $0.operations.map(\.item) } == [[2], [0]])
        #expect(updates.all[1].operations[0].html?.contains(#"<li class="t-section-row t-selected" data-element="mary" data-position="0">"#) == true)
        #expect(renderer.renderString(coordinator.view()).occurrences(of: "t-selected") == 2)

        // Selecting what is selected, out of range, or refused changes nothing and sends nothing.
        let version = coordinator.version
        friends.select(at: 2)
        friends.select(at: 3)
        friends.select(at: -1)
        friends.deselect(at: 1)
        friends.deselect(at: Int.max)
        #expect(coordinator.version == version)
        #expect(updates.all.count == 2)

        friends.deselect(at: 2)
        #expect(friends.selectedIndexes == [0])
        #expect(updates.all.last?.operations.map(\.item) == [2])
        #expect(updates.all.last?.operations.first?.html?.contains(#"aria-pressed="false""#) == true)
    }

    @Test func selectAtInASectionOfOneSelectionDeselectsTheOther() {
        let friends = contacts("Mary", "Michael", family: false)
        // A friend's click opens and deselects; here the section is told to keep one instead.
        friends.isFamily = true
        let coordinator = ListCoordinator(sections: friends, actionPath: "/contacts")
        let updates = Updates()
        coordinator.onUpdate { updates.all.append($0) }
        friends.select(at: 0)
        friends.isFamily = false
        // One at a time now: selecting Michael is an open, and Mary is deselected on the way.
        friends.select(at: 1)
        #expect(friends.selectedIndexes.isEmpty)
        #expect(friends.opened == ["Michael"])
        #expect(updates.all.last?.operations.compactMap(\.item).contains(0) == true)
    }

    @Test func aRefusedRowIsNotSelectedBySelectAt() {
        let family = contacts("Ada", "Locked", family: true)
        _ = ListCoordinator(sections: family, actionPath: "/contacts")
        family.select(at: 1)
        #expect(family.selectedIndexes.isEmpty)
    }

    @Test func everyCoordinatorIsMadeFromSectionsAlone() {
        let family = contacts("Ada", "Byron", family: true)
        let friends = contacts("Mary", family: false)
        let list = ListCoordinator(sections: family)
        #expect(list.sectionProvider.numberOfSections == 1)
        let html = renderer.renderString(list.view())
        #expect(html.contains(#"<li class="t-section-row" data-element="byron" data-position="1">"#))
        // Without an action path, rows have no controls, as before.
        #expect(!html.contains("t-row-select"))

        // ComposedUI's collection coordinator is the grid; several sections keep their order.
        let collection = CollectionCoordinator(sections: contacts("Grace", family: true), friends)
        #expect(collection.sectionProvider.numberOfSections == 2)
        let grid = renderer.renderString(collection.view())
        #expect(grid.contains("Grace") && grid.contains("Mary"))
        #expect(grid.range(of: "Grace")!.lowerBound < grid.range(of: "Mary")!.lowerBound)
        // The same page as the grid coordinator's (but for the version, which each coordinator starts anew).
        let other = renderer.renderString(GridCoordinator(sections: contacts("Grace", family: true), contacts("Mary", family: false)).view())
        #expect(grid.replacing(/data-version="[^"]*"/, with: "") == other.replacing(/data-version="[^"]*"/, with: ""))

        let table = TableCoordinator<Person>(sections: contacts("Alan", family: true)) {
            TableColumn("Name", value: \.name)
        }
        let tableHTML = renderer.renderString(table.view())
        #expect(tableHTML.contains("<table"))
        #expect(tableHTML.contains("Alan"))

        let stack = StackCoordinator(sections: contacts("Emmy", family: true))
        #expect(renderer.renderString(stack.view()).contains("Emmy"))
    }

    @Test func aCoordinatorOfSectionsHearsTheirChanges() {
        let family = contacts("Ada", family: true)
        let coordinator = ListCoordinator(sections: family)
        let updates = Updates()
        coordinator.onUpdate { updates.all.append($0) }
        family.append(Person(id: "byron", name: "Byron"))
        #expect(updates.all.count == 1)
        #expect(updates.all[0].operations.first?.kind == .insertElement)
        #expect(updates.all[0].operations.first?.html?.contains("Byron") == true)
    }
}
