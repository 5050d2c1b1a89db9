import ArgumentParser
import Foundation
import TesseraData

/// `tessera pg install-notify URL`: makes every table announce its changes.
struct InstallNotifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install-notify",
        abstract: "Make every table announce changes that other programs make, so that live lists show them.",
        discussion: """
            Puts a trigger, tessera_notify_change, on every table of the URL's schema (after \
            each statement that inserts, updates, deletes or truncates: a statement that changes \
            a million rows sends one notification), and a function of the same name. Saves \
            through Tessera announce themselves and the triggers stay quiet for them. Run it \
            again after adding tables; it replaces the triggers it made before. It needs the \
            right to create functions in the schema and triggers on the tables (their owner), \
            and makes everything in one transaction.

            EXAMPLES
              tessera pg install-notify postgres://owner@db.internal/shop
              tessera pg install-notify 'postgres://owner@localhost/shop?schema=sales'
            """
    )

    @Argument(help: ArgumentHelp("The database: a postgres:// URL.", valueName: "url"))
    var url: String

    func validate() throws {
        try PostgresCommand.requirePostgres(url, "install-notify is for PostgreSQL: give a postgres:// URL, not '\(url)'. An SQLite file's changes are seen without triggers.")
    }

    func run() async throws {
        try await PostgresCommand.withDatabase(url, command: "install-notify") { database in
            let tables = try await database.installChangeTriggers()
            print("\(ServeCommand.withoutPassword(url)): \(tables.count) table\(tables.count == 1 ? "" : "s") announce their changes on the channel tessera_changes")
        }
    }
}
