import Foundation
import Testing
import TesseraRules

/// Loading and reloading rule files while the program runs: all-or-nothing, broken reloads keep
/// the previous rules.
@Suite struct ReloadTests {
    func component(_ model: RuleModel, task: String = "edit") -> String {
        var context = RuleContext(model: model)
        context.task = task
        return context.component
    }

    @Test func reloadingReplacesTheRulesOfThatFile() throws {
        let model = RuleModel()
        try model.loadRules(text: "task = 'edit' => component = 'One'", fileName: "a.rules", registry: testRegistry)
        #expect(component(model) == "One")
        try model.loadRules(text: "task = 'edit' => component = 'Two'", fileName: "a.rules", registry: testRegistry)
        #expect(component(model) == "Two")
        #expect(model.rules.count == 1)
    }

    @Test func aBrokenReloadKeepsThePreviousRulesAndSaysWhy() throws {
        let model = RuleModel()
        try model.loadRules(text: "task = 'edit' => component = 'One'", fileName: "a.rules", registry: testRegistry)
        let generation = model.generation
        let broken = """
            task = 'edit' => component = 'Two'
            task = 'list' => compnent = 'List'
            """
        #expect(throws: RuleFileError(fileName: "a.rules", diagnostics: [
            RuleFileDiagnostic(fileName: "a.rules", line: 2, column: 18, message: "unknown key 'compnent'; did you mean 'component'?")
        ])) {
            try model.loadRules(text: broken, fileName: "a.rules", registry: testRegistry)
        }
        #expect(component(model) == "One")
        #expect(component(model, task: "list") == "Text")
        #expect(model.generation == generation)
    }

    @Test func filesAreIndependentSources() throws {
        let model = RuleModel()
        try model.loadRules(text: "task = 'edit' => component = 'A'", fileName: "a.rules", registry: testRegistry)
        try model.loadRules(text: "task = 'list' => component = 'B'", fileName: "b.rules", registry: testRegistry)
        try model.loadRules(text: "task = 'edit' => label = 'A2'", fileName: "a.rules", registry: testRegistry)
        #expect(component(model) == "Text")
        #expect(component(model, task: "list") == "B")
        // a.rules keeps its place before b.rules.
        #expect(model.rules.map(\.origin) == [.file(name: "a.rules", line: 1, column: 1), .file(name: "b.rules", line: 1, column: 1)])
    }

    @Test func reloadingAFileOnDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("app.rules").path

        try "task = 'edit' => component = 'FromDisk'\n".write(toFile: path, atomically: true, encoding: .utf8)
        let model = RuleModel()
        #expect(try model.loadRules(contentsOfFile: path, registry: testRegistry) == 1)
        #expect(component(model) == "FromDisk")

        try "task = 'edit' => component = \n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: RuleFileError.self) {
            try model.loadRules(contentsOfFile: path, registry: testRegistry)
        }
        #expect(component(model) == "FromDisk")

        try FileManager.default.removeItem(atPath: path)
        #expect(throws: RuleFileError.self) {
            try model.loadRules(contentsOfFile: path, registry: testRegistry)
        }
        #expect(component(model) == "FromDisk")
    }

    @Test func reloadingEveryFileFromDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.rules").path
        let bad = directory.appendingPathComponent("bad.rules").path
        try "task = 'edit' => component = 'Good1'\n".write(toFile: good, atomically: true, encoding: .utf8)
        try "task = 'list' => component = 'Bad1'\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let model = RuleModel()
        try model.loadRules(contentsOfFile: good, registry: testRegistry)
        try model.loadRules(contentsOfFile: bad, registry: testRegistry)
        try model.loadRules(text: "task = 'query' => component = 'Text1'", fileName: "text", registry: testRegistry)

        try "task = 'edit' => component = 'Good2'\n".write(toFile: good, atomically: true, encoding: .utf8)
        try "task = 'list' => component = \n".write(toFile: bad, atomically: true, encoding: .utf8)
        let errors = model.reloadRuleFiles()
        #expect(errors.map(\.description) == ["\(bad):1:30: expected a value after '=', found end of line"])
        #expect(component(model) == "Good2")
        #expect(component(model, task: "list") == "Bad1")
        #expect(component(model, task: "query") == "Text1")
    }

    @Test func aDirectoryIsNotARuleFile() {
        let check = RuleFile.check(contentsOfFile: FileManager.default.temporaryDirectory.path)
        #expect(check.diagnostics.map(\.message) == ["cannot read the file: it is a directory, or permission is denied"])
    }

    @Test func readersSeeOldOrNewRulesNeverAMixture() async throws {
        // Many readers resolve while the rules are reloaded back and forth. Every answer must come
        // from one rule set: the label and the component are read in one resolution below, and must
        // agree.
        let model = RuleModel()
        let a = "task = 'edit' => component = 'A'\ntask = 'edit' => label = 'A'"
        let b = "task = 'edit' => component = 'B'\ntask = 'edit' => label = 'B'"
        try model.loadRules(text: a, fileName: "x.rules", registry: testRegistry)
        let pairs = Locked<Set<String>>([])
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0..<200 {
                    _ = try? model.loadRules(text: round.isMultiple(of: 2) ? b : a, fileName: "x.rules", registry: testRegistry)
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<500 {
                        var context = RuleContext(model: model)
                        context.task = "edit"
                        let pair = try? context.resolve(\.componentAndLabel)
                        pairs.mutate { $0.insert(pair ?? "error") }
                    }
                }
            }
        }
        #expect(pairs.value.isSubset(of: ["A/A", "B/B"]))
        #expect(!pairs.value.isEmpty)
    }
}

extension RuleContext {
    /// Both keys read in one resolution, so from one snapshot of the rules.
    var componentAndLabel: String { component + "/" + label }
}
