import Testing
import TesseraRules

/// `contains`: a list's elements or a string's text, in Swift and in rule files alike.
@Suite struct ContainsTests {
    @Test func aListContainsItsElementsAndAStringItsText() {
        #expect(ComparisonOperator.contains.evaluate(["clerk", "viewer"], "clerk"))
        #expect(!ComparisonOperator.contains.evaluate(["clerk", "viewer"], "admin"))
        #expect(!ComparisonOperator.contains.evaluate([], "admin"))
        #expect(ComparisonOperator.contains.evaluate([1, 2], .double(2)))
        #expect(ComparisonOperator.contains.evaluate("payment_log", "log"))
        #expect(!ComparisonOperator.contains.evaluate("payment", "log"))
        // No user at all: no role, and no error.
        #expect(!ComparisonOperator.contains.evaluate(.null, "admin"))
        #expect(!ComparisonOperator.contains.evaluate(12, 1))
        #expect(!ComparisonOperator.contains.evaluate("12", 1))
    }

    @Test func aRuleFileReadsContainsAndSaysItBack() throws {
        let text = """
            tags contains 'clerk' and task = 'list' => label = 'Clerk'
            not (tags contains 'admin') and task = 'edit' => isEditable = false ; priority 5
            true => isEditable = true
            entityName contains 'log' => note = 'a log'
            tags contains
                'viewer' => component = 'ReadOnly'
            """
        let file = try RuleFile(text: text, fileName: "roles.rules", registry: testRegistry)
        #expect(file.rules.map(\.description).first == "tags contains 'clerk' and task = 'list' => label = 'Clerk'")
        #expect(file.rules[1].description == "not tags contains 'admin' and task = 'edit' => isEditable = false ; priority 5")
        let model = RuleModel()
        try model.loadRules(text: text, fileName: "roles.rules", registry: testRegistry)

        var context = RuleContext(model: model)
        context.task = "list"
        context.tags = ["viewer", "clerk"]
        #expect(context.label == "Clerk")
        #expect(context.component == "ReadOnly")
        context.task = "edit"
        #expect(!context.isEditable)
        context.tags = ["admin"]
        #expect(context.isEditable)
        #expect(context.label == "")
        context.entityName = "payment_log"
        #expect(context.note == "a log")
    }

    @Test func swiftAndFilesAgree() throws {
        let swift = RuleModel([.contains(\.tags, "clerk") => \.label <= "Clerk"])
        let file = RuleModel()
        try file.loadRules(text: "tags contains 'clerk' => label = 'Clerk'", fileName: "f.rules", registry: testRegistry)
        for tags in [[], ["clerk"], ["admin", "clerk"], ["clerks"]] as [[String]] {
            var left = RuleContext(model: swift)
            left.tags = tags
            var right = RuleContext(model: file)
            right.tags = tags
            #expect(left.label == right.label, "\(tags)")
            #expect(left.label == (tags.contains("clerk") ? "Clerk" : ""), "\(tags)")
        }
    }

    @Test func aChangedListIsNotAnsweredFromTheCache() throws {
        let model = RuleModel([.contains(\.tags, "admin") => \.label <= "Admin"])
        var context = RuleContext(model: model)
        context.tags = ["admin"]
        #expect(context.label == "Admin")
        context.tags = ["clerk"]
        #expect(context.label == "")
        context.tags = ["clerk", "admin"]
        #expect(context.label == "Admin")
    }

    @Test func containsNeedsSomethingAfterIt() {
        #expect(throws: RuleFileError.self) {
            try RuleFile(text: "tags contains => label = 'x'", fileName: "bad.rules", registry: testRegistry)
        }
    }

    @Test func whyItFailedNamesTheList() {
        var context = RuleContext(model: RuleModel())
        context.tags = ["viewer"]
        let reason = Qualifier.contains(\.tags, "admin").reasonForFailure(in: context)
        #expect(reason == "tags contains 'admin' is false: tags is ['viewer']")
    }
}
