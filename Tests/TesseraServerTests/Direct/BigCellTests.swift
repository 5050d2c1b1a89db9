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

/// Cells of 20 MB (issue 41): pages read and send a prefix of them, exports and downloads stream
/// every byte of them, and a client that stops reading is let go.
@Suite("Big cells", .heavy, .timeLimit(.minutes(3)))
struct BigCellTests {
    /// Ten bytes a repeat: a quote, a comma, a two-byte letter, a backslash, a line feed.
    static let unit = "\"a,é\\\nxyz"
    static let repeats = 1_000_000
    /// 10 MB and ten bytes (debug builds stream some 5 MB a second; the soak script serves 20 MB cells).
    static let big = "start " + String(repeating: unit, count: repeats) + " end"

    static func makeDatabase(_ engine: TestEngine) async throws -> Database {
        let location = try await engine.makeLocation()
        try await Database.runScript(engine == .sqlite ? """
            CREATE TABLE doc (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT);
            INSERT INTO doc VALUES (1, 'Small', 'short');
            INSERT INTO doc VALUES (2, 'Big', 'start ' || replace(hex(zeroblob(\(repeats))), '00', '"a,é\\' || char(10) || 'xyz') || ' end');
            INSERT INTO doc SELECT 3, 'Big too', body FROM doc WHERE id = 2;
            """ : """
            CREATE TABLE doc (id integer PRIMARY KEY, title text NOT NULL, body text);
            INSERT INTO doc VALUES (1, 'Small', 'short');
            INSERT INTO doc VALUES (2, 'Big', 'start ' || repeat('"a,é\\' || chr(10) || 'xyz', \(repeats)) || ' end');
            INSERT INTO doc SELECT 3, 'Big too', body FROM doc WHERE id = 2;
            """, at: location)
        return try await Database.open(location)
    }

    @Test(arguments: TestEngine.available)
    func pagesSendAPrefixAndSayItIsCut(_ engine: TestEngine) async throws {
        let database = try await Self.makeDatabase(engine)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            // The list: kilobytes, whatever the size of the cells.
            let list = try await browser.get("/e/doc")
            #expect(list.status == .ok)
            #expect(list.page.tableRows.count == 3)
            #expect(list.body.utf8.count < 30_000, "\(list.body.utf8.count) bytes")
            #expect(list.body.contains("…"))
            // Its JSON: a prefix of each long value, and which were cut, how long they are and
            // where all of each is.
            let json = try await browser.get("/e/doc.json")
            #expect(json.status == .ok)
            #expect(json.body.utf8.count < 30_000, "\(json.body.utf8.count) bytes")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any])
            let rows = try #require(document["rows"] as? [[String: Any]])
            #expect(rows.count == 3)
            let small = try #require(rows.first)
            #expect(small["cut"] == nil)
            #expect((small["values"] as? [String: Any])?["body"] as? String == "short")
            let big = rows[1]
            let prefix = try #require((big["values"] as? [String: Any])?["body"] as? String)
            #expect(prefix.unicodeScalars.count == DirectApplication.defaultCellPreviewLength)
            #expect(Self.big.hasPrefix(prefix))
            let cut = try #require((big["cut"] as? [String: Any])?["body"] as? [String: Any])
            #expect(cut["bytes"] as? Int == Self.big.utf8.count)
            #expect(cut["whole"] as? String == "/e/doc/2/download/body")
            // The row's page and its JSON: a prefix too, and the download of all of it.
            let row = try await browser.get("/e/doc/2")
            #expect(row.status == .ok)
            #expect(row.body.utf8.count < 200_000, "\(row.body.utf8.count) bytes")
            #expect(row.page.links.contains { $0.href == "/e/doc/2/download/body" })
            let rowJSON = try await browser.get("/e/doc/2.json")
            #expect(rowJSON.body.utf8.count < 200_000, "\(rowJSON.body.utf8.count) bytes")
            #expect(rowJSON.body.contains("\"whole\":\"/e/doc/2/download/body\""))
        }
    }

    /// A rule sets an entity's preview (issue 41): `cellPreviewLength = 100`.
    @Test func aRuleSetsHowMuchAListShows() async throws {
        let database = try await Self.makeDatabase(.sqlite)
        defer { Task { try? await database.close() } }
        let rules = RuleModel()
        _ = try rules.loadRules(text: "entity.name = 'doc' => cellPreviewLength = 100", fileName: "preview.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let json = try await browser.get("/e/doc.json")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any])
            let rows = try #require(document["rows"] as? [[String: Any]])
            let prefix = try #require((rows[1]["values"] as? [String: Any])?["body"] as? String)
            #expect(prefix.unicodeScalars.count == 100)
            #expect(Self.big.hasPrefix(prefix))
            let list = try await browser.get("/e/doc")
            #expect(list.body.contains(String(prefix.prefix(90))))
            #expect(!list.body.contains(String(Self.big.unicodeScalars.prefix(120))))
        }
    }

    @Test(arguments: TestEngine.available)
    func exportsAndDownloadsGiveEveryByte(_ engine: TestEngine) async throws {
        let database = try await Self.makeDatabase(engine)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            let download = try await browser.client.execute(uri: "/e/doc/3/download/body", method: .get, headers: [:], body: nil)
            #expect(download.status == .ok)
            #expect(download.body.readableBytes == Self.big.utf8.count)
            #expect(Data(download.body.readableBytesView) == Data(Self.big.utf8))

            let csv = try await browser.client.execute(uri: "/e/doc.csv", method: .get, headers: [:], body: nil)
            #expect(csv.status == .ok)
            let field = "\"" + Self.big.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            let expected = "id,title,body\r\n1,Small,short\r\n2,Big,\(field)\r\n3,Big too,\(field)\r\n"
            #expect(csv.body.readableBytes == expected.utf8.count)
            #expect(Data(csv.body.readableBytesView) == Data(expected.utf8))

            let lines = try await browser.client.execute(uri: "/e/doc.json?all=1", method: .get, headers: [:], body: nil)
            #expect(lines.status == .ok)
            let objects = String(buffer: lines.body).split(separator: "\n").map { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            }
            #expect(objects.count == 3)
            #expect(objects.map { $0?["body"] as? String } == ["short", Self.big, Self.big])
            #expect(objects.map { $0?["title"] as? String } == ["Small", "Big", "Big too"])
        }
    }

    /// A client that asks for the export of 20 MB and reads nothing is cut off after the write
    /// timeout: what it gets when it reads at last is what the buffers held, not the file.
    @Test func aClientThatDoesNotReadIsCutOff() async throws {
        let database = try await Self.makeDatabase(.sqlite)
        defer { Task { try? await database.close() } }
        let application = DirectApplication(database: database)
        let whole = 2 * (Self.big.utf8.count + 20)
        // Reading, on a server whose write timeout is two minutes: every byte. (On a machine kept
        // busy by other work, a client reading as fast as it could read nothing for seconds at a
        // time, and a short timeout rightly cut it off: which client is stalled is a matter of
        // time, so each check has a timeout far from what it waits.)
        let patient = Application(
            router: DirectServer.router(for: application), server: .tessera(timeouts: ConnectionTimeouts(write: .seconds(120))),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await patient.test(.live) { client in
            let reader = try await NonReadingClient.received(port: try #require(client.port), path: "/e/doc.csv", pausingFor: .zero)
            #expect(reader >= whole)
        }
        // Not reading for eight seconds, on a server whose write timeout is half a second: a
        // few megabytes at most.
        let strict = Application(
            router: DirectServer.router(for: application), server: .tessera(timeouts: ConnectionTimeouts(write: .milliseconds(500))),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await strict.test(.live) { client in
            let port = try #require(client.port)
            let stalled = try await NonReadingClient.received(port: port, path: "/e/doc.csv", pausingFor: .seconds(8))
            #expect(stalled < whole / 2, "\(stalled) bytes of \(whole)")
            // A live stream's client that reads is not cut (it is quiet: nothing fills its buffers).
            let stream = try await SlowClient.timeUntilClosed(
                port: port, sending: "GET /live/doc HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n", waitingAtMost: .seconds(2))
            #expect(stream == nil, "the live stream was closed after \(String(describing: stream))")
        }
    }
}

/// A client that sends a request, reads nothing for a while, then reads all it can.
///
/// It counts on its event loop's thread, never on Swift's cooperative pool: with the server's
/// own work (escaping megabytes in a debug build) and the suite's other tests on that pool, a
/// reader waiting for its turn there read nothing for seconds and was — rightly — cut off.
enum NonReadingClient {
    /// Counts what arrives, and says when the connection ends.
    private final class Counter: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        // Touched only on the channel's event loop.
        var count = 0
        let ended: EventLoopPromise<Int>

        init(ended: EventLoopPromise<Int>) {
            self.ended = ended
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            count += unwrapInboundIn(data).readableBytes
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            // A reset is an end too.
            context.close(promise: nil)
        }

        func channelInactive(context: ChannelHandlerContext) {
            ended.succeed(count)
        }
    }

    /// The bytes received for `path` when the client first waits `pause` without reading.
    static func received(port: Int, path: String, pausingFor pause: Duration) async throws -> Int {
        let group = MultiThreadedEventLoopGroup.singleton
        let ended = group.any().makePromise(of: Int.self)
        let channel = try await ClientBootstrap(group: group)
            // A small receive buffer, and nothing read until asked: the server's writes fill it.
            .channelOption(.socketOption(.so_rcvbuf), value: 16 * 1024)
            .channelOption(.autoRead, value: pause == .zero)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Counter(ended: ended)) }
            }
            .connect(host: "127.0.0.1", port: port).get()
        try await channel.writeAndFlush(ByteBuffer(string: "GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"))
        if pause > .zero {
            try await Task.sleep(for: pause)
            try await channel.setOption(.autoRead, value: true).get()
            channel.read()
        }
        return try await ended.futureResult.get()
    }
}
