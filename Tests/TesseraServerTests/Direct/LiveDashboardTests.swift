import Foundation
import HTTPTypes
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// A dashboard's tiles are read again when the tables they read change: its page names a stream
/// (`/d/NAME/live`) that tells the browser so — after a form's save, a saved query's write, and
/// another program's change — refused, counted and ended as a live list's stream is.
///
/// Events are waited for, never timed: a stream that tells nothing within ``limit`` failed.
@Suite("Live dashboards", .heavy, .timeLimit(.minutes(3)))
struct LiveDashboardTests {
    static let limit = Duration.seconds(20)

    static let queries = """
        queries:
          customers:
            title: Customers
            sql: SELECT count(*) AS customers FROM customer
          names:
            sql: SELECT c.id, c.name FROM customer AS c ORDER BY c.id
          rename:
            sql: UPDATE customer SET name = :name WHERE id = :id
            write: true
        dashboards:
          people:
            title: People
            tiles:
              - query: customers
                show: kpi
              - query: names
                show: table
          admins:
            tiles:
              - query: customers
                show: kpi
            allowed: user.roles contains 'admin'
        """

    /// How many `changed` events `body` holds.
    static func changes(in body: [UInt8]) -> Int {
        String(decoding: body, as: UTF8.self).components(separatedBy: "event: changed\n").count - 1
    }

    @Test(arguments: TestEngine.available)
    func aDashboardIsToldWhenATableItsTilesReadChanges(_ engine: TestEngine) async throws {
        let location = try await engine.makeLocation()
        try await Database.runScript(engine == .sqlite ? PermissionTests.sqlite : PermissionTests.postgres, at: location)
        let database = try await Database.open(location)
        let elsewhere = try await Database.open(location)
        let application = DirectApplication(database: database, recordsHistory: true, queries: try SavedQueries(yaml: Self.queries))
        let limits = LiveListLimits(changePollInterval: .milliseconds(50), dashboardRefreshInterval: .milliseconds(10))
        try await serve(application, liveListLimits: limits) { browser in
            let page = try await browser.get("/d/people")
            let grid = try #require(page.page.elements.first { $0.attributes["data-dashboard"] == "people" })
            #expect(grid.attributes["data-live-dashboard"]?.hasPrefix("/d/people/live?since=") == true)
            let port = try #require(browser.client.port)
            var writer = Visitor(browser.client)

            /// Whether a stream opened before `action` is told of it, as a browser is: each
            /// `changed` makes it read the page again, until the page shows `text`. (A stream
            /// that starts the watch for changes made elsewhere is told once at once, for what
            /// changed before the watch's first look; a browser reads the page for it, and the
            /// change it waits for comes with the next.)
            func told(_ text: String, after action: () async throws -> Void) async throws -> Bool {
                try await EventStream.open(port: port, path: "/d/people/live") { stream in
                    #expect(stream.status == 200)
                    #expect(stream.headers["content-type"] == "text/event-stream")
                    try await action()
                    for _ in 0..<5 {
                        guard try await stream.next().name == "changed" else { return false }
                        if try await browser.get("/d/people").body.contains(text) { return true }
                    }
                    return false
                }
            }
            // A form's save of a customer.
            let toldOfASave = try await told("Patricia Jones") {
                    let form = try await writer.get("/e/customer/101/edit")
                    let saved = try await writer.post(
                        "/e/customer/101/edit",
                        [("v.name", "Patricia Jones"), ("v.email", "pat.secret@example.com"), ("_version", try #require(form.page.field("_version")))])
                    #expect(saved.status == .seeOther)
                }
            #expect(toldOfASave)
            // A saved query's write.
            let toldOfAWrite = try await told("Pat Q. Writer") {
                    _ = try await writer.get("/q/rename")
                    #expect(try await writer.post("/q/rename", [("name", "Pat Q. Writer"), ("id", "101")]).status == .seeOther)
                }
            #expect(toldOfAWrite)
            // Another program's change.
            let toldOfAnotherProgram = try await told("Linda Williams") { _ = try await elsewhere.insert(into: "customer", values: ["name": .text("Linda Williams")]) }
            #expect(toldOfAnotherProgram)
        }
        try await elsewhere.close()
    }

    /// On PostgreSQL, which says what each save wrote, a save of a table no tile reads (nor one
    /// that refers to it) tells nothing: the dashboard is not read again for it. SQLite says
    /// only that the file changed, and every dashboard is told, at most once a refresh interval.
    @Test(.enabled(if: TestEngine.postgresURL != nil))
    func aSaveOfATableNoTileReadsTellsNothing() async throws {
        let database = try await TestEngine.postgres.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let application = DirectApplication(database: database, queries: try SavedQueries(yaml: Self.queries))
        let limits = LiveListLimits(dashboardRefreshInterval: .milliseconds(10))
        try await serve(application, liveListLimits: limits) { browser in
            let port = try #require(browser.client.port)
            try await EventStream.open(port: port, path: "/d/people/live") { stream in
                #expect(stream.status == 200)
                // The watch's first look, which this stream started, says anything may have
                // changed: told once.
                #expect(try await stream.next().name == "changed")
                let note = try await browser.get("/e/staff_note/100/edit")
                let savedNote = try await browser.post(
                    "/e/staff_note/100/edit",
                    [("v.body", "the safe code is 4712"), ("v.customer_id", "100"), ("_version", try #require(note.page.field("_version")))])
                #expect(savedNote.status == .seeOther)
                try await Task.sleep(for: .milliseconds(300))
                let form = try await browser.get("/e/customer/100/edit")
                let saved = try await browser.post(
                    "/e/customer/100/edit",
                    [("v.name", "Mary Smyth"), ("v.email", "mary.secret@example.com"), ("_version", try #require(form.page.field("_version")))])
                #expect(saved.status == .seeOther)
                #expect(try await stream.next().name == "changed")
                // Nothing more comes: the note's save told nothing.
                let (rest, _, gaveUp) = try await stream.readToEnd(within: .seconds(1))
                #expect(gaveUp)
                #expect(Self.changes(in: rest) == 0)
            }
        }
    }

    /// A save made between reading a dashboard's page and opening its stream is told at once:
    /// the page carries the count of changes it was read after (`since`). On PostgreSQL, with
    /// the watch already running for another stream, nothing else would tell it.
    @Test(.enabled(if: TestEngine.postgresURL != nil))
    func aSaveBetweenThePageAndItsStreamIsToldAtOnce() async throws {
        let database = try await TestEngine.postgres.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let application = DirectApplication(database: database, queries: try SavedQueries(yaml: Self.queries))
        try await serve(application, liveListLimits: LiveListLimits(dashboardRefreshInterval: .milliseconds(10))) { browser in
            let port = try #require(browser.client.port)
            try await EventStream.open(port: port, path: "/d/people/live") { other in
                // The watch's first look, told to the stream that started it.
                #expect(try await other.next().name == "changed")
                let page = try await browser.get("/d/people")
                let live = try #require(page.page.elements.first { $0.attributes["data-dashboard"] == "people" }?.attributes["data-live-dashboard"])
                let form = try await browser.get("/e/customer/101/edit")
                let saved = try await browser.post(
                    "/e/customer/101/edit",
                    [("v.name", "Patricia Later"), ("v.email", "pat.secret@example.com"), ("_version", try #require(form.page.field("_version")))])
                #expect(saved.status == .seeOther)
                let told = try await EventStream.open(port: port, path: live) { stream in
                    (stream.status, try await stream.next().name)
                }
                #expect(told.0 == 200 && told.1 == "changed")
            }
        }
    }

    /// Many saves in a moment tell a dashboard's browser once a refresh interval, not once each:
    /// each telling costs the browser a reading of every tile. Eight saves within an interval
    /// are told at most twice: at once, and once more after the interval.
    @Test func manySavesAreToldOnceAnInterval() async throws {
        let database = try await TestEngine.sqlite.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let application = DirectApplication(database: database, queries: try SavedQueries(yaml: Self.queries))
        let limits = LiveListLimits(dashboardRefreshInterval: .seconds(2))
        try await serve(application, liveListLimits: limits) { browser in
            let port = try #require(browser.client.port)
            _ = try await browser.get("/q/rename")
            try await EventStream.open(port: port, path: "/d/people/live") { stream in
                // The watch's first look; then its interval passes.
                #expect(try await stream.next().name == "changed")
                try await Task.sleep(for: .milliseconds(2100))
                let started = ContinuousClock.now
                for index in 0..<8 {
                    #expect(try await browser.post("/q/rename", [("name", "Mary \(index)"), ("id", "100")]).status == .seeOther)
                }
                let saving = ContinuousClock.now - started
                let (body, _, gaveUp) = try await stream.readToEnd(within: .seconds(3))
                #expect(gaveUp)
                let told = Self.changes(in: body)
                // Saves that took longer than an interval may be told once more each interval.
                let intervals = Int(saving / .seconds(2)) + 2
                #expect(told >= 1 && told <= intervals, "\(told) tellings of 8 saves in \(saving)")
            }
        }
    }

    /// The stream is refused as the page is (no such dashboard, one the person may not open), a
    /// HEAD takes no place, a client past its share of streams is told to wait, and signing out
    /// ends the stream.
    @Test func theStreamIsRefusedCountedAndEndedAsTheListsAre() async throws {
        let database = try await TestEngine.sqlite.database(sqlite: PermissionTests.sqlite, postgres: PermissionTests.postgres)
        let model = RuleModel()
        try model.loadRules(text: PermissionTests.rules, fileName: "people.rules", registry: DirectRuleKeys.registry)
        let application = DirectApplication(database: database, rules: model, queries: try SavedQueries(yaml: Self.queries))
        let limits = LiveListLimits(maximumStreamsPerClient: 2)
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts()), liveListLimits: limits) { anonymous in
            let port = try #require(anonymous.client.port)
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            let ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            let adaCookie = RevocationTests.cookie(ada)
            let benCookie = RevocationTests.cookie(ben)
            #expect(try await EventStream.open(port: port, path: "/d/admins/live", headers: ["Cookie": benCookie]) { $0.status } == 403)
            #expect(try await EventStream.open(port: port, path: "/d/nothing/live", headers: ["Cookie": adaCookie]) { $0.status } == 404)
            #expect(try await EventStream.open(port: port, path: "/d/admins/live") { $0.status } != 200)
            let head = try await anonymous.client.execute(uri: "/d/admins/live", method: .head, headers: [.cookie: adaCookie])
            #expect(head.status == .ok)

            try await EventStream.open(port: port, path: "/d/admins/live", headers: ["Cookie": adaCookie]) { first in
                #expect(first.status == 200)
                try await EventStream.open(port: port, path: "/d/people/live", headers: ["Cookie": adaCookie]) { second in
                    #expect(second.status == 200)
                    // A third from the same address: told to come back.
                    let third = try await EventStream.open(port: port, path: "/d/people/live", headers: ["Cookie": adaCookie]) { ($0.status, $0.headers["retry-after"]) }
                    #expect(third.0 == 503 && third.1 == "10")
                    try await second.leave()
                }
                #expect(try await ada.post("/logout", []).status == .seeOther)
                let (_, _, gaveUp) = try await first.readToEnd(within: Self.limit)
                #expect(!gaveUp, "the stream ends when its person signs out")
            }
        }
    }
}
