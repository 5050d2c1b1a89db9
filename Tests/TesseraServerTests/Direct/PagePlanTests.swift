import Foundation
import Tessera
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// A list decides each column once (its page plan), except what a rule decides from the row.
@Suite("Page plans", .heavy)
struct PagePlanTests {
    /// The film list's context in `application`, and its plan.
    func filmPlan(_ application: DirectApplication) throws -> PagePlan {
        let film = try application.database.model.entity(named: "film")
        return PagePlan(entity: film, context: application.context(task: "list", entity: film), paths: application.paths)
    }

    @Test func aRuleThatReadsTheRowDecidesItsColumnRowByRow() async throws {
        let rules = RuleModel {
            \.propertyKey == "rating" && \.propertyValue == .text("NC-17") => \.component <= AdultsOnly()
        }
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)
        let plan = try filmPlan(application)
        #expect(plan.property("rating")?.keysDecidedPerRow == ["component"])
        // Every other column, and the rating's own label and formatter, are decided once.
        #expect(plan.properties.filter { $0.propertyKey != "rating" }.allSatisfy { $0.keysDecidedPerRow.isEmpty })

        try await serve(application) { browser in
            let list = try await browser.get("/e/film?size=200")
            let rating = try #require(list.page.columnTitles.firstIndex(of: "Rating"))
            let ratings = list.page.tableRows.map { $0[rating] }
            #expect(ratings.count == 200)
            #expect(ratings.contains("Adults only: NC-17"), "the rows rated NC-17 get the rule's component")
            #expect(ratings.contains("PG") && ratings.contains("R"), "the others keep the default")
            #expect(!ratings.contains("NC-17"), "no NC-17 row is left with the default")
            #expect(!ratings.contains { $0.hasPrefix("Adults only") && $0 != "Adults only: NC-17" })
        }
    }

    @Test func aRuleFileConditionOnTheValueIsHonouredRowByRow() async throws {
        let rules = RuleModel()
        try rules.loadRules(text: """
            entity.name = 'film' and propertyKey = 'rating' and propertyValue = 'G' => component = 'GeneralAudience'
            """, fileName: "ratings.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)) { browser in
            let list = try await browser.get("/e/film?size=100")
            let rating = try #require(list.page.columnTitles.firstIndex(of: "Rating"))
            let cells = list.page.tableRows.map { $0[rating] }
            // A component the look does not know says so, naming it: only in the rows rated G.
            let unknown = cells.filter { $0.contains("GeneralAudience") }
            #expect(!unknown.isEmpty)
            #expect(cells.count - unknown.count == cells.filter { ["PG", "PG-13", "R", "NC-17"].contains($0) }.count)
        }
    }

    @Test func aRowsPageUsesThePlanOfItsEntityAndStillAsksTheRowsRules() async throws {
        let rules = RuleModel {
            \.propertyKey == "rating" && \.propertyValue == .text("NC-17") => \.component <= AdultsOnly()
        }
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)
        let films = try await application.database.fetch(FetchSpecification(entityName: "film", pageSize: 200)).rows
        let adult = try #require(films.first { $0["rating"] == .text("NC-17") })
        let family = try #require(films.first { $0["rating"] == .text("PG") })
        func page(_ film: Row) async throws -> DirectPage {
            let path = "/e/film/" + DirectPaths.encode(film.primaryKey)
            guard case .page(let page, _) = try await application.respond(to: DirectRequest(path: path)) else {
                throw DirectError(.notFound, "no page of film \(film.primaryKey)")
            }
            return page
        }
        let first = try #require(try await page(adult).pagePlan)
        let second = try #require(try await page(family).pagePlan)
        // One plan for the entity's rows: its properties are the very same objects.
        #expect(first.properties.count == second.properties.count)
        #expect(zip(first.properties, second.properties).allSatisfy { $0 === $1 })
        #expect(first.property("rating")?.keysDecidedPerRow == ["component"])

        try await serve(application) { browser in
            let adultPage = try await browser.get("/e/film/" + DirectPaths.encode(adult.primaryKey))
            #expect(adultPage.page.text.contains("Adults only: NC-17"))
            let familyPage = try await browser.get("/e/film/" + DirectPaths.encode(family.primaryKey))
            #expect(!familyPage.page.text.contains("Adults only"))
            #expect(familyPage.page.text.contains("PG"))
            #expect(familyPage.page.text.contains("Language"))
        }
    }

    @Test func anEmptyPropertyARuleHidesIsLeftOutOfEachRowsPageByItsOwnValue() async throws {
        let rules = RuleModel {
            \.entity?.name == "address" && \.propertyKey == "address2" => \.hideEmptyProperty <= true
        }
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)) { browser in
            let empty = try await browser.get("/e/address/1")
            #expect(!empty.page.text.contains("Address2"), "address 1 has no second line: left out")
            let filled = try await browser.get("/e/address/8")
            #expect(filled.page.text.contains("Address2") && filled.page.text.contains("Apt 185"))
        }
    }

    @Test func theFioriLookUsesThePlanToo() async throws {
        let rules = RuleModel {
            \.propertyKey == "rating" && \.propertyValue == .text("NC-17") => \.component <= AdultsOnly()
            (.always => \.look <= "fiori").priority(-1)
        }
        try rules.loadRules(text: """
            entity.name = 'film' and task = 'list' => displayPropertyKeys = ['title', 'rating', 'length']
            """, fileName: "film.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)) { browser in
            let list = try await browser.get("/e/film?size=100")
            // An item each row (the list around them holds them all).
            let items = list.page.all("li").map(\.text).filter { $0.components(separatedBy: "Rating").count == 2 }
            #expect(items.count == 100)
            #expect(items.contains { $0.contains("RatingAdults only: NC-17") })
            #expect(!items.contains { $0.contains("RatingNC-17") })
            #expect(items.contains { $0.contains("RatingPG") })
        }
    }

    @Test func aRulesReloadChangesTheColumns() async throws {
        let rules = RuleModel()
        try rules.loadRules(text: "propertyKey = 'rental_rate' => formatter = 'currency'", fileName: "money.rules", registry: DirectRuleKeys.registry)
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)
        try await serve(application) { browser in
            func rates() async throws -> [String] {
                let list = try await browser.get("/e/film?size=20")
                let column = try #require(list.page.columnTitles.firstIndex(of: "Rental rate"))
                return list.page.tableRows.map { $0[column] }
            }
            let before = try await rates()
            #expect(before.count == 20 && before.allSatisfy { $0.hasPrefix("$") })
            try rules.loadRules(text: "propertyKey = 'rental_rate' => formatter = 'percent'", fileName: "money.rules", registry: DirectRuleKeys.registry)
            let after = try await rates()
            #expect(after.count == 20 && after.allSatisfy { $0.hasSuffix("%") })
            try rules.loadRules(text: "", fileName: "money.rules", registry: DirectRuleKeys.registry)
            let plain = try await rates()
            #expect(plain.allSatisfy { !$0.hasPrefix("$") && !$0.hasSuffix("%") && Double($0) != nil })
        }
        // A plan made before a reload says which rules it was made under.
        let plan = try filmPlan(application)
        #expect(plan.properties.allSatisfy { $0.generation == rules.generation })
    }

    @Test func debugExplainsEachColumnAsBefore() async throws {
        let rules = RuleModel()
        try rules.loadRules(contentsOfFile: DirectRuleTests.examplePath, registry: DirectRuleKeys.registry)
        rules.add([\.propertyKey == "amount" && \.propertyValue == .text("never") => \.formatter <= "number"])
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)
        try await serve(application, debug: true) { browser in
            let list = try await browser.get("/e/payment?size=5&debug=1")
            let section = try #require(list.page.elements.first { $0.attributes["data-debug"] == "columns" })
            #expect(section.text.contains("Rules of the columns"))
            let notes = list.page.all("div").filter { $0.attributes["data-debug"] == "rules" }.map(\.text)
            let amount = try #require(notes.first { $0.contains("propertyKey = 'amount'") })
            // The explanation is the engine's, as on an inspect page: the rule file's rule and its place.
            #expect(amount.contains("formatter = 'currency' — rule at ") && amount.contains("rental.rules:"))
            #expect(amount.contains("component = 'DisplayNumber' — default, computed"))
            // A plan gives the rules nothing: no column's keys read as given by the application.
            #expect(!notes.contains { $0.contains("component = ") && $0.contains("given by the application") })
            let decisions = list.page.elements.filter { $0.attributes["data-debug-plan"] != nil }
            #expect(decisions.count == notes.count)
            #expect(decisions.filter { $0.attributes["data-debug-plan"] == "row" }.map(\.text) == [
                "Decided row by row, because a rule that decides it reads the row: formatter."
            ])

            // The explanation of a column is what the engine says of the column's context.
            let payment = try application.database.model.entity(named: "payment")
            var column = application.context(task: "list", entity: payment, debug: true)
            column.propertyKey = "amount"
            let expected = column.explain(FormatterKey.self)
            #expect(amount.contains("formatter = \(expected.value)"))
        }
        // Without debug, no such section.
        try await serve(application, debug: false) { browser in
            let list = try await browser.get("/e/payment?size=5&debug=1")
            #expect(!list.page.elements.contains { $0.attributes["data-debug"] == "columns" })
        }
    }
}

/// A rating component of the test's own, reading the value from the environment.
struct AdultsOnly: View {
    @Environment(\.propertyValue) private var value

    var body: some View {
        Text("Adults only: \(value.text ?? "")")
    }
}
