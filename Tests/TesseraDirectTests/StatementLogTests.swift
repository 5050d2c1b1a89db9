import Foundation
import TesseraData
import TesseraDirect
import TesseraTestSupport
import Testing

/// `Database.open(statementLog:)`, which `tessera serve --log-statements` turns on: the
/// statements a page runs are in the log, each with its SQL, its values as the engine received
/// them, its time and its rows — what Benchmarks/Floor replays.
@Suite("The statement log", .heavy)
struct StatementLogTests {
    /// The log's lines, each read as a JSON object (a line that is not one fails the test).
    func entries(at path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "not a JSON object: \(line)")
        }
    }

    /// A bound value as the log writes it for `engine`: SQLite receives a number as a number,
    /// PostgreSQL every value as its text.
    func bound(_ value: Int, on engine: TestEngine) -> String {
        engine == .sqlite ? "\(value)" : "\"\(value)\""
    }

    @Test(arguments: TestEngine.available)
    func aPagesStatementsAreInTheLog(engine: TestEngine) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-statement-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("statements.jsonl").path
        let database = try await Database.open(try await engine.sampleLocation(), readOnly: true, statementLog: try StatementLog(path: path))
        let application = DirectApplication(database: database)

        // A film's page: the film read by its key, 10, among the page's statements.
        guard case .page(_, let status) = try await application.respond(to: DirectRequest(path: "/e/film/10")) else {
            Issue.record("film 10's page is not a page")
            return
        }
        #expect(status == 200)
        let rowPage = try entries(at: path)
        #expect(!rowPage.isEmpty)
        for entry in rowPage {
            #expect(entry["sql"] is String)
            #expect(entry["binds"] is [Any])
            #expect((entry["ms"] as? NSNumber).map { $0.doubleValue >= 0 } == true)
            #expect(entry["error"] == nil)
        }
        let film = rowPage.first { entry in
            let sql = entry["sql"] as? String ?? ""
            return sql.contains(#"FROM "film""#) && sql.contains(#""film_id""#) && (entry["rows"] as? Int) == 1
        }
        let filmStatement = try #require(film, "no statement read film 10: \(rowPage.map { $0["sql"] ?? "" })")
        // The key as the engine received it, read back from the line's own text.
        let binds = try JSONSerialization.data(withJSONObject: filmStatement["binds"] as Any)
        #expect(String(decoding: binds, as: UTF8.self).contains(bound(10, on: engine)))

        // A search for text with a quote: the line is still one JSON object (its SQL holds the
        // backslash of LIKE's ESCAPE too), and the text comes back among the values.
        let before = rowPage.count
        _ = try await application.respond(to: DirectRequest(path: "/e/film", parameters: [("q", #"o"b"#)]))
        let search = try entries(at: path).dropFirst(before)
        #expect(!search.isEmpty)
        #expect(search.contains { entry in
            (entry["binds"] as? [Any] ?? []).contains { ($0 as? String)?.contains(#"o"b"#) == true }
        })
        try await database.close()
    }
}
