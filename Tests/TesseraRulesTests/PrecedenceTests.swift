import Testing
import TesseraRules

/// Choosing among matching rules: priority, then specificity, then the later rule.
@Suite struct PrecedenceTests {
    func component(_ model: RuleModel, task: String = "edit", count: Int = 3) -> String {
        var context = RuleContext(model: model)
        context.task = task
        context.count = count
        return context.component
    }

    @Test func higherPriorityWinsOverMoreConditionsAndLaterOrder() {
        let model = RuleModel {
            (\.task == "edit" => \.component <= "High").priority(10)
            \.task == "edit" && \.count == 3 => \.component <= "Specific"
            \.task == "edit" => \.component <= "Later"
        }
        #expect(component(model) == "High")
    }

    @Test func negativePriorityLosesToTheDefaultPriority() {
        let model = RuleModel {
            \.task == "edit" => \.component <= "Normal"
            (\.task == "edit" && \.count == 3 => \.component <= "Fallback").priority(-1)
        }
        #expect(component(model) == "Normal")
    }

    @Test func atEqualPriorityMoreConditionsWin() {
        let model = RuleModel {
            \.task == "edit" && \.count == 3 => \.component <= "Specific"
            \.task == "edit" => \.component <= "General"
        }
        #expect(component(model) == "Specific")
        #expect(component(model, count: 4) == "General")
    }

    @Test func specificityCountsEveryComparisonWhateverCombinesThem() {
        // `task = 'edit' or count = 3` has two conditions, so it beats a one-condition rule.
        let model = RuleModel {
            \.task == "edit" || \.count == 3 => \.component <= "Two"
            \.task == "edit" => \.component <= "One"
        }
        #expect(component(model) == "Two")
    }

    @Test func trueIsTheLeastSpecific() {
        let model = RuleModel {
            \.task == "edit" => \.component <= "Edit"
            true => \.component <= "Always"
        }
        #expect(component(model) == "Edit")
        #expect(component(model, task: "list") == "Always")
    }

    @Test func remainingTiesGoToTheRuleAddedLast() {
        let model = RuleModel {
            \.task == "edit" => \.component <= "First"
            \.count == 3 => \.component <= "Second"
        }
        #expect(component(model) == "Second")
        model.add([\.task == "edit" => \.component <= "Third"])
        #expect(component(model) == "Third")
    }

    @Test func fileRulesComeAfterSwiftRules() throws {
        let model = RuleModel {
            \.task == "edit" => \.component <= "Swift"
        }
        try model.loadRules(text: "task = 'edit' => component = 'File'", fileName: "custom.rules", registry: testRegistry)
        #expect(component(model) == "File")
        // Adding Swift rules later does not move them after the file: sources keep their order.
        model.add([\.task == "edit" => \.component <= "Swift again"])
        #expect(component(model) == "File")
    }

    @Test func precedenceIsATotalOrderOnOrdinals() {
        let model = RuleModel {
            \.task == "edit" => \.component <= "A"
            \.task == "edit" => \.component <= "B"
        }
        let rules = model.rules
        #expect(rules.map(\.ordinal) == [0, 1])
        #expect(RulePrecedence.precedes(rules[1], rules[0]))
        #expect(!RulePrecedence.precedes(rules[0], rules[1]))
        #expect(!RulePrecedence.precedes(rules[0], rules[0]))
    }
}
