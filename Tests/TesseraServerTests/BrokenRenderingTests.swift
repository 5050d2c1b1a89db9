import Foundation
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraServer
import Testing
import TesseraTestSupport

/// A page whose rendering fails after its first chunk has left — a view that contains itself, a
/// database that goes away under a long list — cannot take back its 200: the server must close
/// the connection, so that the browser sees a broken page at once instead of waiting on it.
@Suite("A rendering that fails midway", .heavy)
struct BrokenRenderingTests {
    /// A page with enough before the failure to fill the first chunk, then a view nested past
    /// the renderer's limit.
    struct BrokenPage: View {
        var body: some View {
            VStack {
                ForEach(0..<2_000, id: \.self) { number in Text("Row \(number) of a long list") }
                Self.tooDeep
            }
        }

        static var tooDeep: AnyView {
            var view = AnyView(Text("leaf"))
            for _ in 0..<1_100 { view = AnyView(VStack { view }) }
            return view
        }
    }

    @Test func theConnectionClosesWithoutAProperEnd() async throws {
        let router = Router(context: BasicTesseraRequestContext.self)
        router.get("/broken") { _, _ in HTMLResponse(title: "Broken") { BrokenPage() } }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let outcome = try await withThrowingTaskGroup(of: (body: [UInt8], endedProperly: Bool)?.self) { group in
                group.addTask {
                    try await EventStream.open(port: port, path: "/broken") { stream in
                        #expect(stream.status == 200)
                        return try await stream.readToEnd()
                    }
                }
                group.addTask {
                    try await Task.sleep(for: .seconds(10))
                    return nil
                }
                let first = try await group.next()!
                group.cancelAll()
                return first
            }
            let result = try #require(outcome, "the server left the connection open after the rendering failed")
            #expect(!result.endedProperly, "a broken page does not end like a whole one")
            #expect(String(decoding: result.body, as: UTF8.self).contains("Row 0 of a long list"))
        }
    }
}
