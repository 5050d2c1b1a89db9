import Foundation
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// The fiori look: the same application, its pages built from the business components.
@Suite("The Direct application in the fiori look", .heavy, .timeLimit(.minutes(1)))
struct DirectFioriLookTests {
    /// An application whose every page is in the fiori look.
    private func fioriApplication(_ database: Database, _ rules: [Rule] = []) -> DirectApplication {
        let model = RuleModel()
        model.add([(.always => \.look <= "fiori").priority(-1)] + rules)
        return DirectApplication(database: database, rules: model)
    }

    /// The elements of `page` that are the component `name`.
    private func components(_ name: String, in page: HTMLPage) -> [HTMLPage.Element] {
        page.elements.filter { $0.attributes["data-component"] == name }
    }

    @Test(arguments: TestEngine.available)
    func theEntityListIsKeyFiguresAndObjectItems(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(fioriApplication(database)) { browser in
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            #expect(components("KPIHeader", in: home.page).count == 1)
            let figures = components("KPIItem", in: home.page)
            #expect(figures.count == 4, "the four largest tables")
            let payments = try await database.count(FetchSpecification(entityName: "payment"))
            #expect(figures.first?.text == "\(payments.description)Payment")
            let items = components("ObjectItem", in: home.page)
            // Each table once among the items, and once in the tables' menu of every page.
            let tableLinks = home.page.elements.filter { $0.name == "a" && $0.attributes["href"]?.hasPrefix("/e/") == true && $0.attributes["data-table-link"] == nil }
            #expect(items.count == tableLinks.count)
            #expect(items.contains { $0.text.contains("Film") && $0.text.contains("1,000 rows") })
            #expect(items.contains { $0.text.contains("Customer list") && $0.text.contains("View") })
            #expect(home.page.link("Film") == "/e/film")
            #expect(home.page.all("table").isEmpty)
        }
    }

    @Test(arguments: TestEngine.available)
    func aListIsObjectItemsThatSortSearchAndPage(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(fioriApplication(database)) { browser in
            let list = try await browser.get("/e/film")
            #expect(list.status == .ok)
            #expect(list.page.all("table").isEmpty)
            let items = components("ObjectItem", in: list.page)
            #expect(items.count == 25)
            let first = try await database.fetch(FetchSpecification(entityName: "film", sortOrderings: [.ascending("film_id")], pageSize: 1))
            let title = try #require(first.rows.first?["title"].text)
            #expect(list.page.link(title) == "/e/film/1", "each title opens its row")
            // The properties after the name, labelled; the key is the link's already.
            #expect(items[0].text.contains("Description"))
            #expect(items[0].text.contains("Language"))
            #expect(!items[0].text.contains("ID"))
            #expect(list.page.link("English") == "/e/language/1", "a to-one property is its component: a link")
            #expect(list.page.text.contains("1,000 film rows"))

            // The order is one menu: each sortable property both ways, the current one chosen.
            let menu = try #require(list.page.all("select").first { $0.attributes["name"] == "sort" })
            #expect(menu.text.contains("Title ↑") && menu.text.contains("Title ↓"))
            let sorted = try await browser.get("/e/film?sort=-title")
            let last = try await database.fetch(FetchSpecification(entityName: "film", sortOrderings: [.descending("title")], pageSize: 1))
            let lastTitle = try #require(last.rows.first?["title"].text)
            #expect(components("ObjectItem", in: sorted.page).first?.text.hasPrefix(lastTitle) == true)
            #expect(sorted.page.all("option").contains { $0.attributes["value"] == "-title" && $0.attributes["selected"] != nil })

            let search = try await browser.get("/e/film?q=dinosaur")
            let matching = try await database.count(FetchSpecification(entityName: "film", searchText: "dinosaur"))
            #expect(components("ObjectItem", in: search.page).count == min(matching.value, 25))

            let next = try #require(list.page.link("Next →"))
            let second = try await browser.get(next)
            #expect(components("ObjectItem", in: second.page).count == 25)
            #expect(second.page.link(title) == nil)
        }
    }

    @Test(arguments: TestEngine.available)
    func anInspectPageIsAnObjectHeaderAndKeyValues(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(fioriApplication(database)) { browser in
            let film = try await browser.get("/e/film/1")
            #expect(film.status == .ok)
            let header = try #require(components("ObjectHeader", in: film.page).first)
            let row = try await database.fetch(FetchSpecification(entityName: "film", sortOrderings: [.ascending("film_id")], pageSize: 1))
            let title = try #require(row.rows.first?["title"].text)
            #expect(header.text.hasPrefix(title + "Film"))
            // The header names the page with a real <h1>, the page's only one: the frame writes
            // no second heading.
            #expect(film.page.all("h1").map(\.text) == [title])
            #expect(!film.page.elements.contains { $0.attributes["role"] == "heading" && $0.name == "h1" })
            #expect(film.page.link("Edit") == "/e/film/1/edit")
            let values = components("KeyValueItem", in: film.page)
            #expect(values.contains { $0.text.hasPrefix("Release year") && $0.text.count > "Release year".count })
            #expect(values.contains { $0.text == "LanguageEnglish" })
            // To-many relationships are sections of their own, under a section header.
            #expect(components("SectionHeader", in: film.page).contains { $0.text == "Actor" })
            #expect(film.page.link("All inventory rows →") != nil)

            // The form pages keep the basic forms, under the same header.
            let edit = try await browser.get("/e/film/1/edit")
            #expect(components("ObjectHeader", in: edit.page).count == 1)
            #expect(edit.page.field("v.title") == title)
        }
    }

    @Test func aRuleOnLookChoosesItForSomePagesOnly() async throws {
        let database = try await TestEngine.sqlite.sample()
        let model = RuleModel {
            \.entity?.name == "film" => \.look <= "fiori"
        }
        try await serve(DirectApplication(database: database, rules: model)) { browser in
            #expect(components("ObjectItem", in: try await browser.get("/e/film").page).count == 25)
            let actors = try await browser.get("/e/actor")
            #expect(components("ObjectItem", in: actors.page).isEmpty)
            #expect(actors.page.tableRows.count == 25)
        }
    }

    @Test func aFioriListIsLiveToo() async throws {
        let database = try await TestEngine.sqlite.sample()
        let word = "zzfiori"
        // Categories: other tests add and delete languages in the shared database, and SQLite
        // gives a deleted row's key to the next row.
        try await serve(fioriApplication(database)) { watcher in
            let list = try await watcher.get("/e/category?q=\(word)")
            #expect(components("ObjectItem", in: list.page).isEmpty)
            let region = try #require(list.page.elements.first { $0.attributes["data-live"] != nil }, "the list is not live")
            let url = try #require(region.attributes["data-live"]), version = try #require(region.attributes["data-version"])
            var actor = Visitor(watcher.client)
            _ = try await actor.get("/new/category")
            try await EventStream.open(port: watcher.client.port!, path: url + "&since=" + version) { stream in
                let created = try await actor.post("/new/category", [("v.name", "\(word) one")])
                let row = try #require(created.location)
                let inserted = try await stream.next().update
                #expect(inserted.operations.map(\.kind) == [.insertElement])
                let html = try #require(inserted.operations.first?.html)
                #expect(html.hasPrefix("<li "))
                #expect(html.contains(#"data-component="ObjectItem""#))
                #expect(html.contains(#"<a class="t-link t-font-headline" href="\#(row)">\#(word) one</a>"#), "the title opens the row, as on the page")
                let confirm = try await actor.get(row + "/delete")
                let deleted = try await actor.post(row + "/delete", [("_version", try #require(confirm.page.field("_version")))])
                #expect(deleted.status == .seeOther)
                #expect(try await stream.next().update.operations.map(\.kind) == [.removeElement])
            }
        }
    }
}
