import Foundation
import TesseraServer
import Testing
import TesseraTestSupport

/// `tessera users`: adds, lists and removes accounts in a file the server can read.
@Suite("tessera users", .heavy)
struct UsersCommandTests {
    @Test func addListAndRemove() async throws {
        let file = ServeCommandTests.folder.appendingPathComponent("users-\(UUID().uuidString).users").path
        let passwordFile = ServeCommandTests.folder.appendingPathComponent("ben-\(UUID().uuidString).password")
        try "horse battery staple\n".write(to: passwordFile, atomically: true, encoding: .utf8)
        let added = try await ServeCommandTests.run(["users", "add", file, "ben", "--role", "clerk", "--role", "viewer", "--password-file", passwordFile.path, "--cost", "10"])
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.contains("Added ben (roles clerk, viewer)"))
        // The file is the server's to read: the password signs in, the line break is no part of it.
        let accounts = try Accounts(contentsOfFile: file)
        #expect(accounts.account(signingInAs: "ben", password: "horse battery staple")?.roles == ["clerk", "viewer"])
        let listed = try await ServeCommandTests.run(["users", "list", file])
        #expect(listed.standardOutput == "ben  clerk, viewer\n")
        let missing = try await ServeCommandTests.run(["users", "remove", file, "zed"])
        #expect(missing.status != 0 && missing.standardError.contains("no account named 'zed'; its accounts: ben"))
        #expect(try await ServeCommandTests.run(["users", "remove", file, "ben"]).status == 0)
        #expect(try await ServeCommandTests.run(["users", "list", file]).standardOutput.contains("has no accounts"))
        // A name a file cannot hold is refused, and nothing is written.
        let bad = try await ServeCommandTests.run(["users", "add", file, "ad:a", "--password-file", passwordFile.path, "--cost", "10"])
        #expect(bad.status != 0 && bad.standardError.contains("has ':'"))
    }

    /// Before, a password file holding `ab\0rest` was taken, and `ab` alone then signed in
    /// (bcrypt stops at a NUL).
    @Test func aPasswordWithAControlCharacterIsRefused() async throws {
        let file = ServeCommandTests.folder.appendingPathComponent("users-\(UUID().uuidString).users").path
        let passwordFile = ServeCommandTests.folder.appendingPathComponent("nul-\(UUID().uuidString).password")
        try Data("ab\u{0}rest\n".utf8).write(to: passwordFile)
        let added = try await ServeCommandTests.run(["users", "add", file, "ben", "--password-file", passwordFile.path, "--cost", "10"])
        #expect(added.status != 0)
        #expect(added.standardError.contains("a password cannot hold a control character"), "\(added.standardError)")
        #expect(!FileManager.default.fileExists(atPath: file), "nothing was written")
    }

    @Test func theManualHasItsExamples() async throws {
        let help = try await ServeCommandTests.run(["users", "add", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("tessera users add staff.users ada --role admin"))
    }
}
