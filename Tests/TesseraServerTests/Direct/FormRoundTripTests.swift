import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraSampleData
import TesseraServer
import TesseraTestSupport
import Testing

/// Nothing changes that no one changed: every row's edit form, sent back exactly as a browser
/// sends it untouched (``BrowserForm``), saves nothing — the answer says so, and every table of
/// the database reads the same after as before. On the sample store and on the real-shaped
/// schemas of both engines, whose columns hold the values at the edges of their types
/// (booleans of three states, domains, bit strings, arrays, dates before Christ, infinities).
@Suite("A form sent back untouched changes nothing", .heavy, .serialized)
struct FormRoundTripTests {
    /// How many rows of each of the sample store's tables are sent back, spread over the table:
    /// 200 in a test run (its tables hold up to 18,000), every one with
    /// `TESSERA_ROUND_TRIP_ROWS=100000 swift test --filter FormRoundTripTests` by hand. The
    /// other fixtures' tables are sent back whole (up to 200 rows each).
    static let sampleRowsPerTable = ProcessInfo.processInfo.environment["TESSERA_ROUND_TRIP_ROWS"].flatMap(Int.init) ?? 200

    @Test(arguments: TestEngine.available)
    func theSampleStore(_ engine: TestEngine) async throws {
        // A copy of its own: were a form to change a row, no other test would see it.
        let location = try await engine.makeLocation()
        try await SampleDatabase.generate(at: location, scale: 1, replace: true)
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        try await Self.roundTrip(database, at: location, rowsPerTable: Self.sampleRowsPerTable)
    }

    @Test(arguments: TestEngine.available)
    func theAwkwardSchema(_ engine: TestEngine) async throws {
        let location = try await engine.makeLocation()
        try await Database.runScript(engine == .sqlite ? AwkwardSchema.sqlite : AwkwardSchema.postgres, at: location)
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        try await Self.roundTrip(database, at: location, rowsPerTable: 200)
    }

    @Test(.enabled(if: RealSchemas.sqlite3 != nil, "needs sqlite3"))
    func theRealShapedSQLiteSchema() async throws {
        let location = try await RealSchemas.loadSQLite()
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        try await Self.roundTrip(database, at: location, rowsPerTable: 200)
    }

    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func theRealShapedPostgreSQLSchema() async throws {
        let location = try await RealSchemas.loadPostgres()
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        // The edges of the types are there to be sent back.
        let cards = try database.model.entity(named: "loyalty_cards")
        #expect(cards.attributes.count >= 12)
        try await Self.roundTrip(database, at: location, rowsPerTable: 200)
    }

    /// A row holding bytes in a column of no type (read as their size only) takes an edit of
    /// another column, its bytes kept.
    @Test(.enabled(if: RealSchemas.sqlite3 != nil, "needs sqlite3"))
    func aRowHoldingBytesInAColumnOfNoTypeTakesAnEdit() async throws {
        let database = try await Database.open(try await RealSchemas.loadSQLite())
        defer { Task { try? await database.close() } }
        let paths = DirectPaths()
        try await serve(DirectApplication(database: database)) { browser in
            for (entity, key, column) in [("members", RowKey([3]), "notes")] {
                let path = paths.edit(entity, key: key)
                let page = try await browser.get(path)
                var form = try #require(BrowserForm(page.body, action: path))
                form.set("v." + column, to: "Edited")
                let saved = try await browser.post(path, form.submitted, withToken: false)
                #expect(saved.status == .seeOther, "\(entity): \(saved.status) \(saved.page.text.prefix(300))")
                #expect(try await database.row(of: entity, key: key)?[column] == .text("Edited"))
            }
            #expect(try await database.row(of: "members", key: RowKey([3]))?["nickname"] == .blob(size: 2))
        }
    }

    /// Sends back the edit form of up to `rowsPerTable` rows of each table the application edits
    /// (spread over the table), untouched; each must be answered "Nothing to save", and the
    /// database must read the same after — through the data layer, and byte for byte as the
    /// engine's own dump tool writes it (`sqlite3 .dump`, `pg_dump`) where it is installed.
    static func roundTrip(_ database: Database, at location: String, rowsPerTable: Int) async throws {
        // Read once: the rows to send back are taken from the dump made before.
        let (before, rowsByTable) = try await dumpAndRows(database)
        let exactBefore = try await ExactDump.of(location)
        let editable = database.model.entities.filter { !$0.isReadOnly && $0.partitionOf == nil }
        #expect(!editable.isEmpty)
        let paths = DirectPaths()
        let failures = FailureBox()
        try await serve(DirectApplication(database: database)) { browser in
            var sent = 0
            for entity in editable {
                var rows = rowsByTable[entity.name] ?? []
                if rows.isEmpty, entity.kind != .table {
                    // An updatable view is no table of the dump: its rows are read here.
                    for try await row in database.rows(matching: FetchSpecification(entityName: entity.name, pageSize: 500)) { rows.append(row) }
                }
                let step = max(1, rows.count / rowsPerTable)
                for row in stride(from: 0, to: rows.count, by: step).prefix(rowsPerTable).map({ rows[$0] }) {
                    let path = paths.edit(entity.name, key: row.primaryKey)
                    let page = try await browser.get(path)
                    guard page.status == .ok, let form = BrowserForm(page.body, action: path) else {
                        await failures.add("\(path): the form answers \(page.status)")
                        continue
                    }
                    // A browser would not send it at all: the person could save no change to the row.
                    if !form.invalidControls.isEmpty {
                        await failures.add("\(path): a browser does not send the form untouched: \(form.invalidControls) required but empty")
                    }
                    // Multipart where the form has a file field, its file parts empty.
                    let answer = try await browser.submit(path, form)
                    sent += 1
                    let notice = BooleanFormTests.notice(browser) ?? ""
                    if answer.status != .seeOther || !notice.hasPrefix("Nothing to save") {
                        let fields = form.submitted.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
                        await failures.add("\(path): \(answer.status) \(notice) \(answer.page.text.prefix(300)) — sent \(fields.prefix(600))")
                    }
                }
            }
            #expect(sent > 0)
        }
        let found = await failures.messages
        #expect(found.isEmpty, "\(found.count) forms saved something:\n\(found.prefix(40).joined(separator: "\n"))")
        let after = try await dumpAndRows(database).lines
        let exactAfter = try await ExactDump.of(location)
        if let exactBefore, let exactAfter, exactBefore != exactAfter {
            let gone = Set(exactBefore).subtracting(exactAfter).sorted().prefix(5)
            let new = Set(exactAfter).subtracting(exactBefore).sorted().prefix(5)
            Issue.record("The engine's dump changed:\n- \(gone.joined(separator: "\n- "))\n+ \(new.joined(separator: "\n+ "))")
        }
        for (table, rows) in before where after[table] != rows {
            let gone = Set(rows).subtracting(after[table] ?? [])
            let new = Set(after[table] ?? []).subtracting(rows)
            Issue.record("\(table) changed:\n- \(gone.sorted().prefix(5).joined(separator: "\n- "))\n+ \(new.sorted().prefix(5).joined(separator: "\n+ "))")
        }
    }

    /// Every row of every table, as the data layer reads it: a line a row, sorted, and the rows.
    static func dumpAndRows(_ database: Database) async throws -> (lines: [String: [String]], rows: [String: [Row]]) {
        var tables: [String: [String]] = [:]
        var rowsByTable: [String: [Row]] = [:]
        for entity in database.model.entities where entity.kind == .table {
            var lines: [String] = []
            var rows: [Row] = []
            for try await row in database.rows(matching: FetchSpecification(entityName: entity.name, pageSize: 1000)) {
                lines.append(row.namedValues.map { "\($0.0)=\(String(reflecting: $0.1))" }.joined(separator: " "))
                rows.append(row)
            }
            tables[entity.name] = lines.sorted()
            rowsByTable[entity.name] = rows
        }
        return (tables, rowsByTable)
    }

    actor FailureBox {
        var messages: [String] = []
        func add(_ message: String) { messages.append(message) }
    }

    /// A database's every value as the engine's own dump tool writes it: `sqlite3 -readonly
    /// FILE .dump`, or `pg_dump --data-only` of the database (of its schema, for a test schema),
    /// as lines, sorted, bytes that are no UTF-8 shown escaped. `nil` where the tool is missing.
    enum ExactDump {
        static func of(_ location: String) async throws -> [String]? {
            if location.hasPrefix("postgres://") || location.hasPrefix("postgresql://") {
                guard let pgDump = RealSchemas.pgDump else { return nil }
                var components = try #require(URLComponents(string: location))
                let schema = components.queryItems?.first { $0.name == "schema" }?.value
                components.query = nil
                var arguments = ["--data-only", "--no-owner", "-d", try #require(components.string)]
                if let schema { arguments += ["-n", schema] }
                return lines(try await output(of: pgDump, arguments))
                    .filter { !$0.hasPrefix("--") && !$0.hasPrefix("\\restrict") && !$0.hasPrefix("\\unrestrict") }
            }
            guard let sqlite3 = RealSchemas.sqlite3 else { return nil }
            return lines(try await output(of: sqlite3, ["-readonly", location, ".dump"]))
        }

        private static func lines(_ data: Data) -> [String] {
            data.split(separator: UInt8(ascii: "\n")).map { line in
                String(validating: line, as: UTF8.self) ?? line.map { String($0, radix: 16) }.joined(separator: " ")
            }.filter { !$0.isEmpty }.sorted()
        }

        /// What `program` writes to its standard output, read while it runs (a dump is larger
        /// than a pipe holds); a failure is the test's.
        private static func output(of program: String, _ arguments: [String]) async throws -> Data {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let data = await Task.detached { output.fileHandleForReading.readDataToEndOfFile() }.value
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "\(program) \(arguments.joined(separator: " ")): \(message)")
            return data
        }
    }
}
