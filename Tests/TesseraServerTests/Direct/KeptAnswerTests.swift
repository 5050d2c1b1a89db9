import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// What pages ask the rules of every request — a form's fields, the menu of tables, how a person
/// names an entity's rows, a list's bulk columns — is worked out once and kept: these say that a
/// kept answer is still the rules' own answer, after a reload and row by row.
@Suite("Answers kept between pages", .heavy)
struct KeptAnswerTests {
    @Test func aFormUsesThePlanOfItsEntityAndStillAsksTheRowsRules() async throws {
        // An NC-17 film's rating is shown, not edited; the others' are chosen as before.
        let rules = RuleModel {
            \.task == "edit" && \.propertyKey == "rating" && \.propertyValue == .text("NC-17") => \.component <= "DisplayString"
        }
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)
        let films = try await application.database.fetch(FetchSpecification(entityName: "film", pageSize: 200)).rows
        let adult = try #require(films.first { $0["rating"] == .text("NC-17") })
        let family = try #require(films.first { $0["rating"] == .text("PG") })
        func form(_ film: Row) async throws -> DirectPage {
            let path = "/e/film/" + DirectPaths.encode(film.primaryKey) + "/edit"
            guard case .page(let page, _) = try await application.respond(to: DirectRequest(path: path)) else {
                throw DirectError(.notFound, "no form of film \(film.primaryKey)")
            }
            return page
        }
        let first = try #require(try await form(adult).pagePlan)
        let second = try #require(try await form(family).pagePlan)
        // One plan for every row's form: its properties are the very same objects.
        #expect(zip(first.properties, second.properties).allSatisfy { $0 === $1 })
        #expect(first.property("rating")?.keysDecidedPerRow == ["component"])

        try await serve(application) { browser in
            let adultForm = try await browser.get("/e/film/" + DirectPaths.encode(adult.primaryKey) + "/edit")
            #expect(!adultForm.page.all("select").contains { $0.attributes["name"] == "v.rating" })
            #expect(adultForm.page.text.contains("NC-17"))
            let familyForm = try await browser.get("/e/film/" + DirectPaths.encode(family.primaryKey) + "/edit")
            #expect(familyForm.page.all("select").contains { $0.attributes["name"] == "v.rating" })
            // Every other field is the form's as before: a title to type, a language to choose.
            for form in [adultForm, familyForm] {
                #expect(form.page.all("input").contains { $0.attributes["name"] == "v.title" })
                #expect(form.page.all("select").contains { $0.attributes["name"] == "v.language_id" })
            }
        }
    }

    @Test func aRulesReloadChangesTheFormTheMenuOfTablesTheStartPageAndTheTitles() async throws {
        let rules = RuleModel()
        @Sendable func load(entity: String, title: String, hidesTitle: Bool) throws {
            try rules.loadRules(
                text: """
                    entity.name = 'film' => displayNameForEntity = '\(entity)'
                    entity.name = 'film' and propertyKey = 'title' => displayNameForProperty = '\(title)'
                    \(hidesTitle ? "entity.name = 'film' and task = 'inspect' => hiddenPropertyKeys = ['title']" : "")
                    """, fileName: "film.rules", registry: DirectRuleKeys.registry)
        }
        try load(entity: "Movie", title: "Name", hidesTitle: false)
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)
        let film = try #require(try await application.database.fetch(FetchSpecification(entityName: "film", pageSize: 1)).rows.first)
        let title = try #require(film["title"].text)
        let path = "/e/film/" + DirectPaths.encode(film.primaryKey)
        try await serve(application) { browser in
            func menu(_ page: HTMLPage) -> [String] {
                page.all("a").filter { $0.attributes["data-table-link"] != nil }.map { $0.text.trimmingCharacters(in: .whitespaces) }
            }
            for round in 0..<2 {
                let form = try await browser.get(path + "/edit")
                #expect(form.page.all("label").contains { $0.text.contains("Name") })
                #expect(menu(form.page).contains("Movie") && !menu(form.page).contains("Film"))
                #expect(form.page.text.contains("Edit \(title)") || form.page.text.contains(title))
                let start = try await browser.get("/")
                #expect(start.page.links.contains { $0.text == "Movie" }, "round \(round)")
                #expect(menu(start.page).contains("Movie"))
            }
            // The rules change: every kept answer gives way.
            try load(entity: "Picture", title: "Called", hidesTitle: true)
            let form = try await browser.get(path + "/edit")
            #expect(form.page.all("label").contains { $0.text.contains("Called") })
            #expect(!form.page.all("label").contains { $0.text.contains("Name") })
            #expect(menu(form.page).contains("Picture") && !menu(form.page).contains("Movie"))
            let start = try await browser.get("/")
            #expect(start.page.links.contains { $0.text == "Picture" } && !start.page.links.contains { $0.text == "Movie" })
            // A title the person does not see on the row's page no longer names the row.
            let page = try await browser.get(path)
            let heading = try #require(page.page.all("h1").first?.text)
            #expect(!heading.contains(title), "named by a hidden title: \(heading)")
            #expect(heading.contains(DirectPaths.encode(film.primaryKey)))
        }
    }

    @Test func aListsBulkColumnsFollowTheRules() async throws {
        let rules = RuleModel()
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)
        try await serve(application) { browser in
            // The bulk form's columns are options valued by the column's name, labelled as on the form.
            func lengthOptions() async throws -> [String] {
                let list = try await browser.get("/e/film?size=5")
                return list.page.all("option").filter { $0.attributes["value"] == "length" }.map { $0.text.trimmingCharacters(in: .whitespaces) }
            }
            let before = try await lengthOptions()
            #expect(before.contains("Length"))
            try rules.loadRules(
                text: "entity.name = 'film' and task = 'edit' and propertyKey = 'length' => displayNameForProperty = 'Minutes'",
                fileName: "bulk.rules", registry: DirectRuleKeys.registry)
            let after = try await lengthOptions()
            #expect(after.contains("Minutes") && !after.contains("Length"), "\(after)")
        }
    }

    @Test func aRowPagesRelatedTablesFollowTheRulesAfterAReload() async throws {
        // A customer's payments are a small table of what tells them apart, in the columns the
        // payments' list shows: planned once and kept, they still follow the rules.
        let rules = RuleModel()
        let application = DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)
        try await serve(application) { browser in
            func paymentColumns() async throws -> [String] {
                let page = try await browser.get("/e/customer/1")
                #expect(page.status == .ok)
                // The payments' table: the one whose rows link to payments.
                let html = page.body
                guard let link = html.range(of: #"href="/e/payment/"#),
                    let table = html.range(of: "<table", options: .backwards, range: html.startIndex..<link.lowerBound)
                else { return [] }
                let head = html[table.lowerBound..<link.lowerBound]
                return HTMLPage(String(head)).all("th").map { $0.text.trimmingCharacters(in: .whitespaces) }
            }
            for _ in 0..<2 {
                #expect(try await paymentColumns() == ["Name", "Amount", "Payment date"])
            }
            try rules.loadRules(
                text: """
                    entity.name = 'payment' and task = 'list' and propertyKey = 'amount' => displayNameForProperty = 'Paid'
                    entity.name = 'payment' and task = 'list' => hiddenPropertyKeys = ['payment_date']
                    """,
                fileName: "payments.rules", registry: DirectRuleKeys.registry)
            let after = try await paymentColumns()
            #expect(after.contains("Paid") && !after.contains("Amount") && !after.contains("Payment date"), "\(after)")
        }
    }
}
