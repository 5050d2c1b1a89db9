import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// RFC 4180, read strictly: the test's own reader, so that what the server writes is checked by
/// something that did not write it.
private func parseCSV(_ text: String) throws -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var characters = Array(text.unicodeScalars)[...]
    var quoted = false
    while let scalar = characters.popFirst() {
        if quoted {
            if scalar == "\"" {
                if characters.first == "\"" {
                    characters.removeFirst()
                    field.unicodeScalars.append("\"")
                } else {
                    quoted = false
                }
            } else {
                field.unicodeScalars.append(scalar)
            }
        } else if scalar == "\"" && field.isEmpty {
            quoted = true
        } else if scalar == "," {
            record.append(field)
            field = ""
        } else if scalar == "\r" {
            guard characters.popFirst() == "\n" else { throw CSVError.bareCarriageReturn }
            record.append(field)
            records.append(record)
            record = []
            field = ""
        } else if scalar == "\n" || scalar == "\"" {
            throw CSVError.unquoted(scalar)
        } else {
            field.unicodeScalars.append(scalar)
        }
    }
    guard !quoted, field.isEmpty, record.isEmpty else { throw CSVError.unterminated }
    return records
}

private enum CSVError: Error {
    case bareCarriageReturn, unquoted(Unicode.Scalar), unterminated
}

@Suite("Every row of a list as CSV")
struct CSVExportTests {
    private func get(_ client: any TestClientProtocol, _ uri: String) async throws -> (status: HTTPResponse.Status, type: String?, disposition: String?, body: String) {
        let response = try await client.execute(uri: uri, method: .get, headers: [:], body: nil)
        return (response.status, response.headers[.contentType], response.headers[.contentDisposition], String(buffer: response.body))
    }

    @Test func theWholeRentalTableIsOneLineARowWithTheDatabasesValues() async throws {
        let database = try await TestEngine.sqlite.sample()
        let application = DirectApplication(database: database)
        try await serve(application) { browser in
            let csv = try await get(browser.client, "/e/rental.csv")
            #expect(csv.status == .ok)
            #expect(csv.type == "text/csv; charset=utf-8")
            #expect(csv.disposition == #"attachment; filename="rental.csv""#)
            let records = try parseCSV(csv.body)
            let header = try #require(records.first)
            #expect(header == ["rental_id", "rental_date", "inventory_id", "customer_id", "return_date", "staff_id", "last_update"], "\(header)")
            // Every row, with the values the database has: read here page by page too.
            var expected: [String: [String]] = [:]
            var cursor: PageCursor?
            repeat {
                let page = try await database.fetch(FetchSpecification(entityName: "rental", pageSize: 5_000), at: cursor)
                for row in page.rows {
                    expected[row["rental_id"].text!] = header.map { row[$0].text ?? "" }
                }
                cursor = page.nextCursor
            } while cursor != nil
            let rows = records.dropFirst()
            #expect(rows.count == expected.count && rows.count >= 18_000, "\(rows.count) rows of \(expected.count)")
            var mismatches = 0
            for row in rows where expected[row[0]] != row { mismatches += 1 }
            #expect(mismatches == 0)
            // In the list's order: by key.
            #expect(rows.prefix(3).map { $0[0] } == ["1", "2", "3"])
        }
    }

    @Test func hostileTextIsQuotedAndNeutralisedUnlessRawIsAsked() async throws {
        let values = [
            "=1+1", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A2)", "\tTAB", "a,b", #"say "hi""#, "two\nlines", "crlf\r\nend",
            "ünïcödé ✓", "", "plain",
        ]
        let script = (["CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT, amount INTEGER);"]
            + values.enumerated().map { index, value in
                "INSERT INTO note VALUES (\(index + 1), '\(value.replacingOccurrences(of: "'", with: "''"))', \(index % 2 == 0 ? -index : index));"
            } + ["INSERT INTO note VALUES (100, NULL, NULL);"]).joined(separator: "\n")
        let database = try await TestEngine.sqlite.database(sqlite: script, postgres: script)
        try await serve(DirectApplication(database: database)) { browser in
            let raw = try parseCSV(try await get(browser.client, "/e/note.csv?raw=1").body)
            #expect(raw.first == ["id", "body", "amount"])
            #expect(raw.dropFirst().prefix(values.count).map { $0[1] } == values)
            #expect(raw.last == ["100", "", ""])
            #expect(raw[1][2] == "0" && raw[3][2] == "-2", "numbers as stored, negative ones untouched")
            let safe = try parseCSV(try await get(browser.client, "/e/note.csv").body)
            let bodies = safe.dropFirst().prefix(values.count).map { $0[1] }
            #expect(bodies.prefix(5) == ["'=1+1", "'+cmd|' /C calc'!A0", "'-2+3", "'@SUM(A1:A2)", "'\tTAB"])
            #expect(Array(bodies.dropFirst(5)) == Array(values.dropFirst(5)))
            #expect(safe[3][2] == "-2", "a negative number is no formula")
        }
    }

    @Test func theListsSearchFiltersOrderAndColumnsCarryOver() async throws {
        let database = try await TestEngine.sqlite.sample()
        let rules = RuleModel()
        _ = try rules.loadRules(
            text: "entity.name = 'rental' => hiddenPropertyKeys = ['last_update', 'staff']\ntask = 'query' => visibleEntityNames = ['rental', 'customer']",
            fileName: "export.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let list = try await browser.get("/e/rental?f.customer_id=1&sort=-rental_date")
            let link = try #require(list.page.links.first { $0.href.contains(".csv") }?.href)
            #expect(link == "/e/rental.csv?sort=-rental_date&f.customer_id=1")
            let records = try parseCSV(try await get(browser.client, link).body)
            #expect(records.first == ["rental_id", "rental_date", "inventory_id", "customer_id", "return_date"], "hidden columns stay hidden")
            let rows = records.dropFirst()
            let count = try await database.count(FetchSpecification(entityName: "rental", qualifier: .comparison("customer_id", .equal, .integer(1))))
            #expect(rows.count == count.value)
            #expect(rows.allSatisfy { $0[3] == "1" })
            let dates = rows.map { $0[1] }
            #expect(dates == dates.sorted(by: >), "the list's order")
            // A hidden table has no CSV, as it has no page; nor does a table that is not there.
            #expect(try await get(browser.client, "/e/film.csv").status == .notFound)
            #expect(try await get(browser.client, "/e/nothing.csv").status == .notFound)
            #expect(try await get(browser.client, "/e/rental.csv?sort=nope").status == .badRequest)
        }
    }
}
