import Foundation
import Tessera
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// A page of a look of the tests' own: the film's title, and the page the rules would show below.
private struct CompactInspectPage: View, Sendable {
    @Environment(\.object) private var object

    var body: some View {
        VStack(alignment: .leading) {
            Text("Compact: \(object?["title"].text ?? "?")").attribute("data-compact", nil)
        }
    }
}

/// A number component of the look: the value in brackets.
private struct BracketedText: View, Sendable {
    @Environment(\.propertyValue) private var value

    var body: some View {
        Text("[\(value.text ?? "")]")
    }
}

/// A page of one's own around the page the rules pick.
private struct BannerPage: View, Sendable {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Banner").attribute("data-banner", nil)
            ComponentView().ruleContext { $0.propertyKey = "rental_rate" }.attribute("data-rate", nil)
            PageView().ruleContext { $0.page = .inspect }
        }
    }
}

@Suite("Direct to SwiftUI, open: looks, formatters, page and component views")
struct DirectCustomizingTests {
    static func application(rules: [Rule] = [], ruleFile: String? = nil, looks: DirectLooks = .standard,
                            formatters: DirectFormatters = .standard) async throws -> DirectApplication {
        let model = RuleModel()
        model.add(rules)
        if let ruleFile { _ = try model.loadRules(text: ruleFile, fileName: "app.rules", registry: DirectRuleKeys.registry) }
        return DirectApplication(database: try await TestEngine.sqlite.sample(), rules: model, looks: looks, formatters: formatters)
    }

    static let compact = DirectLook("compact", basedOn: .fiori)
        .replacing(.inspect, with: CompactInspectPage())
        .replacing("DisplayNumber", with: BracketedText())

    @Test func aThirdLookServesItsOwnViewsOverItsBase() async throws {
        var looks = DirectLooks()
        looks.register(Self.compact)
        let application = try await Self.application(ruleFile: "true => look = 'compact'", looks: looks)
        try await serve(application) { browser in
            let inspect = try await browser.get("/e/film/1")
            #expect(inspect.status == .ok)
            #expect(inspect.page.html.contains(#"data-look="fiori""#), "the stylesheet of the look it comes from")
            #expect(inspect.page.text.contains("Compact: BED DETAILS"))
            // The list is fiori's, with the look's number component in its items.
            let list = try await browser.get("/e/film")
            #expect(list.page.html.contains(#"data-component="ObjectItem""#))
            #expect(list.page.text.contains("Release year[1986]"))
            // The edit page is fiori's own.
            let edit = try await browser.get("/e/film/1/edit")
            #expect(edit.page.field("v.title") == "BED DETAILS")
        }
    }

    @Test func aLookThatReplacesAComponentReachesEveryCellOfATable() async throws {
        var looks = DirectLooks()
        looks.register(DirectLook("bracketed").replacing("DisplayNumber", with: BracketedText()))
        try await serve(try await Self.application(ruleFile: "true => look = 'bracketed'", looks: looks)) { browser in
            let list = try await browser.get("/e/film")
            #expect(list.page.html.contains(#"data-look="basic""#))
            let column = try #require(list.page.columnTitles.firstIndex(of: "Release year"))
            let years = list.page.tableRows.map { $0[column] }
            #expect(years.count == 25 && years.allSatisfy { $0.hasPrefix("[") && $0.hasSuffix("]") }, "\(years)")
        }
    }

    @Test func aLookNoOneRegisteredIsAnErrorNotTheBasicLook() async throws {
        var looks = DirectLooks()
        looks.register(Self.compact)
        let rules = "true => look = 'compcat'"
        try await serve(try await Self.application(ruleFile: rules, looks: looks)) { browser in
            let page = try await browser.get("/e/film")
            #expect(page.page.text.contains("No look is called 'compcat' (did you mean 'compact'?)"))
            #expect(page.page.tableRows.isEmpty)
        }
        let parsed = try RuleFile(text: rules, fileName: "app.rules", registry: DirectRuleKeys.registry).rules
        let problems = RuleSchemaCheck.viewDiagnostics(for: parsed, looks: looks).map(\.description)
        #expect(problems == ["app.rules:1:1: no look named 'compcat' (did you mean 'compact'?); the looks are basic, compact, fiori"])
    }

    @Test func rulesCheckNamesComponentsPagesAndFormattersThatAreNotThere() throws {
        let text = """
            propertyKey = 'title' => component = 'EditDat'
            task = 'inspect' => page = 'Inspekt'
            propertyKey = 'length' => formatter = 'minutes'
            propertyKey = 'amount' => formatter = 'currency:EUR'
            propertyKey = 'title' => component = 'EditRating'
            """
        let rules = try RuleFile(text: text, fileName: "app.rules", registry: DirectRuleKeys.registry).rules
        #expect(RuleSchemaCheck.viewDiagnostics(for: rules).map(\.description) == [
            "app.rules:1:1: no component named 'EditDat' (did you mean 'EditDate'?)",
            "app.rules:2:1: no page named 'Inspekt' (did you mean 'Inspect'?)",
            "app.rules:3:1: no formatter named 'minutes'",
            "app.rules:5:1: no component named 'EditRating' (did you mean 'EditString'?)",
        ])
        // A look that adds the view, and formatters that register the name, make them known.
        var looks = DirectLooks()
        looks.register(DirectLook("stars").replacing("EditRating", with: BracketedText()))
        var formatters = DirectFormatters()
        formatters.register("minutes") { _, _ in "" }
        #expect(RuleSchemaCheck.viewDiagnostics(for: rules, looks: looks, formatters: formatters).count == 2)
    }

    @Test func formattersByRuleByNameAndByFormatStyle() async throws {
        var formatters = DirectFormatters()
        formatters.register("minutes") { value, _ in
            guard case .integer(let minutes) = value else { return nil }
            return "\(minutes) min"
        }
        let application = try await Self.application(
            rules: [
                \.propertyKey == "rental_rate" => \.formatter <= DirectFormatter("price") { value, _ in
                    "price \(value.text ?? "")"
                },
                \.propertyKey == "replacement_cost" => \.formatter <= DirectFormatter(FloatingPointFormatStyle<Double>.number.precision(.fractionLength(3))),
            ],
            ruleFile: "propertyKey = 'length' => formatter = 'minutes'",
            formatters: formatters)
        try await serve(application) { browser in
            let page = try await browser.get("/e/film/1").page.text
            #expect(page.contains("Rental rateprice 2.99"))
            #expect(page.contains("Length171 min"))
            #expect(page.contains("Replacement cost20.990"))
        }
    }

    @Test func pageViewAndComponentViewShowWhatTheRulesChooseInsideAViewOfOnesOwn() async throws {
        let application = try await Self.application(rules: [
            \.task == .inspect && \.entity?.name == "film" => \.page <= BannerPage(),
            \.propertyKey == "rental_rate" => \.formatter <= "currency",
        ])
        try await serve(application) { browser in
            let page = try await browser.get("/e/film/1").page
            #expect(page.text.contains("Banner"))
            #expect(page.text.contains("Banner$2.99"), "the component the rules choose, formatted as they say")
            // The inspect page the rules would show, below the banner.
            #expect(page.text.contains("Rental rate"))
            #expect(page.link("All actor →") != nil)
        }
    }
}
