import ArgumentParser
import Foundation
import TesseraServer

/// `tessera users list FILE`: the accounts and their roles.
struct UsersListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the accounts of an accounts file and their roles.",
        discussion: """
            Example:
              tessera users list staff.users
            """
    )

    @Argument(help: "The accounts file.")
    var file: String

    func run() throws {
        let accounts = try Accounts(contentsOfFile: file)
        guard !accounts.accounts.isEmpty else {
            print("\(file) has no accounts; add one with 'tessera users add \(file) NAME --role ROLE'.")
            return
        }
        let width = accounts.accounts.map(\.name.count).max() ?? 0
        for account in accounts.accounts {
            print(account.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + (account.roles.isEmpty ? "(no roles)" : account.roles.joined(separator: ", ")))
        }
    }
}
