import Foundation
import HTTPTypes
import NIOCore
import NIOPosix
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// The database goes away or is locked while `tessera serve` serves: pages say so with a 503,
/// nothing is half-written, and everything works again afterwards without a restart (issue 13).
@Suite("Database faults", .heavy, .timeLimit(.minutes(2)))
struct DatabaseFaultTests {
    @Test(.enabled(if: ThrowawayPostgres.binaries != nil, "needs PostgreSQL's server programs (initdb, pg_ctl)"))
    func aPostgresServerThatGoesAwayAndComesBack() async throws {
        let server = try await ThrowawayPostgres.start()
        do {
            try await Database.runScript("""
                CREATE TABLE note (id serial PRIMARY KEY, body text NOT NULL);
                INSERT INTO note (body) VALUES ('first'), ('second');
                """, at: server.url)
            let database = try await Database.open(server.url)
            defer { Task { try? await database.close() } }
            try await serve(DirectApplication(database: database)) { browser in
                #expect(try await browser.get("/e/note").status == .ok)
                let form = try await browser.get("/e/note/1/edit")
                let version = try #require(form.page.field("_version"))

                #expect(try await browser.get("/readyz").status == .ok)
                try await server.stop()
                let unready = try await browser.get("/readyz")
                #expect(unready.status == .serviceUnavailable)
                #expect(try await browser.get("/healthz").status == .ok)
                let list = try await browser.get("/e/note")
                #expect(list.status == .serviceUnavailable)
                #expect(list.page.text.contains("The database cannot be reached right now"))
                let saved = try await browser.post("/e/note/1/edit", [("v.body", "written in the outage"), ("_version", version)])
                #expect(saved.status == .serviceUnavailable)

                try await server.startAgain()
                #expect(try await browser.get("/readyz").status == .ok)
                // The same application, the same pool: new connections once the server answers.
                #expect(try await browser.get("/e/note").status == .ok)
                let row = try await browser.get("/e/note/1")
                #expect(row.page.text.contains("first"))
                #expect(!row.page.text.contains("written in the outage"))
                let again = try await browser.post("/e/note/1/edit", [("v.body", "written after"), ("_version", version)])
                #expect(again.status == .seeOther)
                #expect(try await browser.get("/e/note/1").page.text.contains("written after"))
            }
        } catch {
            try? await server.remove()
            throw error
        }
        try await server.remove()
    }

    @Test func anSQLiteFileLockedByAnotherProgram() async throws {
        let location = try await TestEngine.sqlite.makeLocation()
        try await Database.runScript("""
            CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
            INSERT INTO note (body) VALUES ('first');
            """, at: location)
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            let form = try await browser.get("/e/note/1/edit")
            let version = try #require(form.page.field("_version"))

            // Another program takes the write lock and keeps it for eight seconds.
            let holder = Process()
            holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            holder.arguments = ["python3", "-c", """
                import sqlite3, sys, time
                connection = sqlite3.connect(sys.argv[1], isolation_level=None)
                connection.execute('BEGIN EXCLUSIVE')
                print('locked', flush=True)
                time.sleep(8)
                connection.execute('COMMIT')
                """, location]
            let output = Pipe()
            holder.standardOutput = output
            try holder.run()
            defer { if holder.isRunning { holder.terminate() } }
            let said = try await Self.firstLine(of: output)
            #expect(said == "locked")

            let refused = try await browser.post("/e/note/1/edit", [("v.body", "while locked"), ("_version", version)])
            #expect(refused.status == .serviceUnavailable)
            #expect(refused.page.text.contains("The database is busy"))

            while holder.isRunning { try await Task.sleep(for: .milliseconds(100)) }
            let saved = try await browser.post("/e/note/1/edit", [("v.body", "after the lock"), ("_version", version)])
            #expect(saved.status == .seeOther)
            #expect(try await browser.get("/e/note/1").page.text.contains("after the lock"))
        }
    }

    /// The first line `pipe` gives, read on a thread of its own (the read blocks).
    static func firstLine(of pipe: Pipe) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                var bytes: [UInt8] = []
                while true {
                    let data = pipe.fileHandleForReading.readData(ofLength: 1)
                    guard let byte = data.first, byte != UInt8(ascii: "\n") else { break }
                    bytes.append(byte)
                }
                continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
            }
        }
    }
}

/// A PostgreSQL cluster of a test's own, in a temporary folder, on a free loopback port: one it
/// may stop and start, as the shared server of the other tests may not be.
struct ThrowawayPostgres: Sendable {
    let folder: URL
    let port: Int
    let binaries: String

    /// Where `initdb` and `pg_ctl` are, or `nil` where PostgreSQL's server is not installed.
    static let binaries: String? = {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        for version in versions.sorted(by: >) {
            let bin = "/usr/lib/postgresql/\(version)/bin"
            if FileManager.default.isExecutableFile(atPath: bin + "/initdb") && FileManager.default.isExecutableFile(atPath: bin + "/pg_ctl") {
                return bin
            }
        }
        return nil
    }()

    var url: String { "postgres://postgres@127.0.0.1:\(port)/postgres" }

    static func start() async throws -> ThrowawayPostgres {
        let folder = URL(fileURLWithPath: "/tmp/tessera-pg-fault-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let server = ThrowawayPostgres(folder: folder, port: try await freePort(), binaries: binaries!)
        if getuid() == 0 {
            // The server refuses to run as root: the cluster belongs to the postgres user.
            try await run("/bin/chown", ["postgres", folder.path], asPostgres: false)
        }
        try await run(server.binaries + "/initdb", ["--auth=trust", "--username=postgres", "--encoding=UTF8", "--no-locale", "-D", folder.path + "/data"])
        try await server.startAgain()
        return server
    }

    func startAgain() async throws {
        do {
            // A loaded machine (the whole suite, a build beside it) may take a while to recover a
            // cluster stopped at once: wait longer than pg_ctl's minute.
            try await Self.run(binaries + "/pg_ctl", [
                "-D", folder.path + "/data", "-l", folder.path + "/server.log", "-w", "-t", "300",
                "-o", "-c listen_addresses=127.0.0.1 -p \(port) -k \(folder.path) -c fsync=off",
                "start",
            ])
        } catch var failure as ProgramFailed {
            // Say why: the server's own words are in its log.
            let log = (try? String(contentsOf: folder.appendingPathComponent("server.log"), encoding: .utf8)) ?? ""
            failure.log = String(log.suffix(2000))
            throw failure
        }
    }

    /// Stops the server at once, as a crash or a pulled cable would: no goodbye to the clients.
    func stop() async throws {
        try await Self.run(binaries + "/pg_ctl", ["-D", folder.path + "/data", "-m", "immediate", "-w", "stop"])
    }

    func remove() async throws {
        try? await stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// A free port below the range the system takes client ports from (32768 and up on Linux):
    /// while the server is away, the clients trying to reach it again — the pool, the change
    /// listener — connect from ports of that range, and one could be given the server's own port
    /// (a connection to itself), which would stop the server from listening there again.
    static func freePort() async throws -> Int {
        for _ in 0..<50 {
            let candidate = Int.random(in: 20_000..<32_000)
            guard let channel = try? await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton).bind(host: "127.0.0.1", port: candidate).get()
            else { continue }
            try await channel.close()
            return candidate
        }
        struct NoFreePort: Error {}
        throw NoFreePort()
    }

    /// Runs a program to its end on a thread of its own, as the postgres user when this is root.
    ///
    /// Spawned and waited for by hand: Foundation's `Process` notices an exit when a socket the
    /// child inherits closes, and the server `pg_ctl` starts inherits it too, so waiting for
    /// `pg_ctl start` would last as long as the server.
    static func run(_ program: String, _ arguments: [String], asPostgres: Bool = true) async throws {
        let all = asPostgres && getuid() == 0 ? ["/sbin/runuser", "-u", "postgres", "--", program] + arguments : [program] + arguments
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                var actions = posix_spawn_file_actions_t()
                posix_spawn_file_actions_init(&actions)
                defer { posix_spawn_file_actions_destroy(&actions) }
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
                var arguments = all.map { strdup($0) } + [nil]
                defer { for argument in arguments { free(argument) } }
                var pid: pid_t = 0
                let spawned = posix_spawn(&pid, all[0], &actions, nil, &arguments, environ)
                guard spawned == 0 else {
                    continuation.resume(throwing: ProgramFailed(program: program, status: spawned))
                    return
                }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                continuation.resume(returning: status)
            }
        }
        if status != 0 { throw ProgramFailed(program: program, status: status) }
    }

    struct ProgramFailed: Error {
        let program: String
        let status: Int32
        /// The end of the server's log, where a server did not start.
        var log = ""
    }
}
