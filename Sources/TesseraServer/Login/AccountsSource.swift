import Crypto
import Foundation
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
        state = Mutex(State(snapshot: Snapshot(accounts: accounts), checked: .now, stamp: nil, reported: true))
    }

    /// The accounts of `file`, read now.
    ///
    /// - Throws: ``AccountsError`` when the file does not read: a server does not start with
    ///   accounts it cannot read.
    init(file: String) throws(AccountsError) {
        self.file = file
        let (accounts, stamp) = try Accounts.read(file)
        state = Mutex(State(snapshot: Snapshot(accounts: accounts), checked: .now, stamp: stamp, reported: true))
    }

    /// The accounts now: the file's, read again if it changed since it was last looked at (at
    /// most twice a second).
    func current(logger: Logger? = nil, now: ContinuousClock.Instant = .now) -> Snapshot {
        guard let file else { return state.withLock { $0.snapshot } }
        let (snapshot, due, stamp) = state.withLock { state in
            let due = now - state.checked >= Self.checkInterval
            if due { state.checked = now }
            return (state.snapshot, due, state.stamp)
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
        let report = state.withLock { state in
            let changed = state.stamp != newStamp
            state.snapshot = read
            state.stamp = newStamp
            if changed { state.reported = false }
            defer { state.reported = true }
            return !state.reported
        }
        if report {
            if let failure = read.failure {
                logger?.error("the accounts file does not read: nobody can sign in until it is mended", metadata: ["file": "\(file)", "error": "\(failure.message)"])
            } else {
                logger?.notice("accounts read again", metadata: ["file": "\(file)", "accounts": "\(read.entries.count)"])
            }
        }
        return read
    }
}
