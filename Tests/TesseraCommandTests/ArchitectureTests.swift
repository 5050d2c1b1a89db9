import Foundation
import Testing
import TesseraTestSupport

/// The layers of Docs/Architecture.md, held: each module imports only the modules of ours the page
/// draws an arrow to. A new arrow is a decision — draw it there and here together.
@Suite("Architecture: the modules import down the layers only", .heavy)
struct ArchitectureTests {
    /// Each module of `Sources/` and the modules of ours it may import.
    static let allowed: [String: Set<String>] = [
        "Tessera": [],
        "TesseraRules": [],
        "TesseraData": [],
        "TesseraSampleData": ["TesseraData"],
        "TesseraComponentsMacros": [],
        "TesseraComponents": ["Tessera"],
        "TesseraSections": ["Tessera"],
        "TesseraDirect": ["Tessera", "TesseraComponents", "TesseraData", "TesseraRules"],
        "TesseraServer": ["Tessera", "TesseraComponents", "TesseraData", "TesseraDirect", "TesseraSections"],
        "TesseraGallery": ["Tessera", "TesseraComponents", "TesseraSections", "TesseraServer"],
        "TesseraCommand": ["Tessera", "TesseraData", "TesseraDirect", "TesseraGallery", "TesseraRules", "TesseraSampleData", "TesseraServer"],
        "TesseraBenchmark": ["Tessera"],
        "TesseraRulesBenchmark": ["TesseraRules"],
        "TesseraDataBenchmark": ["TesseraData", "TesseraSampleData"],
        "TesseraDirectBenchmark": ["Tessera", "TesseraData", "TesseraDirect", "TesseraRules", "TesseraSampleData"],
        "TesseraSectionsBenchmark": ["TesseraSections"],
        "TesseraLiveBenchmark": ["Tessera", "TesseraGallery", "TesseraServer"],
    ]

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The modules of ours a file imports (`import TesseraData`, `@testable import …`,
    /// `public import …`, `import struct Tessera.Text`).
    static func imports(in text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "public" && $0 != "internal" && $0 != "package" }
            guard words.count >= 2, words[0] == "import" else { continue }
            let path = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "typealias"].contains(words[1]) ? words[2] : words[1]
            let module = String(path.split(separator: ".")[0])
            if module.hasPrefix("Tessera") { modules.insert(module) }
        }
        return modules
    }

    @Test func everyModuleOfSourcesIsDrawn() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") }
        #expect(Set(modules) == Set(Self.allowed.keys), "a module was added or removed: draw it in Docs/Architecture.md and in this test")
    }

    @Test func noFileImportsAcrossTheLayers() throws {
        var checked = 0
        for (module, allowed) in Self.allowed {
            let folder = Self.sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let imported = Self.imports(in: try String(contentsOf: file, encoding: .utf8))
                let crossing = imported.subtracting(allowed).subtracting([module])
                #expect(crossing.isEmpty, "\(module)/\(file.lastPathComponent) imports \(crossing.sorted()), which Docs/Architecture.md does not allow")
                checked += 1
            }
        }
        #expect(checked > 300, "the test read \(checked) files: is it looking in the right place?")
    }

    /// The floor every page is measured against (Benchmarks/Floor, `tessera-floor`) is written by
    /// hand on Hummingbird and the engines alone: a module of ours in it would measure Tessera
    /// against itself.
    @Test func theFloorImportsNoModuleOfOurs() throws {
        let floor = Self.sources.deletingLastPathComponent().appendingPathComponent("Benchmarks").appendingPathComponent("Floor")
        let files = try FileManager.default.contentsOfDirectory(atPath: floor.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10, "the test read \(files.count) files of the floor: is it looking in the right place?")
        for file in files {
            let imported = Self.imports(in: try String(contentsOf: floor.appendingPathComponent(file), encoding: .utf8))
            #expect(imported.isEmpty, "Benchmarks/Floor/\(file) imports \(imported.sorted()): the floor depends on no module of Tessera's")
        }
    }

    @Test func theReaderOfImportsReadsEveryForm() {
        #expect(Self.imports(in: "import TesseraData\n@testable import TesseraRules\npublic import Tessera\nimport struct TesseraDirect.DirectPage\nimport Foundation") == ["TesseraData", "TesseraRules", "Tessera", "TesseraDirect"])
    }
}
