#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the session secret and the sign-out record need, in POSIX terms,
/// because each rests on a guarantee Foundation's file API does not give:
///
/// - reading checks the permissions of the file it opened (`fstat` on the descriptor), not of a
///   path that could be swapped between a check and the read;
/// - creating uses `link(2)`, which fails when the name exists, so that of two processes starting
///   together exactly one makes the file, and neither ever sees it half written;
/// - replacing writes a temporary file and renames it over the old one, so that a reader sees the
///   old content or the new, never a mix; the rename gives the file a new inode, which is what
///   tells a watcher it changed even on a file system whose modification times count seconds.
enum PrivateFile {
    /// What tells one version of a file from the next without reading it.
    struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int64
        var nanoseconds: Int64
        /// The permissions and the owner: `chmod 600` on a file refused for being readable by
        /// others changes nothing else, and must still be seen as a change.
        var mode: UInt32 = 0
        var owner: UInt32 = 0
    }

    /// Why a file could not be read or written, as the sentence fragments the callers complete.
    enum Failure: Error, Equatable {
        /// There is no file by that name.
        case missing
        /// Group or others may read or write it; the mode is given.
        case exposed(mode: UInt32)
        /// A directory, a device, a socket: not a file to keep a secret in.
        case notARegularFile
        /// Another user owns it; the owner's user id is given.
        case foreign(owner: UInt32)
        /// Larger than the caller's limit.
        case tooLarge(limit: Int)
        /// Anything else the system refused, with its reason.
        case system(String)
    }

    /// The contents of `path` (following a symbolic link, as a secret mounted by an orchestrator
    /// is one), at most `limit` bytes; when `requirePrivate`, refused if group or others have any
    /// permission on it. Opened without blocking, so that a named pipe given by mistake is
    /// refused as no regular file instead of waiting for a writer forever.
    static func read(_ path: String, limit: Int, requirePrivate: Bool) throws(Failure) -> (bytes: [UInt8], stamp: Stamp) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .system(reason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(reason()) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        if requirePrivate, status.st_mode & 0o077 != 0 {
            throw .exposed(mode: UInt32(status.st_mode & 0o7777))
        }
        // A private file of someone else's — made in a shared folder before the server made its
        // own — would hand them the key.
        if requirePrivate, status.st_uid != geteuid() {
            throw .foreign(owner: UInt32(status.st_uid))
        }
        guard Int(status.st_size) <= limit else { throw .tooLarge(limit: limit) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(reason())
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return (bytes, stamp(of: status))
    }

    /// The stamp of `path` now, or `nil` when there is no file.
    static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return stamp(of: status)
    }

    /// Makes `path` hold `contents`, mode 0600, unless a file of that name exists: `true` when
    /// this call made it, `false` when it was there (made by someone else, perhaps a moment ago).
    ///
    /// The contents are written to a temporary name first and then linked to `path`: the name
    /// appears with the whole contents or not at all. A file system without hard links (some
    /// network and FAT mounts) gets an exclusive create (`O_CREAT | O_EXCL`) and one `write`
    /// instead; a reader that finds the file empty then should look again shortly.
    static func createExclusively(_ path: String, contents: [UInt8]) throws(Failure) -> Bool {
        try makeParentDirectory(of: path)
        let temporary = try writeTemporary(besides: path, contents: contents)
        defer { unlink(temporary) }
        if link(temporary, path) == 0 { return true }
        switch errno {
        case EEXIST:
            return false
        case EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK:
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                if errno == EEXIST { return false }
                throw .system(reason())
            }
            defer { close(descriptor) }
            try writeAll(descriptor, contents)
            return true
        default:
            throw .system(reason())
        }
    }

    /// Replaces the contents of `path` with `contents` (mode 0600), so that a reader sees either
    /// the old or the new, through a temporary file renamed over it.
    static func replace(_ path: String, contents: [UInt8]) throws(Failure) {
        try makeParentDirectory(of: path)
        let temporary = try writeTemporary(besides: path, contents: contents)
        guard rename(temporary, path) == 0 else {
            let failure = reason()
            unlink(temporary)
            throw .system(failure)
        }
    }

    /// Runs `body` holding an exclusive lock on the folder of `path`, so that two processes do not
    /// read, merge and replace the same file at once (the second would undo the first). Without a
    /// lock to be had (a file system that has none), `body` runs all the same: the lock only
    /// narrows a race between two writers within milliseconds of each other.
    static func withLock<T>(onFolderOf path: String, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        try makeParentDirectory(of: path)
        let descriptor = open(parent(of: path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Whether this process may make files in the folder `path`.
    static func isWritableFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && access(path, W_OK | X_OK) == 0
    }

    /// The folder of `path`: what comes before its last slash, `.` when there is none.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Makes the folder of `path` and those above it that are missing, each mode 0700: a state
    /// folder holding secrets is nobody else's business.
    static func makeParentDirectory(of path: String) throws(Failure) {
        let folder = parent(of: path)
        var status = stat()
        if stat(folder, &status) == 0 { return }
        if folder != path { try makeParentDirectory(of: folder) }
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { throw .system(reason()) }
    }

    private static func writeTemporary(besides path: String, contents: [UInt8]) throws(Failure) -> String {
        let folder = parent(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = folder + "/." + name + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(reason()) }
        do {
            try writeAll(descriptor, contents)
            // On the disk before its name replaces another: a crash leaves the old or the new.
            _ = fsync(descriptor)
            close(descriptor)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        return temporary
    }

    private static func writeAll(_ descriptor: Int32, _ contents: [UInt8]) throws(Failure) {
        var written = 0
        while written < contents.count {
            let count = contents.withUnsafeBytes { Glue.write(descriptor, $0.baseAddress! + written, contents.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(reason())
            }
            written += count
        }
    }

    private static func stamp(of status: stat) -> Stamp {
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        return Stamp(
            device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino),
            size: Int64(status.st_size), seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec),
            mode: UInt32(truncatingIfNeeded: status.st_mode), owner: UInt32(truncatingIfNeeded: status.st_uid))
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }

    /// The C library's `read` and `write`, under names the static methods of this enum do not
    /// shadow.
    private enum Glue {
        static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
            #if canImport(Darwin)
            Darwin.read(descriptor, buffer, count)
            #elseif canImport(Musl)
            Musl.read(descriptor, buffer, count)
            #else
            Glibc.read(descriptor, buffer, count)
            #endif
        }

        static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
            #if canImport(Darwin)
            Darwin.write(descriptor, buffer, count)
            #elseif canImport(Musl)
            Musl.write(descriptor, buffer, count)
            #else
            Glibc.write(descriptor, buffer, count)
            #endif
        }
    }
}
