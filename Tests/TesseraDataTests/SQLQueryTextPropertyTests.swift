import Foundation
import PropertyBased
@_spi(Schema) @testable import TesseraData
import TesseraTestSupport
import Testing

/// The reader of an ad-hoc query's parameters (``SQLQueryText``), tried on generated text.
///
/// Random text of SQL's awkward characters (quotes, `$`, `:`, comment marks, `;`, backslashes,
/// non-ASCII) never crashes it, and what it reports holds together; generated queries of
/// parameters, string literals, dollar-quoted and escape strings and comments holding parameter
/// look-alikes run on the engine with exactly the values bound to the names it found, and every
/// quoted text comes back as written — names found are names bound, and nothing quoted is read as
/// a parameter. A failure names the seed that replays it (`.fixedSeed(…)` on the test).
/// `TESSERA_PROPERTY_CASES` sets how many cases each test tries (200 for the text alone, a
/// quarter of that against an engine).
@Suite("The parameters of ad-hoc SQL queries, on generated text", .heavy, .timeLimit(.minutes(3)))
struct SQLQueryTextPropertyTests {
    static let cases = ProcessInfo.processInfo.environment["TESSERA_PROPERTY_CASES"].flatMap { Int($0) } ?? 200

    /// SQL's awkward characters, and a few ordinary ones.
    static let alphabet: [Character] = Array("'\"`[]$:;-/*\\Ee ab_1\n?@é(),.xq")

    static let numbers = Gen.int(in: 0...9_999).array(of: 0...80)

    @Test(arguments: [Database.Engine.sqlite, .postgres])
    func randomTextNeverCrashesAndHoldsTogether(_ engine: Database.Engine) async {
        await propertyCheck(count: Self.cases, input: Self.numbers) { numbers in
            let text = String(numbers.map { Self.alphabet[$0 % Self.alphabet.count] })
            let read = SQLQueryText(text, engine: engine)
            let scalars = Array(text.unicodeScalars)
            for parameter in read.parameters {
                // Each parameter is a `:` and its name, as written, within the text.
                #expect(parameter.range.upperBound <= scalars.count)
                #expect(String(String.UnicodeScalarView(scalars[parameter.range])) == ":" + parameter.name, "\(text.debugDescription)")
                #expect(!parameter.name.isEmpty)
            }
            #expect(read.parameterNames == Database.parameterNames(in: text, engine: engine))
            if let first = read.firstSignificant { #expect(first < scalars.count) }
            for semicolon in read.semicolons { #expect(scalars[semicolon] == ";") }
            // Numbered, the text holds no `:name` any more, and each offset maps back inside it.
            let numbered = read.numbered()
            #expect(numbered.names == read.parameterNames)
            if engine == .postgres {
                #expect(SQLQueryText(numbered.sql, engine: .postgres).parameters.isEmpty, "\(text.debugDescription) → \(numbered.sql.debugDescription)")
            }
            for offset in 0...numbered.sql.unicodeScalars.count {
                let original = numbered.originalOffset(of: offset)
                #expect((0...scalars.count).contains(original))
            }
        }
    }

    /// A generated query and what running it must give.
    struct GeneratedQuery {
        var text = "SELECT "
        var expected: [DatabaseValue] = []
        var names: [String] = []
        var columns = 0

        /// Builds a query of one column per fragment that `numbers` pick, comments between.
        init(_ numbers: [Int], engine: Database.Engine) {
            var numbers = numbers[...]
            func next() -> Int { numbers.popFirst() ?? 0 }
            func content(_ excluded: Set<Character>) -> String {
                let length = next() % 12
                return String((0..<length).map { _ in SQLQueryTextPropertyTests.alphabet[next() % SQLQueryTextPropertyTests.alphabet.count] }.filter { !excluded.contains($0) })
            }
            repeat {
                if columns > 0 { text += ", " }
                switch next() % (engine == .postgres ? 5 : 3) {
                case 0:
                    let name = "p\(next() % 4)"
                    text += ":" + name
                    if !names.contains(name) { names.append(name) }
                    expected.append(.text("value of \(name)"))
                case 1:
                    let literal = content([])
                    text += "'" + literal.replacingOccurrences(of: "'", with: "''") + "'"
                    expected.append(.text(literal))
                case 2:
                    // A quoted name as the column's alias, holding a look-alike.
                    let literal = content([])
                    text += "'" + literal.replacingOccurrences(of: "'", with: "''") + "' AS \":p9" + content(["\"", "\0"]) + "\""
                    expected.append(.text(literal))
                case 3:
                    let literal = content(["$"])
                    text += "$q$" + literal + "$q$"
                    expected.append(.text(literal))
                default:
                    let literal = content([])
                    text += "E'" + literal.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
                    expected.append(.text(literal))
                }
                columns += 1
                switch next() % 3 {
                case 0: text += " /* :p8 " + content(["*", "/"]) + " */ "
                case 1: text += " -- :p7 " + content(["\n"]) + "\n"
                default: break
                }
            } while !numbers.isEmpty && columns < 12
        }
    }

    @Test(arguments: TestEngine.available)
    func namesFoundAreNamesBoundAndQuotedTextIsNoParameter(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: "CREATE TABLE t (x integer)", postgres: "CREATE TABLE t (x integer)")
        defer { Task { try? await database.close() } }
        let dialect: Database.Engine = engine == .sqlite ? .sqlite : .postgres
        let values: [String: DatabaseValue] = Dictionary(uniqueKeysWithValues: (0..<10).map { ("p\($0)", .text("value of p\($0)")) })
        await propertyCheck(count: max(1, Self.cases / 4), input: Self.numbers) { numbers in
            let query = GeneratedQuery(numbers, engine: dialect)
            #expect(database.parameterNames(in: query.text) == query.names, "\(query.text.debugDescription)")
            do {
                // Only the names found are given values: a parameter the reader missed would fail
                // for want of one, a look-alike it took for one would change a column.
                let given = values.filter { query.names.contains($0.key) }
                // A limit far from what a query of a row takes: other suites' long queries run
                // beside this one, and on a busy machine a second passed before one ran.
                let result = try await database.run(SQLQuery(query.text, parameters: given, timeLimit: .seconds(30)))
                #expect(result.rows == [query.expected], "\(query.text.debugDescription)")
            } catch {
                Issue.record("\(query.text.debugDescription): \(error)")
            }
        }
    }
}
