import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// A live list's stream lasts as long as the tab; what it sends must stop when the person it was
/// opened for may no longer see it. Access checked only when a stream opened let a clerk go on
/// receiving rows after the rules hid a column from them, after they signed out everywhere, and
/// after `tessera users remove` — found by trying, each fixed by the streams asking again before
/// each event and a few times a second (``SignedInSession``).
///
/// The streams are given a generous time to end (`limit`): an ending is waited for as an event,
/// never timed. A stream that does not end within it failed the test.
@Suite("Revoking live streams", .heavy, .timeLimit(.minutes(3)))
struct RevocationTests {
    /// Long enough for a machine busy with other work; the streams end within about a second.
    static let limit = Duration.seconds(20)

    static func cookie(_ visitor: Visitor) -> String {
        visitor.cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
    }

    /// The address and version of the live list `path` shows `visitor`.
    static func liveList(_ path: String, for visitor: inout Visitor) async throws -> (url: String, version: String) {
        let page = try await visitor.get(path)
        let region = try #require(page.page.elements.first { $0.attributes["data-live"] != nil })
        return (try #require(region.attributes["data-live"]), try #require(region.attributes["data-version"]))
    }

    /// Saves customer 101's name as `name`, as ada.
    static func rename(to name: String, as ada: inout Visitor) async throws {
        let form = try await ada.get("/e/customer/101/edit")
        let saved = try await ada.post(
            "/e/customer/101/edit", [("v.name", name), ("v.email", "pat.secret@example.com"), ("_version", try #require(form.page.field("_version")))])
        #expect(saved.status == .seeOther)
    }

    @Test func aReloadOfTheRulesEndsTheStreamsTheyWereOpenedUnder() async throws {
        let application = try await PermissionTests().application(.sqlite)
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            let port = try #require(anonymous.client.port)
            let list = try await Self.liveList("/e/customer", for: &ben)
            try await EventStream.open(port: port, path: list.url + "?since=" + list.version, headers: ["Cookie": Self.cookie(ben)]) { stream in
                #expect(stream.status == 200)
                // The rules now hide customers' names from clerks too; then ada renames one.
                _ = try application.rules.loadRules(
                    text: PermissionTests.rules + "\nuser.roles contains 'clerk' and entity.name = 'customer' => hiddenPropertyKeys = ['email', 'name'] ; priority 2",
                    fileName: "people.rules", registry: DirectRuleKeys.registry)
                try await Self.rename(to: "Patricia Reloaded", as: &ada)
                let (body, _, gaveUp) = try await stream.readToEnd(within: Self.limit)
                #expect(!gaveUp, "the stream went on under rules since reloaded")
                #expect(!String(decoding: body, as: UTF8.self).contains("Patricia Reloaded"), "a name the rules now hide was sent")
            }
            // Reconnecting, ben gets the list the rules allow now: no names in it.
            try await EventStream.open(port: port, path: list.url + "?since=" + list.version, headers: ["Cookie": Self.cookie(ben)]) { stream in
                #expect(stream.status == 200)
                let event = try await stream.next()
                #expect(event.name == "reset")
                #expect(!event.data.contains("Patricia"))
                #expect(!event.data.contains("Mary Smith"))
            }
        }
    }

    @Test func signingOutEndsThatPersonsStreamsAndNoOneElses() async throws {
        let application = try await PermissionTests().application(.sqlite)
        try await serve(application, login: DirectServer.Login(accounts: try PermissionTests.accounts())) { anonymous in
            var ada = try await PermissionTests.signedIn("ada", on: anonymous.client)
            var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
            let port = try #require(anonymous.client.port)
            let benList = try await Self.liveList("/e/customer", for: &ben)
            let adaList = try await Self.liveList("/e/customer", for: &ada)
            let benCookie = Self.cookie(ben)
            try await EventStream.open(port: port, path: benList.url + "?since=" + benList.version, headers: ["Cookie": benCookie]) { benStream in
                #expect(benStream.status == 200)
                try await EventStream.open(port: port, path: adaList.url + "?since=" + adaList.version, headers: ["Cookie": Self.cookie(ada)]) { adaStream in
                    #expect(adaStream.status == 200)
                    #expect(try await ben.post("/logout", []).status == .seeOther)
                    try await Self.rename(to: "Patricia After", as: &ada)
                    let (body, _, gaveUp) = try await benStream.readToEnd(within: Self.limit)
                    #expect(!gaveUp, "ben signed out, and his stream went on")
                    #expect(!String(decoding: body, as: UTF8.self).contains("Patricia After"))
                    // ada's goes on.
                    let update = try await adaStream.next().update
                    #expect(update.operations.compactMap(\.html).joined().contains("Patricia After"))
                }
            }
            // The old session opens no stream again.
            try await EventStream.open(port: port, path: benList.url, headers: ["Cookie": benCookie]) { stream in
                #expect(stream.status != 200)
            }
        }
    }

    @Test func aChangeOfRolesOrARemovalInTheAccountsFileEndsTheStreams() async throws {
        try await SessionSecretTests.withFolder { folder in
            let path = folder.appendingPathComponent("staff.users").path
            let accounts = try PermissionTests.accounts()
            try accounts.write(toFile: path)
            // ben a viewer, no longer a clerk: the rules show viewers less. Then gone
            // (`tessera users remove FILE ben`).
            let hash = try #require(accounts["ben"]).passwordHash
            let benAViewer = try Accounts(text: accounts.text.replacingOccurrences(of: "ben:\(hash):clerk", with: "ben:\(hash):viewer"))
            let withoutBen = try Accounts(text: benAViewer.text.split(separator: "\n").filter { !$0.hasPrefix("ben:") }.joined(separator: "\n"))
            #expect(withoutBen["ben"] == nil && withoutBen["ada"] != nil)
            let application = try await PermissionTests().application(.sqlite)
            try await serve(application, login: try DirectServer.Login(accountsFile: path)) { anonymous in
                var ben = try await PermissionTests.signedIn("ben", on: anonymous.client)
                let port = try #require(anonymous.client.port)
                let list = try await Self.liveList("/e/customer", for: &ben)
                let cookie = Self.cookie(ben)
                try await EventStream.open(port: port, path: list.url + "?since=" + list.version, headers: ["Cookie": cookie]) { stream in
                    #expect(stream.status == 200)
                    try benAViewer.write(toFile: path)
                    let (_, _, gaveUp) = try await stream.readToEnd(within: Self.limit)
                    #expect(!gaveUp, "ben's roles changed, and his stream went on")
                }
                // The same session opens the stream its new roles allow.
                try await EventStream.open(port: port, path: list.url + "?since=" + list.version, headers: ["Cookie": cookie]) { stream in
                    #expect(stream.status == 200)
                    let event = try await stream.next()
                    #expect(!event.data.contains("Mary Smith"), "a viewer sees no names")
                    try withoutBen.write(toFile: path)
                    let (_, _, gaveUp) = try await stream.readToEnd(within: Self.limit)
                    #expect(!gaveUp, "ben was removed, and his stream went on")
                }
                try await EventStream.open(port: port, path: list.url, headers: ["Cookie": cookie]) { stream in
                    #expect(stream.status != 200)
                }
            }
        }
    }

    /// Instances behind one balancer share the session secret, and with it the sign-out file:
    /// a sign-out on one ends the streams on the others.
    @Test func aSignOutOnOneInstanceEndsTheStreamsOnAnother() async throws {
        try await SessionSecretTests.withFolder { folder in
            let secret = try SessionSecret.loadOrCreate(at: folder.appendingPathComponent("secret").path)
            let accounts = try PermissionTests.accounts()
            let here = try await PermissionTests().application(.sqlite)
            let there = try await PermissionTests().application(.sqlite)
            try await serve(here, login: DirectServer.Login(accounts: accounts, secret: secret)) { hereVisitor in
                let hereClient = hereVisitor.client
                try await serve(there, login: DirectServer.Login(accounts: accounts, secret: secret)) { thereVisitor in
                    var ben = try await PermissionTests.signedIn("ben", on: hereClient)
                    var benThere = Visitor(thereVisitor.client)
                    benThere.cookies = ben.cookies
                    let list = try await Self.liveList("/e/customer", for: &benThere)
                    let port = try #require(thereVisitor.client.port)
                    try await EventStream.open(port: port, path: list.url + "?since=" + list.version, headers: ["Cookie": Self.cookie(ben)]) { stream in
                        #expect(stream.status == 200)
                        #expect(try await ben.post("/logout", []).status == .seeOther)
                        let (_, _, gaveUp) = try await stream.readToEnd(within: Self.limit)
                        #expect(!gaveUp, "ben signed out on one instance, and his stream on another went on")
                    }
                }
            }
        }
    }

    /// A live view (`@State` page) behind a sign-in: its stream says the view ended, and sends
    /// nothing more, when its person signs out.
    @Test func aLiveViewsStreamEndsWhenItsPersonSignsOut() async throws {
        let application = makeApplication { router in
            router.add(middleware: LoginMiddleware(accounts: try! PermissionTests.accounts()))
            router.addLiveView("/tally", title: "Tally", sessions: LiveViewSessions()) { Tally() }
        }
        try await application.test(.live) { client in
            var ben = try await PermissionTests.signedIn("ben", on: client)
            let tab = try await LiveTab.open("/tally", cookies: Self.cookie(ben), with: client)
            #expect(tab.page.contains("Tally: 0"))
            let port = try #require(client.port)
            try await EventStream.open(port: port, path: "/tally/live?s=\(tab.session)&since=\(tab.version)", headers: ["Cookie": tab.cookies]) { stream in
                #expect(stream.status == 200)
                #expect(try await ben.post("/logout", []).status == .seeOther)
                let (body, _, gaveUp) = try await stream.readToEnd(within: Self.limit)
                #expect(!gaveUp, "ben signed out, and his live view's stream went on")
                #expect(String(decoding: body, as: UTF8.self).contains("event: ended"), "the page is told its view ended")
            }
        }
    }
}

/// A live view of the tests' own: a number and a button.
private struct Tally: View {
    @State private var tally = 0

    var body: some View {
        Text("Tally: \(tally)")
        Button("Add") { tally += 1 }
    }
}
