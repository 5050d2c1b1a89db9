import Foundation
import Logging
import TesseraServer
import Testing
import TesseraTestSupport

@Suite("JSON log lines", .heavy)
struct JSONLogHandlerTests {
    /// Logs through a handler writing into a pipe, and returns the lines written, parsed.
    private func lines(_ body: (Logger) -> Void) throws -> [[String: Any]] {
        let pipe = Pipe()
        var logger = Logger(label: "tessera") { label in JSONLogHandler(label: label, output: pipe.fileHandleForWriting) }
        logger.logLevel = .debug
        body(logger)
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func eachEntryIsOneObjectWithItsMetadataAsFields() throws {
        let written = try lines { logger in
            var logger = logger
            logger[metadataKey: "hb.request.id"] = "3b0f0c8d"
            logger.notice("GET /e/film 200 12 ms", metadata: ["status": .stringConvertible(200), "duration_ms": .stringConvertible(12.4), "path": "/e/film"])
            logger.error("a \"quoted\"\nline\twith\u{0}controls \u{2028}")
        }
        #expect(written.count == 2)
        let request = written[0]
        #expect(request["level"] as? String == "notice")
        #expect(request["label"] as? String == "tessera")
        #expect(request["message"] as? String == "GET /e/film 200 12 ms")
        #expect(request["request_id"] as? String == "3b0f0c8d", "Hummingbird's request id, under the name every line shares")
        #expect(request["status"] as? Int == 200, "a number stays a number")
        #expect(request["duration_ms"] as? Double == 12.4)
        #expect(request["path"] as? String == "/e/film")
        let time = try #require(request["time"] as? String)
        #expect(time.hasSuffix("Z") && time.contains("."), "UTC, with milliseconds: \(time)")
        #expect(written[1]["message"] as? String == "a \"quoted\"\nline\twith\u{0}controls \u{2028}", "control characters survive, escaped")
        #expect(written[1]["request_id"] as? String == "3b0f0c8d")
    }

    @Test func nestedMetadataAndNamesThatWouldShadowTheFields() throws {
        let written = try lines { logger in
            logger.info("nested", metadata: ["error": ["kind": "busy", "tries": .array(["1", .stringConvertible(2)])], "message": "not this"])
        }
        let entry = try #require(written.first)
        #expect(entry["message"] as? String == "nested", "metadata cannot overwrite the entry's own fields")
        let error = try #require(entry["error"] as? [String: Any])
        #expect(error["kind"] as? String == "busy")
        #expect((error["tries"] as? [Any])?.count == 2)
    }
}
