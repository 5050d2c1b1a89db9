import Foundation
@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// Long values of SQLite tables read in parts (issue 41): a prefix for a page, slices for a
/// download. Rowid tables read them through blob handles; a table whose column is named
/// `rowid`, a `WITHOUT ROWID` table and one with a generated column read them by `substr`. Both
/// ways give the same characters and the same bytes.
@Suite("SQLite long values in parts")
struct SQLiteLongValueTests {
    /// 'a', then 3,000 two-byte and 3,000 three-byte characters, and an emoji at the end: a cut
    /// at a character count falls inside a character's bytes.
    static let body = "a" + String(repeating: "é", count: 3_000) + String(repeating: "€", count: 3_000) + "🙂"
    static let tables = ["plain", "named", "keyed", "generated"]

    static func makeFile() async throws -> String {
        let location = try await TestEngine.sqlite.makeLocation()
        let literal = "'" + body + "'"
        try await Database.runScript("""
            CREATE TABLE plain (id INTEGER PRIMARY KEY, body TEXT, data BLOB);
            CREATE TABLE named (k TEXT PRIMARY KEY, "rowid" TEXT, body TEXT);
            CREATE TABLE keyed (k TEXT PRIMARY KEY, body TEXT) WITHOUT ROWID;
            CREATE TABLE generated (id INTEGER PRIMARY KEY, body TEXT, size INTEGER GENERATED ALWAYS AS (length(body)));
            INSERT INTO plain VALUES (1, \(literal), randomblob(100000));
            INSERT INTO plain VALUES (2, 'short', x'00ff');
            INSERT INTO plain VALUES (3, 'x' || char(0) || 'y' || \(literal), NULL);
            INSERT INTO named VALUES ('1', 'not the rowid', \(literal));
            INSERT INTO keyed VALUES ('1', \(literal));
            INSERT INTO generated (id, body) VALUES (1, \(literal));
            """, at: location)
        return location
    }

    @Test func aPrefixIsTheFirstCharactersWhicheverWayItIsRead() async throws {
        let database = try await Database.open(try await Self.makeFile())
        defer { Task { try? await database.close() } }
        for table in Self.tables {
            var specification = FetchSpecification(entityName: table, pageSize: 10)
            specification.valuePrefixLength = 100
            let row = try #require(try await database.fetch(specification).rows.first)
            #expect(row["body"] == .text(String(Self.body.unicodeScalars.prefix(100))), "\(table)")
            #expect(row.isCut("body"), "\(table)")
            #expect(row.wholeSize(ofCut: "body") == Self.body.utf8.count, "\(table)")
        }
        var specification = FetchSpecification(entityName: "plain", pageSize: 10)
        specification.valuePrefixLength = 100
        let rows = try await database.fetch(specification).rows
        // Short values whole; binary data by its size.
        #expect(rows[1]["body"] == .text("short") && !rows[1].isCut("body"))
        #expect(rows[0]["data"] == .blob(size: 100_000))
        #expect(rows[1]["data"] == .blob(size: 2))
    }

    @Test func slicesGiveEveryByteWhicheverWayTheyAreRead() async throws {
        let database = try await Database.open(try await Self.makeFile())
        defer { Task { try? await database.close() } }
        for table in Self.tables {
            var bytes: [UInt8] = []
            var largest = 0
            let found = try await database.writeContents(of: "body", inRowOf: table, key: RowKey([table == "plain" || table == "generated" ? .integer(1) : .text("1")]), sliceSize: 1_000) {
                largest = max(largest, $0.count)
                bytes += $0
            }
            #expect(found, "\(table)")
            #expect(bytes == Array(Self.body.utf8), "\(table)")
            #expect(largest <= 1_000, "\(table)")
        }
        // Binary data, and text with a NUL inside, byte for byte.
        let whole = try #require(try await database.contents(of: "data", inRowOf: "plain", key: RowKey([.integer(1)])))
        var data: [UInt8] = []
        try await database.writeContents(of: "data", inRowOf: "plain", key: RowKey([.integer(1)]), sliceSize: 4_096) { data += $0 }
        #expect(data == whole && data.count == 100_000)
        var text: [UInt8] = []
        try await database.writeContents(of: "body", inRowOf: "plain", key: RowKey([.integer(3)])) { text += $0 }
        #expect(text == Array("x\u{0}y".utf8) + Array(Self.body.utf8))
        // No value, no row.
        #expect(try await database.writeContents(of: "data", inRowOf: "plain", key: RowKey([.integer(3)])) { _ in } == false)
        #expect(try await database.writeContents(of: "data", inRowOf: "plain", key: RowKey([.integer(9)])) { _ in } == false)
    }

    @Test func aRowDeletedBetweenTwoSlicesEndsTheReadingWithoutAnError() async throws {
        let location = try await Self.makeFile()
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        var slices = 0
        let found = try await database.writeContents(of: "body", inRowOf: "plain", key: RowKey([.integer(1)]), sliceSize: 1_000) { _ in
            slices += 1
            if slices == 1 { try await Database.runScript("DELETE FROM plain WHERE id = 1", at: location) }
        }
        #expect(found)
        #expect(slices == 1)
    }
}
