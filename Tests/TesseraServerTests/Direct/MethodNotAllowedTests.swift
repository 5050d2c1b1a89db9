import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// A method an address does not take is answered 405 with `Allow` (issue 40, item 7):
/// Schemathesis sent TRACE to every operation and POST to every JSON and CSV address, and got
/// 403 — the answer to a forged form — where the method was what was wrong.
@Suite("Methods an address does not take")
struct MethodNotAllowedTests {
    @Test func areAnswered405WithWhatTheAddressTakes() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database)) { browser in
            func answer(_ method: HTTPRequest.Method, _ uri: String) async throws -> String {
                try await browser.client.execute(uri: uri, method: method, headers: [:], body: nil) {
                    "\($0.status.code) \($0.headers[.allow] ?? "-")"
                }
            }
            var answered = ""
            // Pages and files take GET.
            for uri in ["/", "/.json", "/openapi.json", "/e/actor.json", "/e/actor.csv", "/e/actor/1", "/e/actor/1.json"] {
                answered = try await answer(.post, uri)
                #expect(answered == "405 GET, HEAD", "POST \(uri)")
                answered = try await answer(.get, uri)
                #expect(answered == "200 -", "GET \(uri)")
            }
            // Forms take POST too; a POST without its token is a forged form.
            for uri in ["/e/actor/1/edit", "/e/actor/1/delete", "/new/actor", "/e/actor"] {
                answered = try await answer(.put, uri)
                #expect(answered == "405 GET, HEAD, POST", "PUT \(uri)")
                answered = try await answer(.post, uri)
                #expect(answered == "403 -", "POST \(uri)")
            }
            answered = try await answer(.get, "/e/actor/bulk")
            #expect(answered == "405 POST")
            // A method no address takes, and an address of no page.
            answered = try await answer(.trace, "/e/actor")
            #expect(answered == "405 GET, HEAD, POST")
            answered = try await answer(.delete, "/nowhere")
            #expect(answered == "405 GET, HEAD, POST, OPTIONS")
            answered = try await answer(.get, "/nowhere")
            #expect(answered == "404 -")
        }
    }
}
