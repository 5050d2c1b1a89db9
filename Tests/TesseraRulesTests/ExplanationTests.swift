import Testing
import TesseraRules

/// Explanations: which rule gave a value, which lost and why, which did not match and why.
@Suite struct ExplanationTests {
    let model = RuleModel {
        (\.task == "edit" => \.component <= "Priority").priority(5)
        \.task == "edit" && \.count > 2 => \.component <= "Specific"
        \.task == "edit" => \.component <= "Earlier"
        \.task == "edit" => \.component <= "Later"
        \.task == "list" => \.component <= "List"
        \.task == "edit" && \.count > 10 => \.component <= "Big"
    }

    func context(task: String = "edit", count: Int = 3) -> RuleContext {
        var context = RuleContext(model: model)
        context.task = task
        context.count = count
        return context
    }

    static func label(_ outcome: RuleExplanation.Outcome) -> String {
        switch outcome {
        case .won: "won"
        case .lost(let reason): "lost: \(reason)"
        case .didNotMatch(let reason): "no match: \(reason)"
        case .notConsidered: "not considered"
        }
    }

    @Test func theWinnerAndTheLosersWithTheirReasons() {
        let explanation = context().explain(\.component)
        #expect(explanation.key.name == "component")
        #expect(explanation.value == "'Priority'")
        #expect(explanation.winner?.ordinal == 0)
        #expect(explanation.errors.isEmpty)
        let outcomes = explanation.candidates.map { "\($0.rule.ordinal) \(Self.label($0.outcome))" }
        #expect(outcomes == [
            "0 won",
            "5 no match: count > 10 is false: count is 3",
            "1 lost: lower priority (0 < 5)",
            "4 no match: task = 'list' is false: task is 'edit'",
            "3 lost: lower priority (0 < 5)",
            "2 lost: lower priority (0 < 5)",
        ])
    }

    @Test func reasonsForSpecificity() {
        let model = RuleModel(Array(self.model.rules.dropFirst()))
        var context = RuleContext(model: model)
        context.task = "edit"
        context.count = 3
        let explanation = context.explain(ComponentKey.self)
        #expect(explanation.value == "'Specific'")
        #expect(explanation.candidates.filter { $0.outcome == .lost(reason: "same priority, fewer conditions (1 < 2)") }.count == 2)
    }

    @Test func reasonForOrder() {
        let model = RuleModel {
            \.task == "edit" => \.component <= "A"
            \.task == "edit" => \.component <= "B"
        }
        var context = RuleContext(model: model)
        context.task = "edit"
        let outcomes = context.explain(ComponentKey.self).candidates.map(\.outcome)
        #expect(outcomes == [.won, .lost(reason: "same priority and conditions, added earlier (rule #0 before #1)")])
    }

    @Test func givenComputedAndDefaultValues() {
        var given = context()
        given.component = "Mine"
        let explanation = given.explain(\.component)
        guard case .given = explanation.source else {
            Issue.record("expected a given value, got \(explanation.source)")
            return
        }
        #expect(explanation.candidates.allSatisfy { $0.outcome == .notConsidered })
        #expect(explanation.value == "'Mine'")

        var computed = RuleContext(model: model)
        computed.propertyKey = "title"
        let computedExplanation = computed.explain(\.displayNameForProperty)
        guard case .computed = computedExplanation.source else {
            Issue.record("expected a computed value, got \(computedExplanation.source)")
            return
        }
        #expect(computedExplanation.value == "'Title'")

        let defaulted = context(task: "query").explain(\.component)
        guard case .defaultValue = defaulted.source else {
            Issue.record("expected the default value, got \(defaulted.source)")
            return
        }
        #expect(defaulted.value == "'Text'")
        #expect(defaulted.candidates.allSatisfy { if case .didNotMatch = $0.outcome { true } else { false } })
    }

    @Test func explanationsReportCycles() {
        let explanation = RuleContext(model: RuleModel(onError: { _ in })).explain(PingKey.self)
        #expect(explanation.errors == [.cycle(["ping", "pong", "ping"])])
        #expect(explanation.value == "'ping-default'")
    }

    @Test func theDescriptionNamesRulesAndTheirFiles() throws {
        let model = RuleModel()
        try model.loadRules(
            text: "task = 'edit' => component = 'A'\ntask = 'edit' and count > 1 => component = 'B'\n",
            fileName: "app.rules", registry: testRegistry
        )
        var context = RuleContext(model: model)
        context.task = "edit"
        context.count = 2
        #expect(context.explain(\.component).description == """
            component = 'B' (from rule #1 at app.rules:2:1)
              won        #1 app.rules:2:1  task = 'edit' and count > 1 => component = 'B'
              lost       #0 app.rules:1:1  task = 'edit' => component = 'A': same priority, fewer conditions (1 < 2)
            """)
    }

    @Test func explainingByRegisteredName() throws {
        let key = try #require(testRegistry.key(named: "component"))
        #expect(context().explain(key).value == "'Priority'")
    }
}
