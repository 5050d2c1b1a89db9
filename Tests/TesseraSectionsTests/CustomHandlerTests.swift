import Tessera
import TesseraSections
import Testing

/// A handler protocol of the application's own: sections that can archive their rows.
@SectionActor
protocol ArchiveHandler: TesseraSections.Section {
    func canArchive(at index: Int) -> Bool
    func archiveElement(at index: Int, reason: String?)
}

/// Messages with an archive button in each cell.
@SectionActor
final class Inbox: ArraySection<Person>, CellProvider, ArchiveHandler {
    var archived: [String] = []

    func cell(at index: Int) -> some View {
        HStack {
            Text(self[index].name)
            SectionEventButton("Archive", kind: "archive", value: "read", systemImage: "tray")
        }
    }

    func canArchive(at index: Int) -> Bool { self[index].id != "pinned" }

    func archiveElement(at index: Int, reason: String?) {
        archived.append("\(self[index].id) \(reason ?? "-")")
        remove(at: index)
    }
}

@Suite("Handler protocols of the application's own")
@SectionActor
struct CustomHandlerTests {
    func coordinator(_ sections: [any TesseraSections.Section]) -> ListCoordinator {
        let provider = ComposedSectionProvider()
        for section in sections { provider.append(section) }
        let coordinator = ListCoordinator(sectionProvider: provider, actionPath: "/inbox")
        coordinator.route("archive", to: (any ArchiveHandler).self) { section, index, event throws(SectionEventError) in
            guard section.canArchive(at: index) else { throw SectionEventError(.notAllowed, "This message is pinned.") }
            section.archiveElement(at: index, reason: event.value)
        }
        return coordinator
    }

    @Test func aCellsOwnButtonSendsItsEventToTheSectionsHandlerThroughTheSameRouting() throws {
        let inbox = Inbox([Person(id: "m1", name: "Invoice"), Person(id: "pinned", name: "Welcome"), Person(id: "m3", name: "Lunch")])
        let others = PeopleSection([Person(id: "p1", name: "Ada")])
        let coordinator = coordinator([others, inbox])
        var updates: [SectionUpdate] = []
        coordinator.onUpdate { updates.append($0) }

        // The cell's button posts to the kind's URL with its row's place and its value.
        let page = coordinator.renderer.renderString(coordinator.view(formFields: [("_csrf", "t")]))
        let section = try #require(coordinator.sectionID(of: inbox))
        #expect(page.contains(#"formaction="/inbox/archive?section=\#(section)&amp;position=3&amp;element=m3&amp;value=read""#))
        #expect(page.contains(#"class="t-button t-row-event" type="submit""#))

        // As a request carries it: parsed, mapped from position 3 to the inbox's third row.
        let event = try SectionEvent(operation: "archive", parameters: ["section": section, "position": "3", "element": "m3", "value": "read"])
        #expect(event.kind == "archive" && event.value == "read")
        try coordinator.handle(event)
        #expect(inbox.archived == ["m3 read"])
        // One update for what the handler changed.
        #expect(updates.count == 1)
        #expect(updates.first?.operations.first?.kind == .removeElement)

        // The handler's refusal, and a section that does not adopt the protocol.
        #expect(throws: SectionEventError.self) {
            try coordinator.handle(SectionEvent(kind: "archive", sectionID: section, position: 2, elementID: "pinned"))
        }
        let peopleID = try #require(coordinator.sectionID(of: others))
        do throws(SectionEventError) {
            try coordinator.handle(SectionEvent(kind: "archive", sectionID: peopleID, position: 0, elementID: "p1"))
            Issue.record("a section without the protocol took the event")
        } catch {
            #expect(error.kind == .notAllowed)
        }
        // A kind no one routes is not there; a name that is none is refused when read.
        do throws(SectionEventError) {
            try coordinator.handle(SectionEvent(kind: "snooze", sectionID: section, position: 1, elementID: "m1"))
            Issue.record("an unrouted kind was handled")
        } catch {
            #expect(error.kind == .notFound)
        }
        for name in ["", "Archive", "archive/x", "arch ive", String(repeating: "a", count: 65)] {
            #expect(SectionEvent.Kind(rawValue: name) == nil, "\(name)")
            #expect(throws: SectionEventError.self) {
                try SectionEvent(operation: name, parameters: ["section": section, "position": "1", "element": "m1"])
            }
        }
        #expect(inbox.archived == ["m3 read"])
    }

    @Test func outsideARowTheButtonIsDisabled() {
        let html = HTMLRenderer().renderString(SectionEventButton("Archive", kind: "archive"))
        #expect(html.contains(#"type="button" disabled"#))
    }
}
