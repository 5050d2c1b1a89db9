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
            Text("Compact: \(object["title"]?.text ?? "?")").attribute("data-compact", nil)
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

/// A frame of one's own: a line, then the page.
private struct PlainWrapper: View, Sendable {
    @Environment(\.directNotice) private var notice

    var body: some View {
        VStack(alignment: .leading) {
            Text("Plain frame").attribute("data-plain-frame", nil)
            if let notice { Text("Notice: \(notice)") }
            PageView()
        }
    }
}

/// A frame that shows the page it reads from the environment, as a view.
private struct EnvironmentPageWrapper: View, Sendable {
    @Environment(\.page) private var page

    var body: some View {
        VStack(alignment: .leading) {
            Text("Framed by the environment").attribute("data-environment-frame", nil)
            page
        }
    }
}

/// A property row of one's own: "label = value", and the errors on a form.
private struct EqualsRow: View, Sendable {
    @Environment(\.displayNameForProperty) private var label
    @Environment(\.propertyErrors) private var errors

    var body: some View {
        HStack {
            Text("\(label) =").attribute("data-equals-row", nil)
            ComponentView()
            ForEach(errors, id: \.self) { Text("Error: \($0)") }
        }
    }
}

/// Views of a list of one's own, each reading the list from the environment.
private struct CountingControls: View, Sendable {
    @Environment(\.displayGroup) private var group
    var body: some View { Text("Controls of \(group?.rows.count ?? -1) rows") }
}

private struct PageNumbers: View, Sendable {
    @Environment(\.displayGroup) private var group
    var body: some View { Text(group?.nextCursor != nil ? "More pages" : "Last page") }
}

private struct NothingHere: View, Sendable {
    var body: some View { Text("Nothing here, truly") }
}

/// A list page of one's own: each row as the rules show a row.
private struct FilmShelf: View, Sendable {
    @Environment(\.displayGroup) private var group

    var body: some View {
        VStack(alignment: .leading) {
            Text("Shelf").attribute("data-shelf", nil)
            ForEach(Array((group?.rows ?? []).enumerated()), id: \.offset) { _, film in
                RowView().ruleContext { $0.object = film }
            }
        }
    }
}

private struct TitleOnly: View, Sendable {
    @Environment(\.object) private var film
    var body: some View { Text("Row of \(film.title?.string ?? "?")").attribute("data-title-row", nil) }
}

@Suite("Direct to SwiftUI, open: looks, formatters, page and component views", .heavy)
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

    /// Each of a look's views that a rule key names, replaced by a rule in each look, and by a
    /// look's replacement for its name.
    @Test(arguments: ["basic", "fiori"])
    func everyViewOfALookIsReplacedByARule(look: String) async throws {
        let application = try await Self.application(
            rules: [
                (.always => \.look <= look).priority(-1),
                .always => \.pageWrapper <= PlainWrapper(),
                \.propertyKey == "title" || \.propertyKey == "release_year" => \.propertyRow <= EqualsRow(),
                .always => \.listControls <= CountingControls(),
                .always => \.pager <= PageNumbers(),
                .always => \.emptyList <= NothingHere(),
            ])
        try await serve(application) { browser in
            let list = try await browser.get("/e/film").page
            #expect(list.text.contains("Plain frame"))
            #expect(!list.html.contains("data-skip-link"), "the look's frame is replaced")
            #expect(list.text.contains("Controls of 25 rows"))
            #expect(list.text.contains("More pages"))
            #expect(!list.html.contains(#"name="q""#), "the look's search is replaced")
            let empty = try await browser.get("/e/film?q=no-such-film-anywhere").page
            #expect(empty.text.contains("Nothing here, truly") && empty.text.contains("Last page"))
            let inspect = try await browser.get("/e/film/1").page
            #expect(inspect.text.contains("Title =BED DETAILS"))
            #expect(inspect.text.contains("Release year =1986"))
            #expect(inspect.text.contains("Rental rate"), "the other properties keep the look's rows")
            let form = try await browser.get("/e/film/1/edit").page
            #expect(form.text.contains("Title ="))
            #expect(form.field("v.title") == "BED DETAILS", "the row's component is the look's editor")
            // A form shown again with a mistake hands the row its errors. (Nothing is saved: the
            // sample store is shared with other tests.)
            let version = try #require(form.field(EditForm.versionFieldName))
            let again = try await browser.post("/e/film/1/edit", [("v.title", "BED DETAILS"), ("v.release_year", "nineteen"), (EditForm.versionFieldName, version)])
            #expect(again.page.text.contains("Error: "), "\(again.page.text)")
        }
    }

    @Test func thePageKeyOfTheEnvironmentIsAView() async throws {
        let application = try await Self.application(rules: [.always => \.pageWrapper <= EnvironmentPageWrapper()])
        try await serve(application) { browser in
            let inspect = try await browser.get("/e/film/1").page
            #expect(inspect.text.contains("Framed by the environment"))
            #expect(inspect.text.contains("Rental rate"), "the inspect page the rules chose, shown by the page key's value")
            let list = try await browser.get("/e/film").page
            #expect(list.tableRows.count == 25)
        }
    }

    @Test func rowViewShowsTheRowTheRulesChoose() async throws {
        let application = try await Self.application(rules: [
            \.task == .list && \.entity?.name == "film" => \.page <= FilmShelf(),
            \.entity?.name == "actor" => \.rowComponent <= TitleOnly(),
            \.task == .list && \.entity?.name == "actor" => \.page <= FilmShelf(),
        ])
        try await serve(application) { browser in
            let films = try await browser.get("/e/film").page
            #expect(films.text.contains("Shelf"))
            let items = films.html.components(separatedBy: #"data-component="ObjectItem""#).count - 1
            #expect(items == 25, "a row of each film, as the look shows a row")
            #expect(films.link("BED DETAILS") == "/e/film/1")
            let actors = try await browser.get("/e/actor").page
            #expect(actors.html.components(separatedBy: "data-title-row").count - 1 == 25, "the rule's row for each actor")
        }
    }

    @Test func aLookReplacesTheViewsByName() async throws {
        var looks = DirectLooks()
        looks.register(DirectLook("quiet").replacing(PageWrapperKey.defaultValue, with: PlainWrapper()).replacing("Pager", with: PageNumbers()))
        try await serve(try await Self.application(ruleFile: "true => look = 'quiet'", looks: looks)) { browser in
            let list = try await browser.get("/e/film").page
            #expect(list.text.contains("Plain frame") && list.text.contains("More pages"))
            #expect(list.html.contains(#"name="q""#), "the look's other views stay")
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
            #expect(page.link("All actor rows →") != nil)
        }
    }
}
