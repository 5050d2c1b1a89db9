import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

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
        /// The response's headers.
        var headers: HTTPFields = [:]
        /// The body as text: a page's HTML, JSON, CSV.
        var body: String { page.html }
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

    /// Sends `form` as a browser does: as `multipart/form-data` where the form says so (its file
    /// fields with their files, or empty), else URL-encoded; the button named `pressing` pressed.
    mutating func submit(_ uri: String, _ form: BrowserForm, pressing name: String? = nil, value: String? = nil) async throws -> Visit {
        guard form.isMultipart else { return try await post(uri, form.submitted(pressing: name, value: value), withToken: false) }
        return try await postMultipart(uri, form.parts(pressing: name, value: value))
    }

    /// POSTs `parts` as `multipart/form-data`, as they are (the token only where they have it).
    mutating func postMultipart(_ uri: String, _ parts: [MultipartPart], boundary: String = "----TesseraTestBoundary7MA4YWxkTrZu0gW") async throws -> Visit {
        try await send(
            uri, method: .post, body: ByteBuffer(bytes: MultipartPart.body(parts, boundary: boundary)),
            contentType: "multipart/form-data; boundary=\(boundary)")
    }

    private mutating func send(_ uri: String, method: HTTPRequest.Method, body: String?) async throws -> Visit {
        try await send(uri, method: method, body: body.map { ByteBuffer(string: $0) }, contentType: body == nil ? nil : "application/x-www-form-urlencoded")
    }

    /// Sends a request with `body` of `contentType`, the cookies kept so far with it.
    mutating func send(_ uri: String, method: HTTPRequest.Method, body: ByteBuffer?, contentType: String?, headers extra: HTTPFields = [:]) async throws -> Visit {
        var headers: HTTPFields = extra
        if !cookies.isEmpty {
            headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        }
        if let contentType { headers[.contentType] = contentType }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
        for field in response.headers where field.name == .setCookie {
            let pair = field.value.split(separator: ";")[0]
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals])
            let value = String(pair[pair.index(after: equals)...])
            // An empty value is how a server removes a cookie (with an expiry in the past).
            if value.isEmpty { cookies.removeValue(forKey: name) } else { cookies[name] = value }
        }
        return Visit(status: response.status, location: response.headers[.location], page: HTMLPage(String(buffer: response.body)), headers: response.headers)
    }

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~"))) ?? text
    }
}

/// Serves `application` on a free loopback port for the duration of `body`.
func serve(
    _ application: DirectApplication, login: DirectServer.Login? = nil, debug: Bool = false,
    liveListLimits: LiveListLimits = LiveListLimits(),
    _ body: @escaping @Sendable (inout Visitor) async throws -> Void
) async throws {
    let router = DirectServer.router(for: application, login: login, allowsDebugParameter: debug, liveListLimits: liveListLimits)
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
        var browser = Visitor(client)
        try await body(&browser)
    }
}

extension String {
    /// Whether `value` occurs as a value of its own: not inside a longer run of letters and
    /// digits. A page that must not show a secret number can hold the same digits by chance
    /// inside a random token — a form's 64 hexadecimal digits hold "4711" about once in a
    /// thousand pages — and a check of the bare substring failed that way under load, once.
    func containsValue(_ value: String) -> Bool {
        var rest = self[...]
        while let range = rest.range(of: value) {
            let before = range.lowerBound == startIndex ? nil : self[index(before: range.lowerBound)]
            let after = range.upperBound == endIndex ? nil : self[range.upperBound]
            if !(before.map { $0.isLetter || $0.isNumber } ?? false) && !(after.map { $0.isLetter || $0.isNumber } ?? false) {
                return true
            }
            rest = self[index(after: range.lowerBound)...]
        }
        return false
    }

    /// The text around each occurrence of `needles`, for a failing check's message.
    func surroundings(of needles: [String]) -> [String] {
        needles.flatMap { needle in
            var found: [String] = []
            var rest = self[...]
            while let range = rest.range(of: needle) {
                let start = index(range.lowerBound, offsetBy: -80, limitedBy: startIndex) ?? startIndex
                let end = index(range.upperBound, offsetBy: 80, limitedBy: endIndex) ?? endIndex
                found.append(String(self[start..<end]))
                rest = self[range.upperBound...]
            }
            return found
        }
    }
}
