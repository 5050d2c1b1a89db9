import ArgumentParser
import Foundation
import TesseraData

/// `tessera pg remove-notify URL`: takes away what install-notify made.
struct RemoveNotifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove-notify",
        abstract: "Remove the triggers that install-notify made.",
        discussion: """
            Drops the function tessera_notify_change of the URL's schema, and with it every \
            trigger that calls it. Saves through Tessera still announce themselves to the other \
            instances; other programs' changes are seen again only when a page is loaded.

            EXAMPLES
              tessera pg remove-notify postgres://owner@db.internal/shop
            """
    )

    @Argument(help: ArgumentHelp("The database: a postgres:// URL.", valueName: "url"))
    var url: String

    func validate() throws {
        try PostgresCommand.requirePostgres(url, "remove-notify is for PostgreSQL: give a postgres:// URL, not '\(url)'.")
    }

    func run() async throws {
        try await PostgresCommand.withDatabase(url, command: "remove-notify") { database in
            let removed = try await database.removeChangeTriggers()
            print("\(ServeCommand.withoutPassword(url)): " + (removed ? "the change triggers were removed" : "there were no change triggers to remove"))
        }
    }
}
