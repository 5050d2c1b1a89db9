import Testing
import TesseraRules

/// Where a key's value comes from: given, rules, computation or default; and what happens when
/// resolution fails.
@Suite struct ResolutionTests {
    @Test func keysWithoutRulesHaveTheirDefaultValue() {
        let context = RuleContext(model: RuleModel())
        #expect(context.task == "list")
        #expect(context.count == 0)
        #expect(context.note == nil)
        #expect(context.tags == [])
    }

    @Test func givenValuesWinOverRules() {
        let model = RuleModel {
            (true => \.component <= "FromRule").priority(1000)
        }
        var context = RuleContext(model: model)
        #expect(context.component == "FromRule")
        context.component = "Given"
        #expect(context.component == "Given")
        #expect(context.hasGivenValue(for: ComponentKey.self))
        context.removeGivenValue(for: ComponentKey.self)
        #expect(context.component == "FromRule")
    }

    @Test func givenNilIsAValue() {
        let model = RuleModel {
            true => \.note <= "from rule"
        }
        var context = RuleContext(model: model)
        #expect(context.note == "from rule")
        context.note = nil
        #expect(context.note == nil)
    }

    @Test func computedKeysDeriveFromOtherKeys() {
        var context = RuleContext(model: RuleModel())
        context.propertyKey = "releaseDate"
        #expect(context.displayNameForProperty == "ReleaseDate")
    }

    @Test func rulesOverrideComputedKeys() {
        let model = RuleModel {
            \.propertyKey == "id" => \.displayNameForProperty <= "Identifier"
        }
        var context = RuleContext(model: model)
        context.propertyKey = "id"
        #expect(context.displayNameForProperty == "Identifier")
        context.propertyKey = "title"
        #expect(context.displayNameForProperty == "Title")
    }

    @Test func rightHandSidesCanBeComputedFromTheContext() {
        let model = RuleModel {
            \.task == "edit" => \.label <= { context in "Edit " + context.displayNameForProperty }
        }
        var context = RuleContext(model: model)
        context.task = "edit"
        context.propertyKey = "title"
        #expect(context.label == "Edit Title")
        context.propertyKey = "year"
        #expect(context.label == "Edit Year")
    }

    @Test func rulesChainThroughOtherResolvedKeys() {
        let model = RuleModel {
            \.entityName == "Film" => \.task <= "edit"
            \.task == "edit" => \.component <= "Form"
        }
        var context = RuleContext(model: model)
        context.entityName = "Film"
        #expect(context.component == "Form")
        context.entityName = "Actor"
        #expect(context.component == "Text")
    }

    @Test func aCycleBetweenComputedKeysIsAnErrorNotAHang() {
        let log = ErrorLog()
        let context = RuleContext(model: RuleModel(onError: log.handler))
        #expect(throws: RuleError.cycle(["ping", "pong", "ping"])) {
            try context.resolve(PingKey.self)
        }
        #expect(throws: RuleError.cycle(["pong", "ping", "pong"])) {
            try context.resolve(\.pong)
        }
        // Read as a property, the key falls back to its default and the error is reported.
        #expect(context.ping == "ping-default")
        #expect(log.errors == [.cycle(["ping", "pong", "ping"])])
    }

    @Test func aKeyThatReadsItselfIsACycle() {
        let context = RuleContext(model: RuleModel(onError: { _ in }))
        #expect(throws: RuleError.cycle(["selfish", "selfish"])) {
            try context.resolve(SelfishKey.self)
        }
        #expect(context.selfish == 7)
    }

    @Test func aCycleThroughRulesIsDetected() {
        let model = RuleModel(onError: { _ in })
        model.add([
            \.count == 1 => \.limit <= 5,
            \.limit == 5 => \.count <= 1,
        ])
        let context = RuleContext(model: model)
        #expect(throws: RuleError.cycle(["limit", "count", "limit"])) {
            try context.resolve(LimitKey.self)
        }
    }

    @Test func aRuleThatReadsTheKeyItSetsIsACycle() throws {
        let model = RuleModel(onError: { _ in })
        model.add([true => \.label <= { context in context.label + "!" }])
        try model.loadRules(text: "true => component = component", fileName: "self.rules", registry: testRegistry)
        let context = RuleContext(model: model)
        #expect(throws: RuleError.cycle(["label", "label"])) {
            try context.resolve(LabelKey.self)
        }
        #expect(throws: RuleError.cycle(["component", "component"])) {
            try context.resolve(ComponentKey.self)
        }
    }

    @Test func givenValuesBreakCycles() throws {
        var context = RuleContext(model: RuleModel())
        context.pong = "given"
        #expect(try context.resolve(PingKey.self) == "ping(given)")
    }

    @Test func aRuleValueOfTheWrongTypeIsAnError() {
        let model = RuleModel(
            [Rule(qualifier: true, assignment: RuleAssignment(key: AnyRuleKey(CountKey.self), source: .constant("many")))],
            onError: { _ in }
        )
        let context = RuleContext(model: model)
        #expect(throws: RuleError.typeMismatch(key: "count", expected: "Int", found: "'many' (String)")) {
            try context.resolve(CountKey.self)
        }
        #expect(context.count == 0)
    }

    @Test func convertibleValuesConvertToTheKeysType() throws {
        let model = RuleModel([
            Rule(qualifier: true, assignment: RuleAssignment(key: AnyRuleKey(RatioKey.self), source: .constant(2)))
        ])
        #expect(try RuleContext(model: model).resolve(RatioKey.self) == 2.0)
    }

    @Test func keyNamesDefaultToTheTypeNameWithoutKey() {
        #expect(TaskKey.name == "task")
        #expect(DisplayNameForPropertyKey.name == "displayNameForProperty")
        #expect(PropertyKeyKey.name == "propertyKey")
    }
}
