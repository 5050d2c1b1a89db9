import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TesseraTestSupport

/// Examples/EmbeddedDirect, run as its readers run it: its editor of its own saves through the
/// application's form, and its formatter shows what was saved.
@Suite("The embedded Direct example", .heavy, .timeLimit(.minutes(2)))
struct EmbeddedDirectExampleTests {
    static let program = URL(fileURLWithPath: ServeCommandTests.executable).deletingLastPathComponent()
        .appendingPathComponent("embedded-direct-example").path

    /// A GET or a form POST, not redirected: the status, the body and the CSRF cookie it set.
    static func exchange(_ address: String, cookie: String?, form: [(String, String)]? = nil) async throws -> (status: Int, body: String, cookie: String?) {
        var request = URLRequest(url: URL(string: address)!)
        if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
        if let form {
            request.httpMethod = "POST"
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            let body = form.map { "\($0.0.addingPercentEncoding(withAllowedCharacters: allowed)!)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed)!)" }
            request.httpBody = Data(body.joined(separator: "&").utf8)
        }
        let (data, response) = try await URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil).data(for: request)
        let http = response as? HTTPURLResponse
        let set = http?.value(forHTTPHeaderField: "Set-Cookie")?.split(separator: ";").first.map(String.init)
        return (http?.statusCode ?? 0, String(decoding: data, as: UTF8.self), set.flatMap { $0.hasPrefix("tessera_csrf=") ? $0 : nil })
    }

    /// The value of the field named `name` in `html`.
    static func value(of name: String, in html: String) -> String? {
        guard let field = html.range(of: "name=\"\(name)\"") else { return nil }
        return ServeCommandTests.attribute("value", in: String(html[field.lowerBound...]))
    }

    @Test func theStarEditorSavesItsFieldAndTheFormatterShowsIt() async throws {
        let copy = ServeCommandTests.folder.appendingPathComponent("embedded.sqlite").path
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: try await ServeCommandTests.sample.value, toPath: copy)
        let server = try ServerProcess(arguments: [copy, "0"], program: Self.program)
        defer { server.stop() }
        let address = try await server.address()

        let form = try await Self.exchange(address + "admin/e/film/2/edit", cookie: nil)
        #expect(form.status == 200)
        #expect(form.body.contains("data-star-rating"), "the editor of the example's own")
        #expect(form.body.contains(#"name="v.rental_duration""#))
        let cookie = try #require(form.cookie)
        let token = try #require(Self.value(of: "_csrf", in: form.body))
        let version = try #require(Self.value(of: "_version", in: form.body))

        let saved = try await Self.exchange(
            address + "admin/e/film/2/edit", cookie: cookie,
            form: [("_csrf", token), ("_version", version), ("v.rental_duration", "6")])
        #expect(saved.status == 303)
        let page = try await Self.exchange(address + "admin/e/film/2", cookie: cookie)
        #expect(page.body.contains("★★★★★★☆"), "the saved six days, by the example's formatter")
        // The form shows the saved value chosen.
        let again = try await Self.exchange(address + "admin/e/film/2/edit", cookie: cookie)
        #expect(again.body.contains(#"<option value="6" selected"#))
    }
}
