import Foundation
import Tessera
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraSampleData
import TesseraServer
import TesseraTestSupport
import Testing

/// The parts of pages written from kept markup (the menu of tables, a list's controls, sort
/// menu, suggestions, pager and bulk controls) are what a fresh application writes: on every
/// table, for every kind of query, in both looks, after a change that moves the counts, and for
/// two people the rules show different tables.
@Suite("Pages written from kept markup", .heavy)
struct KeptMarkupPageTests {
    /// A sample store of the test's own: the shared one's rows change under other tests, and a
    /// kept count would then differ from a fresh application's for a reason of theirs.
    static func privateSample(_ engine: TestEngine) async throws -> Database {
        let location = try await engine.makeLocation()
        try await SampleDatabase.generate(at: location, scale: 1, replace: true)
        return try await Database.open(location)
    }

    /// The queries each list is asked with: its first page, sorted, searched, filtered, counted
    /// by a column, and its second page.
    static func queries(of group: DisplayGroup, plan: PagePlan) -> [[(name: String, value: String)]] {
        var queries: [[(name: String, value: String)]] = [[], [("size", "5")], [("q", "a")], [("q", "zzzz-no-such-text")]]
        for key in plan.properties.prefix(3).map(\.propertyKey) where group.sortableKeys.contains(key) {
            queries.append([("sort", "-" + key)])
        }
        // Filtered by the first row's values of two of its columns.
        if let row = group.rows.first {
            let columns = plan.properties.map(\.propertyKey).filter { group.entity.attributeIfPresent(named: $0)?.valueType == .text && row[$0].text?.isEmpty == false }
            for column in columns.prefix(2) {
                queries.append([("f.\(column)", String(row[column].text!.prefix(3)))])
            }
        }
        if let facet = group.suggestedFacets.first { queries.append([("facet", facet)]) }
        if let next = group.nextCursor { queries.append([("size", "5"), ("cursor", next.token)]) }
        return queries
    }

    /// Renders every list of `kept` (whose store is warm) and of a fresh application each time,
    /// and says where they differ; returns the pages compared.
    static func compareEveryList(kept: DirectApplication, fresh: @Sendable () -> DirectApplication, user: SignedInUser? = nil) async throws -> Int {
        let renderer = HTMLRenderer()
        var compared = 0
        for name in kept.context(task: "query", user: user).visibleEntityNames {
            let path = "/e/" + DirectPaths.encode(name)
            guard case .page(let first, _) = try await kept.respond(to: DirectRequest(path: path, user: user)), let group = first.displayGroup,
                let plan = first.pagePlan
            else { continue }
            for parameters in queries(of: group, plan: plan) {
                let request = DirectRequest(path: path, parameters: parameters, user: user)
                // Twice: the second from the markup the first kept.
                for _ in 0..<2 {
                    guard case .page(let page, _) = try await kept.respond(to: request),
                        case .page(let freshPage, _) = try await fresh().respond(to: request)
                    else { continue }
                    let (mine, theirs) = (renderer.renderString(page), renderer.renderString(freshPage))
                    #expect(mine == theirs, "\(path) \(parameters)")
                    compared += 1
                }
            }
        }
        return compared
    }

    @Test(arguments: TestEngine.available, ["basic", "fiori"])
    func everyListIsWhatAFreshApplicationWrites(engine: TestEngine, look: String) async throws {
        let database = try await Self.privateSample(engine)
        defer { Task { try? await database.close() } }
        let rules = RuleModel { (.always => \.look <= look).priority(-1) }
        // Time enough for the columns' distinct values on a busy machine: a suggestion one
        // application's count ran out of time for and the other's did not would differ for a
        // reason of the clock's.
        let kept = DirectApplication(database: database, rules: rules, facetTimeLimit: .seconds(60))
        let compared = try await Self.compareEveryList(
            kept: kept, fresh: { DirectApplication(database: database, rules: rules, facetTimeLimit: .seconds(60)) })
        #expect(compared > 150)
        #expect(kept.keptMarkup.count > 20)
    }

    @Test(arguments: TestEngine.available)
    func aChangeMovesTheKeptCounts(engine: TestEngine) async throws {
        let database = try await Self.privateSample(engine)
        defer { Task { try? await database.close() } }
        let kept = DirectApplication(database: database)
        let renderer = HTMLRenderer()
        func list() async throws -> String {
            guard case .page(let page, _) = try await kept.respond(to: DirectRequest(path: "/e/language")) else { return "" }
            return renderer.renderString(page)
        }
        let before = try await list()
        #expect(try await list() == before)
        // A new language through the application: the counts it keeps are forgotten, and the
        // bulk bar's "All N rows" and the pager follow.
        let made = try await kept.respond(to: DirectRequest(method: .post, path: "/new/language", form: ["v.name": "Esperanto"]))
        guard case .redirect = made else {
            Issue.record("the new row was refused: \(made)")
            return
        }
        let after = try await list()
        #expect(after.contains("Esperanto"))
        // The bulk bar's choice of every row the list finds, kept by the count: the new count.
        let count = try await database.count(FetchSpecification(entityName: "language")).value
        #expect(after.contains("All \(count) rows this list finds"))
        #expect(!after.contains("All \(count - 1) rows this list finds"))
        #expect(before.contains("All \(count - 1) rows this list finds"))
    }

    @Test(arguments: ["basic", "fiori"])
    func theStartPageFollowsTheCounts(look: String) async throws {
        let database = try await Self.privateSample(.sqlite)
        defer { Task { try? await database.close() } }
        let rules = RuleModel { (.always => \.look <= look).priority(-1) }
        let kept = DirectApplication(database: database, rules: rules)
        let renderer = HTMLRenderer()
        func start(_ application: DirectApplication) async throws -> String {
            guard case .page(let page, _) = try await application.respond(to: DirectRequest(path: "/")) else { return "" }
            return renderer.renderString(page)
        }
        let before = try await start(kept)
        #expect(try await start(kept) == before)
        #expect(before == (try await start(DirectApplication(database: database, rules: rules))))
        // A new row through the application: the start page's count of its table follows.
        guard case .redirect = try await kept.respond(to: DirectRequest(method: .post, path: "/new/language", form: ["v.name": "Volapük"])) else {
            Issue.record("the new row was refused")
            return
        }
        let after = try await start(kept)
        #expect(after != before)
        #expect(after == (try await start(DirectApplication(database: database, rules: rules))))
    }

    @Test func twoPeopleSeeTheirOwnMenus() async throws {
        // The clerk sees three tables: the clerk's menu, kept, never shows the manager's.
        let rules = RuleModel()
        _ = try rules.loadRules(
            text: "user.name = 'clerk' and task = 'query' => visibleEntityNames = ['film', 'language', 'actor']", fileName: "clerk.rules",
            registry: DirectRuleKeys.registry)
        let database = try await Self.privateSample(.sqlite)
        defer { Task { try? await database.close() } }
        let kept = DirectApplication(database: database, rules: rules, facetTimeLimit: .seconds(60))
        let renderer = HTMLRenderer()
        func menu(_ user: String) async throws -> String {
            guard case .page(let page, _) = try await kept.respond(to: DirectRequest(path: "/e/film", user: SignedInUser(name: user))) else { return "" }
            return renderer.renderString(page)
        }
        for _ in 0..<2 {
            #expect(try await menu("manager").contains(#"href="/e/staff""#))
            #expect(try await !menu("clerk").contains(#"href="/e/staff""#))
        }
        let compared = try await Self.compareEveryList(
            kept: kept, fresh: { DirectApplication(database: database, rules: rules, facetTimeLimit: .seconds(60)) }, user: SignedInUser(name: "clerk"))
        #expect(compared > 20)
    }
}
