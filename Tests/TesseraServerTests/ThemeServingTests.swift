import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraComponents
import TesseraDirect
import TesseraGallery
import TesseraServer
import TesseraTestSupport
import Testing

/// Routers with themes of their own: each serves its theme's stylesheet, and every page it
/// renders — a page, a live view, an error, the sign-in — links it.
@Suite("Themes served per router", .heavy, .timeLimit(.minutes(1)))
struct ThemeServingTests {
    static let purple = ThemeAssets(theme: try! Theme(json: Data(#"""
        {"colors": {"tintColor": {"light": "#6B2FBA", "dark": "#C9A7F5"}, "iconColor": {"light": "#8A3FB0", "dark": "#DDA8F2"}},
         "fontFamily": "Inter, system-ui, sans-serif"}
        """#.utf8)))
    static let green = ThemeAssets(theme: Theme(colors: [.tintColor: Theme.Pair(light: RGBColor(0x1E6B3A), dark: RGBColor(0x7FD6A0))]))

    /// A router of `theme` with a page, a live view and a failing route.
    static func router(_ theme: ThemeAssets?) -> Router<BasicTesseraRequestContext> {
        let router = Router(context: BasicTesseraRequestContext.self)
        if let theme { router.addTesseraMiddleware(theme: theme) } else { router.addTesseraMiddleware() }
        router.get("page") { _, _ in HTMLResponse(title: "Page") { Text("Hello") } }
        router.get("whole") { _, _ in HTMLResponse(title: "Whole", delivery: .whole) { Text("Hello") } }
        router.addLiveView("/live", title: "Live", sessions: LiveViewSessions()) { Text("Live") }
        router.get("fail") { _, _ -> String in throw HTTPError(.badRequest, message: "No.") }
        return router
    }

    /// The stylesheet a page links.
    static func linkedStylesheet(in html: String) -> String? {
        html.firstMatch(of: /<link rel="stylesheet" href="([^"]+)">/).map { String($0.1) }
    }

    static func get(_ uri: String, _ client: some TestClientProtocol) async throws -> (status: HTTPResponse.Status, text: String) {
        try await client.execute(uri: uri, method: .get) { ($0.status, String(buffer: $0.body)) }
    }

    @Test func everyPageLinksTheRoutersThemeWhichCarriesTheFilesColours() async throws {
        let app = Application(router: Self.router(Self.purple), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            for uri in ["/page", "/whole", "/live", "/fail", "/nowhere"] {
                let page = try await Self.get(uri, client)
                #expect(Self.linkedStylesheet(in: page.text) == Self.purple.stylesheetPath, "\(uri)")
                #expect(page.text.contains(#"<link rel="icon" href="\#(Self.purple.iconPath)">"#), "\(uri)")
            }
            #expect(Self.purple.stylesheetPath != TesseraAssets.stylesheetPath)
            let css = try await client.execute(uri: Self.purple.stylesheetPath, method: .get) { response in
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                return String(buffer: response.body)
            }
            #expect(css.contains("--tc-tintColor:#6b2fba"))
            #expect(css.contains("--tc-tintColor:#c9a7f5"))
            #expect(css.contains("--tc-iconColor:#8a3fb0"))
            #expect(css.contains("--t-font:Inter, system-ui, sans-serif"))
            // The Direct application's additions too, as in the standard stylesheet.
            #expect(css.hasSuffix(DirectStylesheet.css))
            // The icon follows the theme's icon colour, in both palettes.
            let icon = try await Self.get(Self.purple.iconPath, client).text
            #expect(icon.contains(##"fill="#8a3fb0""##))
            #expect(icon.contains("fill:#dda8f2"))
            // The standard one is served as well, for a page rendered without the context.
            #expect(try await Self.get(TesseraAssets.stylesheetPath, client).status == .ok)
        }
    }

    @Test func twoRoutersInOneProcessServeEachItsOwnTheme() async throws {
        let purple = Application(router: Self.router(Self.purple), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        let green = Application(router: Self.router(Self.green), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        let standard = Application(router: Self.router(nil), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await purple.test(.live) { purpleClient in
            try await green.test(.live) { greenClient in
                try await standard.test(.live) { standardClient in
                    // Asked in turn, twice: nothing one router does changes another's.
                    for _ in 0..<2 {
                        let purplePage = try await Self.get("/page", purpleClient).text
                        let greenPage = try await Self.get("/page", greenClient).text
                        let standardPage = try await Self.get("/live", standardClient).text
                        let purpleCSS = try #require(Self.linkedStylesheet(in: purplePage))
                        let greenCSS = try #require(Self.linkedStylesheet(in: greenPage))
                        #expect(Self.linkedStylesheet(in: standardPage) == TesseraAssets.stylesheetPath)
                        #expect(purpleCSS != greenCSS)
                        #expect(try await Self.get(purpleCSS, purpleClient).text.contains("--tc-tintColor:#6b2fba"))
                        #expect(try await Self.get(greenCSS, greenClient).text.contains("--tc-tintColor:#1e6b3a"))
                        // Each serves its own theme's, not the other's.
                        #expect(try await Self.get(greenCSS, purpleClient).status == .notFound)
                        #expect(try await Self.get(purpleCSS, greenClient).status == .notFound)
                    }
                }
            }
        }
    }

    @Test func theDirectApplicationAndItsSignInFollowTheTheme() async throws {
        let database = try await TestEngine.sqlite.sample()
        let router = DirectServer.router(
            for: DirectApplication(database: database), login: .init(user: "ada", password: "correct horse battery"), theme: Self.purple)
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let signIn = try await Self.get("/login", client)
            #expect(signIn.text.contains("Sign in"))
            #expect(Self.linkedStylesheet(in: signIn.text) == Self.purple.stylesheetPath)
        }
        let open = Application(router: DirectServer.router(for: DirectApplication(database: database), theme: Self.purple),
                               configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await open.test(.live) { client in
            for uri in ["/", "/e/film", "/e/film/1", "/e/no_such_table"] {
                let page = try await Self.get(uri, client)
                #expect(Self.linkedStylesheet(in: page.text) == Self.purple.stylesheetPath, "\(uri): \(page.status)")
            }
        }
    }

    @Test func theGalleryServesItsTheme() async throws {
        let app = Application(router: await GalleryServer.router(theme: Self.green), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            for uri in ["/", "/components/KPIItem", "/state/counter"] {
                let page = try await Self.get(uri, client)
                #expect(Self.linkedStylesheet(in: page.text) == Self.green.stylesheetPath, "\(uri)")
            }
        }
    }

    @Test func aContextThatKeepsNoThemeLinksTheStandardOneWhichIsServed() async throws {
        struct OldContext: TesseraRequestContext {
            var coreContext: CoreRequestContextStorage
            var csrfToken = ""
            var user: SignedInUser?
            init(source: Source) { coreContext = CoreRequestContextStorage(source: source) }
        }
        let router = Router(context: OldContext.self)
        router.addTesseraMiddleware(theme: Self.purple)
        router.get("page") { _, _ in HTMLResponse(title: "Page") { Text("Hello") } }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let page = try await Self.get("/page", client).text
            let path = try #require(Self.linkedStylesheet(in: page))
            #expect(path == TesseraAssets.stylesheetPath)
            #expect(try await Self.get(path, client).status == .ok)
        }
    }
}
