import NIOCore
import TesseraData
import TesseraTestSupport
import Testing

/// Binary data written as bytes (``DatabaseValue/bytes(_:)``): an upload's bytes bound as they
/// are, read back whole, on both engines.
@Suite("Writing binary data", .heavy)
struct BinaryWriteTests {
    static let sqlite = "CREATE TABLE doc (id INTEGER PRIMARY KEY, name TEXT NOT NULL, content BLOB);"
    static let postgres = "CREATE TABLE doc (id serial PRIMARY KEY, name text NOT NULL, content bytea);"

    /// Bytes no text could carry: every byte value, NULs, a line break and what looks like a
    /// multipart boundary.
    static func bytes(count: Int) -> [UInt8] {
        let pattern = Array(0...255).map(UInt8.init) + Array("\r\n--boundary--\r\n\0\0".utf8)
        return (0..<count).map { pattern[$0 % pattern.count] }
    }

    @Test("Bytes of every size are written and read back whole, by insert and by update", arguments: TestEngine.available)
    func bytesRoundTrip(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        for count in [0, 1, 255, 70_000, 1 << 20] {
            let written = Self.bytes(count: count)
            let inserted = try await database.insert(into: "doc", values: ["name": .text("file \(count)"), "content": .bytes(ByteBuffer(bytes: written))])
            #expect(inserted["content"] == .blob(size: count), "read back as its size")
            let read = try await database.contents(of: "content", inRowOf: "doc", key: inserted.primaryKey)
            #expect(read == written, "\(count) bytes")
            // Replaced by an update: the row's other values untouched, the version checked.
            let replacement = Array(written.reversed()) + [0]
            let updated = try await database.update(inserted, changes: ["content": .bytes(ByteBuffer(bytes: replacement))])
            #expect(updated["content"] == .blob(size: count + 1) && updated["name"] == .text("file \(count)"))
            #expect(try await database.contents(of: "content", inRowOf: "doc", key: inserted.primaryKey) == replacement)
        }
        // The same statement again, now with text where bytes were: nothing of the bytes stays bound.
        let plain = try await database.insert(into: "doc", values: ["name": .text("none"), "content": .null])
        #expect(plain["content"] == .null)
    }

    @Test("Bytes go into binary columns only, and are never written into the history as bytes", arguments: TestEngine.available)
    func bytesAreRefusedElsewhere(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        await #expect(throws: ValidationError.self) {
            try await database.insert(into: "doc", values: ["name": .bytes(ByteBuffer(bytes: [1, 2, 3]))])
        }
        #expect(HistoryEntry.keptText(of: .bytes(ByteBuffer(bytes: [1, 2, 3]))) == "(3 bytes of binary data)")
        #expect(DatabaseValue.bytes(ByteBuffer(bytes: [1, 2])).text == "<2 bytes>")
        #expect(DatabaseValue.bytes(ByteBuffer(bytes: [1, 2])).binarySize == 2)
    }
}
