import ArgumentParser
import Foundation
import TesseraData

/// `tessera pg`: tools for a PostgreSQL database that applications serve.
struct PostgresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pg",
        abstract: "Prepare a PostgreSQL database for several instances and other writers.",
        discussion: """
            Every instance of 'tessera serve' on one PostgreSQL database hears the saves of the \
            others (LISTEN and NOTIFY on the channel tessera_changes) and keeps its live lists \
            up to date without anything installed. Changes that other programs make (psql, a \
            batch job, another application) are heard once triggers announce them: \
            'tessera pg install-notify' puts them on every table, 'tessera pg remove-notify' \
            takes them away.
            """,
        subcommands: [InstallNotifyCommand.self, RemoveNotifyCommand.self]
    )
}

extension PostgresCommand {
    /// Refuses a location that is not a PostgreSQL URL, read as `Database.open` reads it (any
    /// case of `postgres://` or `postgresql://`), saying why in `message`.
    static func requirePostgres(_ url: String, _ message: String) throws {
        guard case .postgres = try? DatabaseLocation(url) else { throw ValidationError(message) }
    }

    /// Opens the database at `url` for `body`, closes it afterwards, and turns a
    /// ``DatabaseError`` into one line on standard error and exit status 1.
    static func withDatabase(_ url: String, command: String, _ body: (Database) async throws -> Void) async throws {
        do {
            let database = try await Database.open(url, maximumConnections: 1)
            do {
                try await body(database)
            } catch {
                try? await database.close()
                throw error
            }
            try await database.close()
        } catch let error as DatabaseError {
            FileHandle.standardError.write(Data("tessera pg \(command): \(error.message)\n".utf8))
            throw ExitCode(1)
        }
    }
}
