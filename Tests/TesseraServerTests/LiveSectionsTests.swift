import Foundation
import Glibc
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraGallery
import TesseraSections
import TesseraServer
import Testing
import TesseraTestSupport

@Suite("Live sections on a real server", .heavy)
struct LiveSectionsTests {
    @Test func aChangeOneBrowserMakesReachesAnotherAsExactlyThatUpdate() async throws {
        let screen = await ContactsScreen(path: "/contacts")
        try await makeApplication(screen.addRoutes).test(.live) { client in
            let watcher = try await Browser.load("/contacts", with: client)
            let actor = try await Browser.load("/contacts", with: client)
            #expect(watcher.version == actor.version)
            try await EventStream.open(port: client.port!, path: "/contacts/sections/events?since=\(watcher.version)") { stream in
                #expect(stream.status == 200)
                #expect(stream.headers["content-type"] == "text/event-stream")
                // The other browser deletes Mary, the second friend (position 3 + 1).
                let response = try await actor.post(
                    "/contacts/sections/delete?section=s2&position=4&element=mary", returnPath: "/contacts", with: client)
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/contacts")

                let event = try await stream.next()
                #expect(event.name == "update")
                let update = try event.update
                #expect(event.id == update.version.description)
                #expect(update.previousVersion.description == watcher.version)
                #expect(update.operations == [
                    .init(.removeElement, section: 1, item: 1),
                    .init(.updateHeaderFooter, section: 1,
                          header: #"<header class="t-section-header" data-section-header>Friends</header>"#,
                          footer: #"<footer class="t-section-footer" data-section-footer>3 friends</footer>"#),
                ])
            }
            // Without the script, the browser that posted reloads and sees the change.
            let reloaded = try await Browser.load("/contacts", with: client)
            #expect(!reloaded.page.contains("Mary Somerville"))
            #expect(reloaded.page.contains("Michael Faraday"))
        }
    }

    @Test func anInsertedRowArrivesWithItsHTMLFromTheSameCellViews() async throws {
        let screen = await LiveRowsScreen(path: "/rows")
        try await makeApplication(screen.addRoutes).test(.live) { client in
            let watcher = try await Browser.load("/rows", with: client)
            #expect(watcher.page.contains(#"<tr class="t-section-row" data-element="3" data-position="2">"#))
            try await EventStream.open(port: client.port!, path: "/rows/sections/events?since=\(watcher.version)") { stream in
                let response = try await watcher.post("/rows/add", returnPath: "/rows", live: true, with: client)
                #expect(response.status == .noContent)
                let update = try await stream.next().update
                #expect(update.operations.map(\.kind) == [.insertElement, .updateHeaderFooter])
                let row = try #require(update.operations[0].html)
                #expect(row.hasPrefix(#"<tr class="t-section-row" data-element="4" data-position="3"><td class="t-row-select-cell"></td><td>4</td><td>ember</td>"#))
                #expect(row.contains(#"formaction="/rows/sections/delete?section=s1&amp;position=3&amp;element=4""#))
                #expect(update.operations[1].footer?.contains("4 rows") == true)

                _ = try await watcher.post("/rows/remove", returnPath: "/rows", live: true, with: client)
                let removal = try await stream.next().update
                #expect(removal.operations.first == .init(.removeElement, section: 0, item: 3))
                #expect(removal.previousVersion == update.version)
            }
        }
    }

    @Test func aBrowserThatReconnectsGetsWhatItMissedOrEverySection() async throws {
        let screen = await LiveRowsScreen(path: "/rows")
        try await makeApplication(screen.addRoutes).test(.live) { client in
            let browser = try await Browser.load("/rows", with: client)
            _ = try await browser.post("/rows/add", with: client)
            _ = try await browser.post("/rows/add", with: client)
            // Last-Event-ID names what it has: the two updates after it come from the backlog.
            try await EventStream.open(port: client.port!, path: "/rows/sections/events?since=nonsense.0", headers: ["Last-Event-ID": browser.version]) { stream in
                let first = try await stream.next().update
                let second = try await stream.next().update
                #expect(first.previousVersion.description == browser.version)
                #expect(second.previousVersion == first.version)
                #expect(first.operations.first?.html?.contains(#"data-element="4""#) == true)
                #expect(second.operations.first?.html?.contains(#"data-element="5""#) == true)
            }
            // A version of another epoch (a server restarted since) or none at all: every section.
            for path in ["/rows/sections/events?since=x0x0x0x0x0.2", "/rows/sections/events", "/rows/sections/events?since=%3Cscript%3E"] {
                try await EventStream.open(port: client.port!, path: path) { stream in
                    let event = try await stream.next()
                    #expect(event.name == "reset")
                    let reset = try event.reset
                    #expect(event.id == reset.version)
                    #expect(reset.html.hasPrefix(#"<table class="t-table t-sections-content" data-sections-content>"#))
                    #expect(reset.html.contains(#"data-element="5" data-position="4""#))
                }
            }
            // Up to date: nothing until the next change.
            let current = try await Browser.load("/rows", with: client)
            try await EventStream.open(port: client.port!, path: "/rows/sections/events?since=\(current.version)") { stream in
                _ = try await current.post("/rows/remove", with: client)
                let update = try await stream.next().update
                #expect(update.previousVersion.description == current.version)
                #expect(update.operations.first == .init(.removeElement, section: 0, item: 4))
            }
        }
    }

    @Test func aBrowserTooFarBehindGetsEverySectionAgain() async throws {
        let screen = await LiveRowsScreen(path: "/rows")
        // Keep one update for reconnecting browsers, and none queued for slow ones.
        let limited = await LiveSections(
            coordinator: ListCoordinator(id: "limited", sectionProvider: ComposedSectionProvider(), actionPath: "/limited"),
            limits: LiveLimits(backlogUpdates: 1, subscriberBytes: 0))
        try await makeApplication { router in
            screen.addRoutes(to: router)
            limited.addRoutes(to: router)
        }.test(.live) { client in
            let browser = try await Browser.load("/rows", with: client)
            _ = try await browser.post("/rows/add", with: client)
            _ = try await browser.post("/rows/add", with: client)
            try await EventStream.open(port: client.port!, path: "/rows/sections/events?since=\(browser.version)") { stream in
                // The default backlog has both; this one would not: see `limited` below.
                let event = try await stream.next()
                #expect(event.name == "update")
            }
            let section = await MainSectionsBox.make(in: limited)
            let version = await limited.coordinator.version
            await section.append("one")
            await section.append("two")
            try await EventStream.open(port: client.port!, path: "/limited/events?since=\(version)") { stream in
                let event = try await stream.next()
                #expect(event.name == "reset")
                #expect(try event.reset.html.contains(#"data-element="two""#))
                // And a queue that may hold nothing resets instead of queueing.
                await section.append("three")
                let next = try await stream.next()
                #expect(next.name == "reset")
                #expect(try next.reset.html.contains(#"data-element="three""#))
            }
        }
    }

    @Test func aBrowserThatGoesAwayIsForgotten() async throws {
        let screen = await LiveRowsScreen(path: "/rows")
        try await makeApplication(screen.addRoutes).test(.live) { client in
            let browser = try await Browser.load("/rows", with: client)
            try await EventStream.open(port: client.port!, path: "/rows/sections/events?since=\(browser.version)") { stream in
                #expect(await screen.live.subscriberCount == 1)
                _ = try await browser.post("/rows/add", with: client)
                _ = try await stream.next()
                // The server sees the connection close, forgets the browser, then ends the response.
                try await stream.leave()
                #expect(await screen.live.subscriberCount == 0)
            }
        }
    }

    /// Browsers that ask for the stream and reset the connection at once — before the answer's
    /// head could be written, which then never runs its body — leave no listener behind: each
    /// used to keep a place among the subscribers for good, until the sections refused everyone.
    @Test func browsersGoneBeforeTheirAnswerLeaveNoListener() async throws {
        let screen = await LiveRowsScreen(path: "/rows")
        try await makeApplication(screen.addRoutes).test(.live) { client in
            let browser = try await Browser.load("/rows", with: client)
            for _ in 0..<40 {
                try Self.askAndReset(port: client.port!, "GET /rows/sections/events?since=\(browser.version) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
            }
            // Their requests handled (a second is long for forty), the listeners must be gone.
            try await Task.sleep(for: .seconds(1))
            var count = await screen.live.subscriberCount
            for _ in 0..<200 where count > 0 {
                try await Task.sleep(for: .milliseconds(50))
                count = await screen.live.subscriberCount
            }
            #expect(count == 0, "\(count) listeners of browsers long gone")
        }
    }

    /// Sends `request` on a new connection to `port` and resets it at once (SO_LINGER 0), as a
    /// browser whose tab is closed mid-request may.
    static func askAndReset(port: Int, _ request: String) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        var lingering = linger(l_onoff: 1, l_linger: 0)
        setsockopt(socket, SOL_SOCKET, SO_LINGER, &lingering, socklen_t(MemoryLayout<linger>.size))
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
    }

    @Test func thePageLoadsTheScriptFromThisOriginAndNoInlineScript() async throws {
        let screen = await ContactsScreen(path: "/contacts")
        try await makeApplication(screen.addRoutes).test(.live) { client in
            let browser = try await Browser.load("/contacts", with: client)
            #expect(browser.page.contains(#"<script src="\#(TesseraAssets.liveScriptPath)" defer></script>"#))
            #expect(browser.page.occurrences(of: "<script") == 1)
            #expect(browser.page.contains(#"data-live="/contacts/sections/events""#))
            #expect(browser.page.contains(#"<input type="hidden" name="_csrf" value="\#(browser.token)"><input type="hidden" name="_return" value="/contacts">"#))
            try await client.execute(uri: TesseraAssets.liveScriptPath, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                #expect(response.text.contains("new EventSource("))
                #expect(response.text.contains("'X-Tessera-Live': '1'"))
            }
        }
    }
}

/// A section of strings made on the sections' actor and put in a provider served live.
@SectionActor
final class MainSectionsBox {
    static func make(in live: LiveSections) -> TextSection {
        let section = TextSection()
        (live.coordinator.sectionProvider as! ComposedSectionProvider).append(section)
        return section
    }
}

@SectionActor
final class TextSection: ArraySection<String>, CellProvider {
    func cell(at index: Int) -> some View { Text(self[index]) }
}

extension String {
    func occurrences(of text: String) -> Int { components(separatedBy: text).count - 1 }
}
