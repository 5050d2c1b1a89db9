import Foundation
import Tessera
import TesseraSections
import TesseraServer
import Testing
import TesseraTestSupport

/// A song of a playlist.
private struct Song: Sendable, Identifiable {
    let id: String
    let title: String
}

/// A protocol of the application's own, routed to like the built-in handlers.
@SectionActor
private protocol ArchiveHandler: TesseraSections.Section {
    func elementID(at index: Int) -> String
    func archiveElement(at index: Int)
}

/// A playlist: select several, delete, move, archive.
@SectionActor
private final class PlaylistSection: ArraySection<Song>, CellProvider, SelectionHandler, EditingHandler, MoveHandler, ArchiveHandler {
    private var selected: Set<String> = []
    private(set) var archived: [String] = []

    var allowsMultipleSelection: Bool { true }
    var selectedIndexes: [Int] { elements.indices.filter { selected.contains(elements[$0].id) } }
    func didSelect(at index: Int) { selected.insert(self[index].id) }
    func didDeselect(at index: Int) { selected.remove(self[index].id) }
    func deleteElement(at index: Int) { _ = remove(at: index) }
    func moveElement(at index: Int, to newIndex: Int) { move(from: index, to: newIndex) }
    func elementID(at index: Int) -> String { self[index].id }

    func archiveElement(at index: Int) {
        archived.append(self[index].id)
        _ = remove(at: index)
    }

    func cell(at index: Int) -> some View {
        HStack {
            Text(self[index].title)
            SectionEventButton("Archive", kind: "archive")
        }
    }
}

private struct PlaylistView: View {
    @State private var playlist = SessionSections {
        let section = PlaylistSection([
            Song(id: "blue", title: "Blue in Green"), Song(id: "so-what", title: "So What"), Song(id: "flamenco", title: "Flamenco Sketches"),
        ])
        let provider = ComposedSectionProvider()
        provider.append(section)
        let coordinator = ListCoordinator(id: "playlist", sectionProvider: provider)
        coordinator.route("archive", to: (any ArchiveHandler).self) { section, index, _ throws(SectionEventError) in
            guard section.elementID(at: index) != "blue" else { throw SectionEventError(.notAllowed, "A favourite stays.") }
            section.archiveElement(at: index)
        }
        return coordinator
    }

    var body: some View {
        SessionSectionsView(playlist)
    }
}

/// The HTML of the row showing `element`.
private func row(_ element: String, in html: String) throws -> Substring {
    let start = try #require(html.range(of: #"data-element="\#(element)""#))
    let end = try #require(html[start.upperBound...].range(of: "</li>"))
    return html[start.lowerBound..<end.upperBound]
}

/// The value of the control labelled `label` in the row of `element`.
private func control(_ label: String, of element: String, in html: String) throws -> String {
    let row = try row(element, in: html)
    let pattern = try Regex(#"value="([^"]*)" aria-label="\#(label)""#)
    return try #require(row.firstMatch(of: pattern).map { String($0[1].substring!) })
}

/// The value of the button titled `title` (a cell's own) in the row of `element`.
private func cellButton(_ title: String, of element: String, in html: String) throws -> String {
    let row = try row(element, in: html)
    let pattern = try Regex(#"value="([^"]*)"[^>]*>(<[^>]*>)*<span>"# + title + "<")
    return try #require(row.firstMatch(of: pattern).map { String($0[1].substring!) })
}

private func order(in html: String) -> [String] {
    html.matches(of: /data-element="([^"]*)"/).map { String($0.1) }
}

@Suite("Sections of one browser tab", .heavy, .timeLimit(.minutes(1)))
@MainActor
struct SessionSectionsTests {
    @Test func twoTabsSelectDifferentRows() throws {
        let first = try LiveViewHost { PlaylistView() }
        let second = try LiveViewHost { PlaylistView() }
        #expect(try row("blue", in: first.html).contains(#"aria-pressed="false""#))

        let patch = try #require(try first.send(["t-action": try control("Select", of: "blue", in: first.html)]))
        #expect(patch.contains("aria-pressed"))
        #expect(try row("blue", in: first.html).contains(#"aria-pressed="true""#))
        // The other tab's sections are its own: nothing changed there.
        #expect(try second.flush() == nil)
        #expect(try row("blue", in: second.html).contains(#"aria-pressed="false""#))

        _ = try second.send(["t-action": try control("Select", of: "so-what", in: second.html)])
        #expect(try row("so-what", in: second.html).contains(#"aria-pressed="true""#))
        #expect(try row("so-what", in: first.html).contains(#"aria-pressed="false""#))
        #expect(try row("blue", in: first.html).contains(#"aria-pressed="true""#))

        // Deselecting is the same control, now pressed.
        _ = try first.send(["t-action": try control("Select", of: "blue", in: first.html)])
        #expect(try row("blue", in: first.html).contains(#"aria-pressed="false""#))
    }

    @Test func deletingAndMovingChangeOnlyTheirTab() throws {
        let first = try LiveViewHost { PlaylistView() }
        let second = try LiveViewHost { PlaylistView() }
        _ = try first.send(["t-action": try control("Delete", of: "so-what", in: first.html)])
        #expect(order(in: first.html) == ["blue", "flamenco"])
        _ = try first.send(["t-action": try control("Move down", of: "blue", in: first.html)])
        #expect(order(in: first.html) == ["flamenco", "blue"])
        #expect(order(in: second.html) == ["blue", "so-what", "flamenco"])
        #expect(try second.flush() == nil)
    }

    @Test func aProtocolOfTheApplicationsOwnReceivesItsEvents() throws {
        let host = try LiveViewHost { PlaylistView() }
        _ = try host.send(["t-action": try cellButton("Archive", of: "flamenco", in: host.html)])
        #expect(order(in: host.html) == ["blue", "so-what"])
    }

    @Test func aRefusalIsShownInWordsUntilTheNextEventThatWorks() throws {
        let host = try LiveViewHost { PlaylistView() }
        let patch = try #require(try host.send(["t-action": try cellButton("Archive", of: "blue", in: host.html)]))
        #expect(patch.contains("A favourite stays."))
        #expect(host.html.contains(#"role="alert""#))
        #expect(order(in: host.html) == ["blue", "so-what", "flamenco"])
        _ = try host.send(["t-action": try control("Select", of: "blue", in: host.html)])
        #expect(!host.html.contains(#"role="alert""#))
    }

    @Test func aClickFromBeforeItsRowWasRemovedDoesNothing() throws {
        let host = try LiveViewHost { PlaylistView() }
        let html = host.html
        _ = try host.send(["t-action": try control("Delete", of: "so-what", in: html)])
        // A second click, from the page as it was: the row and its controls are gone.
        #expect(try host.send(["t-action": try control("Move up", of: "so-what", in: html)]) == nil)
        #expect(try host.send(["t-action": try control("Delete", of: "so-what", in: html)]) == nil)
        #expect(order(in: host.html) == ["blue", "flamenco"])
    }

    @Test func outsideALiveViewTheSectionsSayWhereTheyBelong() async throws {
        let html = await Task.detached {
            HTMLRenderer().renderString(PlaylistView())
        }.value
        #expect(html.contains("show only in a live view"))
    }
}
