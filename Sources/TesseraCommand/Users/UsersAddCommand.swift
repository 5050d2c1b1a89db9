import ArgumentParser
import Foundation
import TesseraServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tessera users add FILE NAME --role ROLE`: adds an account, or sets an account's password and
/// roles anew.
struct UsersAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an account to an accounts file (made when missing), or set an account's password and roles anew.",
        discussion: """
            The password is asked for twice, without showing it, when the command runs in a terminal; otherwise the first line of the standard input is the password. --password-file reads it from the first line of a file instead.

            Examples:
              tessera users add staff.users ada --role admin
              tessera users add staff.users ben --role clerk --password-file ben.pw
              printf '%s\\n' "$PASSWORD" | tessera users add staff.users ci --role viewer
            """
    )

    @Argument(help: "The accounts file.")
    var file: String

    @Argument(help: "The name the person signs in with: no colon, comma or space.")
    var name: String

    @Option(name: .long, help: ArgumentHelp("A role of the account (repeat for several).", valueName: "role"))
    var role: [String] = []

    @Option(name: .long, help: ArgumentHelp("A file whose first line is the password.", valueName: "file"))
    var passwordFile: String?

    @Option(name: .long, help: ArgumentHelp("bcrypt's cost, 10 to 16: each step doubles the time a sign-in's check takes (12: about a quarter of a second).", valueName: "cost"))
    var cost: UInt8 = 12

    func validate() throws {
        guard (10...16).contains(cost) else { throw ValidationError("--cost is from 10 to 16, not \(cost).") }
    }

    func run() throws {
        // Read first, so that a file that does not read is said before a password is asked for.
        _ = try Accounts(contentsOfFile: file)
        let password = try readPassword()
        // Read again, changed and written under the file's lock: a password changed on the web
        // (or another `users` command) meanwhile is kept.
        let existed = try Accounts.update(file: file) { accounts throws(AccountsError) in
            let existed = accounts[name] != nil
            try accounts.add(name, password: password, roles: role, cost: cost)
            return existed
        }
        let roles = role.isEmpty ? "no roles" : (role.count == 1 ? "role " : "roles ") + role.joined(separator: ", ")
        print("\(existed ? "Changed" : "Added") \(name) (\(roles)) in \(file).")
    }

    private func readPassword() throws -> String {
        if let passwordFile {
            guard let text = try? String(contentsOfFile: passwordFile, encoding: .utf8) else {
                throw ValidationError("cannot read the password file '\(passwordFile)'.")
            }
            return Self.firstLine(text)
        }
        guard isatty(STDIN_FILENO) == 1 else {
            return Self.firstLine(String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self))
        }
        let first = try Self.askWithoutEcho("Password for \(name): ")
        let second = try Self.askWithoutEcho("The same again: ")
        guard first == second else { throw ValidationError("the two passwords differ; nothing was changed.") }
        return first
    }

    static func firstLine(_ text: String) -> String {
        var line = String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    /// Asks on the terminal with echo off, and puts it back whatever happens.
    private static func askWithoutEcho(_ prompt: String) throws -> String {
        FileHandle.standardError.write(Data(prompt.utf8))
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        guard let line = readLine(strippingNewline: true) else { throw ValidationError("no password was given.") }
        return line
    }
}
