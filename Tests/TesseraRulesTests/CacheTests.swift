import Testing
import TesseraRules

/// The cache of winning rules: used when the decisive keys repeat, never stale.
@Suite struct CacheTests {
    let model = RuleModel {
        \.task == "edit" && \.attribute.valueType == .date => \.component <= "EditDate"
        \.task == "edit" => \.component <= "EditString"
        \.task == "list" => \.label <= { $0.displayNameForProperty }
    }

    func context(task: String, valueType: ValueType = .string, propertyKey: String = "") -> RuleContext {
        var context = RuleContext(model: model)
        context.task = task
        context.attribute = Attribute(name: "a", valueType: valueType)
        context.propertyKey = propertyKey
        return context
    }

    @Test func repeatedQuestionsAreAnsweredFromTheCache() {
        #expect(model.cachedResultCount == 0)
        #expect(context(task: "edit", valueType: .date).component == "EditDate")
        #expect(model.cachedResultCount == 1)
        #expect(context(task: "edit", valueType: .date).component == "EditDate")
        #expect(model.cachedResultCount == 1)
        #expect(context(task: "edit").component == "EditString")
        #expect(model.cachedResultCount == 2)
        #expect(context(task: "inspect").component == "Text")
        #expect(model.cachedResultCount == 3)
    }

    @Test func cachedWinnersStillComputeTheirValueFromTheContext() {
        // The label's rule reads `task` only; its value reads `propertyKey`, which is not part of the
        // fingerprint, so the value must be computed again for each context.
        #expect(context(task: "list", propertyKey: "title").label == "Title")
        #expect(context(task: "list", propertyKey: "year").label == "Year")
    }

    @Test func changingRulesInvalidatesTheCache() {
        #expect(context(task: "edit").component == "EditString")
        let generation = model.generation
        model.add([(\.task == "edit" => \.component <= "Override").priority(5)])
        #expect(model.generation == generation + 1)
        #expect(model.cachedResultCount == 0)
        #expect(context(task: "edit").component == "Override")
    }

    @Test func aModelWithoutCachingGivesTheSameAnswers() {
        let uncached = RuleModel(model.rules, cachesResults: false)
        for task in ["edit", "list", "inspect"] {
            for valueType in [ValueType.string, .date] {
                var context = RuleContext(model: uncached)
                context.task = task
                context.attribute = Attribute(name: "a", valueType: valueType)
                #expect(context.component == self.context(task: task, valueType: valueType).component)
            }
        }
        #expect(uncached.cachedResultCount == 0)
    }

    @Test func removingCachedResultsForgetsThem() {
        _ = context(task: "edit").component
        #expect(model.cachedResultCount > 0)
        let generation = model.generation
        model.removeAllCachedResults()
        #expect(model.cachedResultCount == 0)
        // What programs keep by generation is made again too; the rules are the same.
        #expect(model.generation == generation + 1)
        #expect(context(task: "edit").component == "EditString")
    }

    @Test func keysWhoseValuesCannotBeFingerprintedAreResolvedWithoutTheCache() {
        // `Opaque` is neither Hashable nor RuleValueConvertible: the answer cannot be remembered.
        let model = RuleModel {
            \.opaque.payload == 1 => \.component <= "One"
        }
        var context = RuleContext(model: model)
        context.opaque = Opaque(payload: 1)
        #expect(context.component == "One")
        context.opaque = Opaque(payload: 2)
        #expect(context.component == "Text")
        #expect(model.cachedResultCount == 0)
    }
}
