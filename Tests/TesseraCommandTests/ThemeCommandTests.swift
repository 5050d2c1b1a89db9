import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TesseraTestSupport

/// `tessera serve --theme` and `tessera gallery --theme`, run as a person runs them.
@Suite("tessera serve --theme", .heavy)
struct ThemeCommandTests {
    /// The sample theme of the documentation.
    static let purple = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Themes/purple.json").path

    static func stylesheet(linkedIn html: String) -> String? {
        html.firstMatch(of: /<link rel="stylesheet" href="([^"]+)">/).map { String($0.1) }
    }

    @Test func aListPageLinksTheThemesStylesheetWhichHasItsColours() async throws {
        let database = try await ServeCommandTests.sample.value
        let server = try ServerProcess(arguments: ["serve", database, "--theme", Self.purple, "--look", "fiori", "--port", "0", "--quiet"])
        defer { server.stop() }
        let address = try await server.address()
        let list = try await ServeCommandTests.fetch(address + "e/film")
        #expect(list.status == 200)
        let path = try #require(Self.stylesheet(linkedIn: list.body))
        let css = try await ServeCommandTests.fetch(address + String(path.dropFirst()))
        #expect(css.status == 200)
        #expect(css.body.contains("--tc-tintColor:#6b2fba"))
        #expect(css.body.contains("--tc-tintColor:#c9a7f5"))
        #expect(css.body.contains("--tc-iconColor:#8a3fb0"))
        #expect(css.body.contains("--t-font:Inter, system-ui, sans-serif"))
    }

    @Test func theGalleryTakesATheme() async throws {
        let server = try ServerProcess(arguments: ["gallery", "--theme", Self.purple, "--port", "0"])
        defer { server.stop() }
        let address = try await server.address()
        let index = try await ServeCommandTests.fetch(address)
        let path = try #require(Self.stylesheet(linkedIn: index.body))
        #expect(try await ServeCommandTests.fetch(address + String(path.dropFirst())).body.contains("--tc-tintColor:#6b2fba"))
    }

    @Test(arguments: [
        (##"{"colors": {"tintColour": {"light": "#6B2FBA"}}}"##, "colors.tintColour: 'tintColour' is not a colour token. Use one of: primaryLabel,"),
        (##"{"colors": {"tintColor": {"light": "#6B2FB"}}}"##, "colors.tintColor.light: '#6B2FB' is not a colour. Write #RRGGBB"),
        ("tintColor = purple", "the file is not JSON."),
    ])
    func aBrokenThemeStopsTheServerBeforeItListens(json: String, message: String) async throws {
        let database = try await ServeCommandTests.sample.value
        let file = ServeCommandTests.folder.appendingPathComponent("broken-\(abs(json.hashValue)).json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        for arguments in [["serve", database], ["gallery"]] {
            let result = try await ServeCommandTests.run(arguments + ["--theme", file.path, "--port", "0"])
            #expect(result.status == 1)
            #expect(result.standardOutput.isEmpty, "it listened: \(result.standardOutput)")
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(result.standardError)")
            #expect(result.standardError.hasPrefix("tessera \(arguments[0]): --theme \(file.path): "), "\(result.standardError)")
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
    }

    @Test func aMissingThemeFileIsOneLine() async throws {
        let result = try await ServeCommandTests.run(["serve", try await ServeCommandTests.sample.value, "--theme", "/no/such/theme.json", "--port", "0"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("--theme /no/such/theme.json: the file cannot be read."), "\(result.standardError)")
    }

    @Test func hardToReadColoursWarnAndTheServerServes() async throws {
        let database = try await ServeCommandTests.sample.value
        let file = ServeCommandTests.folder.appendingPathComponent("pale.json")
        try ##"{"colors": {"secondaryLabel": {"light": "#AAAAAA"}}}"##.write(to: file, atomically: true, encoding: .utf8)
        let server = try ServerProcess(arguments: ["serve", database, "--theme", file.path, "--port", "0", "--quiet"])
        defer { server.stop() }
        _ = try await server.address()
        try await server.waitForError(containing: "tessera serve: warning: \(file.path): secondaryLabel on primaryBackground in the light palette has a contrast of")
    }

    @Test func theHelpTeachesTheOptionWithAnExample() async throws {
        for command in ["serve", "gallery"] {
            let help = try await ServeCommandTests.run([command, "--help"]).standardOutput
            #expect(help.contains("--theme <file>"), "\(command)")
            #expect(help.contains("--theme Docs/Themes/purple.json"), "\(command)")
        }
    }
}
