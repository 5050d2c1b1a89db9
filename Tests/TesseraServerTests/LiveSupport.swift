import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraSections
import TesseraServer
import Testing

/// An application serving `screens`' routes behind Tessera's middleware, on loopback.
func makeApplication(_ addRoutes: (Router<BasicTesseraRequestContext>) -> Void) -> some ApplicationProtocol {
    let router = Router(context: BasicTesseraRequestContext.self)
    router.addTesseraMiddleware()
    addRoutes(router)
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

/// A browser without script: its cookie and the token its pages' forms carry, from the page it
/// loaded, and what that page showed.
struct Browser {
    let cookie: String
    let token: String
    let page: String
    /// The version of the sections the page showed (`data-version`).
    let version: String

    /// Loads `path` as a new browser.
    static func load(_ path: String, with client: some TestClientProtocol) async throws -> Browser {
        try await client.execute(uri: path, method: .get) { response in
            #expect(response.status == .ok)
            let cookie = String((response.headers[.setCookie] ?? "").split(separator: ";")[0])
            let page = response.text
            let version = page.firstMatch(of: /data-version="([^"]+)"/).map { String($0.1) } ?? ""
            return Browser(cookie: cookie, token: String(cookie.split(separator: "=")[1]), page: page, version: version)
        }
    }

    /// Posts the region's form to `uri`, as a click on a row's control does; `live` sends it as
    /// the live script does.
    func post(_ uri: String, returnPath: String = "/", live: Bool = false, with client: some TestClientProtocol) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: cookie]
        if live { headers[HTTPField.Name("X-Tessera-Live")!] = "1" }
        let body = "_csrf=\(token)&_return=\(returnPath.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)) { $0 }
    }
}

extension ReceivedEvent {
    /// The update an `update` event carries.
    var update: SectionUpdate {
        get throws { try JSONDecoder().decode(SectionUpdate.self, from: Data(data.utf8)) }
    }

    /// The version and HTML a `reset` event carries.
    var reset: (version: String, html: String) {
        get throws {
            struct Reset: Decodable {
                let version: String
                let html: String
            }
            let reset = try JSONDecoder().decode(Reset.self, from: Data(data.utf8))
            return (reset.version, reset.html)
        }
    }
}
