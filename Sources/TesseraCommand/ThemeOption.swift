import Foundation
import TesseraServer

/// The `--theme FILE` of `tessera serve` and `tessera gallery`.
enum ThemeOption {
    /// What `--theme` says in `--help`.
    static let help = """
        A JSON file of colours and fonts over the standard theme, such as \
        {"colors": {"tintColor": {"light": "#6B2FBA", "dark": "#C9A7F5"}}}. Read at start: a \
        mistake stops the server, text colours hard to read only warn. Docs/Themes/purple.json is an example.
        """

    /// The theme of `file` (the standard one without), ready to serve; its readability warnings
    /// written on standard error, each prefixed by `command`.
    ///
    /// - Throws: ``ServeFailure`` with the file's error, one line.
    static func load(_ file: String?, command: String) throws -> ThemeAssets {
        guard let file else { return .standard }
        let assets: ThemeAssets
        do {
            assets = try ThemeAssets(contentsOfFile: file)
        } catch {
            throw ServeFailure("--theme \(error.description)")
        }
        for warning in assets.theme.contrastWarnings {
            FileHandle.standardError.write(Data("\(command): warning: \(file): \(warning)\n".utf8))
        }
        return assets
    }
}
