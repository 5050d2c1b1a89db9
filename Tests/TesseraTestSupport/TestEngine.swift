import Foundation
import Testing
@_spi(Schema) import TesseraData
import TesseraSampleData

/// The engines the tests run on: SQLite always, PostgreSQL when `TESSERA_POSTGRES_URL` names a
/// server (`.ci/run` starts one; Docs/Testing.md, "PostgreSQL tests", says how to run one locally).
///
/// Every test target that reaches a database picks its engines here, so that one variable turns
/// PostgreSQL on for all of them and each makes its databases the same way.
public enum TestEngine: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite, postgres

    /// The server PostgreSQL tests use, from `TESSERA_POSTGRES_URL`; nil when unset or empty.
    public static let postgresURL: String? = ProcessInfo.processInfo.environment["TESSERA_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

    /// The engines this run can test: PostgreSQL only when a server is named.
    public static var available: [TestEngine] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

    public var testDescription: String { rawValue }

    /// A fresh, empty database of this engine: a new SQLite file in a folder of its own, or a new
    /// PostgreSQL schema on the test server.
    public func makeLocation() async throws -> String {
        switch self {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder.appendingPathComponent("test.sqlite").path
        case .postgres:
            let schema = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased()
            let base = TestEngine.postgresURL!
            try await Database.runScript("CREATE SCHEMA \(schema)", at: base)
            return base + (base.contains("?") ? "&" : "?") + "schema=\(schema)"
        }
    }

    /// A database of this engine set up by the script for this engine.
    public func database(sqlite: String, postgres: String) async throws -> Database {
        let location = try await makeLocation()
        try await Database.runScript(self == .sqlite ? sqlite : postgres, at: location)
        return try await Database.open(location)
    }

    /// The scale-1 sample store of this engine, made once per test run.
    public func sampleLocation() async throws -> String {
        try await SampleStores.shared.location(for: self)
    }

    /// A new ``Database`` on the shared sample store, for a test that closes what it opens.
    public func openSample() async throws -> Database {
        try await Database.open(sampleLocation())
    }

    /// One ``Database`` on the shared sample store for the whole run. Tests that change rows touch
    /// rows of their own, so that they can share it; none closes it.
    public func sample() async throws -> Database {
        try await SampleStores.shared.database(for: self)
    }
}

/// The sample stores, made once per engine and run, and the database shared on each.
actor SampleStores {
    static let shared = SampleStores()
    private var locations: [TestEngine: Task<String, any Error>] = [:]
    private var databases: [TestEngine: Task<Database, any Error>] = [:]

    func location(for engine: TestEngine) async throws -> String {
        if let task = locations[engine] { return try await task.value }
        let task = Task<String, any Error> {
            let location = try await engine.makeLocation()
            try await SampleDatabase.generate(at: location, scale: 1, replace: true)
            return location
        }
        locations[engine] = task
        return try await task.value
    }

    func database(for engine: TestEngine) async throws -> Database {
        if let task = databases[engine] { return try await task.value }
        let task = Task<Database, any Error> { try await Database.open(self.location(for: engine)) }
        databases[engine] = task
        return try await task.value
    }
}
