import Crypto
import Foundation
import TesseraData

/// The secret a ``LoginMiddleware`` signs its session cookies with, and the file where it keeps
/// the time of the last sign-out: what lets a session survive a restart and be accepted by every
/// instance of the server.
///
/// Without one, the middleware makes a key when it starts: every restart signs everyone out, and
/// behind a balancer a cookie made by one instance is refused by the next. Give every instance the
/// same secret instead — a file they all read, or an environment variable:
///
/// ```swift
/// let secret = try SessionSecret.load(fromFile: "/etc/shop/session-secret")
/// router.add(middleware: LoginMiddleware(user: "admin", password: password, secret: secret))
/// ```
///
/// A key that outlives the process needs a sign-out that does too. A cookie carries the time it was
/// issued, and a session is valid only if it was issued after the last sign-out; that time is kept
/// in ``signOutFile``, which every instance reads (within about a second of a change) and a
/// sign-out on any of them moves on. Without the file a restart would forget the sign-outs and
/// bring a stolen cookie back to life, so a secret without one (``init(bytes:signOutFile:)`` with
/// `nil`) accepts only sessions issued after the middleware was made: its sessions end at a
/// restart, as with no secret at all.
///
/// The secret is never used as the key itself: the key is derived from it with HKDF-SHA256, so a
/// secret of any length and alphabet (the text `openssl rand -base64 32` prints, say) makes a
/// full-strength key, and the same secret used elsewhere does not give away this key. Surrounding
/// white space is not part of the secret — the line break a file ends with, or a stray space in a
/// variable — so the same secret in a file and in a variable gives the same key.
public struct SessionSecret: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The fewest bytes a secret may have: 32 random bytes, or text of 32 characters or more,
    /// which guessing cannot reach.
    public static let minimumLength = 32

    /// The key the cookies are signed with.
    let key: SymmetricKey

    /// The file that keeps the time of the last sign-out, shared by every server using this secret;
    /// `nil` keeps it in memory only, and then sessions end when the server restarts (see above).
    ///
    /// ``load(fromFile:)`` and ``loadOrCreate(at:)`` put it beside the secret's file (named by
    /// ``signOutFile(besideSecret:)``): whoever can read the secret can reach it. It need not be
    /// secret, but it must be writable, or a sign-out ends the sessions of this instance only.
    public var signOutFile: String?

    /// A secret of `bytes`, at least ``minimumLength`` of them, keeping the last sign-out in
    /// `signOutFile`.
    ///
    /// - Throws: ``SessionSecretError`` for fewer bytes.
    public init(bytes: some Collection<UInt8>, signOutFile: String? = nil) throws(SessionSecretError) {
        let material = Array(bytes)
        guard material.count >= Self.minimumLength else {
            throw SessionSecretError(
                "A session secret needs at least \(Self.minimumLength) bytes, not \(material.count): make one with 'openssl rand -base64 32'.")
        }
        key = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: material), salt: Array("tessera".utf8), info: Array("tessera session cookie 1".utf8),
            outputByteCount: 32)
        self.signOutFile = signOutFile
    }

    /// The secret in the file at `path`, which its owner alone may read; sign-outs are kept beside
    /// it (``signOutFile(besideSecret:)``).
    ///
    /// The file is one you made, for example with `(umask 077; openssl rand -base64 32 > FILE)`:
    /// its contents, without surrounding white space, are the secret, at least
    /// ``minimumLength`` bytes. A file that group or others may read is refused, since anyone who
    /// reads it can sign in as anybody.
    ///
    /// - Throws: ``SessionSecretError`` saying what is wrong with the file and what to do.
    public static func load(fromFile path: String) throws(SessionSecretError) -> SessionSecret {
        let bytes: [UInt8]
        do {
            bytes = try PrivateFile.read(path, limit: 64 * 1024, requirePrivate: true).bytes
        } catch {
            throw failure(error, reading: path)
        }
        let material = trimmed(bytes)
        guard material.count >= minimumLength else {
            throw SessionSecretError(
                "the secret file '\(path)' holds \(material.count) bytes; a session secret needs at least \(minimumLength). "
                    + "Make one with: (umask 077; openssl rand -base64 32 > \(path))")
        }
        return try SessionSecret(bytes: material, signOutFile: signOutFile(besideSecret: path))
    }

    /// The secret in the file at `path`, made there first — 32 random bytes in base64, mode 0600 —
    /// when there is none; sign-outs are kept beside it.
    ///
    /// Two servers started together on a new file end with the same secret: the file appears
    /// whole or not at all (written under another name, then linked to `path`, which fails if
    /// the name is taken), and each reads back whatever is there after trying, its own or the
    /// other's. Missing folders are made, mode 0700.
    ///
    /// - Throws: ``SessionSecretError`` when the file cannot be made or read, or is not private.
    public static func loadOrCreate(at path: String) throws(SessionSecretError) -> SessionSecret {
        let random = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
        do {
            _ = try PrivateFile.createExclusively(path, contents: Array((random.base64EncodedString() + "\n").utf8))
        } catch {
            throw failure(error, creating: path)
        }
        // Only where the system had no links: another process made the file and is writing its
        // one line; give it a moment.
        var waits = 0
        while waits < 40, PrivateFile.stamp(path)?.size == 0 {
            usleep(50_000)
            waits += 1
        }
        return try load(fromFile: path)
    }

    /// The secret in the environment variable `name`, or `nil` when it is not set; sign-outs are
    /// kept in `signOutFile`, if given.
    ///
    /// A variable suits a platform that hands secrets to processes that way; the same secret in a
    /// file gives the same key.
    ///
    /// - Throws: ``SessionSecretError`` when the variable is set but shorter than
    ///   ``minimumLength``: an empty or short value is a mistake to say, not a reason to make up a
    ///   key.
    public static func fromEnvironment(
        _ name: String = "TESSERA_SECRET", in environment: [String: String] = ProcessInfo.processInfo.environment,
        signOutFile: String? = nil
    ) throws(SessionSecretError) -> SessionSecret? {
        guard let value = environment[name] else { return nil }
        let material = trimmed(Array(value.utf8))
        guard material.count >= minimumLength else {
            throw SessionSecretError(
                "\(name) holds \(material.count) bytes; a session secret needs at least \(minimumLength). Make one with: openssl rand -base64 32")
        }
        return try SessionSecret(bytes: material, signOutFile: signOutFile)
    }

    /// Where sign-outs are kept for the secret in the file at `path`: beside it, `path` followed by
    /// `.signed-out`.
    public static func signOutFile(besideSecret path: String) -> String {
        path + ".signed-out"
    }

    /// A file for the secret of a server of `database`, in the user's state folder —
    /// `$XDG_STATE_HOME/tessera`, or `~/.local/state/tessera` — for when there is no better place
    /// (a PostgreSQL database, or an SQLite file in a folder one may not write).
    ///
    /// The name is the database's with a SHA-256 of where it is: the SQLite file's full path, or a
    /// PostgreSQL server's host, port and database, never its user or password. So every server of
    /// one database on this machine shares a secret, and servers of two databases do not.
    public static func fileInStateDirectory(
        forDatabase database: DatabaseLocation, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let identity: String
        let name: String
        switch database {
        case .sqlite(let path):
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            identity = "sqlite\n" + absolute
            name = URL(fileURLWithPath: absolute).lastPathComponent
        case .postgres(let server):
            identity = "postgres\n\(server.host.lowercased())\n\(server.port)\n\(server.database)"
            name = server.database
        }
        let digest = SHA256.hash(data: Data(identity.utf8)).prefix(12).map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
        let readable = String(name.unicodeScalars.prefix(40).map { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" || scalar == ".") ? Character(scalar) : "_"
        })
        return stateDirectory(environment: environment) + "/" + readable + "-" + digest + ".tessera-secret"
    }

    /// `$XDG_STATE_HOME/tessera` when that is an absolute path (as the XDG specification asks),
    /// else `~/.local/state/tessera`.
    static func stateDirectory(environment: [String: String]) -> String {
        if var folder = environment["XDG_STATE_HOME"], folder.hasPrefix("/") {
            while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
            return folder + "/tessera"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/state/tessera"
    }

    /// Never the key: a secret printed in a log would be a secret no more.
    public var description: String {
        "SessionSecret(signOutFile: \(signOutFile.map { "'\($0)'" } ?? "none"))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["signOutFile": signOutFile as Any], displayStyle: .struct)
    }

    /// `bytes` without the ASCII white space around them.
    static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C]
        guard let first = bytes.firstIndex(where: { !space.contains($0) }), let last = bytes.lastIndex(where: { !space.contains($0) }) else {
            return []
        }
        return bytes[first...last]
    }

    private static func failure(_ error: PrivateFile.Failure, reading path: String) -> SessionSecretError {
        switch error {
        case .missing:
            return SessionSecretError("there is no secret file '\(path)'. Make one with: (umask 077; openssl rand -base64 32 > \(path))")
        case .exposed(let mode):
            return SessionSecretError(
                "the secret file '\(path)' can be read by others (mode 0\(String(mode, radix: 8))): only its owner may. Run: chmod 600 \(path)")
        case .notARegularFile:
            return SessionSecretError("the secret file '\(path)' is not a file (a folder or a device?). Give a file holding the secret.")
        case .foreign(let owner):
            return SessionSecretError(
                "the secret file '\(path)' belongs to another user (uid \(owner)), who could know it: the server's own user must own it. Remove it, or chown it to the user the server runs as.")
        case .tooLarge(let limit):
            return SessionSecretError("the secret file '\(path)' is larger than \(limit / 1024) KiB: is it the right file? A secret is a line of text.")
        case .system(let reason):
            return SessionSecretError("cannot read the secret file '\(path)': \(reason).")
        }
    }

    private static func failure(_ error: PrivateFile.Failure, creating path: String) -> SessionSecretError {
        guard case .system(let reason) = error else { return failure(error, reading: path) }
        return SessionSecretError("cannot make the secret file '\(path)': \(reason).")
    }
}
