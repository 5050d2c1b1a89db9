import Testing
import TesseraRules

/// The rule-file format on broken input: every message, with its file, line and column.
@Suite struct RuleFileErrorTests {
    /// The diagnostics of `text` as printed by `tessera rules check`.
    func errors(_ text: String, registry: RuleKeyRegistry? = testRegistry) -> [String] {
        RuleFile.check(text: text, fileName: "r.rules", registry: registry).diagnostics.map(\.description)
    }

    @Test(arguments: [
        ("task = 'edit' component = 'X'", "r.rules:1:15: expected '=>' after the condition, found 'component'"),
        ("task = 'edit' => = 'X'", "r.rules:1:18: expected the key to set after '=>', found '='"),
        ("task = 'edit' => component 'X'", "r.rules:1:28: expected '=' after 'component', found string 'X'"),
        ("task = 'edit' => component =", "r.rules:1:29: expected a value after '=', found end of line"),
        ("task = 'edit' => component = (", "r.rules:1:30: expected a value after '=', found '('"),
        ("=> component = 'X'", "r.rules:1:1: expected a condition, found '=>'"),
        ("task = 'edit' and => component = 'X'", "r.rules:1:19: expected a condition after 'and', found '=>'"),
        ("not", "r.rules:1:4: expected a condition after 'not', found end of file"),
        (
            "task 'edit' => component = 'X'",
            "r.rules:1:6: expected a comparison (=, !=, <, <=, >, >=, in or contains) after 'task', found string 'edit'"
        ),
        ("task = => component = 'X'", "r.rules:1:8: expected a key or a value after '=', found '=>'"),
        ("(task = 'edit' => component = 'X'", "r.rules:1:16: expected ')' to close the '(' at 1:1, found '=>'"),
        ("task in 'edit' => component = 'X'", "r.rules:1:9: expected a list after 'in', like ('a', 'b'), found string 'edit'"),
        ("task in ('a' 'b') => component = 'X'", "r.rules:1:14: expected ',' or ')' in the list, found string 'b'"),
        ("task in ['a', =] => component = 'X'", "r.rules:1:15: expected a value in the list, found '='"),
        ("attribute. = 'x' => component = 'X'", "r.rules:1:12: expected a name after '.', found '='"),
        ("true => component = 'X' ; prio 5", "r.rules:1:27: expected 'priority' after ';', found 'prio'"),
        ("true => component = 'X' ; priority high", "r.rules:1:36: expected a whole number after 'priority', found 'high'"),
        ("true => component = 'X' ; priority 1.5", "r.rules:1:36: expected a whole number after 'priority', found number 1.5"),
        ("true => component = 'X' label", "r.rules:1:25: expected the end of the rule, found 'label'; write one rule per line"),
        ("task = 'a\\q' => component = 'X'", "r.rules:1:10: unknown escape '\\q' in string; use \\\\, \\', \\\", \\n or \\t"),
        ("count = 99999999999999999999 => component = 'X'", "r.rules:1:9: number 99999999999999999999 is too large"),
    ])
    func syntaxErrors(text: String, expected: String) {
        #expect(errors(text, registry: nil) == [expected])
        // A registry adds name checks but must not change syntax errors.
        #expect(errors(text) == [expected])
    }

    @Test func anUnterminatedStringIsReportedOnce() {
        #expect(errors("task = 'edit => component = X\ntask = 'list' => component = 'List' 'extra'") == [
            "r.rules:1:8: unterminated string; add a closing ' before the end of the line",
            "r.rules:2:37: expected the end of the rule, found string 'extra'; write one rule per line",
        ])
    }

    @Test func anUnexpectedCharacterIsReportedAndSkipped() {
        #expect(errors("task = 'edit' @ => component = 'X'") == ["r.rules:1:15: unexpected character '@'"])
        #expect(errors("task = 'edit' => component = 'X' \u{7}") == ["r.rules:1:34: unexpected character '\\u{7}'"])
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let text = String(repeating: "(", count: 10_000) + "task = 'x'" + " => component = 'X'"
        #expect(errors(text) == ["r.rules:1:65: the rule is nested too deeply (more than 64 levels)"])
        let nots = String(repeating: "not ", count: 100) + "task = 'x' => component = 'X'"
        #expect(errors(nots) == ["r.rules:1:257: the rule is nested too deeply (more than 64 levels)"])
        let lists = "true => tags = " + String(repeating: "[", count: 100)
        #expect(errors(lists, registry: nil) == ["r.rules:1:80: the rule is nested too deeply (more than 64 levels)"])
    }

    @Test(arguments: [
        ("tsak = 'edit' => component = 'X'", "r.rules:1:1: unknown key 'tsak'; did you mean 'task'?"),
        ("frobnicate = 1 => component = 'X'", "r.rules:1:1: unknown key 'frobnicate'"),
        ("true => componnt = 'X'", "r.rules:1:9: unknown key 'componnt'; did you mean 'component'?"),
        ("task.name = 'x' => component = 'X'", "r.rules:1:1: key 'task' (String) has no members, so 'task.name' cannot be read"),
        (
            "attribute.valeType = 'date' => component = 'X'",
            "r.rules:1:1: key 'attribute' has no member 'valeType'; its members are: name, valueType"
        ),
        (
            "opaque = 1 => component = 'X'",
            "r.rules:1:1: key 'opaque' cannot be compared in a rule file: its type Opaque is not RuleValueConvertible"
        ),
        ("true => attribute.name = 'x'", "r.rules:1:9: cannot set 'attribute.name': a rule sets a key, not a member of one"),
        ("true => count = 'many'", "r.rules:1:17: cannot set 'count' to 'many': expected a value of type Int"),
        ("true => tags = ['a', 1]", "r.rules:1:16: cannot set 'tags' to ['a', 1]: expected a value of type Array<String>"),
        (
            "true => opaque = 1",
            "r.rules:1:18: key 'opaque' cannot be set from a rule file: its type Opaque is not LosslessRuleValueConvertible"
        ),
        ("true => label = lable", "r.rules:1:17: unknown key 'lable'; did you mean 'label'?"),
    ])
    func nameAndTypeErrors(text: String, expected: String) {
        #expect(errors(text) == [expected])
        #expect(errors(text, registry: nil) == [])
    }

    @Test func everyErrorOfAFileIsReportedAndNoRuleIsLoaded() {
        let text = """
            task = 'edit' => component = 'EditString'
            task = 'edit' component = 'X'
            tsak = 'list' => component = 'List'
            true => count = 'many' ; priority 3

            task = 'inspect' => component = 'Inspect' extra
            task = 'query' => component = 'Query'
            """
        let check = RuleFile.check(text: text, fileName: "r.rules", registry: testRegistry)
        #expect(check.diagnostics.map(\.description) == [
            "r.rules:2:15: expected '=>' after the condition, found 'component'",
            "r.rules:3:1: unknown key 'tsak'; did you mean 'task'?",
            "r.rules:4:17: cannot set 'count' to 'many': expected a value of type Int",
            "r.rules:6:43: expected the end of the rule, found 'extra'; write one rule per line",
        ])
        #expect(!check.isValid)
        #expect(throws: RuleFileError.self) {
            try RuleFile(text: text, fileName: "r.rules", registry: testRegistry)
        }
        do {
            _ = try RuleFile(text: text, fileName: "r.rules", registry: testRegistry)
        } catch {
            #expect(error.diagnostics.count == 4)
            #expect(error.description.split(separator: "\n").count == 4)
        }
    }

    @Test func aFileThatCannotBeReadIsAnError() {
        let check = RuleFile.check(contentsOfFile: "/nonexistent/tessera/rules.txt")
        #expect(check.diagnostics.count == 1)
        #expect(check.diagnostics.first?.description == "/nonexistent/tessera/rules.txt:1:1: cannot read the file: no such file")
    }
}
