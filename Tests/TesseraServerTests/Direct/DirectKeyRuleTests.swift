import Foundation
import Tessera
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// The keys a page follows, each set by a rule rather than left to its default.
@Suite("Keys set by rules reshape the pages", .heavy)
struct DirectKeyRuleTests {
    static func serving(
        _ ruleFile: String, look: String = "basic", debug: Bool = false, _ body: @escaping @Sendable (inout Visitor) async throws -> Void
    ) async throws {
        let model = RuleModel()
        model.add([(.always => \.look <= look).priority(-1)])
        _ = try model.loadRules(text: ruleFile, fileName: "keys.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample(), rules: model), debug: debug, body)
    }

    @Test(arguments: ["basic", "fiori"])
    func debugExplainsThePageAndEveryColumnOfAList(look: String) async throws {
        let rules = """
            entity.name = 'film' => numberOfObjectsPerBatch = 10
            propertyKey = 'title' => displayNameForProperty = 'Name'
            """
        try await Self.serving(rules, look: look, debug: true) { browser in
            let page = try await browser.get("/e/film?debug=1").page
            let note = try #require(page.elements.first { $0.attributes["data-debug"] == "page" }).text
            #expect(note.contains("numberOfObjectsPerBatch = 10 — rule at keys.rules:1:1"), "\(note)")
            #expect(note.contains("look = '\(look)'"))
            #expect(note.contains("page = 'QueryList' — default, computed"))
            #expect(note.contains("displayPropertyKeys = "))
            let columns = page.all("div").filter { $0.attributes["data-debug"] == "rules" }.map(\.text)
            #expect(columns.contains { $0.contains("propertyKey = 'title'") && $0.contains("label = 'Name' — rule at keys.rules:2:1") })
            // Every other page explains itself too.
            for path in ["/?debug=1", "/e/film/1?debug=1", "/e/film/1/edit?debug=1"] {
                let other = try await browser.get(path).page
                #expect(other.elements.contains { $0.attributes["data-debug"] == "page" }, "\(path)")
            }
            let inspect = try await browser.get("/e/film/1?debug=1").page.text
            #expect(inspect.contains("propertyRow = 'PropertyRow' — default"))
            #expect(try await browser.get("/e/film").page.elements.allSatisfy { $0.attributes["data-debug"] == nil })
        }
    }

    @Test(arguments: ["basic", "fiori"])
    func visibleEntityNamesChoosesTheEntityList(look: String) async throws {
        try await Self.serving("task = 'query' => visibleEntityNames = ['film', 'actor']", look: look) { browser in
            let page = try await browser.get("/").page
            let entities = page.links.map(\.href).filter { $0.hasPrefix("/e/") }
            #expect(Set(entities) == ["/e/film", "/e/actor"], "\(entities)")
        }
    }

    @Test(arguments: ["basic", "fiori"])
    func nextTaskIsFollowedFromEveryPlace(look: String) async throws {
        let rules = """
            task = 'query' and entity.name = 'language' => nextTask = 'edit'
            task = 'list' and entity.name = 'actor' => nextTask = 'edit'
            task = 'list' and entity.name = 'language' => nextTask = 'edit'
            """
        try await Self.serving(rules, look: look) { browser in
            let home = try await browser.get("/").page.links.map(\.href)
            #expect(home.contains("/new/language"), "the entity list opens a new language's form")
            #expect(home.contains("/e/actor"), "\(home)")
            #expect(home.contains("/e/film"), "other entities open their lists")
            // A list's rows, and a row's related rows, open their form.
            let actors = try await browser.get("/e/actor").page.links.map(\.href)
            #expect(actors.contains("/e/actor/1/edit"), "\(actors.prefix(40))")
            let film = try await browser.get("/e/film/1").page.links.map(\.href)
            #expect(film.contains { $0.hasPrefix("/e/actor/") && $0.hasSuffix("/edit") }, "the film's actors open their forms")
            #expect(film.contains { $0.hasPrefix("/e/language/") && $0.hasSuffix("/edit") }, "the film's language opens its form")
            #expect(film.contains { $0.hasPrefix("/e/inventory/") && !$0.hasSuffix("/edit") }, "other related rows open their pages")
        }
    }

    @Test func nextTaskEditIsNotFollowedInAReadOnlyApplication() async throws {
        let model = RuleModel()
        _ = try model.loadRules(text: "true => nextTask = 'edit'", fileName: "keys.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample(), rules: model, isReadOnly: true)) { browser in
            let links = try await browser.get("/").page.links.map(\.href) + (try await browser.get("/e/film/1").page.links.map(\.href))
            #expect(!links.contains { $0.hasSuffix("/edit") || $0.hasSuffix("/new") }, "\(links)")
        }
    }

    @Test(arguments: ["basic", "fiori"])
    func hideEmptyPropertyLeavesEmptyValuesOut(look: String) async throws {
        try await Self.serving("entity.name = 'film' => hideEmptyProperty = true", look: look) { browser in
            let page = try await browser.get("/e/film/1").page.text
            #expect(!page.contains("Original language"), "film 1 has no original language")
            #expect(page.contains("Language"))
        }
        try await Self.serving("", look: look) { browser in
            let page = try await browser.get("/e/film/1").page.text
            #expect(page.contains("Original language"))
        }
    }

    @Test(arguments: ["basic", "fiori"])
    func numberOfObjectsPerBatchSizesTheListsPages(look: String) async throws {
        try await Self.serving("entity.name = 'film' => numberOfObjectsPerBatch = 10", look: look) { browser in
            let page = try await browser.get("/e/film").page
            let items = page.html.components(separatedBy: #"data-component="ObjectItem""#).count - 1
            #expect((look == "basic" ? page.tableRows.count : items) == 10)
            #expect(page.links.contains { $0.text.contains("Next") })
        }
    }
}
