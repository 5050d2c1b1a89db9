import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TesseraTestSupport

/// `tessera gallery`, run as a person runs it.
@Suite("tessera gallery", .heavy)
struct GalleryCommandTests {
    @Test func servesAnIndexOfEveryScreenAndTheScreens() async throws {
        let server = try ServerProcess(arguments: ["gallery", "--port", "0"])
        defer { server.stop() }
        let address = try await server.address()
        #expect(address.hasPrefix("http://127.0.0.1:"))
        let index = try await ServeCommandTests.fetch(address)
        #expect(index.status == 200)
        let links = index.body.matches(of: /href="(\/[^"]*)"/).map { String($0.1) }
        #expect(links.contains("/sections/contacts"))
        #expect(links.contains("/sections/live-rows"))
        for link in links where link.hasPrefix("/sections/") {
            let page = try await ServeCommandTests.fetch(address + link.dropFirst())
            #expect(page.status == 200, "\(link)")
            #expect(page.body.contains("data-live="), "\(link) is live")
        }
        #expect(links.contains("/components/ObjectItem"))
        let component = try await ServeCommandTests.fetch(address + "components/ObjectItem")
        #expect(component.status == 200)
        for specimen in ["View builders", "Plain values", "A model", "Restyled: status first", "Dark"] {
            #expect(component.body.contains(#"data-specimen="\#(specimen)""#), "\(specimen)")
        }
        #expect(component.body.contains(#"data-color-scheme="dark""#))
        #expect(try await ServeCommandTests.fetch(address + "no/such/page").status == 404)
    }

    @Test func aBadPortIsOneClearLine() async throws {
        let result = try await ServeCommandTests.run(["gallery", "--port", "70000"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--port must be a number from 0 to 65535"))
    }
}
