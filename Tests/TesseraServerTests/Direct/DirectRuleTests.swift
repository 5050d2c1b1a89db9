import Foundation
import HTTPTypes
import Tessera
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// The example rules file of the repository, and what each of its rules changes on the page.
@Suite("Rules reshape the pages", .heavy)
struct DirectRuleTests {
    /// Examples/rental.rules, found from this file's place in the repository.
    static let examplePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/rental.rules").path

    func exampleApplication(readOnly: Bool = false) async throws -> DirectApplication {
        let rules = RuleModel()
        try rules.loadRules(contentsOfFile: Self.examplePath, registry: DirectRuleKeys.registry)
        return DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules, isReadOnly: readOnly)
    }

    /// One rule hides one property, on every page, and the others stay — the relationships an
    /// inspect page shows after the columns too.
    @Test func oneRuleHidesOneProperty() async throws {
        let rules = RuleModel()
        _ = try rules.loadRules(text: """
            entity.name = 'film' => hiddenPropertyKeys = ['last_update', 'description']
            """, fileName: "hide.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)) { browser in
            let list = try await browser.get("/e/film")
            #expect(!list.page.columnTitles.contains("Last update"))
            #expect(!list.page.columnTitles.contains("Description"))
            #expect(list.page.columnTitles.contains("Title") && list.page.columnTitles.contains("Rental rate"))
            let inspect = try await browser.get("/e/film/1")
            #expect(!inspect.page.text.contains("Last update"))
            #expect(inspect.page.text.contains("Rental rate"))
            #expect(inspect.page.link("All actor rows →") != nil, "the relationships stay")
            let form = try await browser.get("/e/film/1/edit")
            #expect(form.page.field("v.description") == nil)
            #expect(form.page.field("v.title") != nil)
            // Other entities keep theirs.
            #expect(try await browser.get("/e/actor").page.columnTitles.contains("Last update"))
        }
    }

    /// The `page` key names the look's pages by typed value in Swift and by name in a rule file;
    /// a name no page answers to is shown as such, never silently another page.
    @Test(arguments: ["basic", "fiori"])
    func pageRulesPickTheLooksPages(look: String) async throws {
        let rules = RuleModel()
        rules.add([
            (.always => \.look <= look).priority(-1),
            (\.entity?.name == "actor" && \.task == .list => \.page <= DirectView.queryList).priority(50),
        ])
        _ = try rules.loadRules(text: """
            task = 'list' => page = 'QueryLsit'
            """, fileName: "pages.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)) { browser in
            let films = try await browser.get("/e/film")
            #expect(films.page.text.contains("No page is called 'QueryLsit'"))
            #expect(!films.page.text.contains("ACADEMY DINOSAUR"), "the misspelled page shows no other page's rows")
            let actors = try await browser.get("/e/actor")
            #expect(!actors.page.text.contains("No page is called"))
            #expect(actors.page.text.contains("TAYLOR") && actors.page.text.contains("BLOOM"), "the typed value names the look's list of rows")
        }
    }

    @Test func theExampleHidesPropertiesOfTheFilmList() async throws {
        try await serve(try await exampleApplication()) { browser in
            let list = try await browser.get("/e/film")
            #expect(list.page.columnTitles == ["Select", "Open", "Title", "Release year", "Rating"])
            // Without the rules, every column.
        }
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample())) { browser in
            let list = try await browser.get("/e/film")
            #expect(list.page.columnTitles.count > 10)
        }
    }

    @Test func theExampleChangesLabelsAndFormatsMoney() async throws {
        try await serve(try await exampleApplication()) { browser in
            let film = try await browser.get("/e/film/1")
            #expect(film.page.text.contains("Price per rental"))
            #expect(!film.page.text.contains("Rental rate"))
            #expect(film.page.text.contains("$0.99") || film.page.text.contains("$2.99") || film.page.text.contains("$4.99"))
            let payment = try await browser.get("/e/payment?size=1")
            let amountColumn = try #require(payment.page.columnTitles.firstIndex(of: "Amount"))
            #expect(payment.page.tableRows.first?[amountColumn].hasPrefix("$") == true)
            let customer = try await browser.get("/e/customer/1")
            #expect(customer.page.text.contains("Active"))
        }
    }

    @Test func theExamplePicksAComponent() async throws {
        // Without the rule, special features are a text area; the example's rule makes them one
        // line.
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample())) { browser in
            let form = try await browser.get("/e/film/1/edit")
            #expect(form.page.all("textarea").contains { $0.attributes["name"] == "v.special_features" })
        }
        try await serve(try await exampleApplication()) { browser in
            let form = try await browser.get("/e/film/1/edit")
            #expect(!form.page.all("textarea").contains { $0.attributes["name"] == "v.special_features" })
            #expect(form.page.all("input").contains { $0.attributes["name"] == "v.special_features" && $0.attributes["type", default: "text"] == "text" })
            // The check constraint on rating makes it a choice.
            let selects = form.page.all("select").map { $0.attributes["name"] ?? "" }
            #expect(selects.contains("v.rating"), "\(selects)")
            #expect(form.page.all("option").map(\.text).contains("NC-17"))
        }
    }

    @Test func debugShowsWhichRuleDecided() async throws {
        try await serve(try await exampleApplication(), debug: true) { browser in
            let film = try await browser.get("/e/film/1?debug=1")
            let notes = film.page.all("div").filter { $0.attributes["data-debug"] == "rules" }.map(\.text)
            #expect(notes.contains { $0.contains("label = 'Price per rental' — rule at ") && $0.contains("rental.rules:") })
            #expect(notes.contains { $0.contains("formatter = 'currency' — rule at ") })
            #expect(notes.contains { $0.contains("component = 'DisplayToOne' — default, computed") })
            // The name a rule needs, beside the label people read.
            #expect(notes.contains { $0.contains("propertyKey = 'rental_rate' · entity.name = 'film'") && $0.contains("Price per rental") })
        }
        // Not on a server that does not allow it.
        try await serve(try await exampleApplication(), debug: false) { browser in
            let film = try await browser.get("/e/film/1?debug=1")
            #expect(!film.page.all("div").contains { $0.attributes["data-debug"] == "rules" })
        }
    }

    @Test func aSwiftRuleReplacesAPageWithAViewOfYourOwn() async throws {
        let rules = RuleModel {
            \.task == "inspect" && \.entity?.name == "customer" => \.page <= CustomerCard()
            \.propertyKey == "rating" => \.component <= RatingBadge()
            \.entity?.name == "language" => \.rowComponent <= LanguageRow()
        }
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)) { browser in
            let customer = try await browser.get("/e/customer/1")
            let card = try #require(customer.page.elements.first { $0.attributes["data-card"] == "customer" })
            #expect(card.text.hasPrefix("Customer card: "))
            #expect(customer.page.link("Tables") == "/")  // still inside the look's frame
            let languages = try await browser.get("/e/language")
            // Kept live, as the look's own rows are: each row of the region is one of the view.
            let rows = languages.page.html.matches(of: /<span data-row="language">([^<]*)<\/span>/).map { String($0.1) }
            #expect(languages.page.html.contains(#"data-live="/live/language""#))
            #expect(rows.count >= 6)  // other tests may be adding one meanwhile
            #expect(rows.allSatisfy { $0.hasPrefix("Language: ") })
            #expect(rows.first == "Language: English")
            let film = try await browser.get("/e/film/1")
            #expect(film.page.elements.contains { $0.name == "span" && $0.text.hasPrefix("Rated PG") })
        }
    }

    @Test func valuesAndNamesFromTheDatabaseAreEscaped() async throws {
        let location = try await TestEngine.sqlite.makeLocation()
        try await Database.runScript("""
            CREATE TABLE "<b>odd</b> table" (id INTEGER PRIMARY KEY, "na""me" TEXT, note TEXT);
            INSERT INTO "<b>odd</b> table" VALUES (1, '<script>alert(1)</script>', 'javascript:alert(2)');
            """, at: location)
        let database = try await Database.open(location)
        try await serve(DirectApplication(database: database)) { browser in
            let home = try await browser.get("/")
            let link = try #require(home.page.links.first { $0.text.contains("odd") })
            #expect(link.href == "/e/%3Cb%3Eodd%3C%2Fb%3E%20table")
            let list = try await browser.get(link.href)
            #expect(list.status == .ok)
            #expect(!list.page.html.contains("<script>alert"))
            #expect(list.page.text.contains("<script>alert(1)</script>"))
            let row = try await browser.get(link.href + "/1")
            #expect(row.status == .ok)
            #expect(row.page.all("h1").first?.text == "<script>alert(1)</script>")
            #expect(!row.page.all("a").contains { $0.attributes["href"]?.hasPrefix("javascript") == true })
        }
        try await database.close()
    }
}

/// A page of one's own for customers, reading the environment as Direct to SwiftUI's views do.
struct CustomerCard: View {
    @Environment(\.object) private var object

    var body: some View {
        Text("Customer card: \(object["first_name"]?.text ?? "") \(object["last_name"]?.text ?? "")")
            .attribute("data-card", "customer")
    }
}

/// A row of one's own in lists.
struct LanguageRow: View {
    @Environment(\.object) private var language

    var body: some View {
        Text("Language: \(language["name"]?.text ?? "")").attribute("data-row", "language")
    }
}

/// A property component of one's own.
struct RatingBadge: View {
    @Environment(\.propertyValue) private var value

    var body: some View {
        Text("Rated \(value.text ?? "—")").bold()
    }
}
