import ArgumentParser

/// The `tessera` command-line program.
@main
struct TesseraCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "SwiftUI-style business UI for Swift on the server, rendered to the web.",
        discussion: """
            Tessera renders SwiftUI-shaped views to HTML. Start with 'tessera render' to see \
            the HTML of a built-in business page; check a rule file with 'tessera rules check'; \
            make a sample database with 'tessera sample-db'. \
            'tessera serve' (a complete application over any SQLite or PostgreSQL database) is \
            on the roadmap.
            """,
        subcommands: [RenderCommand.self, RulesCommand.self, SampleDatabaseCommand.self]
    )
}
