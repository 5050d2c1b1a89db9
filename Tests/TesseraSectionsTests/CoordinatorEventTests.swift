import Tessera
import TesseraSections
import Testing

@Suite("Coordinators route events to handlers")
@SectionActor
struct CoordinatorEventTests {
    func people(_ prefix: String, _ count: Int) -> PeopleSection {
        PeopleSection((0..<count).map { Person(id: "\(prefix)\($0)", name: "\(prefix) \($0)") })
    }

    func event(_ coordinator: SectionCoordinator, _ kind: SectionEvent.Kind, _ section: PeopleSection, _ item: Int,
               offset: Int? = nil, action: String? = nil) -> SectionEvent {
        let index = coordinator.sectionProvider.index(of: section)!
        return SectionEvent(
            kind: kind, sectionID: coordinator.sectionID(of: section)!,
            position: coordinator.sectionProvider.position(ofElement: item, inSectionAt: index)!,
            elementID: section[item].id, offset: offset, actionID: action)
    }

    @Test func everyPositionReachesItsSectionAndLocalIndexInNestedProviders() throws {
        // root: [a] [inner: [b] [deep: [c] [empty]]] [tabs: (d | e)] [f]
        let a = people("a", 3), b = people("b", 2), c = people("c", 4), empty = people("x", 0), d = people("d", 2), e = people("e", 5), f = people("f", 1)
        let root = ComposedSectionProvider()
        let inner = ComposedSectionProvider()
        let deep = ComposedSectionProvider()
        let tabs = SegmentedSectionProvider()
        deep.append(c)
        deep.append(empty)
        inner.append(b)
        inner.append(deep)
        tabs.append(d)
        tabs.append(e)
        root.append(a)
        root.append(inner)
        root.append(tabs)
        root.append(f)
        let coordinator = ListCoordinator(sectionProvider: root, actionPath: "/p")

        func checkEveryRow(_ expected: [PeopleSection]) throws {
            var position = 0
            for section in expected {
                for item in 0..<section.numberOfElements {
                    section.calls = []
                    try coordinator.handle(SectionEvent(kind: .action, sectionID: coordinator.sectionID(of: section)!, position: position,
                                                        elementID: section[item].id, actionID: "call"))
                    #expect(section.calls == ["action call \(item)"], "position \(position)")
                    position += 1
                }
            }
            #expect(position == root.numberOfElements)
        }
        try checkEveryRow([a, b, c, d, f])
        // Nested inserts and removals, and another segment: the mapping follows.
        tabs.currentIndex = 1
        deep.insert(people("n", 2), at: 0)
        inner.remove(b)
        root.insert(people("z", 1), at: 0)
        let sections = root.sections.map { $0 as! PeopleSection }
        try checkEveryRow(sections)
        #expect(sections.map { $0.elements.first?.id } == ["z0", "a0", "n0", "c0", nil, "e0", "f0"])
        // A segment that is a provider of its own answers for its sections.
        let segment = ComposedSectionProvider()
        segment.append(people("g", 2))
        segment.append(people("h", 3))
        tabs.append(segment)
        tabs.currentIndex = 2
        try checkEveryRow(root.sections.map { $0 as! PeopleSection })
        #expect(root.sections.compactMap { ($0 as! PeopleSection).elements.first?.id } == ["z0", "a0", "n0", "c0", "g0", "h0", "f0"])
    }

    @Test func eachHandlerIsReachedWithTheLocalIndex() throws {
        let first = people("a", 2)
        let second = people("b", 3)
        let root = ComposedSectionProvider()
        root.append(first)
        root.append(second)
        let coordinator = ListCoordinator(sectionProvider: root, actionPath: "/p")

        try coordinator.handle(event(coordinator, .select, second, 1))
        try coordinator.handle(event(coordinator, .select, second, 2))
        #expect(second.selectedIndexes == [1, 2])
        try coordinator.handle(event(coordinator, .deselect, second, 1))
        try coordinator.handle(event(coordinator, .move, second, 2, offset: -2))
        try coordinator.handle(event(coordinator, .action, second, 1, action: "call"))
        try coordinator.handle(event(coordinator, .delete, second, 0))
        #expect(second.calls == ["select 1", "select 2", "deselect 1", "move 2 0", "action call 1", "delete 0"])
        #expect(second.elements.map(\.id) == ["b0", "b1"])
        #expect(first.calls.isEmpty)
    }

    @Test func singleSelectionDeselectsTheOthers() throws {
        let section = people("a", 3)
        section.multiple = false
        let root = ComposedSectionProvider()
        root.append(section)
        let coordinator = ListCoordinator(sectionProvider: root, actionPath: "/p")
        try coordinator.handle(event(coordinator, .select, section, 0))
        try coordinator.handle(event(coordinator, .select, section, 2))
        try coordinator.handle(event(coordinator, .select, section, 2))
        #expect(section.calls == ["select 0", "deselect 0", "select 2"])
        #expect(section.selectedIndexes == [2])
    }

    @Test func aRowThatMovedSinceThePageIsStillFound() throws {
        let section = people("a", 4)
        let root = ComposedSectionProvider()
        root.append(section)
        let coordinator = ListCoordinator(sectionProvider: root, actionPath: "/p")
        let stale = event(coordinator, .action, section, 1, action: "call")  // a1 at position 1
        section.move(from: 1, to: 3)
        root.insert(people("z", 2), at: 0)
        try coordinator.handle(stale)
        #expect(section.calls == ["action call 3"])
    }

    @Test func hostileAndStaleEventsAreRefusedNotCrashes() throws {
        let section = people("a", 2)
        section.append(Person(id: "locked", name: "Locked"))
        let plain = PlainSection(["p"])
        let root = ComposedSectionProvider()
        root.append(section)
        root.append(plain)
        let coordinator = ListCoordinator(sectionProvider: root, actionPath: "/p")

        func refusal(_ event: SectionEvent) -> SectionEventError.Kind? {
            do {
                try coordinator.handle(event)
                return nil
            } catch {
                return error.kind
            }
        }
        #expect(refusal(SectionEvent(kind: .select, sectionID: "s9", position: 0, elementID: "a0")) == .notFound)
        #expect(refusal(SectionEvent(kind: .select, sectionID: "s1", position: 0, elementID: "nobody")) == .notFound)
        #expect(refusal(SectionEvent(kind: .select, sectionID: "s1", position: -5, elementID: "nobody")) == .notFound)
        #expect(refusal(SectionEvent(kind: .select, sectionID: "s1", position: Int.max, elementID: "a1")) == nil)
        #expect(refusal(SectionEvent(kind: .select, sectionID: "s2", position: 3, elementID: "p")) == .notAllowed)
        #expect(refusal(SectionEvent(kind: .select, sectionID: "s1", position: 2, elementID: "locked")) == .notAllowed)
        #expect(refusal(SectionEvent(kind: .delete, sectionID: "s1", position: 2, elementID: "locked")) == .notAllowed)
        #expect(refusal(SectionEvent(kind: .action, sectionID: "s1", position: 0, elementID: "a0", actionID: "launch")) == .notAllowed)
        #expect(refusal(SectionEvent(kind: .move, sectionID: "s1", position: 0, elementID: "a0", offset: Int.min)) == nil)
        #expect(refusal(SectionEvent(kind: .move, sectionID: "s1", position: 0, elementID: "a0", offset: Int.max)) == nil)
        // Moving past either end moves to that end: a0 stayed first, then went last.
        #expect(section.elements.map(\.id) == ["a1", "locked", "a0"])
        #expect(refusal(SectionEvent(kind: .move, sectionID: "s1", position: 1, elementID: "locked")) == .malformed)
        root.remove(plain)
        #expect(refusal(SectionEvent(kind: .select, sectionID: "s2", position: 3, elementID: "p")) == .notFound)
    }

    @Test(arguments: [
        ("select", [:], SectionEventError.Kind.malformed),
        ("select", ["section": "s1", "position": "1", "element": ""], .malformed),
        ("select", ["section": "s1", "position": "+1", "element": "a"], .malformed),
        ("select", ["section": "s1", "position": "1e3", "element": "a"], .malformed),
        ("select", ["section": "s1", "position": "99999999999999999999", "element": "a"], .malformed),
        ("select", ["section": String(repeating: "s", count: 2000), "position": "1", "element": "a"], .malformed),
        ("move", ["section": "s1", "position": "1", "element": "a"], .malformed),
        ("move", ["section": "s1", "position": "1", "element": "a", "by": "0"], .malformed),
        ("action", ["section": "s1", "position": "1", "element": "a"], .malformed),
        // An operation that is no event's name; one that is, but no coordinator routes, is
        // refused when handled (CustomHandlerTests).
        ("Explode!", ["section": "s1", "position": "1", "element": "a"], .notFound),
        ("explode", ["section": "s1", "position": "1", "element": "a", "value": String(repeating: "v", count: 2000)], .malformed),
    ])
    func malformedRequestsAreRefused(operation: String, parameters: [String: String], kind: SectionEventError.Kind) {
        #expect(throws: SectionEventError.self) { try SectionEvent(operation: operation, parameters: parameters) }
        do {
            _ = try SectionEvent(operation: operation, parameters: parameters)
        } catch {
            #expect(error.kind == kind)
        }
    }

    @Test func eventsReadBackFromTheirParameters() throws {
        let event = SectionEvent(kind: .move, sectionID: "s3", position: 12, elementID: "a b&c", offset: -1)
        let parameters = Dictionary(uniqueKeysWithValues: event.parameters.map { ($0.name, $0.value) })
        #expect(try SectionEvent(operation: "move", parameters: parameters) == event)
        #expect(try SectionEvent(operation: "select", parameters: ["section": "s1", "position": "-3", "element": "x"]).position == -3)
    }
}
