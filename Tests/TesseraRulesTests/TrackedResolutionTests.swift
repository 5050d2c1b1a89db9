import Testing
import TesseraRules

/// Resolutions that report the keys they read: what lets a page decide a column once, and only
/// the decisions that read the row again for each row.
@Suite struct TrackedResolutionTests {
    let model = RuleModel {
        \.task == "list" && \.propertyKey == "rating" && \.note == "NC-17" => \.component <= "Warning"
        (\.task == "list" && \.count > 3 => \.component <= "Badge").priority(-1)
        \.task == "edit" => \.component <= "EditString"
        \.propertyKey == "price" => \.label <= { "Price (\($0.entityName))" }
    }

    func context(task: String, propertyKey: String) -> RuleContext {
        var context = RuleContext(model: model)
        context.task = task
        context.propertyKey = propertyKey
        return context
    }

    @Test func theKeysOfTheConditionsEvaluatedAreRead() {
        // The first rule fails on its second condition (`propertyKey`), so its third is never read;
        // the second rule reads `count`, and fails.
        let answer = context(task: "list", propertyKey: "title").resolveTrackingReads(ComponentKey.self)
        #expect(answer.value == "Text")
        #expect(answer.didRead(TaskKey.self) && answer.didRead(PropertyKeyKey.self) && answer.didRead(CountKey.self))
        #expect(!answer.didRead(NoteKey.self), "a condition after one that failed is not evaluated")
        #expect(!answer.didRead(ComponentKey.self), "the key itself is not its own dependency")
    }

    @Test func aConditionOnTheValueReadsItOnlyWhereItIsReached() {
        let rating = context(task: "list", propertyKey: "rating").resolveTrackingReads(ComponentKey.self)
        #expect(rating.didRead(NoteKey.self))
        #expect(rating.didRead(\.note))
        let title = context(task: "list", propertyKey: "title").resolveTrackingReads(ComponentKey.self)
        #expect(!title.didRead(\.note))
    }

    @Test func theCacheDoesNotWidenWhatIsRead() {
        // Plain reads fill the cache, whose fingerprint for `component` reads every key any of its
        // rules reads: `note` among them. A tracked read reports only what its rules really read.
        for _ in 0..<3 { _ = context(task: "list", propertyKey: "title").component }
        #expect(model.cachedResultCount > 0)
        let answer = context(task: "list", propertyKey: "title").resolveTrackingReads(ComponentKey.self)
        #expect(!answer.didRead(NoteKey.self))
        #expect(answer.value == context(task: "list", propertyKey: "title").component)
    }

    @Test func readsThroughComputedKeysAndRuleValuesCount() {
        // `displayNameForProperty` is computed from `propertyKey`; the label rule's value reads
        // `entityName`, which no condition reads.
        var price = context(task: "list", propertyKey: "price")
        price.entityName = "film"
        let label = price.resolveTrackingReads(LabelKey.self)
        #expect(label.value == "Price (film)")
        #expect(label.didRead(EntityNameKey.self), "the winning rule's value read it")
        let name = context(task: "list", propertyKey: "year").resolveTrackingReads(DisplayNameForPropertyKey.self)
        #expect(name.value == "Year")
        #expect(name.didRead(PropertyKeyKey.self))
        #expect(!name.didRead(TaskKey.self))
    }

    @Test func aGivenValueIsReadWithoutRules() {
        var given = context(task: "list", propertyKey: "rating")
        given.component = "Chosen"
        let answer = given.resolveTrackingReads(ComponentKey.self)
        #expect(answer.value == "Chosen")
        #expect(answer.readCount == 0, "nothing else is asked")
        // A given value that a rule reads counts as read.
        var noted = context(task: "list", propertyKey: "rating")
        noted.note = "NC-17"
        let warning = noted.resolveTrackingReads(ComponentKey.self)
        #expect(warning.value == "Warning")
        #expect(warning.didRead(NoteKey.self))
    }

    @Test func aCycleIsAnErrorAndTheDefaultValue() {
        let answer = RuleContext(model: model).resolveTrackingReads(PingKey.self)
        #expect(answer.value == PingKey.defaultValue)
        #expect(!answer.errors.isEmpty)
        #expect(answer.didRead(PongKey.self))
    }

    @Test func theAnswerIsTheOneAPlainReadGives() {
        for task in ["list", "edit", "inspect"] {
            for key in ["rating", "title", "price"] {
                var context = context(task: task, propertyKey: key)
                context.count = key.count
                #expect(context.resolveTrackingReads(ComponentKey.self).value == context.component)
                #expect(context.resolveTrackingReads(LabelKey.self).value == context.label)
                #expect(context.resolveTrackingReads(LabelKey.self).generation == model.generation)
            }
        }
    }

    @Test func aModelKnowsWhichKeysItsRulesSet() {
        #expect(model.hasRules(setting: ComponentKey.self))
        #expect(model.hasRules(setting: LabelKey.self))
        #expect(!model.hasRules(setting: NoteKey.self))
    }
}
