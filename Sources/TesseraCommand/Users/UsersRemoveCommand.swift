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
        var accounts = try Accounts(contentsOfFile: file)
        guard accounts.remove(name) else {
            throw AccountsError("'\(file)' has no account named '\(name)'; its accounts: \(accounts.accounts.map(\.name).joined(separator: ", ")).")
        }
        try accounts.write(toFile: file)
        print("Removed \(name) from \(file).")
    }
}
