import ArgumentParser

/// The `tessera` command-line program.
@main
struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "SwiftUI-style business UI for Swift on the server, rendered to the web.",
        subcommands: [RulesCommand.self]
    )
}
