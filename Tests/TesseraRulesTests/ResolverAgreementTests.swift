import Testing
import TesseraRules

/// The engine's fast paths (index by key, groups by pinned value, cache) must choose exactly what
/// a plain evaluation of every rule chooses. Random rule sets, in Swift and in files, checked over
/// every context of a small space.
@Suite struct ResolverAgreementTests {
    typealias Generator = ParserFuzzTests.SeededGenerator

    static let tasks = ["list", "inspect", "edit", "query"]
    static let entities = ["Film", "Actor", "Store", "Rental", "Payment", "Staff"]
    static let roles = ["clerk", "admin", "viewer"]
    /// The lists of roles the contexts are tried with: none, one, two.
    static let tagLists: [[String]] = [[], ["clerk"], ["admin", "viewer"]]

    /// A random condition over task, entityName and count: mostly pinned equalities (so the groups
    /// by pinned value are used), with ors, nots, memberships and orderings mixed in.
    static func randomQualifier(using generator: inout Generator) -> Qualifier {
        var conditions: [Qualifier] = []
        if Int.random(in: 0..<10, using: &generator) < 8 {
            conditions.append(\.entityName == entities.randomElement(using: &generator)!)
        }
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: conditions.append(\.task == tasks.randomElement(using: &generator)!)
        case 1: conditions.append(.in(\.task, Array(tasks.shuffled(using: &generator).prefix(2))))
        case 2: conditions.append(!(\.task == tasks.randomElement(using: &generator)!))
        case 3: conditions.append(\.count > Int.random(in: 0...4, using: &generator))
        case 4: conditions.append(\.count <= Int.random(in: 0...4, using: &generator) || \.task == "edit")
        case 5: conditions.append(.contains(\.tags, roles.randomElement(using: &generator)!))
        default: break
        }
        if conditions.isEmpty { return true }
        return conditions.dropFirst().reduce(conditions[0]) { $0 && $1 }
    }

    /// What the naive resolver chooses: the best holding rule by precedence, over every rule.
    static func naiveComponent(_ model: RuleModel, in context: RuleContext) -> String {
        let component = AnyRuleKey(ComponentKey.self)
        var best: Rule?
        for rule in model.rules where rule.key == component && rule.qualifier.evaluate(in: context) {
            if best == nil || RulePrecedence.precedes(rule, best!) { best = rule }
        }
        return best.map { $0.assignment.value(in: context) as! String } ?? ComponentKey.defaultValue
    }

    /// Seeds, and the share of rules (in percent) written as rule files. All-Swift and all-file
    /// sets let one reference be pinned by most rules, which is when rules are grouped by value.
    @Test(arguments: [(1, 0), (2, 0), (3, 50), (4, 50), (5, 100), (6, 100)] as [(UInt64, Int)])
    func fastPathsAgreeWithEvaluatingEveryRule(seed: UInt64, filePercentage: Int) throws {
        var generator = Generator(state: seed)
        var swiftRules: [Rule] = []
        var fileLines: [String] = []
        for index in 0..<Int.random(in: 20...80, using: &generator) {
            let rule = (Self.randomQualifier(using: &generator) => \.component <= "c\(index)")
                .priority(Int.random(in: -1...1, using: &generator))
            // Some rules go through a rule file, written from the rule's own description.
            if Int.random(in: 0..<100, using: &generator) >= filePercentage {
                swiftRules.append(rule)
            } else {
                fileLines.append(rule.description)
            }
        }
        let cached = RuleModel(swiftRules)
        try cached.loadRules(text: fileLines.joined(separator: "\n"), fileName: "random.rules", registry: testRegistry)
        let uncached = RuleModel(cached.rules, cachesResults: false)

        for _ in 0..<2 {  // the second round answers from the cache
            for task in Self.tasks {
                for entity in Self.entities + ["Nobody"] {
                    for count in 0...5 {
                        for tags in Self.tagLists {
                            var context = RuleContext(model: cached)
                            context.task = task
                            context.entityName = entity
                            context.count = count
                            context.tags = tags
                            var plain = RuleContext(model: uncached)
                            plain.task = task
                            plain.entityName = entity
                            plain.count = count
                            plain.tags = tags
                            let expected = Self.naiveComponent(cached, in: context)
                            #expect(context.component == expected, "task \(task), entity \(entity), count \(count), tags \(tags)")
                            #expect(plain.component == expected, "task \(task), entity \(entity), count \(count), tags \(tags)")
                            #expect(context.explain(\.component).value == "'\(expected)'")
                        }
                    }
                }
            }
        }
        #expect(cached.cachedResultCount > 0)
    }
}
