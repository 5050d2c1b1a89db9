import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import Testing

/// The engines the Direct application is tested on: SQLite always, PostgreSQL when
/// `TESSERA_POSTGRES_URL` names a server (`.ci/run` starts one).
enum Engine: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite, postgres

    static let postgresURL: String? = ProcessInfo.processInfo.environment["TESSERA_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    static var available: [Engine] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }
    var testDescription: String { rawValue }

    /// A new empty database: an SQLite file, or a PostgreSQL schema.
    func makeLocation() async throws -> String {
        switch self {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-server-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder.appendingPathComponent("rental.sqlite").path
        case .postgres:
            let schema = "s_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased()
            let base = Engine.postgresURL!
            try await Database.runScript("CREATE SCHEMA \(schema)", at: base)
            return base + (base.contains("?") ? "&" : "?") + "schema=\(schema)"
        }
    }

    /// The scale-1 sample store, made once per engine for this run. Tests that change rows touch
    /// rows of their own, so that they can share it.
    func sample() async throws -> Database {
        try await SampleStores.shared.database(for: self)
    }
}

actor SampleStores {
    static let shared = SampleStores()
    private var made: [Engine: Task<Database, any Error>] = [:]

    func database(for engine: Engine) async throws -> Database {
        if let task = made[engine] { return try await task.value }
        let task = Task<Database, any Error> {
            let location = try await engine.makeLocation()
            try await SampleDatabase.generate(at: location, scale: 1, replace: true)
            return try await Database.open(location)
        }
        made[engine] = task
        return try await task.value
    }
}

/// A browser of sorts: keeps the cookies it is given, sends them back, and fills forms with the
/// token of the page they came from.
struct Visitor {
    let client: any TestClientProtocol
    var cookies: [String: String] = [:]

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    struct Visit {
        let status: HTTPResponse.Status
        let location: String?
        let page: HTMLPage
    }

    mutating func get(_ uri: String) async throws -> Visit {
        try await send(uri, method: .get, body: nil)
    }

    /// POSTs `fields`, with the CSRF token of the last page unless `withToken` is false.
    mutating func post(_ uri: String, _ fields: [(String, String)], withToken: Bool = true) async throws -> Visit {
        var fields = fields
        if withToken, let token = cookies["tessera_csrf"] { fields.append(("_csrf", token)) }
        let body = fields.map { Self.encode($0.0) + "=" + Self.encode($0.1) }.joined(separator: "&")
        return try await send(uri, method: .post, body: body)
    }

    private mutating func send(_ uri: String, method: HTTPRequest.Method, body: String?) async throws -> Visit {
        var headers: HTTPFields = [:]
        if !cookies.isEmpty {
            headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        }
        if body != nil { headers[.contentType] = "application/x-www-form-urlencoded" }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        for field in response.headers where field.name == .setCookie {
            let pair = field.value.split(separator: ";")[0]
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals])
            let value = String(pair[pair.index(after: equals)...])
            // An empty value is how a server removes a cookie (with an expiry in the past).
            if value.isEmpty { cookies.removeValue(forKey: name) } else { cookies[name] = value }
        }
        return Visit(status: response.status, location: response.headers[.location], page: HTMLPage(String(buffer: response.body)))
    }

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~"))) ?? text
    }
}

/// Serves `application` on a free loopback port for the duration of `body`.
func serve(
    _ application: DirectApplication, login: DirectServer.Login? = nil, debug: Bool = false,
    _ body: @escaping @Sendable (inout Visitor) async throws -> Void
) async throws {
    let router = DirectServer.router(for: application, login: login, allowsDebugParameter: debug)
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
        var browser = Visitor(client)
        try await body(&browser)
    }
}
