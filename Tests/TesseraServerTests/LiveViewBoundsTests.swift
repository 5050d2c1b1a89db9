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
        let sessions = LiveViewSessions(limits: LiveViewLimits(maximumSessionBytes: 64 * 1024))
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
}
