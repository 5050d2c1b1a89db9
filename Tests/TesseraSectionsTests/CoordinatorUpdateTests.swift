import Foundation
import Tessera
import TesseraSections
import Testing

@Suite("Coordinators turn changes into minimal updates")
@SectionActor
struct CoordinatorUpdateTests {
    let renderer = HTMLRenderer()

    /// Collects a coordinator's updates.
    final class Updates {
        var all: [SectionUpdate] = []
        func take() -> [SectionUpdate] {
            defer { all = [] }
            return all
        }
    }

    func listen(_ coordinator: SectionCoordinator) -> Updates {
        let updates = Updates()
        coordinator.onUpdate { updates.all.append($0) }
        return updates
    }

    @Test func anInsertedRowArrivesAsItsHTMLWithTheFooterThatCountsIt() throws {
        let section = PeopleSection([Person(id: "ada", name: "Ada")])
        let root = ComposedSectionProvider()
        root.append(section)
        let coordinator = ListCoordinator(sectionProvider: root)
        let updates = listen(coordinator)
        let start = coordinator.version

        section.append(Person(id: "grace", name: "Grace <3"))
        let update = try #require(updates.take().first)
        #expect(update.previousVersion == start)
        #expect(update.version == SectionVersion(epoch: start.epoch, number: start.number + 1))
        #expect(update.operations == [
            .init(.insertElement, section: 0, item: 1,
                  html: #"<li class="t-section-row" data-element="grace" data-position="1"><div class="t-section-cell">Grace &lt;3</div></li>"#),
            .init(.updateHeaderFooter, section: 0,
                  header: #"<header class="t-section-header" data-section-header>People</header>"#,
                  footer: #"<footer class="t-section-footer" data-section-footer>2 people</footer>"#),
        ])
        #expect(coordinator.version == update.version)
    }

    @Test func headersAndFootersTravelOnlyWhenTheyChange() throws {
        let section = PeopleSection([Person(id: "ada", name: "Ada")])
        let root = ComposedSectionProvider()
        root.append(section)
        let coordinator = ListCoordinator(sectionProvider: root)
        let updates = listen(coordinator)
        section.replace(at: 0, with: Person(id: "ada", name: "Ada L."))
        #expect(updates.take().flatMap(\.operations).map(\.kind) == [.updateElement])
        section.title = "Family"
        section.replace(at: 0, with: Person(id: "ada", name: "Ada"))
        #expect(updates.take().flatMap(\.operations).map(\.kind) == [.updateElement, .updateHeaderFooter])
    }

    @Test func aSelectionUpdatesTheRowsWhoseSelectionChanged() throws {
        let section = PeopleSection((0..<4).map { Person(id: "p\($0)", name: "P\($0)") })
        section.multiple = false
        let root = ComposedSectionProvider()
        root.append(PlainSection(["before"]))
        root.append(section)
        let coordinator = ListCoordinator(sectionProvider: root, actionPath: "/p")
        let updates = listen(coordinator)
        try coordinator.handle(SectionEvent(kind: .select, sectionID: "s2", position: 2, elementID: "p1"))
        try coordinator.handle(SectionEvent(kind: .select, sectionID: "s2", position: 4, elementID: "p3"))
        let batches = updates.take()
        #expect(batches.count == 2)
        #expect(batches.map { $0.operations.map { [$0.section, $0.item ?? -1] } } == [[[1, 1]], [[1, 1], [1, 3]]])
        #expect(batches[1].operations[0].html?.contains(#"aria-pressed="false""#) == true)
        #expect(batches[1].operations[1].html?.contains(#"<li class="t-section-row t-selected" data-element="p3" data-position="4">"#) == true)
        // Selecting the selected row again changes nothing, and makes no version.
        let version = coordinator.version
        try coordinator.handle(SectionEvent(kind: .select, sectionID: "s2", position: 4, elementID: "p3"))
        #expect(updates.take().isEmpty)
        #expect(coordinator.version == version)
    }

    @Test func aHandlersChangesAndTheCoordinatorsAreOneUpdate() throws {
        let section = PeopleSection((0..<3).map { Person(id: "p\($0)", name: "P\($0)") })
        let root = ComposedSectionProvider()
        root.append(section)
        let coordinator = ListCoordinator(sectionProvider: root, actionPath: "/p")
        let updates = listen(coordinator)
        try coordinator.handle(SectionEvent(kind: .move, sectionID: "s1", position: 0, elementID: "p0", offset: 2))
        #expect(updates.take().map { $0.operations.map(\.kind) } == [[.moveElement]])
        try coordinator.handle(SectionEvent(kind: .delete, sectionID: "s1", position: 2, elementID: "p0"))
        #expect(updates.take().map { $0.operations.map(\.kind) } == [[.removeElement, .updateHeaderFooter]])
    }

    @Test func updatesEncodeAsTheLiveProtocolSaysAndDecodeBack() throws {
        let update = SectionUpdate(
            previousVersion: SectionVersion(epoch: "abc", number: 6), version: SectionVersion(epoch: "abc", number: 7),
            operations: [.init(.moveElement, section: 1, item: 0, to: 2), .init(.insertElement, section: 0, item: 3, html: "<li>x</li>")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(update), as: UTF8.self)
        #expect(json == #"{"from":"abc.6","operations":[{"item":0,"op":"moveElement","section":1,"to":2},{"html":"<li>x</li>","item":3,"op":"insertElement","section":0}],"version":"abc.7"}"#)
        #expect(try JSONDecoder().decode(SectionUpdate.self, from: Data(json.utf8)) == update)
        #expect(SectionVersion("abc.7") == SectionVersion(epoch: "abc", number: 7))
        for text in ["", "abc", ".7", "abc.", "ABC.7", "abc.-1", "abc.7x", "a.b.c", "abc.99999999999999999999"] {
            #expect(SectionVersion(text) == nil, "\(text)")
        }
    }

    enum Layout: String, CaseIterable, CustomTestStringConvertible {
        case list, table, grid, stack
        var testDescription: String { rawValue }
    }

    @SectionActor
    func coordinator(_ layout: Layout, _ root: ComposedSectionProvider) -> SectionCoordinator {
        switch layout {
        case .list: ListCoordinator(sectionProvider: root, actionPath: "/n")
        case .table: TableCoordinator<Int>(sectionProvider: root, actionPath: "/n") { TableColumn("Number", value: \.self) }
        case .grid: GridCoordinator(sectionProvider: root, columns: .count(2), actionPath: "/n")
        case .stack: StackCoordinator(sectionProvider: root, actionPath: "/n")
        }
    }

    /// The property that makes live pages right: a page that applies every update, operation by
    /// operation, as the live script does, is exactly the page a reload shows — for random
    /// sequences of every change of sections and providers, and of selections, deletions and
    /// moves made through the coordinator.
    @Test(arguments: Layout.allCases, 0..<3)
    func updatesAppliedToThePageGiveThePageAReloadShows(layout: Layout, seed: Int) async throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 17)
        let root = ComposedSectionProvider()
        let world = World { NumberSection($0) }
        world.providers.append(root)
        world.randomOperation(root: root, using: &random)
        let coordinator = coordinator(layout, root)
        let updates = listen(coordinator)
        let page = PageModel(content: renderer.renderString(coordinator.content()), version: coordinator.version)

        for step in 0..<100 {
            // Lets the server tests that share the section actor in the same run have it too.
            await Task.yield()
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                root.performBatchUpdates {
                    for _ in 0..<Int.random(in: 1...5, using: &random) { world.randomOperation(root: root, using: &random) }
                }
            case 1:
                try? coordinator.handle(randomEvent(coordinator, root, using: &random))
            default:
                world.randomOperation(root: root, using: &random)
            }
            for update in updates.take() { try page.apply(update) }
            let reloaded = renderer.renderString(coordinator.content())
            #expect(page.html == reloaded, "step \(step): \(difference(page.html, reloaded))")
            #expect(page.version == coordinator.version)
            if page.html != reloaded { return }
        }
    }

    /// Where two pages differ, with some context: the pages are long.
    func difference(_ page: String, _ reloaded: String) -> String {
        let common = zip(page, reloaded).prefix { $0 == $1 }.count
        let start = max(0, common - 300)
        return "page: …\(page.dropFirst(start).prefix(600))…\nreload: …\(reloaded.dropFirst(start).prefix(600))…"
    }

    /// A select, deselect, delete or move of a random row, as a page would send it.
    func randomEvent(_ coordinator: SectionCoordinator, _ root: ComposedSectionProvider, using random: inout SeededGenerator) -> SectionEvent {
        guard root.numberOfElements > 0 else { return SectionEvent(kind: .select, sectionID: "s0", position: 0, elementID: "") }
        let position = Int.random(in: 0..<root.numberOfElements, using: &random)
        let location = root.location(ofElementAt: position)!
        let section = location.section as! NumberSection
        let kinds: [SectionEvent.Kind] = [.select, .select, .deselect, .delete, .move]
        let kind = kinds.randomElement(using: &random)!
        return SectionEvent(
            kind: kind, sectionID: coordinator.sectionID(of: section)!, position: position, elementID: String(section[location.item]),
            offset: kind == .move ? [-2, -1, 1, 3].randomElement(using: &random) : nil)
    }

    @Test func theBacklogOfAPageThatConnectsLateIsNothingWhenNothingChanged() {
        let root = ComposedSectionProvider()
        root.append(PlainSection(["a"]))
        let coordinator = ListCoordinator(sectionProvider: root)
        let updates = listen(coordinator)
        // A removal of a section that is not shown is no change at all.
        root.remove(PlainSection(["b"]))
        #expect(updates.take().isEmpty)
        #expect(coordinator.version.number == 0)
    }
}
