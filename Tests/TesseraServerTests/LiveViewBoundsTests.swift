import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Observation
import Tessera
import TesseraServer
import Testing
import TesseraTestSupport

// Issue 41, item 7: what an anonymous client can make live views hold, and for how long.

/// A list of notes, one per tab or shared by all: observable, so that its rows re-render alone.
@Observable
private final class Notes {
    var lines: [Note] = []

    func add(_ text: String) {
        lines.append(Note(text: text))
    }
}

@Observable
private final class Note: Identifiable {
    var text: String

    init(text: String) {
        self.text = text
    }
}

/// What a tab keeps in `@State`: a reference, so that the tests can tell whether it is freed.
private final class Draft {
    var text = ""
}

private struct NotesView: View {
    let notes: Notes
    @State private var draft: Draft
    @State private var newText = ""

    init(notes: Notes, draft: Draft = Draft()) {
        self.notes = notes
        _draft = State(initialValue: draft)
    }

    var body: some View {
        TextField("New", name: "new", text: $newText)
        Button("Add") {
            notes.add(newText)
            newText = ""
        }
        List {
            ForEach(notes.lines) { note in
                NoteRow(note: note)
            }
        }
    }
}

private struct NoteRow: View {
    let note: Note

    var body: some View {
        Text(note.text)
    }
}

/// Notes every tab of a page shows: on the main actor, where sessions run.
@MainActor
private final class SharedNotes {
    let notes = Notes()

    init(count: Int, length: Int) {
        for index in 0..<count { notes.add("Note \(index) " + String(repeating: "y", count: length)) }
    }
}

/// The objects the tests' views made, weakly: whether the server still holds them.
@MainActor
private final class Made {
    private var objects: [String: [Weak]] = [:]

    private struct Weak {
        weak var object: AnyObject?
    }

    func keep<T: AnyObject>(_ object: T, as name: String) -> T {
        objects[name, default: []].append(Weak(object: object))
        return object
    }

    func count(_ name: String) -> Int {
        objects[name, default: []].count
    }

    /// How many of those named `name` are still alive.
    func alive(_ name: String) -> Int {
        objects[name, default: []].count { $0.object != nil }
    }
}

/// Waits until `condition` holds, or a generous deadline passes: a session's end and its memory's
/// release follow a response, on the main actor, a moment later on a busy machine.
private func eventually(_ condition: @MainActor () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < deadline {
        if await MainActor.run(body: { condition() }) { return true }
        try await Task.sleep(for: .milliseconds(50))
    }
    return await MainActor.run { condition() }
}

@Suite("Live views' bounds (issue 41)", .heavy, .timeLimit(.minutes(2)))
struct LiveViewBoundsTests {
    /// A tab's session ended for its size let go of nothing before: its nodes held their
    /// parents through the render hook in their kept context, so the tree, its state and its
    /// model stayed in memory for good (~77 MB for each such tab of the gallery's to-do list).
    @Test func aSessionThatEndsLetsGoOfItsViewsStateAndModel() async throws {
        let made = await Made()
        let sessions = LiveViewSessions(limits: LiveViewLimits(maximumSessionBytes: 64 * 1024, eventInterval: .zero))
        let app = makeApplication { router in
            router.addLiveView("/notes", title: "Notes", sessions: sessions) {
                NotesView(notes: made.keep(Notes(), as: "notes"))
            }
        }
        try await app.test(.live) { client in
            let tab = try await LiveTab.open("/notes", with: client)
            let field = try #require(tab.boundFields.first)
            var last: TestResponse?
            for _ in 0..<200 {
                last = try await tab.post([(field, String(repeating: "x", count: 1_000)), ("t-action", tab.action("Add"))], with: client)
                if last?.status != .seeOther { break }
            }
            #expect(last?.status == .serviceUnavailable)
            #expect(last.map(\.text)?.contains("grew past the memory") == true)
            #expect(await sessions.count == 0)
            #expect(await made.count("notes") == 1)
            #expect(try await eventually { made.alive("notes") == 0 }, "the ended session's model is still held")
        }
    }

    /// A shared page too large to open was refused with 503 — and the tree rendered to find out
    /// stayed in memory, ~12.8 MB for each GET of the gallery's shared to-do list.
    @Test func aViewRefusedForItsSizeLeavesNothingBehind() async throws {
        let made = await Made()
        let shared = await SharedNotes(count: 200, length: 500)
        let sessions = LiveViewSessions(limits: LiveViewLimits(maximumSessionBytes: 64 * 1024))
        let app = makeApplication { router in
            router.addLiveView("/shared", title: "Shared", sessions: sessions) {
                NotesView(notes: shared.notes, draft: made.keep(Draft(), as: "draft"))
            }
        }
        try await app.test(.live) { client in
            for _ in 0..<3 {
                try await client.execute(uri: "/shared", method: .get) { response in
                    #expect(response.status == .serviceUnavailable)
                    #expect(response.text.contains("grew past the memory"))
                }
            }
            #expect(await made.count("draft") == 3)
            #expect(try await eventually { made.alive("draft") == 0 }, "the refused views' state is still held")
            #expect(await sessions.count == 0)
        }
    }

    /// 1,000 GETs from 21 addresses (50 places each) took every place of a server, and shut
    /// every other person out of every live view for 30 minutes: sessions never used lived as
    /// long as idle ones. Now a new tab takes the place of the least used that no page listens
    /// to, and one that is listened to never gives way.
    @Test func placesTakenAndNeverUsedGiveWayToNewTabs() async throws {
        let sessions = LiveViewSessions(limits: LiveViewLimits(maximumSessions: 4, maximumSessionsPerClient: 2))
        let app = try proxiedApplication { router in
            router.addLiveView("/notes", title: "Notes", sessions: sessions) { NotesView(notes: Notes()) }
        }
        try await app.test(.live) { client in
            // Two addresses take every place, and use none.
            var taken: [LiveTab] = []
            for address in ["192.0.2.1", "192.0.2.2"] {
                for _ in 0..<2 { taken.append(try await LiveTab.open("/notes", headers: forwarded(address), with: client)) }
            }
            #expect(await sessions.count == 4)
            // A person from elsewhere gets a view at once (it was 503 until the others' idle
            // timeout), and keeps it while a page listens.
            let person = try await LiveTab.open("/notes", headers: forwarded("192.0.2.3"), with: client)
            try await EventStream.open(port: client.port!, path: "/notes/live?s=\(person.session)", headers: ["Cookie": person.cookies]) { stream in
                #expect(stream.status == 200)
                // The first addresses go on opening tabs: they take their own places, or others'
                // unused ones, never the one listened to.
                for _ in 0..<6 { _ = try await LiveTab.open("/notes", headers: forwarded("192.0.2.1"), with: client) }
                #expect(await sessions.count == 4)
                let field = try #require(person.boundFields.first)
                let response = try await person.post([(field, "Still mine"), ("t-action", person.action("Add"))], live: true, with: client)
                #expect(response.status == .noContent)
            }
            // A tab that gave its place, back: its view started again, and says so.
            let back = try await taken[0].reload(with: client)
            #expect(back.session != taken[0].session)
            #expect(back.page.contains("had ended"))
        }
    }

    /// Events were taken as fast as a client posted them: 20,000 posts in a row, each rendered
    /// on the main actor every session shares. Past its burst, a session's events are refused
    /// with 429 and `Retry-After`, change nothing, and are taken again once it has waited.
    @Test func eventsFasterThanTheSessionsPaceAreRefusedWith429AndChangeNothing() async throws {
        let slow = LiveViewSessions(limits: LiveViewLimits(eventBurst: 3, eventInterval: .seconds(3600)))
        // Five seconds: the second click must come within it for the refusal, and a busy
        // machine took more than 200 ms between two clicks (the event was taken, rightly).
        let quick = LiveViewSessions(limits: LiveViewLimits(eventBurst: 1, eventInterval: .seconds(5)))
        let app = makeApplication { router in
            router.addLiveView("/slow", title: "Slow", sessions: slow) { NotesView(notes: Notes()) }
            router.addLiveView("/quick", title: "Quick", sessions: quick) { NotesView(notes: Notes()) }
        }
        try await app.test(.live) { client in
            let tab = try await LiveTab.open("/slow", with: client)
            let field = try #require(tab.boundFields.first)
            for index in 0..<3 {
                let response = try await tab.post([(field, "Note \(index)"), ("t-action", tab.action("Add"))], with: client)
                #expect(response.status == .seeOther)
            }
            let refused = try await tab.post([(field, "Too fast"), ("t-action", tab.action("Add"))], with: client)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter].flatMap { Int($0) }.map { $0 >= 1 } == true)
            #expect(refused.text.contains("more events than it takes at once"))
            let live = try await tab.post([(field, "Too fast"), ("t-action", tab.action("Add"))], live: true, with: client)
            #expect(live.status == .tooManyRequests)
            // Nothing of the refused events was taken, and the view goes on.
            let page = try await tab.reload(with: client).page
            #expect(page.contains("Note 2") && !page.contains("Too fast"))
            // Another tab has a pace of its own.
            let other = try await LiveTab.open("/slow", cookies: tab.cookies, with: client)
            #expect(try await other.click("Add", with: client).status == .seeOther)

            // Once the session has waited, its events are taken again.
            let quickTab = try await LiveTab.open("/quick", with: client)
            #expect(try await quickTab.click("Add", with: client).status == .seeOther)
            var status = try await quickTab.click("Add", with: client).status
            #expect(status == .tooManyRequests)
            let deadline = ContinuousClock.now + .seconds(60)
            while status == .tooManyRequests && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(500))
                status = try await quickTab.click("Add", with: client).status
            }
            #expect(status == .seeOther)
        }
    }
}

/// An application behind a trusted proxy on loopback, whose `X-Forwarded-For` names the client.
private func proxiedApplication(_ addRoutes: (Router<BasicTesseraRequestContext>) -> Void) throws -> some ApplicationProtocol {
    let router = Router(context: BasicTesseraRequestContext.self)
    router.add(middleware: TrustedProxyMiddleware(try #require(TrustedProxies(["127.0.0.1"]))))
    router.addTesseraMiddleware()
    addRoutes(router)
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

private func forwarded(_ address: String) -> HTTPFields {
    [HTTPField.Name("X-Forwarded-For")!: address]
}
