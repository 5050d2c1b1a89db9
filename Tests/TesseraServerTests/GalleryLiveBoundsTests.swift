import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraGallery
import TesseraServer
import Testing
import TesseraTestSupport

/// The gallery's shared live pages bound what anyone may add to them (issue 41, item 7): ~3,270
/// anonymous adds to the shared to-do list made it answer 503 to everyone for good, and 20,000
/// posts to the live rows made an 11 MB page.
@Suite("The gallery's shared pages, bounded", .heavy, .timeLimit(.minutes(2)))
struct GalleryLiveBoundsTests {
    private func gallery() async -> some ApplicationProtocol {
        Application(router: await GalleryServer.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    @Test func theSharedToDoListRefusesInWordsWhatGoesPastItsCapacityAndStaysOpenToAll() async throws {
        try await gallery().test(.live) { client in
            var tab = try await LiveTab.open("/state/todo-shared", with: client)
            // Five items to start with, room for a hundred. Each tab takes its events at its own
            // pace: a new one every twenty events.
            for index in 0..<95 {
                if index % 20 == 0 { tab = try await LiveTab.open("/state/todo-shared", cookies: tab.cookies, with: client) }
                let field = try #require(tab.boundFields.first)
                let response = try await tab.post([(field, "Stranger \(index)"), ("t-action", tab.action("Add"))], with: client)
                #expect(response.status == .seeOther)
            }
            tab = try await LiveTab.open("/state/todo-shared", cookies: tab.cookies, with: client)
            let field = try #require(tab.boundFields.first)
            #expect(try await tab.post([(field, "One too many"), ("t-action", tab.action("Add"))], with: client).status == .seeOther)
            let refused = try await tab.reload(with: client).page
            #expect(refused.contains("The list holds at most 100 items"))
            #expect(refused.contains(#"role="alert""#))
            // Nothing added, nothing lost: the field still holds what was typed.
            #expect(!refused.contains("Delete One too many"))
            #expect(refused.contains(#"value="One too many""#))
            // A title too long is refused as clearly, not cut.
            let long = String(repeating: "z", count: 501)
            _ = try await tab.post([(field, long), ("t-action", tab.action("Add"))], with: client)
            #expect(try await tab.reload(with: client).page.contains("at most 500 characters long; this one has 501"))
            // Anyone else still opens the page, and sees the list.
            let stranger = try await LiveTab.open("/state/todo-shared", with: client)
            #expect(stranger.page.contains("Stranger 94"))
        }
    }

    @Test func theLiveRowsRefuseARowPastTheirBoundWith409() async throws {
        try await gallery().test(.live) { client in
            let browser = try await Browser.load("/sections/live-rows", with: client)
            // Three rows to start with.
            for _ in 0..<(LiveRowsSection.maximumRows - 3) {
                #expect(try await browser.post("/sections/live-rows/add", returnPath: "/sections/live-rows", with: client).status == .seeOther)
            }
            let refused = try await browser.post("/sections/live-rows/add", returnPath: "/sections/live-rows", with: client)
            #expect(refused.status == .conflict)
            #expect(refused.text.contains("at most \(LiveRowsSection.maximumRows) rows"))
            // Removing one makes room again.
            #expect(try await browser.post("/sections/live-rows/remove", returnPath: "/sections/live-rows", with: client).status == .seeOther)
            #expect(try await browser.post("/sections/live-rows/add", returnPath: "/sections/live-rows", with: client).status == .seeOther)
            try await client.execute(uri: "/sections/live-rows", method: .get) { response in
                #expect(response.text.contains("\(LiveRowsSection.maximumRows) rows"))
            }
        }
    }
}
