import ArgumentParser
import Foundation

/// The `tessera` command-line program.
@main
struct TesseraCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "SwiftUI-style business UI for Swift on the server, rendered to the web.",
        discussion: """
            Tessera renders SwiftUI-shaped views to HTML. 'tessera serve' gives a complete \
            browse, search, inspect and edit application over any SQLite or PostgreSQL database \
            (with no argument, over a sample it makes), reshaped by rules; check a rule file \
            with 'tessera rules check'; make a sample database with 'tessera sample-db'; look at the \
            components and screens with 'tessera gallery'; see the \
            HTML of a built-in business page with 'tessera render'; let other programs' changes \
            to a PostgreSQL database reach live lists with 'tessera pg install-notify'.
            """,
        version: "tessera \(version)",
        subcommands: [ServeCommand.self, GalleryCommand.self, RenderCommand.self, RulesCommand.self, UsersCommand.self, SampleDatabaseCommand.self, PostgresCommand.self]
    )

    /// The version of this program, as `--version` prints it. Not released yet: a development
    /// version of the next release.
    static let version = "0.2.0-dev"

    /// Runs the command; a mistake in the arguments is one line on standard error (the manual is
    /// one `--help` away) and exit status 64, instead of the message with the whole usage.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
                FileHandle.standardError.write(Data("tessera: \(message) (see 'tessera --help')\n".utf8))
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
            exit(withError: error)
        }
    }
}
