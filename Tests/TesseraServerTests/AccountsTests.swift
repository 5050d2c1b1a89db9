import Foundation
import TesseraServer
import Testing
import TesseraTestSupport

/// The accounts file: bcrypt hashes and roles, read and written as `tessera users` keeps it.
@Suite("Accounts", .heavy)
struct AccountsTests {
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-accounts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func anAccountSignsInWithItsPasswordOnly() throws {
        var accounts = Accounts()
        try accounts.add("ada", password: "correct horse battery", roles: ["admin", "clerk", "admin"], cost: 10)
        try accounts.add("ben", password: "ünïcödé ✓", roles: [], cost: 10)
        #expect(accounts.account(signingInAs: "ada", password: "correct horse battery")?.roles == ["admin", "clerk"])
        #expect(accounts.account(signingInAs: "ben", password: "ünïcödé ✓")?.name == "ben")
        #expect(accounts.account(signingInAs: "ada", password: "correct horse batter") == nil)
        #expect(accounts.account(signingInAs: "ada", password: "") == nil)
        #expect(accounts.account(signingInAs: "zed", password: "correct horse battery") == nil)
        // The password is not in the file, its hash is; setting it again replaces the account.
        #expect(!accounts.text.contains("correct horse"))
        #expect(accounts["ada"]?.passwordHash.hasPrefix("$2b$10$") == true)
        try accounts.add("ada", password: "new one", roles: ["viewer"], cost: 10)
        #expect(accounts.accounts.map(\.name) == ["ada", "ben"])
        #expect(accounts.account(signingInAs: "ada", password: "correct horse battery") == nil)
        #expect(accounts.account(signingInAs: "ada", password: "new one")?.roles == ["viewer"])
        #expect(accounts.remove("ada") && !accounts.remove("ada"))
        #expect(accounts.accounts.map(\.name) == ["ben"])
    }

    @Test func theFileKeepsItsCommentsAndOnlyItsOwnerReadsIt() throws {
        let path = try folder().appendingPathComponent("staff.users").path
        // No file yet: no accounts.
        var accounts = try Accounts(contentsOfFile: path)
        #expect(accounts.accounts.isEmpty)
        try accounts.add("ada", password: "pw", roles: ["admin"], cost: 10)
        try accounts.write(toFile: path)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode & 0o077 == 0, "mode \(String(mode, radix: 8))")
        // A comment written by hand stays through a change made by the program.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try ("# the shop's staff\n\n" + text).write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        accounts = try Accounts(contentsOfFile: path)
        try accounts.add("ben", password: "pw2", roles: ["clerk", "viewer"], cost: 10)
        try accounts.write(toFile: path)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "# the shop's staff" && lines[1] == "")
        #expect(lines[3].hasPrefix("ben:$2b$10$") && lines[3].hasSuffix(":clerk,viewer"))
        #expect(try Accounts(contentsOfFile: path).account(signingInAs: "ben", password: "pw2") != nil)
        // Readable by others, it is refused: the hashes are secrets.
        chmod(path, 0o644)
        #expect { try Accounts(contentsOfFile: path) } throws: { ($0 as? AccountsError)?.message.contains("chmod 600") == true }
    }

    @Test(arguments: [
        ("ada:$2b$12$x:admin", "staff.users:1: the password of 'ada' is no bcrypt hash"),
        ("ada", "staff.users:1: an account is name:hash:roles"),
        ("ada::admin", "staff.users:1: the password of 'ada' is no bcrypt hash"),
        (":\(String(repeating: "a", count: 0))", "staff.users:1: an account is name:hash:roles"),
        ("# fine\nad a:$2b$10$AhQFBAsFAiyVoIfppZ0ba.uj4msjOAWMcb27hO4udeYLyRrf25Sly:admin", "staff.users:2: the name 'ad a' has white space"),
        ("ada:$2b$10$AhQFBAsFAiyVoIfppZ0ba.uj4msjOAWMcb27hO4udeYLyRrf25Sly:ad min", "staff.users:1: the role 'ad min' has white space"),
        (
            "ada:$2b$10$AhQFBAsFAiyVoIfppZ0ba.uj4msjOAWMcb27hO4udeYLyRrf25Sly:\nada:$2b$10$AhQFBAsFAiyVoIfppZ0ba.uj4msjOAWMcb27hO4udeYLyRrf25Sly:",
            "staff.users:2: 'ada' has an account already"
        ),
    ])
    func aLineThatDoesNotReadIsNamed(text: String, message: String) {
        #expect { try Accounts(text: text, fileName: "staff.users") } throws: { error in
            let said = (error as? AccountsError)?.message ?? ""
            return said.hasPrefix(message)
        }
    }

    @Test func namesRolesAndPasswordsThatCannotBeAreRefused() {
        var accounts = Accounts()
        for name in ["", "a:b", "a,b", "a b", "tab\t", "nul\u{0}", String(repeating: "n", count: 65)] {
            #expect(throws: AccountsError.self, "\(name.debugDescription)") { try accounts.add(name, password: "pw", roles: [], cost: 10) }
        }
        #expect(throws: AccountsError.self) { try accounts.add("ada", password: "pw", roles: ["ad:min"], cost: 10) }
        #expect(throws: AccountsError.self) { try accounts.add("ada", password: "", roles: [], cost: 10) }
        // bcrypt reads 72 bytes: a longer password would be cut without a word.
        #expect(throws: AccountsError.self) { try accounts.add("ada", password: String(repeating: "é", count: 37), roles: [], cost: 10) }
        #expect(accounts.accounts.isEmpty)
    }

    /// A new password keeps the account's roles, its place and its hash's cost; it never makes an
    /// account.
    @Test func setPasswordKeepsTheRestOfTheAccount() throws {
        var accounts = try Accounts(text: "# staff\n")
        try accounts.add("ada", password: "old password", roles: ["admin", "clerk"], cost: 5)
        try accounts.add("ben", password: "ben's password", roles: [], cost: 4)
        let ben = accounts["ben"]
        try accounts.setPassword(of: "ada", to: "new password")
        #expect(accounts.accounts.map(\.name) == ["ada", "ben"])
        #expect(accounts["ada"]?.roles == ["admin", "clerk"])
        #expect(accounts["ada"]?.passwordHash.hasPrefix("$2b$05$") == true, "the cost the account had")
        #expect(accounts.account(signingInAs: "ada", password: "new password") != nil)
        #expect(accounts.account(signingInAs: "ada", password: "old password") == nil)
        #expect(accounts["ben"] == ben)
        #expect(accounts.text.hasPrefix("# staff\n"))
        try accounts.setPassword(of: "ada", to: "newer password", cost: 6)
        #expect(accounts["ada"]?.passwordHash.hasPrefix("$2b$06$") == true)
        #expect(throws: AccountsError.self) { try accounts.setPassword(of: "zed", to: "a password") }
        #expect(accounts["zed"] == nil)
        #expect(throws: AccountsError.self) { try accounts.setPassword(of: "ada", to: "with\u{0}nul") }
        #expect(throws: AccountsError.self) { try accounts.setPassword(of: "ada", to: String(repeating: "x", count: 73)) }
    }

    /// `update` writes what the change made, nothing when it changed nothing or threw, and
    /// reads the file under its lock: changes made one after another all stay.
    @Test func updateChangesTheFileAsOneStep() async throws {
        let path = try folder().appendingPathComponent("staff.users").path
        try Data("# kept\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let added = try Accounts.update(file: path) { accounts throws(AccountsError) -> Bool in
            try accounts.add("ada", password: "ada's password", roles: ["admin"], cost: 4)
            return true
        }
        #expect(added)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        // Nothing changed, or a refusal: the file is not touched.
        try Accounts.update(file: path) { accounts throws(AccountsError) in _ = accounts["ada"] }
        #expect(throws: AccountsError.self) {
            try Accounts.update(file: path) { accounts throws(AccountsError) in
                accounts.remove("ada")
                throw AccountsError("changed my mind")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == written)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
        // Many writers at once, each adding its own account: every one is in the file after.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<8 {
                group.addTask {
                    try Accounts.update(file: path) { accounts throws(AccountsError) in
                        try accounts.add("writer\(number)", password: "a password", roles: [], cost: 4)
                    }
                }
            }
            try await group.waitForAll()
        }
        let accounts = try Accounts(contentsOfFile: path)
        #expect(accounts.accounts.count == 9)
        #expect(accounts.text.hasPrefix("# kept\n"))
        // A file that does not read is not written.
        try Data("broken line\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: AccountsError.self) {
            try Accounts.update(file: path) { accounts throws(AccountsError) in try accounts.add("zed", password: "a password", roles: [], cost: 4) }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "broken line\n")
    }
}
