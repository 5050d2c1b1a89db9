import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraSections
import TesseraServer
import Testing

/// Friends opened with a click, as ComposedUI's README writes it: `didSelect(at:)` acts, then
/// `deselect(at:)` leaves nothing selected.
@SectionActor
final class OpenedFriends: ArraySection<String>, CellProvider, SelectionHandler {
    private var selected: Set<String> = []
    var opened: [String] = []

    var selectedIndexes: [Int] { elements.indices.filter { selected.contains(elements[$0]) } }

    func didSelect(at index: Int) {
        selected.insert(self[index])
        opened.append(self[index])
        deselect(at: index)
    }

    func didDeselect(at index: Int) { selected.remove(self[index]) }
    func cell(at index: Int) -> some View { Text(self[index]) }
}

@Suite("ComposedUI's own code, served live", .heavy)
struct ComposedUISpellingLiveTests {
    @SectionActor
    static func make() -> (LiveSections, OpenedFriends) {
        let friends = OpenedFriends(["charles", "mary", "michael"])
        // One section, no provider: ComposedUI's `init(…, sections:)`.
        let live = LiveSections(coordinator: ListCoordinator(id: "friends", sections: friends, actionPath: "/friends"))
        return (live, friends)
    }

    @Test func aClickThatDeselectsReachesEveryBrowserUnselected() async throws {
        let (live, friends) = await Self.make()
        try await makeApplication(live.addRoutes).test(.live) { client in
            let watcher = try await Browser.load("/", with: client)
            #expect(watcher.page.contains(#"data-element="mary""#))
            try await EventStream.open(port: client.port!, path: "/friends/events?since=\(watcher.version)") { stream in
                let clicker = try await Browser.load("/", with: client)
                let response = try await clicker.post("/friends/select?section=s1&position=1&element=mary", with: client)
                #expect(response.status == .seeOther)
                let update = try await stream.next().update
                let rows = update.operations.filter { $0.kind == .updateElement && $0.item == 1 }
                #expect(!rows.isEmpty, "\(update.operations)")
                #expect(rows.last?.html?.contains(#"aria-pressed="false""#) == true)
                #expect(rows.last?.html?.contains("t-selected") == false)
            }
            #expect(await friends.opened == ["mary"])
            #expect(await friends.selectedIndexes.isEmpty)
            let reloaded = try await Browser.load("/", with: client)
            #expect(!reloaded.page.contains("t-selected"))
            #expect(reloaded.page.contains("michael"))
        }
    }
}
