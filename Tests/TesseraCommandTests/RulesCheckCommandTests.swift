import Foundation
import Testing
import TesseraTestSupport

/// `tessera rules check`: its manual's examples pass it, and with `--database` it finds the names
/// a database does not have.
@Suite("tessera rules check", .heavy)
struct RulesCheckCommandTests {
    /// The example rules of `--help`: the lines of its manual written as a rule file writes them.
    @Test func theManualsExamplesPassTheCheck() async throws {
        let help = try await ServeCommandTests.run(["rules", "check", "--help"])
        #expect(help.status == 0)
        let examples = help.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains(" => ") || $0.hasPrefix("# ") }
        #expect(examples.count >= 5, "\(help.standardOutput)")
        let file = ServeCommandTests.folder.appendingPathComponent("manual-examples.rules")
        try examples.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let checked = try await ServeCommandTests.run(["rules", "check", file.path, "--database", try await ServeCommandTests.sample.value])
        #expect(checked.status == 0, "\(checked.standardError)")
        #expect(checked.standardOutput.contains("no errors"))
    }

    @Test func namesTheDatabaseDoesNotHaveAreErrorsWithTheClosestOne() async throws {
        let file = ServeCommandTests.folder.appendingPathComponent("typos.rules")
        try """
            entity.name = 'Custmer' => hiddenPropertyKeys = ['last_update']
            entity.name = 'film' and propertyKey = 'titel' => displayNameForProperty = 'Name'
            entity.name = 'film' => hiddenPropertyKeys = ['last_update', 'rental_rat']
            task = 'query' => visibleEntityNames = ['film', 'actors']
            propertyKey = 'language' => keyWhenRelationship = '{nam}'
            entity.name = 'actor' => displayPropertyKeys = ['first_name', 'last_name', 'film']
            """.write(to: file, atomically: true, encoding: .utf8)
        // Without a database, the names cannot be checked: the file is valid.
        #expect(try await ServeCommandTests.run(["rules", "check", file.path]).status == 0)
        let result = try await ServeCommandTests.run(["rules", "check", file.path, "--database", try await ServeCommandTests.sample.value])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(file.path):1:1: no entity named 'Custmer' (did you mean 'customer'?)",
            "\(file.path):2:1: no property 'titel' in film (did you mean 'title'?)",
            "\(file.path):3:1: no property 'rental_rat' in film (did you mean 'rental_rate'?)",
            "\(file.path):4:1: no entity named 'actors' (did you mean 'actor'?)",
            "\(file.path):5:1: no column 'nam' in the related rows (did you mean 'name'?)",
        ], "\(result.standardError)")
        let missing = try await ServeCommandTests.run(["rules", "check", file.path, "--database", "/no/such.sqlite"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("there is no database at '/no/such.sqlite'"))
    }

    @Test func looksViewsAndFormattersNoOneHasAreErrorsWithTheClosestOne() async throws {
        let file = ServeCommandTests.folder.appendingPathComponent("views.rules")
        try """
            true => look = 'fioir'
            propertyKey = 'title' and task = 'edit' => component = 'EditStrng'
            propertyKey = 'amount' => formatter = 'curency'
            entity.name = 'film' => pager = 'Pagr'
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try await ServeCommandTests.run(["rules", "check", file.path])
        #expect(result.status == 1)
        #expect(result.standardError.split(separator: "\n").map(String.init) == [
            "\(file.path):1:1: no look named 'fioir' (did you mean 'fiori'?); the looks are basic, fiori",
            "\(file.path):2:1: no component named 'EditStrng' (did you mean 'EditString'?)",
            "\(file.path):3:1: no formatter named 'curency' (did you mean 'currency'?)",
            "\(file.path):4:1: no view named 'Pagr' (did you mean 'Pager'?)",
        ], "\(result.standardError)")
        // The server will not start on rules that name a look there is not.
        let served = try await ServeCommandTests.run(["serve", try await ServeCommandTests.sample.value, "--rules", file.path, "--port", "0"])
        #expect(served.status == 1)
        #expect(served.standardError.contains("no look named 'fioir' (did you mean 'fiori'?)"), "\(served.standardError)")
    }

    /// Every mistake of a file at once, whatever its kind: a syntax error does not hide an unknown
    /// view further down, nor an unknown view a table the database does not have.
    @Test func everyMistakeOfAFileIsReportedAtOnce() async throws {
        let file = ServeCommandTests.folder.appendingPathComponent("every-mistake.rules")
        try """
            entity.name = 'film' and => displayNameForEntity = 'Films'
            propertyKey = 'title' and task = 'edit' => component = 'EditStrng'
            true => displayStringForNill = 'n/a'
            entity.name = 'Custmer' => hiddenPropertyKeys = ['last_update']
            propertyKey = 'description' and task = 'edit' => component = 'EditLargeString'
            true => debugComponent = 'RulesOfThePag'
            true => initialPropertyValues = 'rating'
            true => readOnlyEntityNames = ['paymnt']
            entity.name = 'film' => initialPropertyValues = ['ratin=PG']
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try await ServeCommandTests.run(["rules", "check", file.path, "--database", try await ServeCommandTests.sample.value])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        // One report at least for each line with a mistake, in the order of the file.
        let reported = lines.compactMap { line -> Int? in
            line.hasPrefix(file.path + ":") ? Int(line.dropFirst(file.path.count + 1).prefix { $0.isNumber }) : nil
        }
        #expect(Set(reported) == [1, 2, 3, 4, 6, 7, 8, 9], "\(result.standardError)")
        #expect(reported == reported.sorted())
        #expect(lines.contains("\(file.path):2:1: no component named 'EditStrng' (did you mean 'EditString'?)"), "\(result.standardError)")
        #expect(lines.contains("\(file.path):4:1: no entity named 'Custmer' (did you mean 'customer'?)"))
        #expect(lines.contains("\(file.path):6:1: no view named 'RulesOfThePag' (did you mean 'RulesOfThePage'?)"))
        #expect(lines.contains("\(file.path):8:1: no entity named 'paymnt' (did you mean 'payment'?)"))
        #expect(lines.contains("\(file.path):9:1: no property 'ratin' in film (did you mean 'rating'?)"))
        #expect(result.standardError.contains("displayStringForNil"), "the misspelt key gets a suggestion")
    }
}
