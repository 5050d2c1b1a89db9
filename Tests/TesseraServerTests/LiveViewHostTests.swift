import Foundation
import Observation
import Tessera
import TesseraServer
import Testing
import TesseraTestSupport

/// What a task saw: on the main actor, where live views run.
@MainActor
private final class TaskProbe {
    var started = 0
    var cancelled = 0
}

private struct Ticking: View {
    let probe: TaskProbe
    @State private var isShown = true

    var body: some View {
        if isShown {
            Text("Ticking")
                .task { [probe] in
                    await MainActor.run { probe.started += 1 }
                    try? await Task.sleep(for: .seconds(600))
                    if Task.isCancelled { await MainActor.run { probe.cancelled += 1 } }
                }
        }
        Button(isShown ? "Hide" : "Show") { isShown.toggle() }
    }
}

/// A note every tab edits.
@Observable
private final class SharedNote {
    var title = "Groceries"
    var saves = 0
}

private struct NoteEditor: View {
    @Bindable var note: SharedNote

    var body: some View {
        TextField("Title", name: "title", text: $note.title)
        Button("Save") { note.saves += 1 }
    }
}

/// The name of the first bound control in `html`.
private func boundField(in html: String) throws -> String {
    try #require(html.firstMatch(of: /name="(t-bind:[^"]*)"/).map { String($0.1) })
}

/// The value of the button titled `title` in `html`.
private func buttonValue(_ title: String, in html: String) throws -> String {
    let pattern = try Regex(#"<button[^>]*value="([^"]*)"[^>]*><span>"# + title + "<")
    return try #require(html.firstMatch(of: pattern).map { String($0[1].substring!) })
}

@Suite("A live view without HTTP", .heavy, .timeLimit(.minutes(1)))
@MainActor
struct LiveViewHostTests {
    @Test func aTaskStartsWhenItsViewAppearsAndIsCancelledWhenItGoes() async throws {
        let probe = TaskProbe()
        let host = try LiveViewHost { Ticking(probe: probe) }
        #expect(host.html.contains("Ticking"))
        try await waitUntil { probe.started == 1 }
        // Rendering again while the view stays does not start it again.
        let hide = try buttonValue("Hide", in: host.html)
        let patch = try #require(try host.send(["t-action": hide]))
        #expect(patch.contains("Show") && !patch.contains("Ticking"))
        try await waitUntil { probe.cancelled == 1 }
        #expect(probe.started == 1)
        _ = try host.send(["t-action": try buttonValue("Show", in: host.html)])
        try await waitUntil { probe.started == 2 }
    }

    @Test func anEventThatChangesNothingOnThePageSendsNothing() throws {
        let host = try LiveViewHost { Ticking(probe: TaskProbe()) }
        #expect(try host.send(["t-action": "nowhere"]) == nil)
        #expect(try host.send([:]) == nil)
        #expect(host.version == 0)
        #expect(host.nodeCount == 2)  // the root, and the view with state
        #expect(host.byteCount > host.html.utf8.count / 2)
    }

    @Test func aFieldThePersonLeftAloneDoesNotUndoAnotherTabsChange() throws {
        let note = SharedNote()
        let first = try LiveViewHost { NoteEditor(note: note) }
        let second = try LiveViewHost { NoteEditor(note: note) }
        let firstField = try boundField(in: first.html)
        let save = try buttonValue("Save", in: first.html)
        _ = try second.send([try boundField(in: second.html): "Bread"])
        #expect(note.title == "Bread")
        // The first tab's form still says "Groceries", as its page was given: pressing Save there
        // sends it, and it must not put back what the other tab changed.
        _ = try first.send([firstField: "Groceries", "t-action": save])
        #expect(note.saves == 1)
        #expect(note.title == "Bread")
        // What the person typed is written.
        _ = try first.send([firstField: "Milk", "t-action": save])
        #expect(note.title == "Milk")
    }

    private func waitUntil(_ condition: @MainActor () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("waited 10 s")
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
