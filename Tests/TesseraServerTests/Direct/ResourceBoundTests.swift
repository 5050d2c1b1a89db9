import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOPosix
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// Nothing a client does holds the server's memory or connections without bound (issue 13).
@Suite("Bounded resources", .heavy, .timeLimit(.minutes(1)))
struct ResourceBoundTests {
    // MARK: - Long values

    @Test func aListShowsAPrefixOfLongValuesOnceAndTheRowAPrefixAndADownload() async throws {
        let location = try await TestEngine.sqlite.makeLocation()
        try await Database.runScript("""
            CREATE TABLE document (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
            INSERT INTO document SELECT i, 'Title ' || i || ' ' || hex(zeroblob(20000)), 'start ' || hex(zeroblob(50000)) || ' end' FROM n;
            """, at: location)
        let database = try await Database.open(location)
        try await serve(DirectApplication(database: database)) { browser in
            // Twenty rows of 100 kB: the list is a few kilobytes a row, and no value twice.
            let list = try await browser.get("/e/document")
            #expect(list.status == .ok)
            #expect(list.page.tableRows.count == 20)
            #expect(list.page.html.utf8.count < 20 * 2_000, "\(list.page.html.utf8.count) bytes")
            #expect(list.page.html.contains("…"))
            #expect(!list.page.html.contains(" end"))
            // The row's own page shows its first 20,000 characters, and offers all of it as a
            // download.
            let row = try await browser.get("/e/document/3")
            #expect(!row.page.html.contains(" end"))
            #expect(row.page.text.contains("start " + String(repeating: "0", count: 19_000)))
            #expect(row.page.links.contains { $0.href == "/e/document/3/download/body" })
            let whole = try await browser.client.execute(uri: "/e/document/3/download/body", method: .get, headers: [:], body: nil)
            #expect(String(buffer: whole.body) == "start " + String(repeating: "0", count: 100_000) + " end")
            // Its title (the window's, the heading, the breadcrumb) is a prefix.
            #expect(try #require(row.page.all("title").first).text.count < 200)
        }
    }

    @Test(arguments: TestEngine.available)
    func binaryDataAndLongTextAreDownloadsOfEveryByte(_ engine: TestEngine) async throws {
        let location = try await engine.makeLocation()
        let long = "start " + String(repeating: "é", count: 30_000) + " end"
        try await Database.runScript(engine == .sqlite ? """
            CREATE TABLE doc (id INTEGER PRIMARY KEY, picture BLOB, body TEXT, secret BLOB);
            INSERT INTO doc VALUES (1, x'89504e470d0a1a0a00ff', '\(long)', x'01');
            """ : """
            CREATE TABLE doc (id integer PRIMARY KEY, picture bytea, body text, secret bytea);
            INSERT INTO doc VALUES (1, '\\x89504e470d0a1a0a00ff'::bytea, '\(long)', '\\x01'::bytea);
            """, at: location)
        let rules = RuleModel()
        _ = try rules.loadRules(text: "entity.name = 'doc' and task = 'inspect' => displayPropertyKeys = ['id', 'picture', 'body']",
            fileName: "doc.rules", registry: DirectRuleKeys.registry)
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let row = try await browser.get("/e/doc/1")
            #expect(row.page.links.filter { $0.text == "Download" }.map(\.href) == ["/e/doc/1/download/picture", "/e/doc/1/download/body"])
            let picture = try await browser.client.execute(uri: "/e/doc/1/download/picture", method: .get, headers: [:], body: nil)
            #expect(picture.status == .ok)
            #expect(Array(picture.body.readableBytesView) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])
            #expect(picture.headers[.contentType] == "application/octet-stream")
            #expect(picture.headers[.contentDisposition] == #"attachment; filename="doc-1-picture.bin""#)
            let body = try await browser.client.execute(uri: "/e/doc/1/download/body", method: .get, headers: [:], body: nil)
            #expect(String(buffer: body.body) == long)
            // What the row's page does not show cannot be downloaded.
            #expect(try await browser.get("/e/doc/1/download/secret").status == .notFound)
            #expect(try await browser.get("/e/doc/1/download/nothing").status == .notFound)
            #expect(try await browser.get("/e/doc/2/download/picture").status == .notFound)
        }
    }

    // MARK: - Live lists

    @Test func liveListsAreForgottenPastTheirBytesEvenWithListeners() async throws {
        let database = try await TestEngine.sqlite.sample()
        // Room for about one list of languages.
        let limits = LiveListLimits(maximumBytes: 6_000)
        let router = DirectServer.router(for: DirectApplication(database: database), liveListLimits: limits)
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            var browser = Visitor(client)
            let first = try await browser.get("/e/language?sort=name")
            let region = try #require(first.page.elements.first { $0.attributes["data-live"] != nil })
            let path = try #require(region.attributes["data-live"]) + "&since=" + (try #require(region.attributes["data-version"]))
            try await EventStream.open(port: client.port!, path: path) { stream in
                #expect(stream.status == 200)
                // Another list: the first is forgotten, and its stream ends.
                _ = try await browser.get("/e/language?sort=-name")
                await #expect(throws: EventStream.Failure.self) {
                    while true { _ = try await stream.next() }
                }
            }
        }
    }

    /// HEAD is answered as GET without the body; a stream's body, never written, never ended
    /// its subscription: after ~10,000 HEADs every GET of the stream answered 503 until a
    /// restart. Here the places are three, and thirty HEADs take none of them.
    @Test func aHeadOfAStreamTakesNoPlace() async throws {
        let database = try await TestEngine.sqlite.sample()
        let limits = LiveListLimits(maximumStreams: 3, maximumStreamsPerClient: 3)
        let router = DirectServer.router(for: DirectApplication(database: database), liveListLimits: limits)
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            for _ in 0..<30 {
                let head = try await client.execute(uri: "/live/language?sort=name", method: .head, headers: [:], body: nil)
                #expect(head.status == .ok)
                #expect(head.headers[.contentType] == "text/event-stream")
            }
            #expect(try await client.execute(uri: "/live/nothing", method: .head, headers: [:], body: nil).status == .notFound)
            let port = try #require(client.port)
            try await EventStream.open(port: port, path: "/live/language?sort=name") { stream in
                #expect(stream.status == 200)
            }
        }
    }

    /// HEAD of a streamed export says what its GET says: no length (the GET is chunked), not
    /// `Content-Length: 0`, which told a client the file was empty.
    @Test func aHeadOfAnExportSaysNoFalseLength() async throws {
        let database = try await TestEngine.sqlite.sample()
        let router = DirectServer.router(for: DirectApplication(database: database))
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            for path in ["/e/language.csv", "/e/language.json"] {
                let get = try await client.execute(uri: path, method: .get, headers: [:], body: nil)
                let head = try await client.execute(uri: path, method: .head, headers: [:], body: nil)
                #expect(head.status == get.status, "\(path)")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
                #expect(head.headers[.contentLength] == get.headers[.contentLength], "\(path): HEAD says \(head.headers[.contentLength] ?? "no length")")
                #expect(head.body.readableBytes == 0)
            }
            // A page's HEAD keeps its length.
            let page = try await client.execute(uri: "/e/language", method: .get, headers: [:], body: nil)
            let pageHead = try await client.execute(uri: "/e/language", method: .head, headers: [:], body: nil)
            #expect(pageHead.headers[.contentLength] == page.headers[.contentLength])
            #expect(pageHead.headers[.contentLength] != nil)
        }
    }

    @Test func liveStreamsAreCappedPerClientAndInAll() async throws {
        let database = try await TestEngine.sqlite.sample()
        let limits = LiveListLimits(maximumStreams: 3, maximumStreamsPerClient: 2)
        let router = DirectServer.router(for: DirectApplication(database: database), liveListLimits: limits)
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await EventStream.open(port: port, path: "/live/language") { one in
                #expect(one.status == 200)
                try await EventStream.open(port: port, path: "/live/category") { two in
                    #expect(two.status == 200)
                    // A third from the same address is refused, with a reason and a time to retry.
                    try await EventStream.open(port: port, path: "/live/actor") { three in
                        #expect(three.status == 503)
                        #expect(three.headers["retry-after"] != nil)
                    }
                }
            }
            // The places are given back when the streams end: once the server has seen the
            // connections close, which takes it a moment.
            var status = 0
            for _ in 0..<50 where status != 200 {
                status = try await EventStream.open(port: port, path: "/live/language") { $0.status }
                if status != 200 { try await Task.sleep(for: .milliseconds(100)) }
            }
            #expect(status == 200)
        }
        // The bound in all, which many clients share.
        let server = DirectServer.router(
            for: DirectApplication(database: database), liveListLimits: LiveListLimits(maximumStreams: 1, maximumStreamsPerClient: 10))
        try await Application(router: server, configuration: .init(address: .hostname("127.0.0.1", port: 0))).test(.live) { client in
            let port = try #require(client.port)
            try await EventStream.open(port: port, path: "/live/language") { one in
                #expect(one.status == 200)
                try await EventStream.open(port: port, path: "/live/category") { two in
                    #expect(two.status == 503)
                }
            }
        }
    }

    // MARK: - Slow clients

    static let short = ConnectionTimeouts(requestHead: .milliseconds(600), requestBody: .milliseconds(600), idle: .milliseconds(900))

    @Test func slowClientsAreLetGoButLiveStreamsStay() async throws {
        let database = try await TestEngine.sqlite.sample()
        let router = DirectServer.router(for: DirectApplication(database: database))
        let app = Application(router: router, server: .tessera(timeouts: Self.short), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            // Nothing at all, half a header, a stalled body: each closed after its timeout.
            for (name, bytes) in [
                ("nothing", ""),
                ("half a header", "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: "),
                ("a stalled body", "POST /e/language/1/edit HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nv.na"),
            ] {
                let held = try await SlowClient.timeUntilClosed(port: port, sending: bytes, waitingAtMost: .seconds(10))
                let seconds = try #require(held, "\(name): still open after 10 s")
                // Not before its timeout; how long after depends on how busy the machine is.
                #expect(seconds >= .milliseconds(500), "\(name): closed after \(seconds)")
            }
            // An idle kept-alive connection, after its answer.
            let idle = try await SlowClient.timeUntilClosed(port: port, sending: "GET /_tessera/none HTTP/1.1\r\nHost: localhost\r\n\r\n", waitingAtMost: .seconds(10))
            #expect(idle.map { $0 >= .milliseconds(800) } == true, "\(String(describing: idle))")
            // A live stream is a response that lasts: no timeout cuts it.
            let stream = try await SlowClient.timeUntilClosed(
                port: port, sending: "GET /live/language HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n", waitingAtMost: .seconds(3))
            #expect(stream == nil, "the live stream was closed after \(String(describing: stream))")
        }
    }

    /// An address longer than the server reads is answered 414 with what to do, once; one the
    /// server reads but whose search the engine cannot run (SQLite bounds LIKE patterns at 50,000
    /// bytes) is a 400 that says so, not a 500.
    @Test func aTooLongAddressIsAnsweredWithWhatToDo() async throws {
        let database = try await TestEngine.sqlite.sample()
        let router = DirectServer.router(for: DirectApplication(database: database))
        let app = Application(router: router, server: .tessera(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let huge = String(repeating: "a", count: 100_000)
            let (_, answer) = try await SlowClient.exchange(
                port: port, sending: "GET /e/language?q=\(huge) HTTP/1.1\r\nHost: localhost\r\n\r\n", waitingAtMost: .seconds(10))
            #expect(answer.hasPrefix("HTTP/1.1 414"), "\(answer.prefix(200))")
            #expect(answer.contains("Shorten it"))
            #expect(answer.components(separatedBy: "HTTP/1.1 ").count == 2, "one response: \(answer)")
            // 1,001 bytes (as 1,001 / 2 characters of two bytes), and 60,000.
            for word in [String(repeating: "%C3%A9", count: 501), String(repeating: "a", count: 60_000)] {
                let (_, long) = try await SlowClient.exchange(
                    port: port, sending: "GET /e/language?q=\(word) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                    waitingAtMost: .seconds(10))
                #expect(long.hasPrefix("HTTP/1.1 400"), "\(word.count): \(long.prefix(200))")
                #expect(long.contains("search for words of at most"))
            }
            // A condition with a pattern longer than SQLite takes.
            let pattern = String(repeating: "b", count: 60_000)
            let (_, condition) = try await SlowClient.exchange(
                port: port, sending: "GET /e/language?where=name%20like%20'%25\(pattern)%25' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                waitingAtMost: .seconds(10))
            #expect(condition.hasPrefix("HTTP/1.1 400"), "\(condition.prefix(200))")
            #expect(condition.contains("too large for the database"))
        }
    }

    @Test func anHTTP10ClientIsAnsweredInHTTP10AndLetGo() async throws {
        let database = try await TestEngine.sqlite.sample()
        let router = DirectServer.router(for: DirectApplication(database: database))
        let app = Application(router: router, server: .tessera(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let (held, answer) = try await SlowClient.exchange(port: port, sending: "GET /e/language HTTP/1.0\r\nHost: localhost\r\n\r\n", waitingAtMost: .seconds(30))
            #expect(held != nil, "the connection was never closed")
            #expect(answer.hasPrefix("HTTP/1.0 200"))
            #expect(!answer.lowercased().contains("transfer-encoding: chunked"))
            #expect(answer.contains("</html>"))
        }
    }
}

/// A client that sends some bytes and waits to see whether, and when, the server lets go.
enum SlowClient {
    /// How long after sending `bytes` the server closed the connection, or `nil` when it was
    /// still open after `limit`.
    static func timeUntilClosed(port: Int, sending bytes: String, waitingAtMost limit: Duration) async throws -> Duration? {
        try await exchange(port: port, sending: bytes, waitingAtMost: limit).held
    }

    /// What the server answered to `bytes`, and when it closed (`nil`: not within `limit`).
    static func exchange(port: Int, sending bytes: String, waitingAtMost limit: Duration) async throws -> (held: Duration?, answer: String) {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            let started = ContinuousClock.now
            if !bytes.isEmpty { try await outbound.write(ByteBuffer(string: bytes)) }
            return try await withThrowingTaskGroup(of: (Duration?, String).self) { group in
                group.addTask {
                    var received: [UInt8] = []
                    do {
                        for try await chunk in inbound { received += chunk.readableBytesView }
                    } catch {
                        // A reset is a close too.
                    }
                    return (ContinuousClock.now - started, String(decoding: received, as: UTF8.self))
                }
                group.addTask {
                    try await Task.sleep(for: limit)
                    return (nil, "")
                }
                let first = try await group.next()!
                group.cancelAll()
                return first
            }
        }
    }
}
