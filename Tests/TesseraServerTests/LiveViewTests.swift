import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Observation
import Tessera
import TesseraServer
import Testing
import TesseraTestSupport

// Views of the tests' own: a counter, a list on a model, and a form of every bound control.

private struct Counter: View {
    @State private var count = 0

    var body: some View {
        Text("Count: \(count)")
        Button("Increment") { count += 1 }
    }
}

/// An item of ``Items``: observable, so that its row re-renders on its own.
@Observable
private final class Entry: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
private final class Items {
    var titles: [Entry] = []
    private var next = 0

    init(count: Int) {
        for index in 0..<count { add("Item \(index)") }
    }

    func add(_ title: String) {
        titles.append(Entry(id: next, title: title))
        next += 1
    }
}


private struct ItemList: View {
    let items: Items
    @State private var newTitle = ""

    var body: some View {
        TextField("New", name: "new", text: $newTitle)
        Button("Add") {
            items.add(newTitle)
            newTitle = ""
        }
        ItemRows(items: items)
    }
}

private struct ItemRows: View {
    let items: Items

    var body: some View {
        List {
            ForEach(items.titles) { entry in
                ItemRow(entry: entry, items: items)
            }
        }
    }
}

private struct ItemRow: View {
    let entry: Entry
    let items: Items

    var body: some View {
        Text(entry.title + (entry.isDone ? " (done)" : ""))
        Button("Check \(entry.title)") { entry.isDone.toggle() }
        Button("Delete \(entry.title)") { items.titles.removeAll { $0 === entry } }
    }
}

/// The tests' shared list: on the main actor, where sessions run.
@MainActor
private enum Shared {
    static let items = Items(count: 2)
}

private enum Flavour: String, CaseIterable, FormValueConvertible {
    case vanilla, chocolate
    /// Not on the menu: the picker offers the first two.
    case mint
}

private struct EveryControl: View {
    @State private var name = "Ada"
    @State private var notes = "First line"
    @State private var subscribed = false
    @State private var flavour = Flavour.vanilla
    @State private var quantity = 2
    @State private var day = Date(timeIntervalSince1970: 0)
    @State private var changes = 0
    @State private var appearances = 0
    @State private var showsAlert = false

    var body: some View {
        TextField("Name", name: "name", text: $name)
        TextEditor("Notes", name: "notes", text: $notes)
        Toggle("Subscribed", name: "subscribed", isOn: $subscribed)
        Picker("Flavour", name: "flavour", selection: $flavour) {
            ForEach([Flavour.vanilla, .chocolate], id: \.self) { Text($0.rawValue).tag($0) }
        }
        Stepper("Quantity", name: "quantity", value: $quantity, in: 1...10)
        DatePicker("Day", name: "day", selection: $day, displayedComponents: .date)
        Text("Summary: \(name)|\(notes)|\(subscribed)|\(flavour.rawValue)|\(quantity)|\(Int(day.timeIntervalSince1970))")
        Text("Changes: \(changes), appearances: \(appearances)")
            .onChange(of: name) { changes += 1 }
            .onAppear { appearances += 1 }
        Button("Warn") { showsAlert = true }
            .alert("Careful", isPresented: $showsAlert) {
                Button("Understood") {}
            } message: {
                Text("This is an alert.")
            }
    }
}

/// Two values whose onChange actions change each other without end.
private struct PingPong: View {
    @State private var ping = 0
    @State private var pong = 0

    var body: some View {
        Text("\(ping) \(pong)")
            .onChange(of: ping) { pong += 1 }
            .onChange(of: pong) { ping += 1 }
        Button("Start") { ping += 1 }
    }
}

/// Buttons behind `.disabled`, a sheet with a button of its own.
private struct Guarded: View {
    @State private var deleted = 0
    @State private var added = 0
    @State private var showsSheet = true

    var body: some View {
        Text("Deleted: \(deleted), added: \(added), sheet: \(showsSheet)")
        Button("Delete all") { deleted += 1 }.disabled(true)
        TextField("Locked", name: "locked", text: .constant("x"))
        Text("Open").sheet(isPresented: $showsSheet, title: "Add") {
            Button("Add one") { added += 1 }
        }
    }
}

/// An application serving the tests' live views with `sessions`.
private func liveApplication(_ sessions: LiveViewSessions) -> some ApplicationProtocol {
    makeApplication { router in
        router.addLiveView("/counter", title: "Counter", sessions: sessions) { Counter() }
        router.addLiveView("/items", title: "Items", sessions: sessions) { ItemList(items: Items(count: 100)) }
        router.addLiveView("/shared", title: "Shared", sessions: sessions) { ItemList(items: Shared.items) }
        router.addLiveView("/controls", title: "Controls", sessions: sessions) { EveryControl() }
        router.addLiveView("/grow", title: "Grow", sessions: sessions) { ItemList(items: Items(count: 0)) }
        router.addLiveView("/guarded", title: "Guarded", sessions: sessions) { Guarded() }
        router.addLiveView("/ping-pong", title: "Ping pong", sessions: sessions) { PingPong() }
        // A root with no body of its own: views side by side, a primitive.
        router.addLiveView("/plain", title: "Plain", sessions: sessions) {
            Text("Plain text")
            VStack { Text("In a stack") }.padding()
        }
    }
}

private func count(in page: String) -> Int? {
    page.firstMatch(of: /Count: (\d+)/).flatMap { Int($0.1) }
}

@Suite("Live views on a real server", .heavy, .timeLimit(.minutes(1)))
struct LiveViewTests {
    @Test func aButtonRunsItsActionWithoutTheScriptAndThePageShowsIt() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/counter", with: client)
            #expect(count(in: tab.page) == 0)
            #expect(tab.page.contains(#"type="submit""#))
            let response = try await tab.click("Increment", with: client)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/counter?s=" + tab.session)
            let reloaded = try await tab.reload(with: client)
            #expect(count(in: reloaded.page) == 1)
            #expect(reloaded.session == tab.session)
        }
    }

    @Test func stateSurvivesAReconnectAndTheStreamSendsWhatWasMissed() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/counter", with: client)
            let streamPath = "/counter/live?s=\(tab.session)&since=\(tab.version)"
            try await EventStream.open(port: client.port!, path: streamPath, headers: ["Cookie": tab.cookies]) { stream in
                let response = try await tab.click("Increment", live: true, with: client)
                #expect(response.status == .noContent)
                let event = try await stream.next()
                #expect(event.name == "patch")
                #expect(event.id == "1")
                let patch = try event.patch
                #expect(patch.from == 0 && patch.to == 1)
                #expect(patch.ops.count == 1 && patch.ops[0].op == "replace")
                #expect(patch.ops[0].html?.contains("Count: 1") == true)
                try await stream.leave()
            }
            // Clicked while the page's stream was down: the reconnected stream brings it.
            #expect(try await tab.click("Increment", live: true, with: client).status == .noContent)
            try await EventStream.open(port: client.port!, path: "/counter/live?s=\(tab.session)", headers: ["Cookie": tab.cookies, "Last-Event-ID": "1"]) { stream in
                let patch = try await stream.next().patch
                #expect(patch.from == 1 && patch.to == 2)
                #expect(patch.ops[0].html?.contains("Count: 2") == true)
            }
            // A page of another epoch gets the whole view.
            try await EventStream.open(port: client.port!, path: "/counter/live?s=\(tab.session)&since=99", headers: ["Cookie": tab.cookies]) { stream in
                let event = try await stream.next()
                #expect(event.name == "reset")
                #expect(event.data.contains("Count: 2"))
            }
            #expect(count(in: try await tab.reload(with: client).page) == 2)
        }
    }

    @Test func twoTabsOfOneBrowserHaveIndependentState() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let first = try await LiveTab.open("/counter", with: client)
            let second = try await LiveTab.open("/counter", cookies: first.cookies, with: client)
            #expect(first.session != second.session)
            _ = try await first.click("Increment", with: client)
            _ = try await first.click("Increment", with: client)
            _ = try await second.click("Increment", with: client)
            #expect(count(in: try await first.reload(with: client).page) == 2)
            #expect(count(in: try await second.reload(with: client).page) == 1)
        }
    }

    @Test func aSharedModelChangedInOneTabReRendersTheOther() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let watcher = try await LiveTab.open("/shared", with: client)
            let actor = try await LiveTab.open("/shared", with: client)
            try await EventStream.open(port: client.port!, path: "/shared/live?s=\(watcher.session)&since=\(watcher.version)", headers: ["Cookie": watcher.cookies]) { stream in
                let field = try #require(actor.boundFields.first)
                let response = try await actor.post([(field, "From the other tab"), ("t-action", actor.action("Add"))], live: true, with: client)
                #expect(response.status == .noContent)
                let patch = try await stream.next().patch
                // One row inserted after the last: the list is not sent again.
                #expect(patch.ops.count == 1)
                #expect(patch.ops[0].op == "insert")
                #expect(patch.ops[0].after != nil)
                #expect(patch.ops[0].html?.contains("From the other tab") == true)
                #expect(patch.ops[0].html?.contains("Item 0") == false)
            }
        }
    }

    @Test func oneChangedItemPushesOneItemsHTMLNotTheList() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/items", with: client)
            #expect(tab.page.contains("Item 99"))
            try await EventStream.open(port: client.port!, path: "/items/live?s=\(tab.session)&since=\(tab.version)", headers: ["Cookie": tab.cookies]) { stream in
                _ = try await tab.click("Check Item 50", live: true, with: client)
                let check = try await stream.next().patch
                #expect(check.ops.count == 1)
                #expect(check.ops[0].op == "replace")
                let html = try #require(check.ops[0].html)
                #expect(html.contains("Item 50 (done)"))
                #expect(!html.contains("Item 49") && !html.contains("Item 51"))
                #expect(html.utf8.count < 1_000)

                _ = try await tab.click("Delete Item 7", live: true, with: client)
                let delete = try await stream.next().patch
                #expect(delete.ops.map(\.op) == ["remove"])

                let field = try #require(tab.boundFields.first)
                _ = try await tab.post([(field, "Item new"), ("t-action", tab.action("Add"))], live: true, with: client)
                let add = try await stream.next().patch
                // One row inserted after the last; and the field, which the page shows holding what
                // was typed and the action emptied, sent again with the list as a marker.
                #expect(add.ops.map(\.op) == ["insert", "replace"])
                #expect(add.ops[0].html?.contains("Item new") == true)
                #expect(add.ops[0].html?.contains("Item 99") == false)
                #expect(add.ops[0].after != nil)
                let emptied = try #require(add.ops[1].html)
                #expect(emptied.contains(#"value="""#) && !emptied.contains("Item 1<") && emptied.contains("/-->"))

                // A change to the view above the list and one to a row below it, in one event: the
                // list between them is kept, the row still renders again.
                _ = try await tab.post([(field, "Typed"), ("t-action", tab.action("Check Item 60"))], live: true, with: client)
                let both = try await stream.next().patch
                #expect(both.ops.map(\.op) == ["replace", "replace"])
                #expect(both.ops[0].html?.contains(#"value="Typed""#) == true)
                #expect(both.ops[1].html?.contains("Item 60 (done)") == true)

                // A title typed while the list changes: the view above it goes again, with the list
                // as a marker the page keeps, and the row is inserted into it.
                _ = try await tab.post([(field, "Half typed")], live: true, with: client)
                let typed = try await stream.next().patch
                #expect(typed.ops.map(\.op) == ["replace"])
                let root = try #require(typed.ops[0].html)
                #expect(root.contains(#"value="Half typed""#))
                #expect(root.contains("/-->"))
                #expect(!root.contains("Item 1<"))
            }
        }
    }

    @Test func everyBoundControlWritesBackAndOnChangeAndOnAppearRun() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/controls", with: client)
            #expect(tab.page.contains("Summary: Ada|First line|false|vanilla|2|0"))
            #expect(tab.page.contains("Changes: 0, appearances: 1"))
            let names = tab.boundFields
            #expect(names.count == 6)
            // As a browser sends them: the toggle's hidden false, then its checkbox's true.
            let fields = [
                (names[0], "Grace"), (names[1], "Two\nlines"), (names[2], "false"), (names[2], "true"),
                (names[3], "chocolate"), (names[4], "12"), (names[5], "2024-05-31"), ("t-event", "change"),
            ]
            #expect(try await tab.post(fields, with: client).status == .seeOther)
            let page = try await tab.reload(with: client).page
            let day = Int(Calendar(identifier: .gregorian).date(from: DateComponents(timeZone: .gmt, year: 2024, month: 5, day: 31))!.timeIntervalSince1970)
            // The quantity is clamped to the stepper's range.
            #expect(page.contains("Summary: Grace|Two\nlines|true|chocolate|10|\(day)"))
            #expect(page.contains("Changes: 1, appearances: 1"))

            // Values that are no such value leave the state as it was.
            _ = try await tab.post([(names[4], "many"), (names[5], "2024-02-30"), (names[3], "strawberry")], with: client)
            // A value the picker's type reads but its menu never offered is refused too.
            _ = try await tab.post([(names[3], "mint")], with: client)
            #expect(try await tab.reload(with: client).page.contains("|chocolate|10|"))
            #expect(try await tab.reload(with: client).page.contains("|chocolate|10|\(day)"))
        }
    }

    @Test func anAlertShowsWhileItsBindingIsTrueAndItsButtonDismissesIt() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/controls", with: client)
            #expect(!tab.page.contains("<dialog"))
            _ = try await tab.click("Warn", with: client)
            let shown = try await tab.reload(with: client)
            #expect(shown.page.contains(#"role="alertdialog""#))
            #expect(shown.page.contains("This is an alert."))
            _ = try await shown.click("Understood", with: client)
            #expect(!(try await tab.reload(with: client).page.contains("<dialog")))
        }
    }

    @Test func aDisabledButtonRunsNothingAndASheetsOwnButtonsLeaveItOpen() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/guarded", with: client)
            #expect(tab.page.contains("Deleted: 0, added: 0, sheet: true"))
            // The disabled button submits no action's name; one forged with its path does nothing.
            let deleteButton = try #require(tab.page.firstMatch(of: /<button[^>]*disabled[^>]*><span>Delete all</))
            #expect(!deleteButton.0.contains("t-action"))
            for guess in ["1@1", "1@0", "0@1", "1@1/0", "0@0/1"] {
                _ = try await tab.post([("t-action", guess)], with: client)
            }
            var page = try await tab.reload(with: client).page
            #expect(page.contains("Deleted: 0"))
            // A button inside the sheet runs and leaves it open; Close closes it.
            let shown = try await tab.reload(with: client)
            _ = try await shown.click("Add one", with: client)
            page = try await tab.reload(with: client).page
            #expect(page.contains("added: 1, sheet: true"))
            _ = try await tab.reload(with: client).click("Close", with: client)
            page = try await tab.reload(with: client).page
            #expect(page.contains("added: 1, sheet: false"))
            #expect(!page.contains("<dialog"))
        }
    }

    @Test func aRootWithoutABodyOfItsOwnRendersAndASessionAnswersOnlyOnItsRoute() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let plain = try await LiveTab.open("/plain", with: client)
            #expect(plain.page.contains("Plain text") && plain.page.contains("In a stack"))
            // The counter's session, asked for on another route of the same browser, is not there.
            let counter = try await LiveTab.open("/counter", cookies: plain.cookies, with: client)
            let elsewhere = try await LiveTab.open("/plain?s=" + counter.session, cookies: plain.cookies, with: client)
            #expect(elsewhere.session != counter.session)
            #expect(!elsewhere.page.contains("Count:"))
        }
    }

    @Test func viewsThatChangeEachOtherWithoutEndEndTheirSessionNotTheServer() async throws {
        let sessions = LiveViewSessions()
        try await liveApplication(sessions).test(.live) { client in
            let tab = try await LiveTab.open("/ping-pong", with: client)
            let response = try await tab.click("Start", with: client)
            #expect(response.status == .serviceUnavailable)
            #expect(response.text.contains("failed to render"))
            #expect(await sessions.count == 0)
            // The server goes on serving.
            #expect(count(in: try await LiveTab.open("/counter", with: client).page) == 0)
        }
    }

    @Test func eventsAreCheckedAgainstForgery() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/counter", with: client)
            // The session's own token is wrong: refused.
            let forged = try await tab.post([("t-action", tab.action("Increment"))], token: (tab.token.hasPrefix("0") ? "1" : "0") + tab.token.dropFirst(), with: client)
            #expect(forged.status == .forbidden)
            // No CSRF token at all: the middleware refuses it.
            let bare = try await client.execute(
                uri: "/counter?s=\(tab.session)", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", .cookie: tab.cookies],
                body: ByteBuffer(string: "t-session=\(tab.session)&t-token=\(tab.token)&t-action=0%400")) { $0 }
            #expect(bare.status == .forbidden)
            // Another browser (another cookie) cannot reach the session: it is sent to a new view.
            let stranger = try await LiveTab.open("/counter", with: client)
            let elsewhere = LiveTab(
                cookies: stranger.cookies, page: tab.page, path: tab.path, session: tab.session, token: tab.token, csrf: stranger.csrf,
                version: tab.version)
            let response = try await elsewhere.click("Increment", with: client)
            #expect(response.status == .seeOther)
            #expect(count(in: try await tab.reload(with: client).page) == 0)
        }
    }

    @Test func anEventForAViewThatIsGoneIsIgnored() async throws {
        try await liveApplication(LiveViewSessions()).test(.live) { client in
            let tab = try await LiveTab.open("/items", with: client)
            let delete = try tab.action("Delete Item 3")
            #expect(try await tab.post([("t-action", delete)], with: client).status == .seeOther)
            // The same button again (a second click, another tab's old page): nothing happens.
            #expect(try await tab.post([("t-action", delete)], with: client).status == .seeOther)
            #expect(try await tab.post([("t-action", "999@0/1"), ("t-bind:999@0", "x"), ("t-action", "nonsense")], with: client).status == .seeOther)
            #expect(try await tab.post([("t-action", "@@@"), ("t-event", "submit"), ("t-field", "t-bind:x")], live: true, with: client).status == .noContent)
            let page = try await tab.reload(with: client).page
            #expect(!page.contains("Item 3<"))
            #expect(page.contains("Item 4<"))
            #expect(page.contains("Item 2<"))
        }
    }

    @Test func anIdleSessionEndsAndItsPageStartsAgainSayingSo() async throws {
        let sessions = LiveViewSessions(limits: LiveViewLimits(idleTimeout: .milliseconds(300), reconnectGrace: .milliseconds(300)))
        try await liveApplication(sessions).test(.live) { client in
            let tab = try await LiveTab.open("/counter", with: client)
            _ = try await tab.click("Increment", with: client)
            // Ended within a few sweeps (a quarter of the timeout apart), on a busy machine too.
            let deadline = ContinuousClock.now + .seconds(10)
            while await sessions.count > 0 && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(await sessions.count == 0)
            // Its page's event finds no session: without the script, back to the page, which
            // starts again and says so; with the script, 410, and the script reloads.
            let late = try await tab.click("Increment", with: client)
            #expect(late.status == .seeOther)
            #expect(try await tab.click("Increment", live: true, with: client).status == .gone)
            let again = try await tab.reload(with: client)
            #expect(again.session != tab.session)
            #expect(count(in: again.page) == 0)
            #expect(again.page.contains("had ended"))
            // Its stream says it ended.
            try await EventStream.open(port: client.port!, path: "/counter/live?s=\(tab.session)", headers: ["Cookie": tab.cookies]) { stream in
                let event = try await stream.next()
                #expect(event.name == "ended")
                #expect(event.data.contains("ended"))
            }
        }
    }

    @Test func oneClientCannotTakeEveryPlaceNorOneSessionEveryStream() async throws {
        let sessions = LiveViewSessions(limits: LiveViewLimits(maximumSessionsPerClient: 2, streamsPerSession: 1))
        try await liveApplication(sessions).test(.live) { client in
            let tab = try await LiveTab.open("/counter", with: client)
            let other = try await LiveTab.open("/counter", with: client)
            try await EventStream.open(port: client.port!, path: "/counter/live?s=\(tab.session)", headers: ["Cookie": tab.cookies]) { first in
                #expect(first.status == 200)
                try await EventStream.open(port: client.port!, path: "/counter/live?s=\(tab.session)", headers: ["Cookie": tab.cookies]) { second in
                    #expect(second.status == 503)
                }
                // Both of the address's places listened to: a third tab is refused, in words.
                try await EventStream.open(port: client.port!, path: "/counter/live?s=\(other.session)", headers: ["Cookie": other.cookies]) { _ in
                    try await client.execute(uri: "/counter", method: .get) { response in
                        #expect(response.status == .serviceUnavailable)
                        #expect(response.text.contains("from your address (at most 2)"))
                    }
                }
            }
            #expect(await sessions.count == 2)
        }
    }

    @Test func theNumberOfSessionsAndTheirMemoryAreBoundedWithAClearRefusal() async throws {
        // Events unpaced: the list grows as fast as the test posts.
        let sessions = LiveViewSessions(limits: LiveViewLimits(maximumSessions: 2, maximumSessionBytes: 64 * 1024, eventInterval: .zero))
        try await liveApplication(sessions).test(.live) { client in
            let counter = try await LiveTab.open("/counter", with: client)
            let list = try await LiveTab.open("/grow", with: client)
            // Both places listened to: nothing gives way, and a third tab is refused.
            try await EventStream.open(port: client.port!, path: "/counter/live?s=\(counter.session)", headers: ["Cookie": counter.cookies]) { _ in
                try await EventStream.open(port: client.port!, path: "/grow/live?s=\(list.session)", headers: ["Cookie": list.cookies]) { _ in
                    try await client.execute(uri: "/counter", method: .get) { response in
                        #expect(response.status == .serviceUnavailable)
                        #expect(response.headers[.retryAfter] != nil)
                        #expect(response.text.contains("Too many live views are open"))
                    }
                }
            }
            #expect(await sessions.count == 2)
            // A view that grows past its memory ends with a message, and its place is free again.
            let field = try #require(list.boundFields.first)
            var last: TestResponse?
            for _ in 0..<200 {
                last = try await list.post([(field, String(repeating: "x", count: 1_000)), ("t-action", list.action("Add"))], with: client)
                if last?.status != .seeOther { break }
            }
            #expect(last?.status == .serviceUnavailable)
            #expect(last.map(\.text)?.contains("grew past the memory") == true)
            #expect(await sessions.count == 1)
            #expect(await sessions.byteCount < 64 * 1024)
        }
    }
}
