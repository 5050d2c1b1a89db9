import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraGallery
import Testing

/// The `SeedStyle` example's screens, as `tessera gallery` serves them: code written only in the
/// seed systems' spellings, running.
@Suite("The seed systems' own code, served by the gallery", .heavy, .timeLimit(.minutes(2)))
struct SeedStyleTests {
    private func gallery() async -> some ApplicationProtocol {
        Application(router: await GalleryServer.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    @Test func theIndexListsEverySeedScreenAndEachAnswers() async throws {
        try await gallery().test(.live) { client in
            let index = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
            for path in ["/seed/fiori-contacts", "/seed/fiori-kpis", "/seed/contacts", "/seed/d2s"] {
                #expect(index.contains(#"href="\#(path)""#), "the index has no link to \(path)")
                let status = try await client.execute(uri: path, method: .get) { $0.status }
                #expect(status == .ok, "\(path): \(status)")
            }
        }
    }

    @Test func aFioriActivityRunsTheViewModelAndItsAlertShows() async throws {
        try await gallery().test(.live) { client in
            let tab = try await LiveTab.open("/seed/fiori-contacts", with: client)
            #expect(tab.page.contains("Edsger Dijkstra") && tab.page.contains("Grace Hopper"))
            // The model's activities are links; the builders' and the action's, buttons of the form.
            #expect(tab.page.contains(#"href="mailto:grace@example.com""#))
            let call = try #require(tab.page.firstMatch(of: /value="([^"]+)" data-activity="phone"/).map { String($0.1) })
            #expect(try await tab.post([("t-action", call)], with: client).status == .seeOther)
            let shown = try await tab.reload(with: client)
            #expect(shown.page.contains(#"role="alertdialog""#))
            #expect(shown.page.contains("phone Edsger Dijkstra"), "\(shown.page)")
        }
    }

    @Test func theKeyFiguresAreMadeFromTheData() async throws {
        try await gallery().test(.live) { client in
            let page = try await LiveTab.open("/seed/fiori-kpis", with: client).page
            for title in ["Walldorf", "Palo Alto", "Bangalore"] {
                #expect(page.components(separatedBy: "\">\(title)</span>").count - 1 == 2, "\(title) once in each container")
                // The header control's titles, restyled by `titleModifier`.
                #expect(page.contains(#"<span class="t-fg-red t-font-headline">\#(title)</span>"#))
            }
        }
    }

    @Test func theDirectToSwiftUIApplicationShowsItsOwnPageAndPrices() async throws {
        try await gallery().test(.live) { client in
            let customer = try await client.execute(uri: "/seed/d2s/e/customer/1", method: .get) { String(buffer: $0.body) }
            #expect(customer.contains("Mary") && customer.contains("Smith"))
            let film = try await client.execute(uri: "/seed/d2s/e/film/1", method: .get) { String(buffer: $0.body) }
            #expect(film.contains("$0.99") && film.contains("$20.99"))
            let form = try await client.execute(uri: "/seed/d2s/e/film/1/edit", method: .get) { String(buffer: $0.body) }
            #expect(form.contains(#"data-editor="rating""#) && form.contains("t-tap"))
        }
    }
}
