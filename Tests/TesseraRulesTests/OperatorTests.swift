import Testing
import TesseraRules

/// Each operator of Swift rules, on its own, holding and not holding.
@Suite struct OperatorTests {
    /// The component a context resolves to under a single rule with `qualifier`: "Hit" when the
    /// qualifier holds, the default "Text" otherwise.
    func resolve(_ qualifier: Qualifier, configure: (inout RuleContext) -> Void) -> String {
        let model = RuleModel([qualifier => \.component <= "Hit"])
        var context = RuleContext(model: model)
        configure(&context)
        return context.component
    }

    @Test func equalComparesKeyWithValue() {
        #expect(resolve(\.task == "edit") { $0.task = "edit" } == "Hit")
        #expect(resolve(\.task == "edit") { $0.task = "list" } == "Text")
    }

    @Test func notEqual() {
        #expect(resolve(\.task != "edit") { $0.task = "list" } == "Hit")
        #expect(resolve(\.task != "edit") { $0.task = "edit" } == "Text")
    }

    @Test(arguments: [(4, "Hit"), (5, "Text"), (6, "Text")])
    func less(count: Int, expected: String) {
        #expect(resolve(\.count < 5) { $0.count = count } == expected)
    }

    @Test(arguments: [(4, "Hit"), (5, "Hit"), (6, "Text")])
    func lessOrEqual(count: Int, expected: String) {
        #expect(resolve(\.count <= 5) { $0.count = count } == expected)
    }

    @Test(arguments: [(4, "Text"), (5, "Text"), (6, "Hit")])
    func greater(count: Int, expected: String) {
        #expect(resolve(\.count > 5) { $0.count = count } == expected)
    }

    @Test(arguments: [(4, "Text"), (5, "Hit"), (6, "Hit")])
    func greaterOrEqual(count: Int, expected: String) {
        #expect(resolve(\.count >= 5) { $0.count = count } == expected)
    }

    @Test func orderingComparesStrings() {
        #expect(resolve(\.task < "m") { $0.task = "edit" } == "Hit")
        #expect(resolve(\.task < "m") { $0.task = "query" } == "Text")
    }

    @Test func orderingComparesDoubles() {
        #expect(resolve(\.ratio > 0.5) { $0.ratio = 0.75 } == "Hit")
        #expect(resolve(\.ratio > 0.5) { $0.ratio = 0.25 } == "Text")
    }

    @Test func and() {
        let qualifier: Qualifier = \.task == "edit" && \.count > 1
        #expect(resolve(qualifier) { $0.task = "edit"; $0.count = 2 } == "Hit")
        #expect(resolve(qualifier) { $0.task = "edit"; $0.count = 1 } == "Text")
        #expect(resolve(qualifier) { $0.task = "list"; $0.count = 2 } == "Text")
    }

    @Test func or() {
        let qualifier: Qualifier = \.task == "edit" || \.count > 1
        #expect(resolve(qualifier) { $0.task = "edit"; $0.count = 0 } == "Hit")
        #expect(resolve(qualifier) { $0.task = "list"; $0.count = 2 } == "Hit")
        #expect(resolve(qualifier) { $0.task = "list"; $0.count = 0 } == "Text")
    }

    @Test func not() {
        #expect(resolve(!(\.task == "edit")) { $0.task = "list" } == "Hit")
        #expect(resolve(!(\.task == "edit")) { $0.task = "edit" } == "Text")
    }

    @Test func keyComparedWithKey() {
        #expect(resolve(\.count == \.limit) { $0.count = 3; $0.limit = 3 } == "Hit")
        #expect(resolve(\.count == \.limit) { $0.count = 3; $0.limit = 4 } == "Text")
        #expect(resolve(\.count != \.limit) { $0.count = 3; $0.limit = 4 } == "Hit")
        #expect(resolve(\.count < \.limit) { $0.count = 3; $0.limit = 4 } == "Hit")
        #expect(resolve(\.count < \.limit) { $0.count = 4; $0.limit = 4 } == "Text")
        #expect(resolve(\.count <= \.limit) { $0.count = 4; $0.limit = 4 } == "Hit")
        #expect(resolve(\.count > \.limit) { $0.count = 5; $0.limit = 4 } == "Hit")
        #expect(resolve(\.count >= \.limit) { $0.count = 3; $0.limit = 4 } == "Text")
    }

    @Test func membership() {
        #expect(resolve(.in(\.task, ["edit", "inspect"])) { $0.task = "inspect" } == "Hit")
        #expect(resolve(.in(\.task, ["edit", "inspect"])) { $0.task = "list" } == "Text")
    }

    @Test func trueAlwaysApplies() {
        #expect(resolve(true) { _ in } == "Hit")
        #expect(resolve(false) { _ in } == "Text")
    }

    @Test func nestedKeyPathReadsTheKeyThenTheMember() {
        let qualifier: Qualifier = \.task == "edit" && \.attribute.valueType == .date
        #expect(resolve(qualifier) { $0.task = "edit"; $0.attribute = Attribute(name: "released", valueType: .date) } == "Hit")
        #expect(resolve(qualifier) { $0.task = "edit"; $0.attribute = Attribute(name: "title", valueType: .string) } == "Text")
        #expect(qualifier.keysRead.map(\.name) == ["task", "attribute"])
    }

    @Test func optionalKeysCompareWithNil() {
        #expect(resolve(\.note == nil) { _ in } == "Hit")
        #expect(resolve(\.note == nil) { $0.note = "x" } == "Text")
        #expect(resolve(\.note == "x") { $0.note = "x" } == "Hit")
    }

    @Test func incomparableValuesDoNotOrder() {
        #expect(RuleValue.string("a").compare(to: .int(1)) == nil)
        #expect(!ComparisonOperator.less.evaluate("a", 1))
        #expect(!ComparisonOperator.greaterOrEqual.evaluate("a", 1))
        #expect(ComparisonOperator.equal.evaluate(.int(1), .double(1.0)))
        #expect(ComparisonOperator.less.evaluate(.int(1), .double(1.5)))
    }

    @Test func qualifiersDescribeThemselvesInFileSyntax() {
        let qualifier: Qualifier = \.task == "edit" && (\.count > 2 || !(\.isEditable == true)) && .in(\.task, ["a", "b"])
        #expect(qualifier.description == "task = 'edit' and (count > 2 or not isEditable = true) and task in ('a', 'b')")
        #expect(qualifier.conditionCount == 4)
    }
}

/// The values rules compare.
@Suite struct RuleValueTests {
    @Test func equalNumbersAreEqualAndHashAlikeWhateverTheirKind() {
        #expect(RuleValue.int(1) == .double(1.0))
        #expect(Set<RuleValue>([.int(1), .double(1.0)]).count == 1)
        #expect(RuleValue.int(1) != .double(1.5))
        #expect(RuleValue.string("1") != .int(1))
        #expect(RuleValue.null == nil)
        #expect(RuleValue.list(["a", 1]) == ["a", 1.0])
    }

    @Test func literalsDescribeThemselvesAsInRuleFiles() {
        #expect(RuleValue.string("it's").description == #"'it\'s'"#)
        #expect(RuleValue.list(["a", 2, 2.5, true, nil]).description == "['a', 2, 2.5, true, null]")
    }

    @Test func conversionsBothWays() {
        #expect(Int(ruleValue: .double(2.0)) == 2)
        #expect(Int(ruleValue: .double(2.5)) == nil)
        #expect(Double(ruleValue: .int(2)) == 2.0)
        #expect(ValueType(ruleValue: "date") == .date)
        #expect(ValueType(ruleValue: "time") == nil)
        #expect([String](ruleValue: ["a", "b"]) == ["a", "b"])
        #expect([String](ruleValue: ["a", 1]) == nil)
        #expect(String?(ruleValue: .null) == .some(nil))
        #expect(ValueType.date.ruleValue == "date")
    }
}
