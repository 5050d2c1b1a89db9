import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraServer
import Testing
import TesseraTestSupport

/// An application with Tessera's middleware and a few routes, served for real on loopback.
func makeApplication() -> some ApplicationProtocol {
    let router = Router(context: BasicTesseraRequestContext.self)
    router.addTesseraMiddleware()
    router.get("rows") { _, context in
        HTMLResponse(title: "Rows") {
            List { ForEach(0..<20_000) { Text("Row \($0) <&>") } }
        }
    }
    router.get("form") { _, context in
        HTMLResponse(title: "Form") {
            Form(action: "/form") {
                CSRFTokenField(context.csrfToken)
                TextField("Name", name: "name", text: "")
                Button(submit: "Save")
            }
        }
    }
    router.post("form") { request, _ in
        let form = try await FormData(request: request)
        return HTMLResponse(title: "Saved") { Text("Saved \(form["name"] ?? "")") }
    }
    router.get("fail") { _, _ -> String in
        struct DatabaseExploded: Error {}
        throw DatabaseExploded()
    }
    router.get("bad") { _, _ -> String in
        throw HTTPError(.badRequest, message: "The page number must be a whole number, not <script>.")
    }
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

extension TestResponse {
    var text: String { String(buffer: body) }
}

@Suite("The server, on loopback", .heavy)
struct ServerTests {
    @Test func pagesStreamAsEscapedHTML() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/rows", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.cacheControl] == "no-store")
                let text = response.text
                #expect(text.hasPrefix("<!DOCTYPE html>"))
                #expect(text.contains(#"<li data-tid="@19999">Row 19999 &lt;&amp;&gt;</li>"#))
                #expect(text.contains(TesseraAssets.stylesheetPath))
            }
        }
    }

    @Test func theStylesheetIsCachedUnderAVersionedAddress() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: TesseraAssets.stylesheetPath, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                // Tessera's, and the theme's colours that the components use.
                #expect(response.text.hasPrefix(Stylesheet.standard.css))
                #expect(response.text.contains("--tc-primaryLabel:"))
            }
        }
    }

    @Test func pagesAndErrorPagesLinkAnIconTheServerHas() async throws {
        // Without the link a browser asks for /favicon.ico, gets a 404 and logs an error in its
        // console on the first page of every visit (the browser test found it).
        try await makeApplication().test(.live) { client in
            for uri in ["/rows", "/nowhere"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.text.contains(#"<link rel="icon" href="\#(TesseraAssets.iconPath)">"#), "\(uri)")
                }
            }
            try await client.execute(uri: TesseraAssets.iconPath, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml")
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                #expect(response.text.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg""#))
                #expect(response.text.hasSuffix("</svg>\n"))
            }
        }
    }

    @Test func everyResponseCarriesSecurityHeaders() async throws {
        try await makeApplication().test(.live) { client in
            for uri in ["/rows", "/nowhere", "/fail"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true)
                    #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
                }
            }
        }
    }

    @Test func errorsArePagesWithoutInternals() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/nowhere", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.text.contains("There is nothing at this address."))
            }
            try await client.execute(uri: "/fail", method: .get) { response in
                #expect(response.status == .internalServerError)
                #expect(response.text.contains("Something went wrong on our side"))
                #expect(!response.text.contains("DatabaseExploded"))
                #expect(response.text.contains("Reference: "))
            }
            try await client.execute(uri: "/bad", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains("The page number must be a whole number, not &lt;script&gt;."))
            }
        }
    }

    /// A method no route takes is 405 with `Allow`, not a 403 for a form without its token (issue
    /// 40, item 7: Schemathesis sent TRACE to every operation and got 403).
    @Test func aMethodNoRouteTakesIs405WithAllow() async throws {
        try await makeApplication().test(.live) { client in
            for method in [HTTPRequest.Method.trace, .put, .delete, .patch, HTTPRequest.Method("PROPFIND")!] {
                for uri in ["/rows", "/nowhere"] {
                    try await client.execute(uri: uri, method: method) { response in
                        #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                        #expect(response.headers[.allow] == "GET, HEAD, POST, OPTIONS")
                        #expect(response.text.contains("does not take \(method.rawValue) requests"))
                    }
                }
            }
            // A POST without its token is still refused as a forged form.
            try await client.execute(uri: "/rows", method: .post) { response in
                #expect(response.status == .forbidden)
            }
        }
    }

    @Test func formsNeedTheTokenOfTheirPage() async throws {
        try await makeApplication().test(.live) { client in
            // The page sets the cookie and puts the same token in its form.
            let (cookie, token) = try await client.execute(uri: "/form", method: .get) { response in
                let setCookie = response.headers[.setCookie] ?? ""
                let cookie = String(setCookie.split(separator: ";")[0])
                let token = String(cookie.split(separator: "=")[1])
                #expect(setCookie.contains("HttpOnly"))
                #expect(setCookie.contains("SameSite=Strict"))
                #expect(response.text.contains(#"<input type="hidden" name="_csrf" value="\#(token)">"#))
                return (cookie, token)
            }
            let formHeaders: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: cookie]
            try await client.execute(uri: "/form", method: .post, headers: formHeaders, body: ByteBuffer(string: "_csrf=\(token)&name=Ada+L%C3%B6v")) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("Saved Ada Löv"))
            }
            // No token, a wrong token, no cookie, another site: refused, and nothing ran.
            let refused: [(HTTPFields, String)] = [
                (formHeaders, "name=x"),
                (formHeaders, "_csrf=\(String(repeating: "0", count: 64))&name=x"),
                ([.contentType: "application/x-www-form-urlencoded"], "_csrf=\(token)&name=x"),
                (formHeaders + [HTTPField(name: .origin, value: "https://evil.example")], "_csrf=\(token)&name=x"),
                (formHeaders + [HTTPField(name: HTTPField.Name("Sec-Fetch-Site")!, value: "cross-site")], "_csrf=\(token)&name=x"),
            ]
            for (headers, body) in refused {
                try await client.execute(uri: "/form", method: .post, headers: headers, body: ByteBuffer(string: body)) { response in
                    #expect(response.status == .forbidden)
                    #expect(!response.text.contains("Saved"))
                }
            }
        }
    }

    @Test func malformedFormsAreRefusedWithAReason() async throws {
        try await makeApplication().test(.live) { client in
            let (cookie, token) = try await client.execute(uri: "/form", method: .get) { response in
                let cookie = String((response.headers[.setCookie] ?? "").split(separator: ";")[0])
                return (cookie, String(cookie.split(separator: "=")[1]))
            }
            let headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: cookie]
            try await client.execute(uri: "/form", method: .post, headers: headers, body: ByteBuffer(string: "_csrf=\(token)&name=%ZZ")) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains("not followed by two hexadecimal digits"))
            }
            let large = "_csrf=\(token)&name=" + String(repeating: "a", count: 2 * 1024 * 1024)
            try await client.execute(uri: "/form", method: .post, headers: headers, body: ByteBuffer(string: large)) { response in
                #expect(response.status == .contentTooLarge)
            }
        }
    }
}

@Suite("Form data", .heavy)
struct FormDataTests {
    @Test func parsesFieldsInOrderWithRepeats() throws {
        let form = try FormData(urlEncoded: "a=1&b=two+words&a=3&empty=&flag&q=%26%3D%2B")
        #expect(form["a"] == "3")
        #expect(form.values(for: "a") == ["1", "3"])
        #expect(form["b"] == "two words")
        #expect(form["empty"] == "")
        #expect(form["flag"] == "")
        #expect(form["q"] == "&=+")
        #expect(form["missing"] == nil)
    }

    @Test(arguments: ["a=%", "a=%4", "a=%G1", "a=%FF"])
    func refusesMalformedBodies(_ body: String) {
        #expect(throws: FormDataError.self) { try FormData(urlEncoded: body) }
    }

    @Test func keepsHostileValuesAsData() throws {
        let form = try FormData(urlEncoded: "q=%27%3B+DROP+TABLE+film%3B--&n=%00")
        #expect(form["q"] == "'; DROP TABLE film;--")
        #expect(form["n"] == "\u{0}")
    }
}
