import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraGallery
import TesseraServer
import TesseraTestSupport
import Testing

/// The gallery's page of icons: every name `Image(systemName:)` draws, with its icon, and a search
/// that works without a script (`?q=`) and, with its script, as the person types.
@Suite("The gallery's icons", .heavy)
struct GalleryIconsTests {
    /// The names a search shows: those holding every word of it.
    private func names(matching query: String) -> [String] {
        let words = query.lowercased().split(separator: " ")
        return SystemImage.names.filter { name in words.allSatisfy { name.contains($0) } }
    }

    /// The names the page's cells show, in order, each with its icon.
    private func shownNames(_ page: HTMLPage) -> [String] {
        page.all("div").filter { $0.attributes["data-part"] == "icon-cell" }.compactMap { $0.attributes["data-icon"] }
    }

    @Test func theIndexLinksToThePageOfEveryIconWithItsIcon() async throws {
        let application = Application(router: await GalleryServer.router())
        try await application.test(.router) { client in
            var visitor = Visitor(client)
            let index = try await visitor.get("/")
            #expect(index.page.links.contains { $0.href == "/icons" && $0.text == "Icons" })

            let page = try await visitor.get("/icons")
            #expect(page.status == .ok)
            #expect(page.page.all("h1").first?.text == "Icons")
            #expect(shownNames(page.page) == SystemImage.names)
            #expect(page.page.text.contains("\(grouped(SystemImage.names.count)) names"))
            // Each cell: the icon itself, then its name.
            #expect(page.body.contains(#"<div data-part="icon-cell" data-icon="trash"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h16"#))
            #expect(page.body.contains(#"data-icon="cart.fill"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><g fill="currentColor" stroke="none">"#))
            #expect(!page.body.contains("data-missing-icon"))
            // The search: a form that reads, with the field q; the way back to the index; the credit.
            let form = try #require(page.page.all("form").first)
            #expect(form.attributes["method"] == "get")
            #expect(page.page.field("q") == "")
            #expect(page.page.all("a").contains { $0.attributes["data-gallery-back"] != nil && $0.attributes["href"] == "/" })
            #expect(page.page.text.contains("Tabler Icons"))
            #expect(page.page.text.contains("MIT"))
        }
    }

    @Test func aSearchShowsTheNamesHoldingEveryWordOfIt() async throws {
        let application = Application(router: await GalleryServer.router())
        try await application.test(.router) { client in
            var visitor = Visitor(client)
            let trash = try await visitor.get("/icons?q=trash")
            let shown = shownNames(trash.page)
            #expect(shown == names(matching: "trash"))
            for name in ["trash", "trash.fill", "trash.circle", "trash.slash"] {
                #expect(shown.contains(name), "\(name)")
            }
            #expect(!shown.contains("star"))
            #expect(!trash.body.contains(#"data-icon="star""#))
            #expect(trash.page.field("q") == "trash")
            #expect(trash.page.text.contains("\(shown.count) of \(grouped(SystemImage.names.count)) names"))
            #expect(!trash.page.all("span").contains { $0.attributes["data-part"] == "icon-none" && $0.attributes["hidden"] == nil })

            // Every word, in any case, anywhere in the name.
            let arrows = shownNames(try await visitor.get("/icons?q=Arrow+CIRCLE").page)
            #expect(!arrows.isEmpty)
            #expect(arrows == names(matching: "arrow circle"))
            #expect(arrows.contains("arrow.up.circle"))
            #expect(!arrows.contains("arrow.up"))
            #expect(!arrows.contains("checkmark.circle"))

            // Nothing found: no cell, and the page says so.
            let nothing = try await visitor.get("/icons?q=no-such-icon")
            #expect(shownNames(nothing.page).isEmpty)
            #expect(nothing.page.all("span").contains { $0.attributes["data-part"] == "icon-none" && $0.attributes["hidden"] == nil })
            #expect(nothing.page.text.contains("0 of \(grouped(SystemImage.names.count)) names"))

            // What is searched for is text, never markup.
            let hostile = try await visitor.get("/icons?q=%3Cscript%3E")
            #expect(hostile.status == .ok)
            #expect(!hostile.body.contains("<script>"))
        }
    }

    @Test func thePageLoadsItsScriptFromItsOwnOrigin() async throws {
        let application = Application(router: await GalleryServer.router())
        try await application.test(.router) { client in
            var visitor = Visitor(client)
            let page = try await visitor.get("/icons")
            let source = try #require(page.page.all("script").first?.attributes["src"])
            #expect(source.hasPrefix("/icons/filter-") && source.hasSuffix(".js"))
            try await client.execute(uri: source, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("[data-part=icon-grid]"))
            }
        }
    }

    /// The script, run in Node.js on the page's parts: it shows what the server would for each
    /// search, and on a page the server narrowed it first fetches the whole list.
    @Test(.enabled(if: IconScriptRunner.isAvailable, "needs node to run the script"))
    func theScriptNarrowsTheListAsTheServerWould() async throws {
        let application = Application(router: await GalleryServer.router())
        try await application.test(.router) { client in
            var visitor = Visitor(client)
            let page = try await visitor.get("/icons")
            let source = try #require(page.page.all("script").first?.attributes["src"])
            let script = try await client.execute(uri: source, method: .get) { String(buffer: $0.body) }
            let searches = ["trash", "", "Arrow  circle ", "no-such-icon", "fill"]

            let whole = try await IconScriptRunner.run(script: script, loaded: SystemImage.names, searches: searches)
            #expect(whole.fetched == false)
            let narrowed = try await IconScriptRunner.run(script: script, loaded: names(matching: "trash"), searches: ["star"] + searches)
            #expect(narrowed.fetched == true)
            #expect(whole.steps.count == searches.count && narrowed.steps.count == searches.count + 1)

            let total = grouped(SystemImage.names.count)
            for (search, step) in Array(zip(searches, whole.steps)) + Array(zip(["star"] + searches, narrowed.steps)) {
                let expected = names(matching: search)
                let words = search.split(separator: " ")
                #expect(step.shown == expected, "\(search)")
                #expect(step.count == (words.isEmpty ? "\(total) names" : "\(grouped(expected.count)) of \(total) names"), "\(search)")
                #expect(step.noneHidden == !expected.isEmpty, "\(search)")
                // encodeURIComponent's: all but letters, digits and -_.!~*'() escaped.
                let kept = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'()")
                let typed = search.trimmingCharacters(in: .whitespaces).addingPercentEncoding(withAllowedCharacters: kept) ?? ""
                #expect(step.address == (words.isEmpty ? "/icons" : "?q=" + typed), "\(search)")
            }
        }
    }

    private func grouped(_ number: Int) -> String {
        var digits = String(number)
        if digits.count > 3 { digits.insert(",", at: digits.index(digits.endIndex, offsetBy: -3)) }
        return digits
    }
}

/// Runs the icons page's script in Node.js with the few parts of a document it reads.
enum IconScriptRunner {
    struct Step: Decodable {
        let shown: [String]
        let count: String
        let noneHidden: Bool
        let address: String?
    }

    struct Result: Decodable {
        let steps: [Step]
        let fetched: Bool
    }

    static let isAvailable: Bool = (try? NodeProgram.run(["-e", "process.exit(0)"], input: Data()).status) == 0

    /// The script on a page holding the cells of `loaded`, after each of `searches` typed.
    static func run(script: String, loaded: [String], searches: [String]) async throws -> Result {
        struct Input: Encodable {
            let script: String
            let loaded: [String]
            let all: [String]
            let searches: [String]
        }
        let input = try JSONEncoder().encode(Input(script: script, loaded: loaded, all: SystemImage.names, searches: searches))
        let result = try await Task.detached { try NodeProgram.run(["-e", driver], input: input) }.value
        guard result.status == 0 else { throw Failure(output: result.output) }
        return try JSONDecoder().decode(Result.self, from: Data(result.output.utf8))
    }

    struct Failure: Error, CustomStringConvertible {
        let output: String
        var description: String { output }
    }

    /// The page's search field, count, message and grid; a history that records the address; a
    /// fetch and parser that give the whole grid.
    static let driver = #"""
        const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
        const cells = (names) => names.map((name) => ({ dataset: { icon: name }, hidden: false }));
        const makeGrid = (names) => ({ dataset: { total: String(input.all.length) }, children: cells(names), replaceWith(other) { page.grid = other; } });
        const page = { grid: makeGrid(input.loaded) };
        const count = { textContent: "" };
        const none = { hidden: true };
        let onInput = null;
        const field = { value: "", addEventListener(type, listener) { if (type === "input") onInput = listener; } };
        const form = { querySelector: (selector) => selector === "input[name=q]" ? field : null };
        const parts = { "[data-part=icon-search]": form, "[data-part=icon-count]": count, "[data-part=icon-none]": none };
        const document = { querySelector: (selector) => selector === "[data-part=icon-grid]" ? page.grid : (parts[selector] || null) };
        let address = null;
        const history = { state: null, replaceState(state, title, url) { address = url; } };
        const location = { pathname: "/icons" };
        let fetched = false;
        const fetch = async (url) => { fetched = url === "/icons"; return { ok: true, text: async () => "<html>the whole page</html>" }; };
        class DOMParser { parseFromString() { return { querySelector: (selector) => selector === "[data-part=icon-grid]" ? makeGrid(input.all) : null }; } }
        new Function("document", "history", "location", "fetch", "DOMParser", input.script)(document, history, location, fetch, DOMParser);
        (async () => {
          const steps = [];
          for (const search of input.searches) {
            field.value = search;
            onInput();
            await new Promise((resolve) => setTimeout(resolve, 0));
            const shown = Array.from(page.grid.children).filter((cell) => !cell.hidden).map((cell) => cell.dataset.icon);
            steps.push({ shown, count: count.textContent, noneHidden: none.hidden, address });
          }
          console.log(JSON.stringify({ steps, fetched }));
        })();
        """#
}
