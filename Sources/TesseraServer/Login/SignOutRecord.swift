import Foundation
import Synchronization

/// The time of the last sign-out, in milliseconds since 1970: a session issued at or before it
/// has ended. Shared by the copies of a ``LoginMiddleware``, and, through a file, by every server
/// using the same ``SessionSecret`` — and by the next run of this one.
///
/// A time, not a counter, because a time needs no agreement: each process compares the time in a
/// cookie with the latest sign-out it knows, and the latest of two sign-outs is simply the larger
/// number, whoever wrote it. A counter kept in memory went back to zero at a restart, which with a
/// key that survives it would have brought cookies from before a sign-out back to life.
///
/// Reading the file on every request would cost a system call each; instead the file's stamp
/// (inode, size, modification time) is looked at when a request comes at least a second after the
/// last look, and the file read only when the stamp changed. A sign-out elsewhere so ends the
/// sessions here within about a second. The time only ever moves forward: a file deleted or
/// rolled back does not revive a session this process already saw end.
///
/// The instances' clocks must roughly agree (NTP does): a session issued by a clock running ahead
/// of the one that signs out outlives the sign-out by the difference. The session that signs out
/// always ends with it, whatever the clocks say.
final class SignOutRecord: Sendable {
    /// The file shared with other processes, or `nil` to keep the time in memory only.
    let file: String?

    /// The longest a sign-out written by another process goes unseen here.
    static let checkInterval: Duration = .seconds(1)

    private struct State {
        /// The latest sign-out known, in milliseconds since 1970.
        var milliseconds: Int64
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
            state = Mutex(State(milliseconds: Self.now(), checked: .now, stamp: nil))
            return
        }
        let read = Self.read(file)
        state = Mutex(State(milliseconds: read.milliseconds, checked: .now, stamp: read.stamp))
    }

    /// The latest sign-out known: the file's, looked at if a second has passed since the last look.
    func latest(now: ContinuousClock.Instant = .now) -> Int64 {
        guard let file else { return state.withLock { $0.milliseconds } }
        // Decided under the lock, looked at outside it: one request a second pays for the look,
        // and none waits while it happens.
        let (known, due, stamp) = state.withLock { state in
            let due = now - state.checked >= Self.checkInterval
            if due { state.checked = now }
            return (state.milliseconds, due, state.stamp)
        }
        guard due, let current = PrivateFile.stamp(file), current != stamp else { return known }
        let read = Self.read(file)
        return state.withLock { state in
            state.stamp = read.stamp
            state.milliseconds = max(state.milliseconds, read.milliseconds)
            return state.milliseconds
        }
    }

    /// The time a session signed in now is issued at: now, or just after the latest sign-out when
    /// this clock is behind the one that wrote it, so that the new session is not born ended.
    func issueTime() -> Int64 {
        max(Self.now(), latest() + 1)
    }

    /// Ends every session issued up to now, and at least up to `issued` (the session that signs
    /// out, which may come from a clock running ahead); writes the file when there is one.
    ///
    /// - Throws: ``PrivateFile/Failure`` when the file cannot be written: the sessions have ended
    ///   here, but other instances and the next run do not know.
    func signOut(endingSessionIssuedAt issued: Int64) throws(PrivateFile.Failure) {
        let time = state.withLock { state in
            state.milliseconds = max(state.milliseconds + 1, Self.now(), issued)
            return state.milliseconds
        }
        guard let file else { return }
        // Under a lock, the larger of the file's time and ours: a sign-out written by another
        // process a moment ago is not undone by this one.
        // The stamp is taken under the lock too: taken after it, it could be the stamp of a later
        // sign-out another process wrote meanwhile, whose time this one would then never read.
        let written = try PrivateFile.withLock(onFolderOf: file) { () throws(PrivateFile.Failure) -> (Int64, PrivateFile.Stamp?) in
            let value = max(Self.read(file).milliseconds, time)
            try PrivateFile.replace(file, contents: Array("\(value)\n".utf8))
            return (value, PrivateFile.stamp(file))
        }
        state.withLock { state in
            state.milliseconds = max(state.milliseconds, written.0)
            state.stamp = written.1
        }
    }

    /// The time in `file` (0 when there is none: nobody signed out yet) and its stamp.
    ///
    /// A file that is there but holds no time — edited by hand, or broken — counts as a sign-out
    /// now: ending sessions is the safe way to be wrong.
    private static func read(_ file: String) -> (milliseconds: Int64, stamp: PrivateFile.Stamp?) {
        do {
            let (bytes, stamp) = try PrivateFile.read(file, limit: 64, requirePrivate: false)
            let digits = SessionSecret.trimmed(bytes)
            guard (1...15).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }),
                let value = Int64(String(decoding: digits, as: UTF8.self))
            else { return (now(), stamp) }
            return (value, stamp)
        } catch .missing {
            return (0, nil)
        } catch {
            return (now(), PrivateFile.stamp(file))
        }
    }

    /// Milliseconds since 1970, by this machine's clock.
    static func now() -> Int64 {
        Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
    }
}
