import ArgumentParser
import Foundation
import TesseraData
import TesseraDirect
import TesseraRules

/// `tessera rules check FILE`: validates a rule file and prints every error.
struct RulesCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a rule file and print every error as FILE:LINE:COLUMN: message.",
        discussion: """
            A rule file has one rule per line: a condition, '=>', and the key it sets.

              # comments start with '#' or '//'
              entity.name = 'film' and task = 'list' => numberOfObjectsPerBatch = 25
              task in ('list', 'inspect') => hiddenPropertyKeys = ['last_update']
              attribute.valueType = 'date' and task = 'edit' => component = 'EditDate'
              propertyKey = 'actor' => keyWhenRelationship = '{first_name} {last_name}'
              task = 'inspect' or not (entity.name = 'film') => hideEmptyProperty = true
              entity.name = 'payment' => displayNameForEntity = 'Payments' ; priority 50

            Conditions compare keys (dotted names such as attribute.valueType) with values or other keys using =, !=, <, <=, >, >=, in (...) or in [...], combined with and, or, not and parentheses; true always applies. Values are 'strings' or "strings", numbers, true, false, null and lists. A rule may end with '; priority N' (a whole number, 0 when absent). A rule continues on the next line after and, or, not, =>, (, [ or a comma.

            Sources/TesseraRules/TesseraRules.docc/Rules.md has the full grammar, and says which rule wins when several match (Precedence).

            This command checks the syntax, and the key names and value types against the keys of the Direct application (task, entity, propertyKey, component, displayNameForProperty, displayPropertyKeys, hiddenPropertyKeys, formatter, …; Sources/TesseraRules/TesseraRules.docc/Rules.md lists them), and the names of looks, pages, components and formatters the rules give against Tessera's own. With --database it also checks the names the rules use against that database: the entities of entity.name conditions and of visibleEntityNames, the properties of propertyKey conditions, displayPropertyKeys and hiddenPropertyKeys, the columns of keyWhenRelationship templates — a misspelled name would otherwise never match. It reports every mistake of the file at once, in the order of its lines, and exits with status 1 when there is one.

            Examples:
              tessera rules check app.rules
              tessera rules check app.rules --database rental.sqlite
              tessera rules check app.rules --database postgres://localhost/shop
            """
    )

    @Argument(help: "The rule file to check.")
    var file: String

    @Option(name: .long, help: ArgumentHelp(
        "An SQLite file or a postgres:// URL whose entities and properties the rules' names must be.", valueName: "database"))
    var database: String?

    func run() async throws {
        let check = RuleFile.check(contentsOfFile: file, registry: DirectRuleKeys.registry)
        // Every mistake at once, in the order of the file: the syntax and keys of every rule, and
        // of the rules that compiled the views, looks and formatters they name (Tessera's own; an
        // application of yours checks its own registrations with RuleSchemaCheck.viewDiagnostics)
        // and, with a database, the names of its tables and columns.
        var problems = check.diagnostics + RuleSchemaCheck.viewDiagnostics(for: check.rules)
        if let database {
            problems += try await namesMissing(from: database, in: check.rules)
        }
        guard problems.isEmpty else {
            let sorted = problems.enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
            FileHandle.standardError.write(Data(sorted.map { $0.element.description + "\n" }.joined().utf8))
            throw ExitCode(1)
        }
        let against = database.map { " against \($0.hasPrefix("postgres") ? ServeCommand.withoutPassword($0) : $0)" } ?? ""
        print("\(file): \(check.ruleCount) \(check.ruleCount == 1 ? "rule" : "rules"), no errors\(against)")
    }

    /// The names of the rules that `location`'s database does not have.
    private func namesMissing(from location: String, in rules: [Rule]) async throws -> [RuleFileDiagnostic] {
        if !location.contains("://"), !FileManager.default.fileExists(atPath: location) {
            FileHandle.standardError.write(Data("tessera rules check: there is no database at '\(location)'.\n".utf8))
            throw ExitCode(1)
        }
        let opened: Database
        do {
            opened = try await Database.open(location, readOnly: true)
        } catch let error as DatabaseError {
            FileHandle.standardError.write(Data("tessera rules check: \(error.message)\n".utf8))
            throw ExitCode(1)
        }
        defer { Task { try? await opened.close() } }
        return RuleSchemaCheck.diagnostics(for: rules, model: opened.model)
    }
}
