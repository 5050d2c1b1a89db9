import Crypto
import Foundation
import HummingbirdBcrypt
import Logging
import Synchronization

/// The accounts a ``LoginMiddleware`` signs people in with: given once, or read from a file and
/// read again when it changes — so that `tessera users add` and `remove` take effect on a running
/// server, within about a second, with no restart.
///
/// The file's stamp (inode, size, modification time) is looked at when a request comes at least
/// half a second after the last look, and the file read only when the stamp changed, as
/// ``SignOutRecord`` does.
///
/// A file that no longer reads (edited by hand and broken, made readable by others) lets nobody
/// in until it is mended, and says why in the log: signing in people it can no longer vouch for
/// is the wrong way to be wrong. A file that is gone has no accounts.
final class AccountsSource: Sendable {
    /// An account as sessions check it: its roles, and a digest of its password's hash, signed
    /// into each session so that a new password ends the sessions of the old one.
    struct Entry: Sendable {
        let account: Accounts.Account
        let passwordDigest: String
    }

    /// The accounts as last read.
    struct Snapshot: Sendable {
        let accounts: Accounts
        let entries: [String: Entry]
        /// Why the file does not read, when it does not: nobody is let in meanwhile.
        let failure: AccountsError?

        init(accounts: Accounts, failure: AccountsError? = nil) {
            self.accounts = accounts
            self.failure = failure
            var entries: [String: Entry] = [:]
            for account in accounts.accounts {
                entries[account.name] = Entry(account: account, passwordDigest: AccountsSource.digest(ofHash: account.passwordHash))
            }
            self.entries = entries
        }
    }

    private struct State {
        var snapshot: Snapshot
        var checked: ContinuousClock.Instant
        var stamp: PrivateFile.Stamp?
        /// Whether the failure of this stamp was logged already.
        var reported: Bool
        /// Counts this process's own writes: a read begun before one is not kept after it.
        var writes = 0
    }

    /// What sessions sign of an account's password: a digest of its bcrypt hash, so that a new
    /// password ends the old one's sessions and the cookie tells nothing of the hash.
    static func digest(ofHash hash: String) -> String {
        SHA256.hash(data: Data(hash.utf8)).map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }

    /// The file read, or `nil` for accounts given once.
    let file: String?
    private let state: Mutex<State>

    /// The longest a change to the file goes unseen.
    static let checkInterval: Duration = .milliseconds(500)

    /// Accounts given once, never read again.
    init(accounts: Accounts) {
        file = nil
        allowsPasswordChange = false
        state = Mutex(State(snapshot: Snapshot(accounts: accounts), checked: .now, stamp: nil, reported: true))
    }

    /// The accounts of `file`, read now.
    ///
    /// - Throws: ``AccountsError`` when the file does not read: a server does not start with
    ///   accounts it cannot read.
    init(file: String) throws(AccountsError) {
        self.file = file
        allowsPasswordChange = PrivateFile.isWritableFolder(PrivateFile.parent(of: file))
        let (accounts, stamp) = try Accounts.read(file)
        state = Mutex(State(snapshot: Snapshot(accounts: accounts), checked: .now, stamp: stamp, reported: true))
    }

    /// The accounts now: the file's, read again if it changed since it was last looked at (at
    /// most twice a second).
    func current(logger: Logger? = nil, now: ContinuousClock.Instant = .now) -> Snapshot {
        guard let file else { return state.withLock { $0.snapshot } }
        let (snapshot, due, stamp, writes) = state.withLock { state in
            let due = now - state.checked >= Self.checkInterval
            if due { state.checked = now }
            return (state.snapshot, due, state.stamp, state.writes)
        }
        guard due, PrivateFile.stamp(file) != stamp else { return snapshot }
        let read: Snapshot
        let newStamp: PrivateFile.Stamp?
        do {
            let (accounts, readStamp) = try Accounts.read(file)
            read = Snapshot(accounts: accounts)
            newStamp = readStamp
        } catch {
            read = Snapshot(accounts: Accounts(), failure: error)
            newStamp = PrivateFile.stamp(file)
        }
        let (report, kept) = state.withLock { state -> (Bool, Snapshot) in
            // A password changed here while the file was read: what was read may be the file
            // before it, and would end the session just issued with the new password.
            guard state.writes == writes else { return (false, state.snapshot) }
            let changed = state.stamp != newStamp
            state.snapshot = read
            state.stamp = newStamp
            if changed { state.reported = false }
            defer { state.reported = true }
            return (!state.reported, read)
        }
        if report {
            if let failure = read.failure {
                logger?.error("the accounts file does not read: nobody can sign in until it is mended", metadata: ["file": "\(file)", "error": "\(failure.message)"])
            } else {
                logger?.notice("accounts read again", metadata: ["file": "\(file)", "accounts": "\(read.entries.count)"])
            }
        }
        return kept
    }

    /// What became of a person's request to change their password.
    enum PasswordChange: Sendable, Equatable {
        /// Changed, and written: the digest of the new hash, which the person's new session
        /// signs (their other sessions, signed with the old one's, end).
        case changed(digest: String)
        /// The current password given is not the account's: nothing was written.
        case wrongPassword
        /// The file has no account of that name (removed since the session began): nothing was
        /// written, and no account made.
        case noAccount
    }

    /// Whether a person may change their own password here: only in the accounts of a file
    /// whose folder this process may write (the change replaces the file), as it was when the
    /// server started. Accounts given once have nowhere to keep a new password that would
    /// outlive the process, and a file mounted read-only none at all.
    let allowsPasswordChange: Bool

    /// Changes the password of the account `name` from `current` to `new` in the file, and
    /// holds the file's new accounts at once (the new session must pass on the next request,
    /// not half a second later).
    ///
    /// The file is read again under its lock (``Accounts/update(file:_:)``) and `current` checked
    /// against the hash there, not against what was read before: a password changed meanwhile
    /// (by another session, by `tessera users add`) is the one that counts, and an account
    /// removed meanwhile stays removed. Takes two bcrypt runs' time: call it off the threads
    /// that serve requests.
    ///
    /// - Throws: ``AccountsError`` when the file does not read or cannot be written, or `new`
    ///   cannot be a password; nothing is written then.
    func changePassword(of name: String, current: String, to new: String) throws(AccountsError) -> PasswordChange {
        guard let file else { throw AccountsError("the accounts were given once, not read from a file: there is nowhere to keep a new password") }
        let (change, accounts, stamp) = try Accounts.updateReturningStamp(file: file) { accounts throws(AccountsError) -> PasswordChange in
            guard let account = accounts[name] else { return .noAccount }
            guard current.utf8.count <= Accounts.maximumPasswordBytes, !Accounts.hasControlCharacter(current),
                Bcrypt.verify(current, hash: account.passwordHash)
            else { return .wrongPassword }
            try accounts.setPassword(of: name, to: new)
            return .changed(digest: Self.digest(ofHash: accounts[name]?.passwordHash ?? ""))
        }
        if case .changed = change {
            state.withLock { state in
                state.snapshot = Snapshot(accounts: accounts)
                state.stamp = stamp
                state.writes += 1
                state.reported = true
            }
        }
        return change
    }
}
