import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraGallery
import TesseraSections
import TesseraServer
import Testing
import TesseraTestSupport

@Suite("Section events through HTTP", .heavy)
struct SectionRoutesTests {
    @Test func everyHandlerIsReachedFromAFormWithTheLocalIndex() async throws {
        let screen = await ContactsScreen(path: "/contacts")
        try await makeApplication(screen.addRoutes).test(.live) { client in
            let browser = try await Browser.load("/contacts", with: client)
            func post(_ uri: String) async throws {
                let response = try await browser.post("/contacts/sections/" + uri, returnPath: "/contacts", with: client)
                #expect(response.status == .seeOther, "\(uri): \(response.text)")
                #expect(response.headers[.location] == "/contacts")
            }
            // Family (section s1, positions 0–2) allows several selected rows.
            try await post("select?section=s1&position=1&element=byron")
            try await post("select?section=s1&position=0&element=ada")
            #expect(await screen.family.selectedPeople.map(\.id) == ["ada", "byron"])
            try await post("deselect?section=s1&position=1&element=byron")
            #expect(await screen.family.selectedPeople.map(\.id) == ["ada"])
            // Friends (section s2, positions 3–6) one at a time: positions map to local indexes.
            try await post("select?section=s2&position=4&element=mary")
            #expect(await screen.friends.selectedIndexes == [1])
            try await post("select?section=s2&position=5&element=michael")
            #expect(await screen.friends.selectedIndexes == [2])
            // Moving, deleting, and an action of the menu.
            try await post("move?section=s2&position=5&element=michael&by=-1")
            #expect(await screen.friends.elements.map(\.id) == ["charles", "michael", "mary", "charles-dickens"])
            try await post("delete?section=s2&position=3&element=charles")
            #expect(await screen.friends.elements.map(\.id) == ["michael", "mary", "charles-dickens"])
            try await post("action?section=s2&position=4&element=mary&action=family")
            #expect(await screen.family.elements.map(\.id) == ["ada", "byron", "annabella", "mary"])
            #expect(await screen.friends.elements.map(\.id) == ["michael", "charles-dickens"])

            // The page shows it all after the redirect.
            let page = try await Browser.load("/contacts", with: client).page
            #expect(page.contains(#"<li class="t-section-row t-selected" data-element="ada" data-position="0">"#))
            #expect(page.contains("1 of 4 selected."))
            #expect(page.contains(#"<li class="t-section-row t-selected" data-element="michael" data-position="4">"#))
            #expect(page.contains("2 friends"))

            // A page older than the list still reaches the row it showed: Dickens was at 6.
            try await post("delete?section=s2&position=6&element=charles-dickens")
            #expect(await screen.friends.elements.map(\.id) == ["michael"])

            // The script's requests are answered with no content: the change comes through its stream.
            let live = try await browser.post("/contacts/sections/deselect?section=s1&position=0&element=ada", live: true, with: client)
            #expect(live.status == .noContent)
            #expect(await screen.family.selectedPeople.isEmpty)
        }
    }

    @Test func positionsMapThroughNestedProviders() async throws {
        let (live, sections) = await NestedScreen.make()
        try await makeApplication(live.addRoutes).test(.live) { client in
            let browser = try await Browser.load("/", with: client)
            _ = browser
            // root: [a(2)] [inner: [b(3)] [deep: [c(2)]]] [tabs: (d(2) | e)] — positions 0…8.
            let expected = [("a", 0), ("a", 1), ("b", 0), ("b", 1), ("b", 2), ("c", 0), ("c", 1), ("d", 0), ("d", 1)]
            for (position, (name, item)) in expected.enumerated() {
                let id = await live.coordinator.sectionID(of: sections[name]!)!
                let response = try await browser.post("/nested/action?section=\(id)&position=\(position)&element=\(name)\(item)&action=record", with: client)
                #expect(response.status == .seeOther)
                #expect(await sections[name]!.recorded.last == item, "position \(position)")
            }
        }
    }

    @Test func hostileRequestsGetAnErrorPageNeverAnError() async throws {
        let screen = await ContactsScreen(path: "/contacts")
        try await makeApplication(screen.addRoutes).test(.live) { client in
            let browser = try await Browser.load("/contacts", with: client)
            let cases: [(String, HTTPResponse.Status, String)] = [
                ("select?section=s9&position=0&element=ada", .notFound, "no such section"),
                ("select?section=s1&position=0&element=nobody", .notFound, "no longer in the list"),
                ("select?section=s1&position=99999&element=nobody", .notFound, "no longer in the list"),
                ("select?section=s1&position=abc&element=ada", .badRequest, "not a whole number"),
                ("select?section=s1&element=ada", .badRequest, "names no position"),
                ("select?section=s1&position=0&element=ada&element=%ZZ", .badRequest, "hexadecimal"),
                ("explode?section=s1&position=0&element=ada", .notFound, "no such operation"),
                ("delete?section=s1&position=0&element=ada", .forbidden, "cannot be deleted"),
                ("move?section=s1&position=0&element=ada&by=1", .forbidden, "cannot be moved"),
                ("action?section=s2&position=3&element=charles&action=%3Cscript%3E", .forbidden, "no such action"),
                ("move?section=s2&position=3&element=charles&by=0", .badRequest, "no places"),
            ]
            for (uri, status, message) in cases {
                let response = try await browser.post("/contacts/sections/" + uri, with: client)
                #expect(response.status == status, "\(uri)")
                #expect(response.text.contains(message), "\(uri): \(response.text)")
                #expect(!response.text.contains("SectionEventError"))
            }
            // Without the form's token, nothing happens at all.
            let forged = try await client.execute(
                uri: "/contacts/sections/delete?section=s2&position=3&element=charles", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: browser.cookie], body: ByteBuffer(string: "_return=%2F")
            ) { $0 }
            #expect(forged.status == .forbidden)
            #expect(await screen.friends.numberOfElements == 4)
            // A return address elsewhere is not followed.
            for returnPath in ["//evil.example/", "https://evil.example/", "/\\evil.example", "/a b"] {
                let response = try await browser.post("/contacts/sections/select?section=s1&position=0&element=ada", returnPath: returnPath, with: client)
                #expect(response.headers[.location] == "/", "\(returnPath)")
            }
        }
    }
}

/// Sections in providers nested three deep, with a segmented one, served at `/nested`.
@SectionActor
enum NestedScreen {
    static func make() -> (LiveSections, [String: RecordingSection]) {
        let sections = Dictionary(uniqueKeysWithValues: [("a", 2), ("b", 3), ("c", 2), ("d", 2), ("e", 1)].map { name, count in
            (name, RecordingSection((0..<count).map { "\(name)\($0)" }))
        })
        let root = ComposedSectionProvider()
        let inner = ComposedSectionProvider()
        let deep = ComposedSectionProvider()
        let tabs = SegmentedSectionProvider()
        deep.append(sections["c"]!)
        inner.append(sections["b"]!)
        inner.append(deep)
        tabs.append(sections["d"]!)
        tabs.append(sections["e"]!)
        root.append(sections["a"]!)
        root.append(inner)
        root.append(tabs)
        let live = LiveSections(coordinator: ListCoordinator(id: "nested", sectionProvider: root, actionPath: "/nested"))
        return (live, sections)
    }
}

extension LiveSections {
    /// The routes, and the page at `/`.
    nonisolated func addRoutes(_ router: Router<BasicTesseraRequestContext>) {
        addRoutes(to: router)
        router.get("/") { _, context in
            let region = await self.region(csrfToken: context.csrfToken, returnPath: "/")
            return HTMLResponse(title: "Nested") { region }
        }
    }
}

/// Records the local index of every action chosen on it.
@SectionActor
final class RecordingSection: ArraySection<String>, CellProvider, ContextMenuHandler {
    var recorded: [Int] = []
    func cell(at index: Int) -> some View { Text(self[index]) }
    func contextMenu(forElementAt index: Int) -> [ContextAction] { [ContextAction(id: "record", title: "Record")] }
    func performAction(_ action: ContextAction, forElementAt index: Int) { recorded.append(index) }
}
