import Testing
import TesseraRules

/// The rule-file format on good input: every construct parses and means what its Swift form means.
@Suite struct RuleFileTests {
    static let text = """
        # Comments start with '#'
        // or with '//'.
        task = 'edit' and attribute.valueType = 'date' => component = 'EditDate' ; priority 50
        task == "inspect" && not (count > 3 || count <= -2) => label = "Inspect \\"it\\""
        task in ('a', 'b') => tags = ['x', 'y']
        task not in ['c', 'd'] and ratio >= 2.5 => isEditable = true   # a trailing comment
        true => note = null

        false => label = 'never'
        count != limit and task = 'names' => label = displayNameForProperty
        entityName < 'M' and
            count >= 1 => label = 'continued'
        !(task = 'x') and entityName = 'bang' => label = 'bang' ; priority -5
        """

    func load() throws -> RuleModel {
        let model = RuleModel()
        try model.loadRules(text: Self.text, fileName: "good.rules", registry: testRegistry)
        return model
    }

    @Test func everyRuleIsRead() throws {
        let file = try RuleFile(text: Self.text, fileName: "good.rules", registry: testRegistry)
        #expect(file.rules.count == 9)
        #expect(file.rules.map(\.origin) == [3, 4, 5, 6, 7, 9, 10, 11, 13].map { .file(name: "good.rules", line: $0, column: 1) })
        #expect(file.rules.map(\.priority) == [50, 0, 0, 0, 0, 0, 0, 0, -5])
        #expect(
            file.rules[0].description
                == "task = 'edit' and attribute.valueType = 'date' => component = 'EditDate' ; priority 50"
        )
        #expect(file.rules[1].description == #"task = 'inspect' and not (count > 3 or count <= -2) => label = 'Inspect "it"'"#)
        #expect(file.rules[3].description == "not task in ('c', 'd') and ratio >= 2.5 => isEditable = true")
        #expect(file.rules[6].description == "count != limit and task = 'names' => label = displayNameForProperty")
    }

    @Test func comparisonsAndMembersWork() throws {
        var context = RuleContext(model: try load())
        context.task = "edit"
        context.attribute = Attribute(name: "released", valueType: .date)
        #expect(context.component == "EditDate")
        context.attribute = Attribute(name: "title", valueType: .string)
        #expect(context.component == "Text")
    }

    @Test func logicalOperatorsAndNegativeNumbers() throws {
        var context = RuleContext(model: try load())
        context.entityName = "Zed"  // keeps the 'continued' rule out
        context.task = "inspect"
        context.count = 1
        #expect(context.label == #"Inspect "it""#)
        context.count = 4
        #expect(context.label == "")
        context.count = -2
        #expect(context.label == "")
    }

    @Test func listsAndMembership() throws {
        var context = RuleContext(model: try load())
        context.task = "a"
        #expect(context.tags == ["x", "y"])
        context.task = "c"
        #expect(context.tags == [])
    }

    @Test func notInAndDoubles() throws {
        var context = RuleContext(model: try load())
        context.task = "e"
        context.ratio = 2.5
        #expect(context.isEditable)
        context.task = "c"
        #expect(!context.isEditable)
    }

    @Test func trueAndNull() throws {
        let model = RuleModel([true => \.note <= "Swift"])
        try model.loadRules(text: Self.text, fileName: "good.rules", registry: testRegistry)
        #expect(RuleContext(model: model).note == nil)
    }

    @Test func keyReferencesOnTheRightAndKeyComparisons() throws {
        var context = RuleContext(model: try load())
        context.entityName = "Zed"
        context.task = "names"
        context.propertyKey = "title"
        context.count = 1
        context.limit = 2
        #expect(context.label == "Title")
        context.limit = 1
        #expect(context.label == "")
    }

    @Test func rulesContinueAfterAnOperatorAtTheEndOfALine() throws {
        var context = RuleContext(model: try load())
        context.entityName = "Actor"
        context.count = 1
        #expect(context.label == "continued")
    }

    @Test func exclamationIsNot() throws {
        var context = RuleContext(model: try load())
        context.entityName = "bang"
        context.task = "y"
        #expect(context.label == "bang")
    }

    @Test func windowsLineEndingsAndUnicodeColumns() {
        let check = RuleFile.check(text: "task = 'é' => label = 'ok'\r\nlabel = 'ü' label", fileName: "crlf.rules")
        #expect(check.ruleCount == 1)
        #expect(check.diagnostics.map(\.description) == ["crlf.rules:2:13: expected '=>' after the condition, found 'label'"])
    }

    @Test func anEmptyFileHasNoRules() throws {
        #expect(try RuleFile(text: "", fileName: "e", registry: testRegistry).rules.isEmpty)
        #expect(try RuleFile(text: "\n# only a comment\n\n", fileName: "e", registry: testRegistry).rules.isEmpty)
    }
}
