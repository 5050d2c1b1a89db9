import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// Binary data exported losslessly (issue 40, item 5), and the CSV's formula guard on text people
/// type only. Before, a CSV held `<8 bytes>` for a picture, JSON lines `{"size":8}`, and an
/// interval or a date got an apostrophe (`'-1 days +02:03:00`, `'-infinity`).
@Suite("Binary data in exports", .heavy)
struct BinaryExportTests {
    /// Every byte value, then 200,000 bytes more: past a slice, with a length not a multiple of
    /// three (base64's groups).
    static let bytes: [UInt8] = Array(0...255) + (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }

    static func makeDatabase(_ engine: TestEngine) async throws -> Database {
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        return try await engine.database(
            sqlite: """
                CREATE TABLE attachment (id INTEGER PRIMARY KEY, name TEXT NOT NULL, data BLOB, note TEXT);
                INSERT INTO attachment VALUES (1, '=cmd', x'\(hex)', '-2+3');
                INSERT INTO attachment VALUES (2, 'empty', x'', NULL);
                INSERT INTO attachment VALUES (3, 'none', NULL, '@x');
                INSERT INTO attachment VALUES (4, 'tiny', x'ff', 'plain');
                """,
            postgres: """
                CREATE TABLE attachment (id integer PRIMARY KEY, name text NOT NULL, data bytea, note text, span interval, day date);
                INSERT INTO attachment VALUES (1, '=cmd', '\\x\(hex)', '-2+3', '-1 days +02:03:00', '-infinity');
                INSERT INTO attachment VALUES (2, 'empty', '\\x', NULL, NULL, NULL);
                INSERT INTO attachment VALUES (3, 'none', NULL, '@x', NULL, NULL);
                INSERT INTO attachment VALUES (4, 'tiny', '\\xff', 'plain', NULL, NULL);
                """)
    }

    @Test(arguments: TestEngine.available)
    func csvAndJSONLinesGiveEveryByteAsBase64(_ engine: TestEngine) async throws {
        let database = try await Self.makeDatabase(engine)
        defer { Task { try? await database.close() } }
        let encoded = Data(Self.bytes).base64EncodedString()
        try await serve(DirectApplication(database: database)) { browser in
            let csv = try await browser.client.execute(uri: "/e/attachment.csv?sort=id", method: .get, headers: [:], body: nil)
            #expect(csv.status == .ok)
            let lines = String(buffer: csv.body).components(separatedBy: "\r\n")
            let header = lines[0].split(separator: ",").map(String.init)
            #expect(header.prefix(4) == ["id", "name", "data (base64)", "note"])
            let first = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            #expect(first[2] == encoded, "the whole value, byte for byte")
            // Typed text keeps its guard; binary data, dates and intervals need none.
            #expect(first[1] == "'=cmd" && first[3] == "'-2+3")
            if engine == .postgres {
                #expect(first[4] == "-1 days +02:03:00" && first[5] == "-infinity", "\(first)")
            }
            #expect(lines[2].hasPrefix("2,empty,,"), "no bytes: an empty field")
            #expect(lines[3].hasPrefix("3,none,,'@x"), "NULL: an empty field")
            #expect(lines[4].hasPrefix("4,tiny,/w==,plain"))

            let jsonLines = try await browser.client.execute(uri: "/e/attachment.json?all=1&sort=id", method: .get, headers: [:], body: nil)
            let objects = try String(buffer: jsonLines.body).split(separator: "\n").map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(objects.count == 4)
            let data = try #require(objects[0]["data"] as? [String: Any])
            #expect(data["$base64"] as? Bool == true)
            #expect(data["encoded"] as? String == encoded)
            #expect((objects[1]["data"] as? [String: Any])?["encoded"] as? String == "")
            #expect(objects[2]["data"] is NSNull)
            #expect((objects[3]["data"] as? [String: Any])?["encoded"] as? String == "/w==")
            #expect(objects[0]["note"] as? String == "-2+3", "JSON is not neutralised")

            // A page's JSON gives the size, and where every byte is.
            let page = try await browser.get("/e/attachment.json?sort=id")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(page.body.utf8)) as? [String: Any])
            let row = try #require((document["rows"] as? [[String: Any]])?.first)
            #expect(((row["values"] as? [String: Any])?["data"] as? [String: Any])?["size"] as? Int == Self.bytes.count)
            let cut = try #require((row["cut"] as? [String: Any])?["data"] as? [String: Any])
            #expect(cut["whole"] as? String == "/e/attachment/1/download/data")
            let download = try await browser.client.execute(uri: "/e/attachment/1/download/data", method: .get, headers: [:], body: nil)
            #expect(Array(download.body.readableBytesView) == Self.bytes)
            #expect(download.headers[.contentDisposition]?.hasPrefix("attachment") == true)
            #expect(download.headers[.xContentTypeOptions] == "nosniff")
        }
    }
}
