import Foundation
import HummingbirdBcrypt

/// The people who may sign in, each with a bcrypt hash of their password and their roles: the
/// file `tessera users` keeps.
///
/// One account a line, `name:hash:roles` with the roles separated by commas; a line starting
/// with `#` is a comment, and comments and blank lines are kept when the file is written again:
///
/// ```
/// # tessera users add staff.users ada --role admin
/// ada:$2b$12$Wq2…:admin
/// ben:$2b$12$V0c…:clerk,viewer
/// ```
///
/// Passwords are never kept, only their bcrypt hashes (cost 12 by default: about a quarter of a
/// second to check one, which is what makes a stolen file slow to guess from). The hashing is
/// Hummingbird's `HummingbirdBcrypt`.
///
/// ```swift
/// var accounts = try Accounts(contentsOfFile: "staff.users")
/// try accounts.add("ada", password: "correct horse battery", roles: ["admin"])
/// try accounts.write(toFile: "staff.users")
/// accounts.account(signingInAs: "ada", password: "correct horse battery")?.roles   // ["admin"]
/// ```
public struct Accounts: Sendable, Hashable {
    /// One person who may sign in.
    public struct Account: Sendable, Hashable {
        /// The name they sign in with.
        public var name: String
        /// The bcrypt hash of their password (`$2b$12$…`).
        public var passwordHash: String
        /// Their roles, which rules read as `user.roles`.
        public var roles: [String]

        public init(name: String, passwordHash: String, roles: [String]) {
            self.name = name
            self.passwordHash = passwordHash
            self.roles = roles
        }
    }

    /// A line of the file: an account, or a comment or blank line kept as it was.
    private enum Line: Sendable, Hashable {
        case account(Account)
        case other(String)
    }

    private var lines: [Line]

    /// The accounts, in the file's order.
    public var accounts: [Account] {
        lines.compactMap { line in
            if case .account(let account) = line { account } else { nil }
        }
    }

    /// The longest password bcrypt reads: it ignores what comes after 72 bytes, so a longer one
    /// is refused rather than silently cut.
    public static let maximumPasswordBytes = 72

    /// No accounts.
    public init() {
        lines = []
    }

    /// The accounts a file's text holds; `fileName` names it in errors.
    ///
    /// - Throws: ``AccountsError`` naming the line of an account that does not read: a name or
    ///   role with characters it may not have, a hash that is not bcrypt's, a name given twice.
    public init(text: String, fileName: String = "accounts") throws(AccountsError) {
        lines = []
        var names: Set<String> = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") {
                lines.append(.other(line))
                continue
            }
            func failure(_ message: String) -> AccountsError {
                AccountsError("\(fileName):\(index + 1): \(message)")
            }
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { throw failure("an account is name:hash:roles, with two colons") }
            let name = fields[0]
            if let problem = Self.problem(withName: name, of: "name") { throw failure(problem) }
            guard Self.isBcryptHash(fields[1]) else {
                throw failure("the password of '\(name)' is no bcrypt hash ($2b$…); set it with 'tessera users add'")
            }
            let roles = fields[2].split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            for role in roles {
                if let problem = Self.problem(withName: role, of: "role") { throw failure(problem) }
            }
            guard names.insert(name).inserted else { throw failure("'\(name)' has an account already, above") }
            lines.append(.account(Account(name: name, passwordHash: fields[1], roles: roles)))
        }
        // The text's last line break is not a blank line of its own.
        if case .other("") = lines.last { lines.removeLast() }
    }

    /// The accounts of the file at `path`; no accounts when there is no file there.
    ///
    /// - Throws: ``AccountsError`` when it cannot be read, is readable by others than its owner
    ///   (the hashes are secrets), or has a line that does not read.
    public init(contentsOfFile path: String) throws(AccountsError) {
        self = try Self.read(path).accounts
    }

    /// The accounts of the file at `path` and the file's stamp (`nil` when there is no file), for
    /// a reader that looks again when the stamp changes.
    static func read(_ path: String) throws(AccountsError) -> (accounts: Accounts, stamp: PrivateFile.Stamp?) {
        let bytes: [UInt8]
        let stamp: PrivateFile.Stamp
        do {
            (bytes, stamp) = try PrivateFile.read(path, limit: 4 << 20, requirePrivate: true)
        } catch .missing {
            return (Accounts(), nil)
        } catch .exposed(let mode) {
            throw AccountsError(
                "'\(path)' may be read by others (mode \(String(mode & 0o777, radix: 8))): its password hashes are secrets. Run 'chmod 600 \(path)'.")
        } catch {
            throw AccountsError("cannot read '\(path)': \(error)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw AccountsError("'\(path)' is not UTF-8 text") }
        return (try Accounts(text: text, fileName: path), stamp)
    }

    /// The file's text: the accounts, with the comments and blank lines read.
    public var text: String {
        lines.map { line in
            switch line {
            case .account(let account): "\(account.name):\(account.passwordHash):\(account.roles.joined(separator: ","))"
            case .other(let text): text
            }
        }.map { $0 + "\n" }.joined()
    }

    /// Writes the file at `path`, readable and writable by its owner only, replacing it whole (a
    /// reader sees the old accounts or the new, never half of them).
    public func write(toFile path: String) throws(AccountsError) {
        do {
            try PrivateFile.replace(path, contents: Array(text.utf8))
        } catch {
            throw AccountsError("cannot write '\(path)': \(error)")
        }
    }

    /// Changes the accounts file at `path` with `change`, as one step no other writer comes
    /// between: the file is read under a lock on its folder, changed, and written (only when
    /// `change` changed something) before the lock is let go.
    ///
    /// Reading first and writing later, as two steps, loses a change made in between: a
    /// `tessera users add` while a person changes their password on the web would be undone by
    /// whichever wrote last. Under the lock the second writer reads what the first wrote. (The
    /// lock is `flock(2)` on the folder, which every writer through this function takes; a
    /// file system without locks narrows the race to milliseconds, no more.)
    ///
    /// ```swift
    /// try Accounts.update(file: "staff.users") { accounts in
    ///     try accounts.add("ada", password: newPassword, roles: ["admin"])
    /// }
    /// ```
    ///
    /// - Returns: what `change` returned.
    /// - Throws: ``AccountsError`` when the file does not read (nothing is written then), when
    ///   `change` throws (nor then), or when it cannot be written.
    @discardableResult
    public static func update<Value>(file path: String, _ change: (inout Accounts) throws(AccountsError) -> Value) throws(AccountsError) -> Value {
        try updateReturningStamp(file: path, change).result
    }

    /// ``update(file:_:)``, also answering the accounts as written and the file's stamp taken
    /// under the lock — so that a reader that keeps the accounts in memory holds what is in the
    /// file, and does not read its own write again.
    static func updateReturningStamp<Value>(
        file path: String, _ change: (inout Accounts) throws(AccountsError) -> Value
    ) throws(AccountsError) -> (result: Value, accounts: Accounts, stamp: PrivateFile.Stamp?) {
        // The lock's own failures are the file system's; what the body throws is carried out in
        // the result, so that a file that does not read is told apart from one that cannot be
        // written.
        let outcome: Result<(Value, Accounts, PrivateFile.Stamp?), AccountsError>
        do {
            outcome = try PrivateFile.withLock(onFolderOf: path) { () throws(PrivateFile.Failure) in
                let before: Accounts
                var accounts: Accounts
                let result: Value
                do throws(AccountsError) {
                    before = try read(path).accounts
                    accounts = before
                    result = try change(&accounts)
                } catch {
                    return .failure(error)
                }
                guard accounts != before else { return .success((result, accounts, PrivateFile.stamp(path))) }
                try PrivateFile.replace(path, contents: Array(accounts.text.utf8))
                return .success((result, accounts, PrivateFile.stamp(path)))
            }
        } catch {
            throw AccountsError("cannot write '\(path)': \(error)")
        }
        let (result, accounts, stamp) = try outcome.get()
        return (result, accounts, stamp)
    }

    /// The account named `name`.
    public subscript(name: String) -> Account? {
        accounts.first { $0.name == name }
    }

    /// Adds an account — or, for a name that has one, sets its password and roles — with the
    /// bcrypt hash of `password` at `cost` (each step doubles the time a check takes).
    ///
    /// - Throws: ``AccountsError`` for a name or role with characters it may not have (a colon,
    ///   a comma, a space, a control character), or a password that cannot be one
    ///   (``problem(withPassword:)``: empty, longer than ``maximumPasswordBytes``, or with a
    ///   control character).
    public mutating func add(_ name: String, password: String, roles: [String], cost: UInt8 = 12) throws(AccountsError) {
        if let problem = Self.problem(withName: name, of: "name") { throw AccountsError(problem) }
        for role in roles {
            if let problem = Self.problem(withName: role, of: "role") { throw AccountsError(problem) }
        }
        if let problem = Self.problem(withPassword: password) { throw AccountsError(problem) }
        var unique: [String] = []
        for role in roles where !unique.contains(role) { unique.append(role) }
        let account = Account(name: name, passwordHash: Bcrypt.hash(password, cost: cost), roles: unique)
        if let index = lines.firstIndex(where: { if case .account(let other) = $0 { other.name == name } else { false } }) {
            lines[index] = .account(account)
        } else {
            lines.append(.account(account))
        }
    }

    /// Gives the account named `name` the password `password`, keeping its roles and its place in
    /// the file; the bcrypt hash is made at `cost`, or at the cost of the account's present hash
    /// (what whoever made the account chose; 12 when it does not say).
    ///
    /// - Throws: ``AccountsError`` when there is no such account — a password is never what makes
    ///   one — or when `password` cannot be one (``problem(withPassword:)``).
    public mutating func setPassword(of name: String, to password: String, cost: UInt8? = nil) throws(AccountsError) {
        if let problem = Self.problem(withPassword: password) { throw AccountsError(problem) }
        guard let index = lines.firstIndex(where: { if case .account(let other) = $0 { other.name == name } else { false } }),
            case .account(var account) = lines[index]
        else { throw AccountsError("there is no account named '\(name)'") }
        account.passwordHash = Bcrypt.hash(password, cost: cost ?? Self.cost(ofHash: account.passwordHash) ?? 12)
        lines[index] = .account(account)
    }

    /// The cost a bcrypt hash was made at (`$2b$12$…` is 12), or `nil` for a hash that does not
    /// read as bcrypt's.
    static func cost(ofHash hash: String) -> UInt8? {
        guard isBcryptHash(hash) else { return nil }
        let digits = Array(hash.utf8)[4...5]
        return UInt8(String(decoding: digits, as: UTF8.self))
    }

    /// Removes the account named `name`; whether there was one.
    @discardableResult
    public mutating func remove(_ name: String) -> Bool {
        guard let index = lines.firstIndex(where: { if case .account(let other) = $0 { other.name == name } else { false } }) else { return false }
        lines.remove(at: index)
        return true
    }

    /// The account `name` signs in to with `password`, or `nil` when there is no such account or
    /// the password is wrong. An unknown name costs what a wrong password does (a hash is checked
    /// either way), so the time of a refusal does not tell which names have accounts.
    public func account(signingInAs name: String, password: String) -> Account? {
        guard let account = self[name] else {
            _ = Bcrypt.verify(password, hash: Self.decoyHash)
            return nil
        }
        guard password.utf8.count <= Self.maximumPasswordBytes else {
            // Refused all the same, after the time a check takes: a quick refusal would tell a
            // known name from an unknown one.
            _ = Bcrypt.verify(password, hash: Self.decoyHash)
            return nil
        }
        guard Bcrypt.verify(password, hash: account.passwordHash) else { return nil }
        return account
    }

    /// Why `password` cannot be one, or `nil` when it can: empty, longer than
    /// ``maximumPasswordBytes``, or holding a control character — bcrypt stops reading at a NUL,
    /// so `ab\0rest` would be the password `ab`; a tab or a line break is a mistake of a file or
    /// a paste, not a secret.
    public static func problem(withPassword password: String) -> String? {
        if password.isEmpty { return "the password is empty" }
        if password.utf8.count > maximumPasswordBytes {
            return "the password is \(password.utf8.count) bytes long; bcrypt reads \(maximumPasswordBytes) at most"
        }
        if hasControlCharacter(password) {
            return "a password cannot hold a control character (a NUL, a tab, a line break)"
        }
        return nil
    }

    /// Whether `password` holds a control character (C0, DEL or C1), which no password may.
    public static func hasControlCharacter(_ password: String) -> Bool {
        password.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// A hash no password is checked against but to spend a check's time on an unknown name.
    private static let decoyHash = Bcrypt.hash("tessera: no such account", cost: 12)

    /// Why `text` cannot be a name or role (`kind`), or `nil` when it can: 1 to 64 characters,
    /// none of them a colon, a comma, white space or a control character.
    static func problem(withName text: String, of kind: String) -> String? {
        if text.isEmpty { return "a \(kind) cannot be empty" }
        if text.count > 64 { return "the \(kind) '\(text.prefix(64))…' is longer than 64 characters" }
        // A session cookie carries the name: 64 characters of several code points each would not fit.
        if text.utf8.count > 200 { return "the \(kind) '\(text.prefix(32))…' is longer than 200 bytes of UTF-8" }
        if let bad = text.unicodeScalars.first(where: { $0 == ":" || $0 == "," || $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) {
            let shown = bad.value < 0x20 || bad.value == 0x7F ? "a control character" : bad.properties.isWhitespace ? "white space" : "'\(bad)'"
            return "the \(kind) '\(text)' has \(shown), which a \(kind) may not"
        }
        return nil
    }

    /// Whether `text` reads as a bcrypt hash: `$2a$`, `$2b$` or `$2y$`, a two-digit cost, and 53
    /// characters of bcrypt's base 64.
    static func isBcryptHash(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 60, bytes[0] == 0x24, bytes[1] == 0x32, [0x61, 0x62, 0x79].contains(bytes[2]), bytes[3] == 0x24,
            (0x30...0x39).contains(bytes[4]), (0x30...0x39).contains(bytes[5]), bytes[6] == 0x24
        else { return false }
        return bytes[7...].allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2E || byte == 0x2F
        }
    }
}
