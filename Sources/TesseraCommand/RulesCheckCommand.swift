import ArgumentParser
import Foundation
import TesseraDirect
import TesseraRules

/// `tessera rules check FILE`: validates a rule file and prints every error.
struct RulesCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a rule file and print every error as FILE:LINE:COLUMN: message.",
        discussion: """
            A rule file has one rule per line: a condition, '=>', and the key it sets.

              # comments start with '#' or '//'
              task = 'edit' and count > 3 => component = 'Big' ; priority 50
              task in ('list', 'inspect') or not (count >= 3) => tags = ['a', 'b']
              attribute.valueType = 'date' => component = 'EditDate'
              true => label = displayNameForProperty

            Conditions compare keys (dotted names such as attribute.valueType) with values or other keys using =, !=, <, <=, >, >=, in (...) or in [...], combined with and, or, not and parentheses; true always applies. Values are 'strings' or "strings", numbers, true, false, null and lists. A rule may end with '; priority N' (a whole number, 0 when absent). A rule continues on the next line after and, or, not, =>, (, [ or a comma.

            Docs/Rules.md has the full grammar, and says which rule wins when several match (Precedence).

            This command checks the syntax, and the key names and value types against the keys of the Direct application (task, entity, propertyKey, component, displayNameForProperty, displayPropertyKeys, formatter, …; Docs/Rules.md lists them). It exits with status 1 when the file has an error.
            """
    )

    @Argument(help: "The rule file to check.")
    var file: String

    func run() throws {
        let check = RuleFile.check(contentsOfFile: file, registry: DirectRuleKeys.registry)
        guard check.isValid else {
            let report = check.diagnostics.map { $0.description + "\n" }.joined()
            FileHandle.standardError.write(Data(report.utf8))
            throw ExitCode(1)
        }
        print("\(file): \(check.ruleCount) \(check.ruleCount == 1 ? "rule" : "rules"), no errors")
    }
}
