import Foundation
import Synchronization

/// The time of the last sign-out, in milliseconds since 1970: a session issued at or before it
/// has ended — for everyone, and for each user who signed out on their own. Shared by the copies
/// of a ``LoginMiddleware``, and, through a file, by every server using the same
/// ``SessionSecret`` — and by the next run of this one.
///
/// The file's first line is the time that ends everyone's sessions (the one user of `--user`
/// signs out there); each further line is `TIME NAME`, the last sign-out of the account `NAME`
/// of an accounts file, which ends that person's sessions and nobody else's.
///
/// A time, not a counter, because a time needs no agreement: each process compares the time in a
/// cookie with the latest sign-out it knows, and the latest of two sign-outs is simply the larger
/// number, whoever wrote it. A counter kept in memory went back to zero at a restart, which with a
/// key that survives it would have brought cookies from before a sign-out back to life.
///
/// Reading the file on every request would cost a system call each; instead the file's stamp
/// (inode, size, modification time) is looked at when a request (or a live stream's check) comes
/// at least half a second after the last look, and the file read only when the stamp changed. A
/// sign-out elsewhere so ends the sessions here, and their live streams, within about a second. The time only ever moves forward: a file deleted or
/// rolled back does not revive a session this process already saw end.
///
/// The instances' clocks must roughly agree (NTP does): a session issued by a clock running ahead
/// of the one that signs out outlives the sign-out by the difference. The session that signs out
/// always ends with it, whatever the clocks say.
final class SignOutRecord: Sendable {
    /// The file shared with other processes, or `nil` to keep the times in memory only.
    let file: String?

    /// The longest a sign-out written by another process goes unseen here.
    static let checkInterval: Duration = .milliseconds(500)
    /// The largest file read: a line per account that ever signed out.
    static let fileLimit = 4 << 20

    /// Sign-out times, in milliseconds since 1970.
    struct Times: Equatable, Sendable {
        /// The latest sign-out of everyone.
        var everyone: Int64
        /// The latest sign-out of each user who signed out on their own.
        var users: [String: Int64] = [:]

        /// The later of each time in `self` and `other`: two processes' sign-outs both count.
        func merged(with other: Times) -> Times {
            Times(everyone: max(everyone, other.everyone), users: users.merging(other.users, uniquingKeysWith: max))
        }

        /// The latest sign-out that ends `user`'s sessions.
        func latest(for user: String?) -> Int64 {
            guard let user, let own = users[user] else { return everyone }
            return max(everyone, own)
        }

        /// The file's text: the time for everyone, then a line for each user, sorted.
        var text: String {
            "\(everyone)\n" + users.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }.joined()
        }
    }

    private struct State {
        var times: Times
        /// When the file was last looked at.
        var checked: ContinuousClock.Instant
        /// The file's stamp when it was last read, `nil` when there was no file.
        var stamp: PrivateFile.Stamp?
    }

    private let state: Mutex<State>

    /// A record kept in `file`, read now; without a file, one that begins now, so that a session
    /// from before this process started — signed with a secret that outlived a restart — is not
    /// accepted when a sign-out since may have been forgotten.
    init(file: String?) {
        self.file = file
        guard let file else {
            state = Mutex(State(times: Times(everyone: Self.now()), checked: .now, stamp: nil))
            return
        }
        let read = Self.read(file)
        state = Mutex(State(times: read.times, checked: .now, stamp: read.stamp))
    }

    /// The latest sign-out that ends `user`'s sessions (everyone's, when `user` is `nil`): the
    /// file's, looked at if a second has passed since the last look.
    func latest(for user: String? = nil, now: ContinuousClock.Instant = .now) -> Int64 {
        guard let file else { return state.withLock { $0.times.latest(for: user) } }
        // Decided under the lock, looked at outside it: one request a second pays for the look,
        // and none waits while it happens.
        let (known, due, stamp) = state.withLock { state in
            let due = now - state.checked >= Self.checkInterval
            if due { state.checked = now }
            return (state.times, due, state.stamp)
        }
        guard due, let current = PrivateFile.stamp(file), current != stamp else { return known.latest(for: user) }
        let read = Self.read(file)
        return state.withLock { state in
            state.stamp = read.stamp
            state.times = state.times.merged(with: read.times)
            return state.times.latest(for: user)
        }
    }

    /// The time a session of `user` signed in now is issued at: now, or just after their latest
    /// sign-out when this clock is behind the one that wrote it, so that the new session is not
    /// born ended.
    func issueTime(for user: String? = nil) -> Int64 {
        max(Self.now(), latest(for: user) + 1)
    }

    /// Ends every session of `user` (of everyone, when `nil`) issued up to now, and at least up
    /// to `issued` (the session that signs out, which may come from a clock running ahead);
    /// writes the file when there is one.
    ///
    /// - Throws: ``PrivateFile/Failure`` when the file cannot be written: the sessions have ended
    ///   here, but other instances and the next run do not know.
    func signOut(_ user: String? = nil, endingSessionIssuedAt issued: Int64) throws(PrivateFile.Failure) {
        let times = state.withLock { state in
            if let user {
                state.times.users[user] = max(state.times.latest(for: user) + 1, Self.now(), issued)
            } else {
                state.times.everyone = max(state.times.everyone + 1, Self.now(), issued)
            }
            return state.times
        }
        guard let file else { return }
        // Under a lock, the later of the file's times and ours: a sign-out written by another
        // process a moment ago is not undone by this one.
        // The stamp is taken under the lock too: taken after it, it could be the stamp of a later
        // sign-out another process wrote meanwhile, whose time this one would then never read.
        let written = try PrivateFile.withLock(onFolderOf: file) { () throws(PrivateFile.Failure) -> (Times, PrivateFile.Stamp?) in
            let value = Self.read(file).times.merged(with: times)
            try PrivateFile.replace(file, contents: Array(value.text.utf8))
            return (value, PrivateFile.stamp(file))
        }
        state.withLock { state in
            state.times = state.times.merged(with: written.0)
            state.stamp = written.1
        }
    }

    /// The times in `file` (0 when there is none: nobody signed out yet) and its stamp.
    ///
    /// A file that is there but does not read — edited by hand, or broken — counts as everyone
    /// signing out now: ending sessions is the safe way to be wrong.
    private static func read(_ file: String) -> (times: Times, stamp: PrivateFile.Stamp?) {
        do {
            let (bytes, stamp) = try PrivateFile.read(file, limit: fileLimit, requirePrivate: false)
            guard let times = parse(bytes) else { return (Times(everyone: now()), stamp) }
            return (times, stamp)
        } catch .missing {
            return (Times(everyone: 0), nil)
        } catch {
            return (Times(everyone: now()), PrivateFile.stamp(file))
        }
    }

    /// The times a file's bytes hold, or `nil` when any line does not read.
    static func parse(_ bytes: [UInt8]) -> Times? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }
        while let last = lines.last, last.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { lines.removeLast() }
        guard let first = lines.first, let everyone = time(Array(SessionSecret.trimmed(Array(first)))) else { return nil }
        var times = Times(everyone: everyone)
        for line in lines.dropFirst() {
            guard let space = line.firstIndex(of: 0x20), let value = time(Array(line[line.startIndex..<space])) else { return nil }
            let name = String(decoding: line[line.index(after: space)...], as: UTF8.self)
            guard !name.isEmpty, Accounts.problem(withName: name, of: "name") == nil else { return nil }
            times.users[name] = max(times.users[name] ?? 0, value)
        }
        return times
    }

    private static func time(_ digits: [UInt8]) -> Int64? {
        guard (1...15).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int64(String(decoding: digits, as: UTF8.self))
    }

    /// Milliseconds since 1970, by this machine's clock.
    static func now() -> Int64 {
        Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
    }
}
