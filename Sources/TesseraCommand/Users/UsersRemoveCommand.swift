import ArgumentParser
import TesseraServer

/// `tessera users remove FILE NAME`: removes an account.
struct UsersRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an account from an accounts file.",
        discussion: """
            Its sessions end at their next request once the server reads the file again.

            Example:
              tessera users remove staff.users ben
            """
    )

    @Argument(help: "The accounts file.")
    var file: String

    @Argument(help: "The account's name.")
    var name: String

    func run() throws {
        // Under the file's lock, as every writer of it: a change made meanwhile is kept.
        try Accounts.update(file: file) { accounts throws(AccountsError) in
            guard accounts.remove(name) else {
                throw AccountsError("'\(file)' has no account named '\(name)'; its accounts: \(accounts.accounts.map(\.name).joined(separator: ", ")).")
            }
        }
        print("Removed \(name) from \(file).")
    }
}
