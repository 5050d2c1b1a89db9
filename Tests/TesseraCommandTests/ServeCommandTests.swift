import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TesseraTestSupport

/// The `tessera` program itself, run as a person runs it: its arguments, its messages, its exit
/// status, and a real server answering on the address it prints.
@Suite("tessera serve", .heavy)
struct ServeCommandTests {
    /// The program, built next to the tests (this target depends on it).
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tessera").path

    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-command-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// The sample store, made once with `tessera sample-db`.
    static let sample: Task<String, any Error> = Task {
        let path = folder.appendingPathComponent("rental.sqlite").path
        let result = try await run(["sample-db", "--output", path, "--replace"])
        guard result.status == 0 else { throw ProgramFailed(output: result.standardError) }
        return path
    }

    struct ProgramFailed: Error { let output: String }

    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// Runs the program to its end, waiting on a thread of its own: the waits block, and a
    /// blocked thread of the tests' few shared ones would stall every other test meanwhile.
    static func run(_ arguments: [String], in directory: URL? = nil, program: String = executable) async throws -> Result {
        try await onAThreadOfItsOwn { try runBlocking(arguments, in: directory, program: program) }
    }

    private static func runBlocking(_ arguments: [String], in directory: URL?, program: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        // Told by the termination handler, set before the program starts: waitUntilExit waits on
        // a run loop for a notice that, off the main thread and under load, may never come.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return Result(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self), standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: [
        (["serve", "/no/such/file.sqlite"], Int32(1), "there is no database at '/no/such/file.sqlite'"),
        (["serve", "postgres://nobody@127.0.0.1:1/nothing"], 1, "127.0.0.1:1 as 'nobody': nothing listens there (connection refused)"),
        (["serve", "mysql://somewhere/db"], 1, "mysql"),
        (["serve", "--host", "0.0.0.0"], 64, "give --users (or --user and --password-file)"),
        (["serve", "--user", "ada"], 64, "--user and --password-file go together"),
        (["serve", "--look", "fancy"], 64, "'fancy' is invalid for '--look <look>'. Please provide one of 'basic' and 'fiori'"),
        (["serve", "--port", "70000"], 64, "--port must be a number from 0 to 65535"),
        (["serve", "--host", "127.0.0.1 "], 64, "--host must be an address or a name without spaces"),
        (["serve", "--allowed-host", "shop.example:8080"], 64, "--allowed-host must be a host name or address"),
        (["serve", "postgres://me@localhost/shop", "--immutable"], 64, "--immutable is for an SQLite file"),
        (["serve", "--sql-time-limit", "0"], 64, "--sql-time-limit must be a number of seconds from 0.001 to 3600"),
        (["serve", "--sql-time-limit", "99999"], 64, "--sql-time-limit must be a number of seconds from 0.001 to 3600"),
        (["serve", "--sql-role", ""], 64, "--sql-role must name a PostgreSQL role"),
        (["serve", "--secret-file", "secret"], 64, "--secret-file signs the sessions of --user"),
    ])
    func mistakesAreOneClearLine(_ arguments: [String], _ status: Int32, _ message: String) async throws {
        let result = try await Self.run(arguments, in: Self.folder)
        #expect(result.status == status)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!result.standardError.contains("Fatal error"))
    }

    @Test func versionIsOneLine() async throws {
        let result = try await Self.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("tessera 0."), "\(result.standardOutput)")
        #expect(result.standardOutput.split(separator: "\n").count == 1)
    }

    @Test func aBrokenRulesFileSaysWhereAndStops() async throws {
        let database = try await Self.sample.value
        let rules = Self.folder.appendingPathComponent("broken.rules")
        try "task = 'list' => displayNameForProperty = \n".write(to: rules, atomically: true, encoding: .utf8)
        let result = try await Self.run(["serve", database, "--rules", rules.path, "--port", "0"])
        #expect(result.status == 1)
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains("broken.rules:1:"))
    }

    @Test func servesTheDatabaseAndReloadsItsRules() async throws {
        let database = try await Self.sample.value
        let rules = Self.folder.appendingPathComponent("live.rules")
        try "entity.name = 'film' and propertyKey = 'title' => displayNameForProperty = 'Name of the film'\n".write(to: rules, atomically: true, encoding: .utf8)
        let server = try ServerProcess(arguments: ["serve", database, "--rules", rules.path, "--port", "0"])
        defer { server.stop() }
        let address = try await server.address()
        #expect(address.hasPrefix("http://127.0.0.1:"))
        let list = try await Self.fetch(address + "e/film")
        #expect(list.status == 200)
        #expect(list.body.contains("Name of the film"))
        // Each request is one line of the log: method, address, status, time.
        try await server.waitForError(containing: "GET /e/film 200 ")
        _ = try await Self.fetch(address + "e/no_such_entity")
        try await server.waitForError(containing: "GET /e/no_such_entity 404 ")

        // Change the file: the server reloads it.
        try await Task.sleep(for: .seconds(1.1))  // a modification time the watcher can tell apart
        try "entity.name = 'film' and propertyKey = 'title' => displayNameForProperty = 'Title of the film'\n".write(to: rules, atomically: true, encoding: .utf8)
        try await server.waitForError(containing: "reloaded")
        #expect(try await Self.fetch(address + "e/film").body.contains("Title of the film"))

        // Break it: the rules that worked stay.
        try await Task.sleep(for: .seconds(1.1))
        try "entity.name = => \n".write(to: rules, atomically: true, encoding: .utf8)
        try await server.waitForError(containing: "keeping the rules that worked")
        #expect(try await Self.fetch(address + "e/film").body.contains("Title of the film"))
    }

    /// A file of saved queries: its mistakes stop the command with their lines, and so does a
    /// query the database cannot run; a good file's queries are pages, with `--no-sql` too.
    @Test func savedQueriesAreCheckedBeforeTheyAreServed() async throws {
        let database = try await Self.sample.value
        let broken = Self.folder.appendingPathComponent("broken-queries.yaml")
        try "queries:\n  late:\n    title: No query\n".write(to: broken, atomically: true, encoding: .utf8)
        let refused = try await Self.run(["serve", database, "--queries", broken.path, "--port", "0"])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("broken-queries.yaml:3: query 'late' has no 'sql'"), "\(refused.standardError)")

        let wrong = Self.folder.appendingPathComponent("wrong-queries.yaml")
        try "queries:\n  typo:\n    sql: SELECT * FROM flim\n  writes:\n    sql: DELETE FROM film\n".write(to: wrong, atomically: true, encoding: .utf8)
        let cannotRun = try await Self.run(["serve", database, "--queries", wrong.path, "--port", "0"])
        #expect(cannotRun.status == 1)
        #expect(cannotRun.standardError.contains("query 'typo' does not run"), "\(cannotRun.standardError)")
        #expect(cannotRun.standardError.contains("flim"))
        #expect(cannotRun.standardError.contains("query 'writes' does not run"))

        // A query that writes, on a server that changes nothing.
        let writing = Self.folder.appendingPathComponent("writing-queries.yaml")
        try "queries:\n  clear:\n    sql: DELETE FROM film WHERE film_id = :id\n    write: true\n".write(to: writing, atomically: true, encoding: .utf8)
        let readOnly = try await Self.run(["serve", database, "--queries", writing.path, "--read-only", "--port", "0"])
        #expect(readOnly.status == 1)
        #expect(readOnly.standardError.contains("the query 'clear'") && readOnly.standardError.contains("writes"), "\(readOnly.standardError)")

        let good = Self.folder.appendingPathComponent("queries.yaml")
        try "queries:\n  long-films:\n    title: Long films\n    sql: SELECT title FROM film WHERE length > :minutes ORDER BY title LIMIT 3\n"
            .write(to: good, atomically: true, encoding: .utf8)
        let server = try ServerProcess(arguments: ["serve", database, "--queries", good.path, "--no-sql", "--port", "0"])
        defer { server.stop() }
        let address = try await server.address()
        #expect(try await Self.fetch(address).body.contains("Long films"))
        let page = try await Self.fetch(address + "q/long-films?minutes=100")
        #expect(page.status == 200)
        #expect(page.body.contains("3 rows in"))
        #expect(try await Self.fetch(address + "sql").status == 404)

        // The file changes: its queries are served from then on, without a restart.
        try await Task.sleep(for: .milliseconds(1100))
        try "queries:\n  short-films:\n    title: Short films\n    sql: SELECT title FROM film WHERE length < :minutes ORDER BY title LIMIT 3\n"
            .write(to: good, atomically: true, encoding: .utf8)
        try await server.waitForError(containing: "reloaded")
        #expect(try await Self.fetch(address + "q/short-films?minutes=60").status == 200)
        #expect(try await Self.fetch(address + "q/long-films?minutes=100").status == 404)
        // A mistake in it keeps the queries that worked, and says why.
        try await Task.sleep(for: .milliseconds(1100))
        try "queries:\n  typo:\n    sql: SELECT * FROM flim\n".write(to: good, atomically: true, encoding: .utf8)
        try await server.waitForError(containing: "keeping the queries that worked")
        #expect(try await Self.fetch(address + "q/short-films?minutes=60").status == 200)
        #expect(try await Self.fetch(address + "q/typo").status == 404)
    }

    @Test func theFioriLookIsOneOptionAwayAndARuleStillDecidesPerPage() async throws {
        let database = try await Self.sample.value
        let rules = Self.folder.appendingPathComponent("look.rules")
        try "entity.name = 'actor' => look = 'basic'\n".write(to: rules, atomically: true, encoding: .utf8)
        let server = try ServerProcess(arguments: ["serve", database, "--look", "fiori", "--rules", rules.path, "--port", "0"])
        defer { server.stop() }
        let address = try await server.address()
        let films = try await Self.fetch(address + "e/film")
        #expect(films.status == 200)
        #expect(films.body.contains(#"data-component="ObjectItem""#))
        #expect(!films.body.contains("<table"))
        let actors = try await Self.fetch(address + "e/actor")
        #expect(actors.body.contains("<table"), "the rule file's look wins over --look")
        #expect(!actors.body.contains(#"data-component="ObjectItem""#))
    }

    @Test func anImmutableFileIsServedReadOnlyAndCountedOnce() async throws {
        let database = try await Self.sample.value
        // A name a URI would misread: `?` and `#` and `%` and a space stay part of the name.
        let odd = Self.folder.appendingPathComponent("odd ?#%41 name.sqlite")
        try? FileManager.default.removeItem(at: odd)
        try FileManager.default.copyItem(atPath: database, toPath: odd.path)
        let server = try ServerProcess(arguments: ["serve", odd.path, "--immutable", "--port", "0"])
        defer { server.stop() }
        let address = try await server.address()
        #expect(server.printed.contains("(immutable)"))
        let film = try await Self.fetch(address + "e/film/1")
        #expect(film.status == 200)
        #expect(film.body.contains("<h1"))
        #expect(!film.body.contains("/e/film/1/edit"), "an immutable file is read-only")
        #expect(try await Self.fetch(address + "e/film?size=3").body.contains("href=\"/e/film/3\""))
        let tables = try await Self.fetch(address)
        #expect(tables.status == 200)
        #expect(tables.body.contains("href=\"/e/film\""))
    }

    /// Two `tessera serve` processes on one SQLite file: a row saved through the first reaches a
    /// browser listening to the second's live list, though the second saved nothing.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl"), "reads the live stream with curl"))
    func twoServersOfOneFileSeeEachOthersSaves() async throws {
        let database = try await Self.sample.value
        let shared = Self.folder.appendingPathComponent("shared.sqlite")
        try? FileManager.default.removeItem(at: shared)
        try FileManager.default.copyItem(atPath: database, toPath: shared.path)
        let first = try ServerProcess(arguments: ["serve", shared.path, "--port", "0"])
        defer { first.stop() }
        let second = try ServerProcess(arguments: ["serve", shared.path, "--port", "0", "--change-poll-interval", "50"])
        defer { second.stop() }
        let (writer, watcher) = (try await first.address(), try await second.address())

        let word = "zztwoservers"
        let list = try await Self.fetch(watcher + "e/language?q=" + word)
        let stream = try #require(Self.attribute("data-live", in: list.body)) + "&since=" + (try #require(Self.attribute("data-version", in: list.body)))
        // The stream read by another program for four seconds, while the first server saves.
        let reading = Task { try await Self.run(["-sN", "--max-time", "4", String(watcher.dropLast()) + stream], program: "/usr/bin/curl") }
        try await Task.sleep(for: .milliseconds(500))

        let form = try await Self.exchange(writer + "new/language", cookie: nil, body: nil)
        let token = try #require(form.cookie)
        let saved = try await Self.exchange(writer + "new/language", cookie: token, body: "v.name=\(word)+one&_csrf=" + token.split(separator: "=")[1])
        #expect(saved.status == 303)
        let events = try await reading.value.standardOutput
        #expect(events.contains("\(word) one"), "\(events.prefix(600))")
    }

    /// A session outlives the server: signed in, stopped, started again on the same file, the
    /// same cookie opens a page — signed with a secret kept beside the database, for its owner
    /// alone. curl keeps the cookies, as a browser would.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl"), "signs in with curl"))
    func aSessionSurvivesARestartWithItsSecretBesideTheDatabase() async throws {
        let sample = try await Self.sample.value
        let folder = Self.folder.appendingPathComponent("restart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("shop.sqlite").path
        try FileManager.default.copyItem(atPath: sample, toPath: database)
        let password = folder.appendingPathComponent("password").path
        try "correct horse\n".write(toFile: password, atomically: true, encoding: .utf8)
        let jar = folder.appendingPathComponent("cookies").path
        /// The status of a request by curl, with the cookies of the jar sent and kept.
        func curl(_ arguments: [String]) async throws -> String {
            try await Self.run(["-s", "-o", "/dev/null", "-w", "%{http_code}", "-b", jar, "-c", jar] + arguments, program: "/usr/bin/curl").standardOutput
        }
        let arguments = ["serve", database, "--port", "0", "--user", "ada", "--password-file", password]

        let address: String
        do {
            let first = try ServerProcess(arguments: arguments)
            defer { first.stop() }
            address = try await first.address()
            try await first.waitForError(containing: "sessions are signed with the secret in \(database).tessera-secret (made now)")
            #expect(try await curl([address + "login"]) == "200")
            let token = try #require(try String(contentsOfFile: jar, encoding: .utf8).split(separator: "\n")
                .first { $0.contains("\ttessera_csrf\t") }?.split(separator: "\t").last)
            #expect(try await curl(["--data", "user=ada&password=correct%20horse&_csrf=\(token)", address + "login"]) == "303")
            #expect(try await curl([address + "e/film"]) == "200")
        }
        // Stopped: nothing answers at its address any more.
        var waited = 0
        while try await curl([address]) != "000", waited < 100 {
            try await Task.sleep(for: .milliseconds(100))
            waited += 1
        }
        #expect(try await curl([address]) == "000")

        let second = try ServerProcess(arguments: arguments)
        defer { second.stop() }
        let again = try await second.address()
        try await second.waitForError(containing: "sessions are signed with the secret in \(database).tessera-secret;")
        #expect(try await curl([again + "e/film"]) == "200", "the cookie of the first server still opens a page")
        #expect(try await Self.run(["-s", "-o", "/dev/null", "-w", "%{http_code}", again + "e/film"], program: "/usr/bin/curl").standardOutput == "303")

        let attributes = try FileManager.default.attributesOfItem(atPath: database + ".tessera-secret")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    /// The value of the first `name="…"` attribute in `html`, unescaped as far as the tests need.
    static func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: " \(name)=\""), let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(html[start.upperBound..<end]).replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A GET (without `body`) or a form POST that is not redirected, with `cookie` sent; the
    /// status, and the CSRF cookie (`tessera_csrf=…`) it set.
    static func exchange(_ address: String, cookie: String?, body: String?) async throws -> (status: Int, cookie: String?) {
        var request = URLRequest(url: URL(string: address)!)
        if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
        if let body {
            request.httpMethod = "POST"
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(body.utf8)
        }
        let (_, response) = try await URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil).data(for: request)
        let http = response as? HTTPURLResponse
        let set = http?.value(forHTTPHeaderField: "Set-Cookie")?.split(separator: ";").first.map(String.init)
        return (http?.statusCode ?? 0, set.flatMap { $0.hasPrefix("tessera_csrf=") ? $0 : nil })
    }

    @Test func anImmutableFileWithChangesInItsLogIsRefused() async throws {
        let database = try await Self.sample.value
        let copy = Self.folder.appendingPathComponent("logged.sqlite")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(atPath: database, toPath: copy.path)
        // A write-ahead log with something in it: an immutable reading would not see it.
        try Data("not yet copied into the file".utf8).write(to: URL(fileURLWithPath: copy.path + "-wal"))
        defer { try? FileManager.default.removeItem(atPath: copy.path + "-wal") }
        let result = try await Self.run(["serve", copy.path, "--immutable", "--port", "0"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("write-ahead log"), "\(result.standardError)")
        #expect(result.standardError.contains("wal_checkpoint"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func databasesWithNothingToServeAreRefusedByName() async throws {
        let empty = Self.folder.appendingPathComponent("empty.sqlite")
        _ = FileManager.default.createFile(atPath: empty.path, contents: Data())
        let emptyResult = try await Self.run(["serve", empty.path, "--port", "0"])
        #expect(emptyResult.status == 1)
        #expect(emptyResult.standardError.contains("'\(empty.path)' has no tables or views"), "\(emptyResult.standardError)")

        let garbage = Self.folder.appendingPathComponent("notes.sqlite")
        try "Not a database at all, but a grocery list.\n".write(to: garbage, atomically: true, encoding: .utf8)
        let garbageResult = try await Self.run(["serve", garbage.path, "--port", "0"])
        #expect(garbageResult.status == 1)
        #expect(garbageResult.standardError.contains("Cannot read '\(garbage.path)' as an SQLite database"), "\(garbageResult.standardError)")
        #expect(garbageResult.standardError.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["TESSERA_POSTGRES_URL"] != nil))
    func postgresSchemasWithNothingAreRefusedAndPasswordsNeverPrinted() async throws {
        let base = try #require(ProcessInfo.processInfo.environment["TESSERA_POSTGRES_URL"])
        let separator = base.contains("?") ? "&" : "?"
        let unknown = try await Self.run(["serve", base + separator + "schema=no_such_schema_here", "--port", "0"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("has no tables or views in the schema 'no_such_schema_here'"), "\(unknown.standardError)")

        // With a password in the URL (the throwaway server trusts loopback, so any will do).
        let schema = "cmd_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        var components = try #require(URLComponents(string: base))
        components.password = "hunter2"
        let withPassword = try #require(components.string) + separator + "schema=\(schema)"
        let made = try await Self.run(["sample-db", "--output", withPassword, "--replace"])
        #expect(made.status == 0, "\(made.standardError)")
        let server = try ServerProcess(arguments: ["serve", withPassword, "--port", "0"])
        defer { server.stop() }
        _ = try await server.address()
        let printed = server.printed
        #expect(printed.contains(":•••@"), "\(printed)")
        #expect(!printed.contains("hunter2"))
        #expect(!printed.contains("%E2%80%A2"))
    }

    @Test func onlyLoopbackNamesAndAllowedHostsAreAnswered() async throws {
        let database = try await Self.sample.value
        let server = try ServerProcess(arguments: ["serve", database, "--port", "0", "--allowed-host", "shop.internal"])
        defer { server.stop() }
        let address = try await server.address()
        #expect(try await Self.fetch(address, host: nil).status == 200)
        #expect(try await Self.fetch(address, host: "shop.internal").status == 200)
        #expect(try await Self.fetch(address, host: "rebind.attacker.example").status == 421)
        // On loopback, ?debug=1 explains the rules.
        #expect(try await Self.fetch(address + "e/film?debug=1").body.contains("Debug: rules shown"))
    }

    static func fetch(_ address: String, host: String?) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: address)!)
        if let host { request.setValue(host, forHTTPHeaderField: "Host") }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    static func fetch(_ address: String) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: address)!)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}

/// `tessera serve` running in the background, read line by line.
final class ServerProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let error = Pipe()
    /// What the program printed so far, on standard output and standard error.
    private let printedText = Mutex((output: "", error: ""))

    /// Runs `program` (by default `tessera`) with `arguments`.
    init(arguments: [String], program: String = ServeCommandTests.executable) throws {
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = error
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.printedText.withLock { $0.output += text }
        }
        error.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.printedText.withLock { $0.error += text }
        }
        try process.run()
    }

    /// The address the server printed, once it listens.
    func address() async throws -> String {
        for _ in 0..<300 {
            let text = printedText.withLock { $0.output }
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Serving ") }),
                let start = line.range(of: "http://"), let end = line[start.lowerBound...].firstIndex(of: " ")
            {
                return String(line[start.lowerBound..<end])
            }
            if !process.isRunning { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw ServeCommandTests.ProgramFailed(output: printedText.withLock { $0.error + $0.output })
    }

    /// The program's process identifier: its figures are in `/proc/PID`.
    var processIdentifier: Int32 { process.processIdentifier }

    /// What the server printed on its standard output so far.
    var printed: String { printedText.withLock { $0.output } }

    func waitForError(containing text: String) async throws {
        for _ in 0..<100 {
            if printedText.withLock({ $0.error.contains(text) }) { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw ServeCommandTests.ProgramFailed(output: printedText.withLock { $0.error })
    }

    /// Stops the server as Ctrl-C does, and waits for it on a thread of its own; one that has not
    /// stopped after ten seconds is killed.
    func stop() {
        let process = process
        let handles = [output.fileHandleForReading, error.fileHandleForReading]
        process.interrupt()
        Thread.detachNewThread {
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            for handle in handles { handle.readabilityHandler = nil }
        }
    }
}

/// Runs `body`, which blocks (it waits for another program), on a thread of its own: a blocked
/// thread of the few the tests share would stall every other test meanwhile.
func onAThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}

/// Keeps a redirect as the answer, so that a test sees the 303 a saved form gets.
final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
