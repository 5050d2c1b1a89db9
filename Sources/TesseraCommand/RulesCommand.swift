import ArgumentParser

/// `tessera rules`: tools for rule files.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Work with rule files, which customise a rule-driven application without recompiling it.",
        subcommands: [RulesCheckCommand.self]
    )
}
