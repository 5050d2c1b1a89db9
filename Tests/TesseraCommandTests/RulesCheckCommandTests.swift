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
}
