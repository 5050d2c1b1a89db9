import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraComponents
import TesseraGallery
import TesseraServer
import Testing
import TesseraTestSupport

/// A `SignatureCapture` loads its script from the server's own origin: Tessera's assets serve it,
/// where the cell's page says, under the policy that allows no other script.
@Suite("The signature's script", .heavy)
struct SignatureScriptTests {
    @Test func theAssetsServeTheScriptTheCellLoads() async throws {
        let application = Application(router: await GalleryServer.router())
        try await application.test(.router) { client in
            try await client.execute(uri: "/components/SignatureCapture", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains(#"<script src="\#(SignatureCapture.scriptPath)" defer></script>"#))
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
            }
            try await client.execute(uri: SignatureCapture.scriptPath, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body) == SignatureCapture.scriptSource)
            }
        }
    }
}
