import Foundation
import HTTPTypes
import Hummingbird
import Tessera
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// The application served for real on loopback and driven like a browser: every page and task,
/// on the sample store, on every engine available.
@Suite("The Direct application over HTTP", .heavy)
struct DirectPageTests {
    /// Every page is framed the same way: a skip link to the content, the page's heading inside
    /// `<main>` with the content, and a document title that tells the page apart from the others
    /// of the same row (a browser's tabs and history show it).
    @Test(arguments: ["basic", "fiori"])
    func everyPageIsFramedAndTitled(look: String) async throws {
        let rules = RuleModel()
        rules.add([(.always => \.look <= look).priority(-1)])
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)
        try await serve(application) { browser in
            let list = try await browser.get("/e/film")
            let inspect = try await browser.get("/e/film/1")
            let name = try #require(inspect.page.all("h1").first?.text)
            let edit = try await browser.get("/e/film/1/edit")
            let delete = try await browser.get("/e/film/1/delete")
            let new = try await browser.get("/new/film")
            #expect(list.page.all("title").first?.text == "Film · Tessera")
            #expect(inspect.page.all("title").first?.text == "\(name) · Film · Tessera")
            #expect(edit.page.all("title").first?.text == "Edit \(name) · Film · Tessera")
            #expect(delete.page.all("title").first?.text == "Delete \(name)? · Film · Tessera")
            #expect(new.page.all("title").first?.text == "New film · Film · Tessera")
            for page in [list, inspect, edit, delete, new].map(\.page) {
                let html = page.html
                let skip = try #require(page.all("a").first { $0.attributes["data-skip-link"] != nil })
                #expect(skip.attributes["href"] == "#content")
                #expect(html.contains(#"<main class="t-navigation-stack" id="content">"#))
                let main = try #require(html.range(of: "<main"))
                let heading = try #require(html.range(of: "<h1"))
                #expect(main.lowerBound < heading.lowerBound, "the heading is inside <main>")
                #expect(page.all("h1").count == 1)
            }
            // The delete confirmation names the rows the row points to, as its page does.
            #expect(delete.page.link("English") == "/e/language/1")
            #expect(inspect.page.link("English") == "/e/language/1")
            if look == "basic" {
                // A list's name column opens the row, as its chevron does.
                // Columns: the box that selects the row, the chevron that opens it, the key, the name.
                #expect(list.page.columnTitles.prefix(2) == ["Select", "Open"])
                let firstName = try #require(list.page.tableRows.first?[3])
                #expect(list.page.link(firstName) == "/e/film/1" || list.page.link(firstName)?.hasPrefix("/e/film/") == true)
            }
        }
    }

    /// After a save, a creation or a deletion, the page it leads to says what was done — once.
    @Test func whatWasDoneIsSaidOnThePageItLeadsTo() async throws {
        let application = DirectApplication(database: try await TestEngine.sqlite.sample())
        try await serve(application) { browser in
            let form = try await browser.get("/e/actor/3/edit")
            let version = try #require(form.page.field("_version"))
            let saved = try await browser.post("/e/actor/3/edit", [("v.first_name", "GRACE"), ("_version", version)])
            #expect(saved.status == .seeOther)
            let shown = try await browser.get(try #require(saved.location))
            let notice = try #require(shown.page.all("span").first { $0.attributes["data-notice"] != nil && $0.attributes["role"] == "status" })
            #expect(notice.text.hasPrefix("Saved "), "\(notice.text)")
            #expect(notice.text.contains("GRACE") || notice.text.hasSuffix("."))
            // Once: a reload says nothing.
            let again = try await browser.get(try #require(saved.location))
            #expect(!again.page.html.contains("data-notice"))
            // Saving nothing says so.
            let unchanged = try await browser.get("/e/actor/3/edit")
            let nothing = try await browser.post("/e/actor/3/edit", [("_version", try #require(unchanged.page.field("_version")))])
            #expect(try await browser.get(try #require(nothing.location)).page.text.contains("Nothing to save"))
            // A deletion is said on the list.
            let confirm = try await browser.get("/e/language/6/delete")
            let deleted = try await browser.post("/e/language/6/delete", [("_version", try #require(confirm.page.field("_version")))])
            if deleted.status == .seeOther {
                #expect(try await browser.get(try #require(deleted.location)).page.text.contains("Deleted "))
            }
        }
    }

    @Test(arguments: TestEngine.available)
    func theEntityListCountsEveryTable(_ engine: TestEngine) async throws {
        let application = DirectApplication(database: try await engine.sample())
        try await serve(application) { browser in
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            #expect(home.page.all("title").first?.text == "Tables · Tessera")
            #expect(home.page.link("Film") == "/e/film")
            #expect(home.page.link("Customer list") == "/e/customer_list")
            let film = home.page.tableRows.first { $0.first == "Film" }
            #expect(film?[1] == "1,000")
            #expect(home.page.tableRows.first { $0.first == "Customer list" }?[2] == "View")
        }
    }

    @Test(arguments: TestEngine.available)
    func aListSortsSearchesAndFilters(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        let application = DirectApplication(database: database)
        try await serve(application) { browser in
            let list = try await browser.get("/e/film")
            #expect(list.status == .ok)
            #expect(list.page.tableRows.count == 25)
            #expect(list.page.text.contains("1,000 film rows"))
            #expect(list.page.columnTitles.contains("Title"))
            #expect(list.page.columnTitles.contains("Language"))  // language_id, shown as its relationship
            #expect(list.page.link("English") == "/e/language/1")

            // Sorting: the header's link orders by the column, and again the other way.
            let sortLink = try #require(list.page.link("Title"))
            #expect(sortLink == "/e/film?sort=title")
            let descending = try await browser.get("/e/film?sort=-title")
            let expected = try await database.fetch(FetchSpecification(entityName: "film", sortOrderings: [.descending("title")], pageSize: 1))
            let firstTitle = try #require(expected.rows.first?["title"].text)
            #expect(descending.page.tableRows.first?.contains(firstTitle) == true)
            #expect(descending.page.link("Title ↓") == "/e/film?sort=title")
            // The header cell of the column says the order, for assistive technologies.
            let header = descending.page.all("th").first { $0.attributes["aria-sort"] != nil }
            #expect(header?.attributes["aria-sort"] == "descending")
            #expect(header?.text == "Title ↓")
            #expect(!descending.page.all("a").contains { $0.attributes["aria-sort"] != nil }, "aria-sort belongs to a header cell, not a link")

            // Search: every word, in any text column.
            let search = try await browser.get("/e/film?q=dinosaur")
            let matching = try await database.count(FetchSpecification(entityName: "film", searchText: "dinosaur"))
            #expect(search.page.tableRows.count == min(matching.value, 25))
            #expect(search.page.text.contains("\(matching.description) film row"))
            #expect(search.page.field("q") == "dinosaur")

            // Filters: text columns contain the words; others equal the value.
            let rated = try await browser.get("/e/film?f.rating=PG-13&size=500")
            let ratingColumn = try #require(rated.page.columnTitles.firstIndex(of: "Rating"))
            #expect(!rated.page.tableRows.isEmpty)
            #expect(rated.page.tableRows.allSatisfy { $0[ratingColumn] == "PG-13" })
            let year = try await browser.get("/e/film?f.length=100&size=500")
            let lengthColumn = try #require(year.page.columnTitles.firstIndex(of: "Length"))
            #expect(year.page.tableRows.allSatisfy { $0[lengthColumn] == "100" })
            #expect(year.page.field("f.length") == "100")
        }
    }

    @Test(arguments: TestEngine.available)
    func theSearchAndFilterFormsSendSpacesAsPlusSigns(_ engine: TestEngine) async throws {
        // What a browser sends for the search box holding "mad scientist" (a GET form writes a
        // space as "+"); the browser test found that this searched for "mad+scientist".
        let database = try await engine.sample()
        try await serve(DirectApplication(database: database)) { browser in
            let search = try await browser.get("/e/film?q=mad+scientist")
            let matching = try await database.count(FetchSpecification(entityName: "film", searchText: "mad scientist"))
            #expect(matching.value > 25)
            #expect(search.page.field("q") == "mad scientist")
            #expect(search.page.text.contains("\(matching.description) film rows"))
            #expect(search.page.tableRows.count == 25)

            // An encoded plus sign is a plus sign.
            let plus = try await browser.get("/e/film?q=mad%2Bscientist")
            #expect(plus.page.field("q") == "mad+scientist")
            #expect(plus.page.text.contains("No film rows match."))

            // A filter's words the same way.
            let filtered = try await browser.get("/e/film?f.special_features=Deleted+Scenes&size=500")
            #expect(filtered.page.field("f.special_features") == "Deleted Scenes")
            let column = try #require(filtered.page.columnTitles.firstIndex(of: "Special features"))
            #expect(!filtered.page.tableRows.isEmpty)
            #expect(filtered.page.tableRows.allSatisfy { $0[column].contains("Deleted Scenes") })

            // A "%" without two hexadecimal digits is no address.
            #expect(try await browser.get("/e/film?q=%zz").status == .badRequest)
        }
    }

    @Test(arguments: TestEngine.available)
    func pagesGoForwardsAndBack(_ engine: TestEngine) async throws {
        let application = DirectApplication(database: try await engine.sample())
        try await serve(application) { browser in
            let first = try await browser.get("/e/customer?sort=last_name&size=10")
            #expect(first.page.link("← Previous") == nil)
            let next = try #require(first.page.link("Next →"))
            let second = try await browser.get(next)
            #expect(second.status == .ok)
            #expect(second.page.tableRows.count == 10)
            #expect(Set(second.page.tableRows.map { $0.joined() }).isDisjoint(with: first.page.tableRows.map { $0.joined() }))
            let back = try await browser.get(try #require(second.page.link("← Previous")))
            #expect(back.page.tableRows.map { $0.joined() } == first.page.tableRows.map { $0.joined() })
            // A cursor made for another order is refused, plainly.
            let token = try #require(next.split(separator: "page=").last)
            let refused = try await browser.get("/e/customer?sort=first_name&page=\(token)")
            #expect(refused.status == .badRequest)
        }
    }

    @Test(arguments: TestEngine.available)
    func inspectFollowsRelationships(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        let application = DirectApplication(database: database)
        try await serve(application) { browser in
            let film = try await browser.get("/e/film/1")
            #expect(film.status == .ok)
            let title = try #require(try await database.row(of: "film", key: RowKey([1]))?["title"].text)
            #expect(film.page.all("h1").first?.text == title)
            #expect(film.page.link("Edit") == "/e/film/1/edit")
            // To-one: a link to the row it names.
            let language = try #require(film.page.link("English"))
            let languagePage = try await browser.get(language)
            #expect(languagePage.status == .ok)
            #expect(languagePage.page.text.contains("English"))
            // To-many: the first rows, and a link to all of them in a filtered list.
            let all = try #require(film.page.link("All inventory rows →"))
            let inventory = try await browser.get(all)
            #expect(inventory.status == .ok)
            let copies = try await database.count(FetchSpecification(entityName: "inventory", qualifier: .comparison("film_id", .equal, 1)))
            #expect(inventory.page.text.contains("\(copies.description) inventory row"))
            // Many-to-many, through the join table: actors.
            #expect(film.page.text.contains("Actor"))
            #expect(!film.page.columnTitles.contains("Film actor"))
        }
    }

    @Test(arguments: TestEngine.available)
    func createThenEditThenDelete(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        let application = DirectApplication(database: database)
        let name = "Klingon \(engine.rawValue)"
        try await serve(application) { browser in
            let form = try await browser.get("/new/language")
            #expect(form.status == .ok)
            #expect(form.page.all("h1").first?.text == "New language")
            #expect(form.page.all("input").contains { $0.attributes["name"] == "v.name" && $0.attributes["maxlength"] == "20" })

            let created = try await browser.post("/new/language", [("v.name", name)])
            #expect(created.status == .seeOther)
            let location = try #require(created.location)
            #expect(location.hasPrefix("/e/language/"))
            let shown = try await browser.get(location)
            #expect(shown.page.all("h1").first?.text == name)

            let editForm = try await browser.get(location + "/edit")
            let version = try #require(editForm.page.field("_version"))
            #expect(editForm.page.field("v.name") == name)
            let saved = try await browser.post(location + "/edit", [("v.name", name + " II"), ("_version", version)])
            #expect(saved.status == .seeOther)
            #expect(saved.location == location)
            #expect(try await browser.get(location).page.all("h1").first?.text == name + " II")

            let confirm = try await browser.get(location + "/delete")
            #expect(confirm.page.text.contains("This cannot be undone"))
            let deleted = try await browser.post(location + "/delete", [("_version", try #require(confirm.page.field("_version")))])
            #expect(deleted.status == .seeOther)
            #expect(deleted.location == "/e/language")
            // Gone. Other tests add languages to the shared database meanwhile, and SQLite gives
            // the next one the key of the last row deleted: the address may show another row.
            let after = try await browser.get(location)
            #expect(after.status == .notFound || !after.page.text.contains(name + " II"))
        }
    }

    @Test(arguments: TestEngine.available)
    func invalidInputIsShownBackAndNothingIsWritten(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        let before = try #require(try await database.row(of: "film", key: RowKey([2])))
        let application = DirectApplication(database: database)
        try await serve(application) { browser in
            let form = try await browser.get("/e/film/2/edit")
            let version = try #require(form.page.field("_version"))
            // Two kinds of mistake in one form: a value that does not parse, and an empty field
            // the row needs. Both are reported at once.
            let answer = try await browser.post("/e/film/2/edit", [
                ("v.title", "A NEW TITLE <b>"), ("v.length", "very long"), ("v.rental_duration", ""), ("_version", version),
            ])
            #expect(answer.page.all("input").contains { $0.attributes["name"] == "v.rental_duration" && $0.attributes["aria-invalid"] == "true" })
            #expect(answer.status == .unprocessableContent)
            #expect(answer.page.text.contains("Nothing was saved"))
            #expect(answer.page.field("v.length") == "very long")
            #expect(answer.page.field("v.title") == "A NEW TITLE <b>")
            #expect(answer.page.all("input").contains { $0.attributes["name"] == "v.length" && $0.attributes["aria-invalid"] == "true" })
            // The control names its messages, so that a screen reader reads them with it.
            let length = try #require(answer.page.all("input").first { $0.attributes["name"] == "v.length" })
            let described = try #require(length.attributes["aria-describedby"])
            let messages = try #require(answer.page.elements.first { $0.attributes["id"] == described })
            #expect(messages.text.contains("number"), "\(messages.text)")
            #expect(answer.page.all("input").first { $0.attributes["name"] == "v.title" }?.attributes["aria-describedby"] == nil)
            #expect(!answer.page.html.contains("<b>"))
        }
        #expect(try await database.row(of: "film", key: RowKey([2])) == before)
    }

    @Test(arguments: TestEngine.available)
    func aConflictShowsBothVersionsAndLosesNothing(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        let application = DirectApplication(database: database)
        try await serve(application) { browser in
            let form = try await browser.get("/e/actor/7/edit")
            let version = try #require(form.page.field("_version"))
            // Someone else saves first.
            let original = try #require(try await database.row(of: "actor", key: RowKey([7])))
            _ = try await database.update(original, changes: ["last_name": "THEIRS"])
            let answer = try await browser.post("/e/actor/7/edit", [("v.first_name", "MINE"), ("v.last_name", "MINE TOO"), ("_version", version)])
            #expect(answer.status == .conflict)
            #expect(answer.page.text.contains("Someone else changed this actor"))
            let lines = answer.page.tableRows
            #expect(lines.contains(["Last name", "THEIRS", "MINE TOO"]))
            #expect(answer.page.field("v.last_name") == "MINE TOO")
            #expect(try await database.row(of: "actor", key: RowKey([7]))?["last_name"] == "THEIRS")
            // Saving again, having seen theirs, replaces it.
            let newVersion = try #require(answer.page.field("_version"))
            let saved = try await browser.post("/e/actor/7/edit", [("v.first_name", "MINE"), ("v.last_name", "MINE TOO"), ("_version", newVersion)])
            #expect(saved.status == .seeOther)
            #expect(try await database.row(of: "actor", key: RowKey([7]))?["last_name"] == "MINE TOO")
        }
    }

    @Test(arguments: TestEngine.available)
    func aRowOthersNeedIsNotDeleted(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(DirectApplication(database: database)) { browser in
            let confirm = try await browser.get("/e/language/1/delete")
            let answer = try await browser.post("/e/language/1/delete", [("_version", try #require(confirm.page.field("_version")))])
            #expect(answer.status == .conflict)
            #expect(answer.page.text.contains("It was not deleted"))
            // The rows in the way are named, as links, with a link to all of them.
            #expect(answer.page.text.contains("Other rows still refer to it"))
            #expect(!answer.page.text.contains("film rows"), "a table's name instead of its rows")
            let films = answer.page.all("a").filter { $0.attributes["href"]?.hasPrefix("/e/film/") == true }
            #expect(films.count >= 5, "\(films.map(\.text))")
            #expect(answer.page.link("All of them →")?.hasPrefix("/e/film?where=language_id") == true)
            #expect(try await database.row(of: "language", key: RowKey([1])) != nil)
        }
    }

    @Test(arguments: TestEngine.available)
    func readOnlyChangesNothing(_ engine: TestEngine) async throws {
        let database = try await engine.sample()
        try await serve(DirectApplication(database: database, isReadOnly: true)) { browser in
            let film = try await browser.get("/e/film/3")
            #expect(film.status == .ok)
            #expect(film.page.link("Edit") == nil)
            #expect(film.page.text.contains("Read-only"))
            #expect(try await browser.get("/e/film/3/edit").status == .forbidden)
            #expect(try await browser.get("/new/film").status == .forbidden)
            let refused = try await browser.post("/e/film/3/delete", [("_version", "x")])
            #expect(refused.status == .forbidden)
            let list = try await browser.get("/e/film")
            #expect(!list.page.text.contains("New film"))
            // It saves nothing, but its lists follow the changes others make: on SQLite to the
            // file, on PostgreSQL those other instances and (with the triggers) programs announce.
            #expect(list.page.elements.contains { $0.attributes["data-live"] != nil })
        }
        #expect(try await database.row(of: "film", key: RowKey([3])) != nil)
    }

    @Test func pagesAreSentWholeWithTheirLength() async throws {
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample())) { browser in
            for uri in ["/", "/e/film?size=200", "/e/film/3"] {
                let response = try await browser.client.execute(uri: uri, method: .get, headers: [:], body: nil)
                #expect(response.status == .ok)
                #expect(response.headers[.contentLength] == String(response.body.readableBytes), "\(uri)")
                #expect(String(buffer: response.body).hasSuffix("</html>"), "\(uri)")
                let head = try await browser.client.execute(uri: uri, method: .head, headers: [:], body: nil)
                #expect(head.headers[.contentLength] == String(response.body.readableBytes), "a HEAD request learns the length of \(uri)")
            }
        }
    }

    @Test func signingInGuardsEveryPage() async throws {
        let application = DirectApplication(database: try await TestEngine.sqlite.sample())
        try await serve(application, login: .init(user: "ada", password: "correct horse")) { browser in
            let away = try await browser.get("/e/film?q=a%20b")
            #expect(away.status == .seeOther)
            #expect(away.location == "/login?next=/e/film%3Fq%3Da%2520b")
            let login = try await browser.get("/login")
            #expect(login.status == .ok)
            #expect(login.page.all("input").contains { $0.attributes["type"] == "password" && $0.attributes["value"] == nil })
            let wrong = try await browser.post("/login", [("user", "ada"), ("password", "wrong"), ("next", "/e/film")])
            #expect(wrong.status == .unauthorized)
            #expect(wrong.page.text.contains("The name or the password is wrong."))
            #expect(try await browser.get("/").status == .seeOther)
            let right = try await browser.post("/login", [("user", "ada"), ("password", "correct horse"), ("next", "https://evil.example/")])
            #expect(right.status == .seeOther)
            #expect(right.location == "/")  // never to another site
            #expect(try await browser.get("/e/film").status == .ok)
            // A forged session is no session.
            browser.cookies["tessera_session"] = "99999999999.00"
            #expect(try await browser.get("/e/film").status == .seeOther)
        }
    }

    @Test func formsWithoutTheirTokenAreRefused() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database)) { browser in
            let form = try await browser.get("/e/category/3/edit")
            let version = try #require(form.page.field("_version"))
            let refused = try await browser.post("/e/category/3/edit", [("v.name", "Forged"), ("_version", version)], withToken: false)
            #expect(refused.status == .forbidden)
            #expect(refused.page.text.contains("did not come from this site"))
        }
        #expect(try await database.row(of: "category", key: RowKey([3]))?["name"] != "Forged")
    }

    @Test func badAddressesAreClearPagesNeverFailures() async throws {
        let application = DirectApplication(database: try await TestEngine.sqlite.sample())
        try await serve(application) { browser in
            let cases: [(String, HTTPResponse.Status, String)] = [
                ("/e/nosuch", .notFound, "There is no table or view named 'nosuch'."),
                ("/e/film/99999", .notFound, "There is no film with the key 99999"),
                ("/e/film/abc", .notFound, "film"),
                ("/e/film/1,2", .notFound, "has 1 parts"),
                ("/e/film/%E0%A4%A", .badRequest, "malformed"),
                ("/e/film?sort=nosuch", .badRequest, "cannot be sorted by 'nosuch'"),
                ("/e/film?size=0", .badRequest, "from 1 to 500"),
                ("/e/film?f.length=long", .badRequest, "The filter on 'length'"),
                ("/e/film?f.nosuch=1", .badRequest, "cannot be filtered by 'nosuch'"),
                ("/e/film?where=length%20%3E", .badRequest, "condition"),
                ("/e/film?where=nosuch%20%3D%201", .badRequest, "nosuch"),
                ("/e/film?page=garbage", .badRequest, "page"),
                ("/e/film/1/nothing", .notFound, "There is no page at this address."),
                ("/e/customer_list/1/edit", .notFound, "no primary key"),
            ]
            for (uri, status, message) in cases {
                let visit = try await browser.get(uri)
                #expect(visit.status == status, "\(uri)")
                #expect(visit.page.text.contains(message), "\(uri): \(visit.page.text)")
                #expect(!visit.page.text.contains("DatabaseError"), "\(uri)")
                // In the application's frame: its bar, the way back, the status's name as title.
                #expect(visit.page.elements.contains { $0.attributes["data-app-bar"] != nil }, "\(uri)")
                #expect(visit.page.link("Go to the start page") == "/", "\(uri)")
                #expect(visit.page.all("h1").first?.text == status.reasonPhrase, "\(uri)")
            }
            // A program asking for JSON gets JSON.
            let json = try await browser.get("/e/nosuch.json")
            #expect(json.status == .notFound && json.body.hasPrefix("{\"error\""))
        }
    }
}
