import Foundation
import TesseraData
import TesseraServer

extension ServeCommand {
    /// The secret the session cookies are signed with, and where sign-outs are kept; one line on
    /// standard error says where, since whoever runs several instances must know what to share.
    ///
    /// In order: `--secret-file` (the person chose), `TESSERA_SECRET` (a platform that hands
    /// secrets over in the environment), or a file kept for the database, made on first use. The
    /// last means sessions survive restarts with nothing to set up, and that every `tessera serve`
    /// of one database on this machine shares its sessions — beside an SQLite file, where a copy
    /// of the folder takes it along, or in the user's state folder when there is no folder of the
    /// database's to write in (PostgreSQL, or a read-only folder).
    ///
    /// `nil` when `location` is no database at all: opening it says why, in its own words.
    func sessionSecret(for location: String) throws -> SessionSecret? {
        guard let database = try? DatabaseLocation(location) else { return nil }
        let secret: SessionSecret
        let source: String
        var automatic = false
        do {
            if let secretFile {
                secret = try SessionSecret.load(fromFile: secretFile)
                source = secretFile
            } else if let fromEnvironment = try SessionSecret.fromEnvironment(
                "TESSERA_SECRET",
                signOutFile: SessionSecret.signOutFile(besideSecret: SessionSecret.fileInStateDirectory(forDatabase: database)))
            {
                secret = fromEnvironment
                source = "TESSERA_SECRET"
            } else {
                automatic = true
                let file = Self.automaticSecretFile(for: database)
                let existed = FileManager.default.fileExists(atPath: file)
                secret = try SessionSecret.loadOrCreate(at: file)
                source = file + (existed ? "" : " (made now)")
            }
        } catch {
            throw ServeFailure(error.message + (automatic ? " Give a secret with --secret-file FILE or TESSERA_SECRET instead." : ""))
        }
        var kept = secret
        if let file = kept.signOutFile, !Self.canWrite(file) {
            // A sign-out that cannot be written would be forgotten at the next start, and the
            // cookies it ended would open pages again. Kept in memory, sessions from before this
            // start are not accepted at all: a restart signs everyone out, which is safe.
            kept.signOutFile = nil
            let warning = "serve: sign-outs cannot be kept in \(file) (its folder cannot be written): a restart signs everyone out; "
                + "give --secret-file a file in a folder the server may write to keep sessions across restarts\n"
            FileHandle.standardError.write(Data(warning.utf8))
        }
        let line = "serve: sessions are signed with the secret in \(source); sign-outs are kept in \(kept.signOutFile ?? "memory")\n"
        FileHandle.standardError.write(Data(line.utf8))
        return kept
    }

    /// Whether `file` can be written (replaced: its folder is what is written), made first when
    /// its folder is missing, as the state folder may be.
    static func canWrite(_ file: String) -> Bool {
        let folder = (file as NSString).deletingLastPathComponent
        let path = folder.isEmpty ? "." : folder
        if !FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        return FileManager.default.isWritableFile(atPath: path)
    }

    /// `DATABASE.tessera-secret` beside an SQLite file whose folder may be written, else a file
    /// in the state folder named after the database.
    static func automaticSecretFile(for database: DatabaseLocation) -> String {
        if case .sqlite(let path) = database {
            let folder = (path as NSString).deletingLastPathComponent
            if FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder) {
                return path + ".tessera-secret"
            }
        }
        return SessionSecret.fileInStateDirectory(forDatabase: database)
    }
}
