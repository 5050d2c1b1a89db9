import Foundation
import HTTPTypes
import Tessera
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraSections
import TesseraServer
import TesseraTestSupport
import Testing

@Suite("Live lists of the Direct application", .heavy, .timeLimit(.minutes(1)))
struct DirectLiveListTests {
    /// A list page's live region: where its stream is, and the version of the rows it shows.
    private func liveRegion(of page: HTMLPage) throws -> (url: String, version: String) {
        let region = try #require(page.elements.first { $0.attributes["data-live"] != nil }, "the list is not live")
        return (try #require(region.attributes["data-live"]), try #require(region.attributes["data-version"]))
    }

    @Test(arguments: TestEngine.available)
    func whatOneBrowserSavesAnotherSeesAsExactlyThatRow(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        // A word only this test's rows have, so the list holds only them.
        let word = "zzlive\(engine.rawValue)"
        try await serve(DirectApplication(database: database)) { watcher in
            let list = try await watcher.get("/e/language?q=\(word)")
            #expect(list.page.tableRows.isEmpty)
            let region = try liveRegion(of: list.page)
            #expect(region.url == "/live/language?q=\(word)")
            var actor = Visitor(watcher.client)
            _ = try await actor.get("/new/language")

            try await EventStream.open(port: watcher.client.port!, path: region.url + "&since=" + region.version) { stream in
                #expect(stream.status == 200)
                let created = try await actor.post("/new/language", [("v.name", "\(word) one")])
                #expect(created.status == .seeOther)
                let row = try #require(created.location)
                let key = String(row.split(separator: "/").last!)

                let inserted = try await stream.next().update
                #expect(inserted.previousVersion.description == region.version)
                #expect(inserted.operations.map(\.kind) == [.insertElement])
                #expect(inserted.operations.first?.item == 0)
                let html = try #require(inserted.operations.first?.html)
                #expect(html.hasPrefix(#"<tr class="t-section-row" data-element="\#(key)" data-position="0">"#))
                #expect(html.contains("\(word) one"))
                #expect(html.contains(#"href="\#(row)""#), "the row's link opens it, as on the page")

                let form = try await actor.get(row + "/edit")
                let saved = try await actor.post(row + "/edit", [("v.name", "\(word) two"), ("_version", try #require(form.page.field("_version")))])
                #expect(saved.status == .seeOther)
                let changed = try await stream.next().update
                #expect(changed.previousVersion == inserted.version)
                #expect(changed.operations.map(\.kind) == [.updateElement])
                #expect(changed.operations.first?.html?.contains("\(word) two") == true)
                #expect(changed.operations.first?.html?.contains("\(word) one") == false)

                let confirm = try await actor.get(row + "/delete")
                let deleted = try await actor.post(row + "/delete", [("_version", try #require(confirm.page.field("_version")))])
                #expect(deleted.status == .seeOther)
                let removed = try await stream.next().update
                #expect(removed.previousVersion == changed.version)
                #expect(removed.operations.map(\.kind) == [.removeElement])
                #expect(removed.operations.first?.item == 0)
            }
            // Without the script, a reload shows the same.
            #expect(try await watcher.get("/e/language?q=\(word)").page.tableRows.isEmpty)
        }
    }

    /// A row pushed to a live list is written in the language of the page that shows it: two
    /// people watching the same list in two languages each get their own.
    @Test func aPushedRowIsInItsPagesLanguage() async throws {
        let database = try await TestEngine.sqlite.sample()
        let word = "zzlanguage"
        try await serve(DirectApplication(database: database, languages: [.english, .german])) { watcher in
            let german = try await watcher.send("/e/language?q=\(word)", method: .get, body: nil, contentType: nil, headers: [.acceptLanguage: "de"])
            let region = try liveRegion(of: german.page)
            var reader = Visitor(watcher.client)
            let englishRegion = try liveRegion(of: try await reader.get("/e/language?q=\(word)").page)
            var actor = Visitor(watcher.client)
            _ = try await actor.get("/new/language")
            try await EventStream.open(port: watcher.client.port!, path: region.url + "&since=" + region.version, headers: ["Accept-Language": "de"]) { germanStream in
                try await EventStream.open(port: watcher.client.port!, path: englishRegion.url + "&since=" + englishRegion.version) { englishStream in
                    let created = try await actor.post("/new/language", [("v.name", "\(word) one")])
                    #expect(created.status == .seeOther)
                    let inGerman = try #require(try await germanStream.next().update.operations.first?.html)
                    let inEnglish = try #require(try await englishStream.next().update.operations.first?.html)
                    #expect(inGerman.contains(#"aria-label="\#(word) one öffnen""#), "\(inGerman)")
                    #expect(inEnglish.contains(#"aria-label="Open \#(word) one""#), "\(inEnglish)")
                }
            }
        }
    }

    /// Another writer on the same database — a second `Database`, with connections of its own,
    /// as another process or another instance of the application has — changes a row; the list's
    /// listeners see it (on SQLite within the poll interval; on PostgreSQL as the save
    /// announces itself), though this application saved nothing — a read-only one too.
    @Test(arguments: TestEngine.available, [false, true])
    func whatAnotherWriterSavesReachesTheList(engine: TestEngine, readOnly: Bool) async throws {
        let database = try await engine.sample()
        let elsewhere = try await engine.openSample()
        let word = "zzel\(engine == .sqlite ? "s" : "p")\(readOnly ? "ro" : "rw")"
        let limits = LiveListLimits(changePollInterval: .milliseconds(50))
        try await serve(DirectApplication(database: database, isReadOnly: readOnly), liveListLimits: limits) { watcher in
            let list = try await watcher.get("/e/language?q=\(word)")
            #expect(list.page.tableRows.isEmpty)
            let region = try liveRegion(of: list.page)
            try await EventStream.open(port: watcher.client.port!, path: region.url + "&since=" + region.version) { stream in
                #expect(stream.status == 200)
                let row = try await elsewhere.insert(into: "language", values: ["name": .text("\(word) one")])
                let inserted = try await stream.next().update
                #expect(inserted.operations.map(\.kind) == [.insertElement])
                #expect(inserted.operations.first?.html?.contains("\(word) one") == true)

                try await elsewhere.delete(row)
                let removed = try await stream.next().update
                #expect(removed.operations.map(\.kind) == [.removeElement])
            }
        }
        try await elsewhere.close()
    }

    /// A save refreshes the lists someone listens to, and no other: ten lists shown once and
    /// never listened to cost a save nothing (they used to be refreshed, each a query, on every
    /// save: 64 of them made five saves cost 18 CPU-seconds).
    ///
    /// What a refresh costs is seen in the database: the list is of a view whose every row read
    /// inserts a row in `reads`. The same save is measured with and without the ten lists, each
    /// time until the listened list's update arrives — and the ten were shown after it, so that
    /// refreshing them (most recently shown first) would have come before that update.
    @Test(.enabled(if: TestEngine.postgresURL != nil))
    func aSaveRefreshesOnlyTheListsSomeoneListensTo() async throws {
        let location = try await TestEngine.postgres.makeLocation()
        try await Database.runScript(
            """
            CREATE TABLE reads (id serial PRIMARY KEY);
            CREATE TABLE customer (id integer PRIMARY KEY, name text NOT NULL);
            INSERT INTO customer SELECT i, 'name ' || i FROM generate_series(1, 40) AS i;
            CREATE FUNCTION note_read() RETURNS integer VOLATILE LANGUAGE sql AS $$ INSERT INTO reads DEFAULT VALUES RETURNING 1 $$;
            CREATE VIEW watched AS SELECT c.id, c.name, note_read() AS r FROM customer c;
            """, at: location)
        let database = try await Database.open(location)
        let counter = try await Database.open(location, maximumConnections: 1)
        @Sendable func reads() async throws -> Int {
            try await counter.count(FetchSpecification(entityName: "reads")).value
        }
        try await serve(DirectApplication(database: database)) { browser in
            let list = try liveRegion(of: try await browser.get("/e/watched?sort=id").page)
            try await EventStream.open(port: browser.client.port!, path: list.url + "&since=" + list.version) { stream in
                #expect(stream.status == 200)
                var editor = Visitor(browser.client)
                func rename(_ id: Int, _ name: String) async throws -> Int {
                    let form = try await editor.get("/e/customer/\(id)/edit")
                    let before = try await reads()
                    let saved = try await editor.post("/e/customer/\(id)/edit", [("v.name", name), ("_version", try #require(form.page.field("_version")))])
                    #expect(saved.status == .seeOther)
                    let update = try await stream.next().update
                    #expect(update.operations.compactMap(\.html).joined().contains(name))
                    return try await reads() - before
                }
                // Each measured twice, the fewer reads counted: the watch for changes made
                // elsewhere refreshes the listened lists once when its LISTEN first holds (what
                // was committed before cannot be told apart), and on a busy machine that can fall
                // inside either measurement. It happens once; lists refreshed that should not be
                // are refreshed on every save.
                let alone = min(try await rename(1, "first renamed"), try await rename(3, "third renamed"))
                #expect(alone > 0, "the listened list's refresh reads the view")
                for query in ["sort=-id", "sort=name", "sort=-name", "q=1", "q=2", "q=3", "q=4", "q=5", "q=6", "q=7"] {
                    #expect(try await browser.get("/e/watched?" + query).status == .ok)
                }
                let withTen = min(try await rename(2, "second renamed"), try await rename(4, "fourth renamed"))
                #expect(withTen == alone, "lists nobody listens to were refreshed too: \(withTen) reads against \(alone)")
            }
        }
        try await counter.close()
        try await database.close()
    }

    @Test func aStreamOfAListNotShownSinceARestartStartsWithEveryRow() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database)) { browser in
            // A version of another epoch, as a page from before a restart has.
            let version = SectionVersion(epoch: "before0restart", number: 3).description
            try await EventStream.open(port: browser.client.port!, path: "/live/language?sort=name&since=\(version)") { stream in
                #expect(stream.status == 200)
                let event = try await stream.next()
                #expect(event.name == "reset")
                let reset = try event.reset
                let rows = HTMLPage(reset.html).tableRows
                #expect(rows.count >= 6)
                #expect(rows.first?.contains("English") == true)
            }
        }
    }

    /// A list of rows of one's own (`rowComponent`) stays live: a row saved elsewhere arrives as
    /// that view.
    @Test func rowsOfOnesOwnStayLive() async throws {
        let database = try await TestEngine.sqlite.sample()
        let word = "zzownrows"
        let rules = RuleModel { \.entity?.name == "language" => \.rowComponent <= LanguageLine() }
        try await serve(DirectApplication(database: database, rules: rules)) { watcher in
            let list = try await watcher.get("/e/language?q=\(word)")
            let region = try liveRegion(of: list.page)
            var actor = Visitor(watcher.client)
            _ = try await actor.get("/new/language")
            try await EventStream.open(port: watcher.client.port!, path: region.url + "&since=" + region.version) { stream in
                let created = try await actor.post("/new/language", [("v.name", "\(word) one")])
                #expect(created.status == .seeOther)
                let inserted = try await stream.next().update
                #expect(inserted.operations.map(\.kind) == [.insertElement])
                #expect(inserted.operations.first?.html?.contains("Language line: \(word) one") == true)
            }
            let again = try await watcher.get("/e/language?q=\(word)")
            #expect(again.page.text.contains("Language line: \(word) one"))
        }
    }

    @Test func pagesThatAreNotTheLooksListAreNotLiveAndBadStreamsAreRefused() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database), debug: true) { browser in
            let explained = try await browser.get("/e/language?debug=1")
            #expect(explained.status == .ok)
            #expect(!explained.page.elements.contains { $0.attributes["data-live"] != nil }, "the rules' explanations are not kept live")
            #expect(try await browser.get("/live/no_such_table").status == .notFound)
            #expect(try await browser.get("/live/language?size=lots").status == .badRequest)
            #expect(try await browser.get("/live/language?where=name%20%3D").status == .badRequest)
        }
    }
}

/// A row of a list, of the tests' own.
private struct LanguageLine: View, Sendable {
    @Environment(\.object) private var language

    var body: some View {
        Text("Language line: \(language.name?.string ?? "?")")
    }
}
