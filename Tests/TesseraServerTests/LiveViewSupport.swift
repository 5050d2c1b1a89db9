import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// A browser tab showing a live view, without the script: the cookies of its browser, and what
/// its page holds — the session, its tokens, the buttons and fields.
struct LiveTab {
    /// `tessera_live=…; tessera_csrf=…`: the browser's, shared by its tabs.
    let cookies: String
    let page: String
    let path: String
    let session: String
    let token: String
    let csrf: String
    let version: Int

    /// Opens `path` in a new tab of the browser with `cookies` (a new browser without), with
    /// `headers` of its own (an `X-Forwarded-For` a trusted proxy wrote).
    static func open(
        _ path: String, cookies: String? = nil, headers extra: HTTPFields = [:], with client: some TestClientProtocol
    ) async throws -> LiveTab {
        var headers = extra
        if let cookies { headers[.cookie] = cookies }
        return try await client.execute(uri: path, method: .get, headers: headers) { response in
            #expect(response.status == .ok, "GET \(path): \(response.text)")
            var jar: [String: String] = [:]
            for pair in (cookies ?? "").split(separator: ";") {
                let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                if parts.count == 2 { jar[String(parts[0])] = String(parts[1]) }
            }
            for field in response.headers[values: .setCookie] {
                let parts = field.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
                if parts.count == 2 { jar[String(parts[0])] = String(parts[1]) }
            }
            let page = response.text
            func hidden(_ name: String) -> String {
                page.firstMatch(of: try! Regex(#"name="\#(name)" value="([^"]*)""#)).map { String($0[1].substring!) } ?? ""
            }
            let version = page.firstMatch(of: /data-version="(\d+)"/).flatMap { Int($0.1) } ?? -1
            return LiveTab(
                cookies: jar.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "),
                page: page, path: String(path.prefix { $0 != "?" }), session: hidden("t-session"), token: hidden("t-token"),
                csrf: hidden("_csrf"), version: version)
        }
    }

    /// The same tab reloaded (its address names its session).
    func reload(with client: some TestClientProtocol) async throws -> LiveTab {
        try await LiveTab.open(path + "?s=" + session, cookies: cookies, with: client)
    }

    /// The value the button showing `label` submits.
    func action(_ label: String) throws -> String {
        let pattern = try Regex(#"<button[^>]*value="([^"]*)"[^>]*>(?:<[^>]+>)*"# + NSRegularExpression.escapedPattern(for: label) + "<")
        return try #require(page.firstMatch(of: pattern).map { String($0[1].substring!) }, "no button \(label)")
    }

    /// The names of the bound fields, in the page's order.
    var boundFields: [String] {
        page.matches(of: /name="(t-bind:[^"]+)"/).map { String($0.1) }.reduce(into: []) { names, name in
            if names.last != name { names.append(name) }
        }
    }

    /// Posts the live view's form: `fields` with the session, its token and the CSRF token, as a
    /// click without the script does, or (`live`) as the script does.
    func post(_ fields: [(String, String)], live: Bool = false, token: String? = nil, with client: some TestClientProtocol) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: cookies]
        if live { headers[HTTPField.Name("X-Tessera-Live")!] = "1" }
        let all = [("t-session", session), ("t-token", token ?? self.token), ("_csrf", csrf)] + fields
        let body = all.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await client.execute(uri: path + "?s=" + session, method: .post, headers: headers, body: ByteBuffer(string: body)) { $0 }
    }

    /// Clicks the button showing `label`.
    func click(_ label: String, live: Bool = false, with client: some TestClientProtocol) async throws -> TestResponse {
        try await post([("t-action", action(label))], live: live, with: client)
    }

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}

/// A patch a live view's stream sent.
struct ReceivedPatch: Decodable {
    struct Operation: Decodable, Equatable {
        var op: String
        var id: Int?
        var html: String?
        var after: Int?
        var before: Int?
    }

    var from: Int
    var to: Int
    var ops: [Operation]
}

extension ReceivedEvent {
    var patch: ReceivedPatch {
        get throws { try JSONDecoder().decode(ReceivedPatch.self, from: Data(data.utf8)) }
    }
}
