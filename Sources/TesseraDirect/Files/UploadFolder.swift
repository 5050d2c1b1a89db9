#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore
import NIOPosix

/// A folder on the server's disk that holds the files of text columns a rule marks as file
/// paths (`fileFolder`): `tessera serve --upload-folder DIR`.
///
/// Such a column holds a path relative to the folder (`covers/5f0c…9a1e-dune.png`), as Django's
/// `FileField` holds `upload_to` and a name. The folder decides everything about a file that
/// goes on disk: its name is the server's (128 random bits, then the browser's name cut down to
/// letters, digits, `.`, `-` and `_`), never the browser's path; it is created, never replaced
/// (`O_EXCL`), and written whole (`fsync`, its folder too) before the row that names it is.
///
/// A stored value is untrusted — another program may have written it — so reading one answers
/// only for a regular file inside the column's own folder (`in subfolder`), named without a part
/// that starts with a dot, resolved without symbolic links (`realpath`): `../../etc/passwd`,
/// `/etc/passwd`, `.env`, another column's folder, a NUL, a link that leads out, a pipe name no
/// file here.
///
/// The disk is read and written on NIO's thread pool, never on the threads that serve requests.
///
/// Nothing here deletes a file a row named: a replaced or cleared file stays, so that the
/// history's undo brings it back whole (Django keeps them too). Only a file written for a save
/// that was then refused is removed, which no row ever named.
public struct UploadFolder: Sendable, Hashable {
    /// The folder's real path: absolute, without symbolic links, without a trailing `/`.
    public let path: String

    /// Bytes of a browser's file name kept in a stored name, at most.
    static let nameLength = 100

    /// The folder at `path`, which must be a directory the server may write in, and not the
    /// root of the file system.
    public init(path: String) throws(Failure) {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw Failure("an upload folder needs a path") }
        guard let real = Self.realPath(path) else { throw Failure("the upload folder \(path) does not exist") }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { throw Failure("the upload folder \(path) is not a directory") }
        guard real != "/" else { throw Failure("the upload folder cannot be the root of the file system: name a folder of its own") }
        guard access(real, W_OK | X_OK) == 0 else { throw Failure("the upload folder \(path) cannot be written by this server (\(Self.errorText()))") }
        self.path = real
    }

    /// Whether `file` (a path) is inside this folder, after its symbolic links: what an operator
    /// checks before serving a database from inside it.
    public func contains(_ file: String) -> Bool {
        guard let real = Self.realPath(file) else { return false }
        return real.hasPrefix(path + "/")
    }

    /// A refusal of the upload folder, in words that say what to do.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What is wrong.
        public let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - Reading

    /// The real path of the regular file that a column's value names in `subfolder` (its rule's
    /// `fileFolder`), or `nil` when it names none there: empty, absolute, with an empty part or
    /// one that starts with a dot (`..`, `.env`), a NUL, outside `subfolder`, leading out
    /// through a symbolic link, not a regular file, or no file (any more).
    public func file(named value: String, in subfolder: String) -> String? {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard !value.isEmpty, value.utf8.count <= 4096, !value.utf8.contains(0),
            parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") })
        else { return nil }
        let folder = subfolder.split(separator: "/")
        guard parts.count > folder.count, Array(parts.prefix(folder.count)) == folder else { return nil }
        let inside = folder.isEmpty ? path + "/" : path + "/" + folder.joined(separator: "/") + "/"
        guard let real = Self.realPath(path + "/" + value), real.hasPrefix(inside), real.hasPrefix(path + "/") else { return nil }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return real
    }

    /// The size of the file a value names in `subfolder`, and its first `count` bytes (what
    /// tells a picture from a PDF); `nil` when the value names no file there.
    public func head(of value: String, in subfolder: String, count: Int) async -> (size: Int, bytes: [UInt8])? {
        try? await NIOThreadPool.singleton.runIfActive { [self] in
            guard let file = file(named: value, in: subfolder), let descriptor = Self.openRegular(file) else { return nil }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return nil }
            let size = Int(status.st_size)
            var bytes = [UInt8](repeating: 0, count: max(0, min(count, size)))
            var filled = 0
            while filled < bytes.count {
                let got = bytes.withUnsafeMutableBytes { buffer in readBytes(descriptor, buffer.baseAddress! + filled, buffer.count - filled) }
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                filled += got
            }
            return (size, Array(bytes.prefix(filled)))
        }
    }

    /// Writes every byte of the file a value names in `subfolder`, a slice of `sliceSize` to a
    /// call of `write`, as it reads them: a large file holds a slice in memory.
    public func writeContents(of value: String, in subfolder: String, sliceSize: Int, _ write: ([UInt8]) async throws -> Void) async throws {
        let pool = NIOThreadPool.singleton
        let opened: Int32? = try await pool.runIfActive { [self] in file(named: value, in: subfolder).flatMap(Self.openRegular) }
        guard let descriptor = opened else { throw Failure("'\(value)' names no file in the upload folder") }
        defer { close(descriptor) }
        while true {
            let slice: [UInt8] = try await pool.runIfActive {
                var slice = [UInt8](repeating: 0, count: sliceSize)
                while true {
                    let got = slice.withUnsafeMutableBytes { buffer in readBytes(descriptor, buffer.baseAddress!, buffer.count) }
                    if got < 0 && errno == EINTR { continue }
                    guard got >= 0 else { throw Failure("the file '\(value)' could not be read to its end (\(Self.errorText()))") }
                    return got == slice.count ? slice : Array(slice.prefix(got))
                }
            }
            if slice.isEmpty { return }
            try await write(slice)
        }
    }

    /// `file` opened to read, when it is a regular file: never a link (`O_NOFOLLOW`), and never
    /// waiting on a pipe put in its place since it was looked at (`O_NONBLOCK`, then `fstat`).
    private static func openRegular(_ file: String) -> Int32? {
        let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    // MARK: - Writing

    /// Writes `bytes` as a new file in `subfolder` (a rule's `fileFolder`, `""` for the folder
    /// itself), named by the server after `fileName` (the browser's), and answers the value the
    /// column holds for it: its path under this folder. A value no longer than `maximumLength`
    /// characters (the column's), the browser's name cut to fit.
    public func write(_ bytes: ByteBuffer, named fileName: String, in subfolder: String, maximumLength: Int? = nil) async throws -> String {
        try await NIOThreadPool.singleton.runIfActive { [self] in
            try writeNow(bytes, named: fileName, in: subfolder, maximumLength: maximumLength)
        }
    }

    private func writeNow(_ bytes: ByteBuffer, named fileName: String, in subfolder: String, maximumLength: Int?) throws(Failure) -> String {
        let components = subfolder.split(separator: "/").map(String.init)
        guard !subfolder.utf8.contains(0), !subfolder.hasPrefix("/"), components.allSatisfy({ !$0.hasPrefix(".") }) else {
            throw Failure("the file folder '\(subfolder)' a rule names is not a folder inside the upload folder")
        }
        // The subfolder, made where it is missing, each part checked to be inside before the
        // next is made in it: a link among its parts that leads out is refused, nothing made there.
        var directory = path
        for component in components {
            directory += "/" + component
            if mkdir(directory, 0o755) != 0 && errno != EEXIST {
                throw Failure("the file folder '\(subfolder)' cannot be made in the upload folder (\(Self.errorText()))")
            }
            guard let real = Self.realPath(directory), real.hasPrefix(path + "/") else {
                throw Failure("the file folder '\(subfolder)' leads out of the upload folder")
            }
            directory = real
        }
        let prefix = components.isEmpty ? "" : components.joined(separator: "/") + "/"
        let random = Self.randomName()
        guard (maximumLength ?? Int.max) >= prefix.count + random.count else {
            throw Failure("the column holds at most \(maximumLength ?? 0) characters: too few for a file's path in '\(subfolder)'")
        }
        // Room for the browser's name in the column: after the folder, the random part and a '-'.
        let room = (maximumLength ?? Int.max) - prefix.count - random.count - 1
        let kept = Self.safeName(fileName, length: min(Self.nameLength, room))
        let name = kept.isEmpty ? random : random + "-" + kept
        let file = directory + "/" + name
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure("a file cannot be made in the upload folder (\(Self.errorText()))") }
        var written = 0
        var failure: Failure?
        bytes.withUnsafeReadableBytes { buffer in
            while written < buffer.count {
                let count = writeBytes(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = Failure("the file could not be written whole (\(Self.errorText()))")
                    return
                }
                written += count
            }
        }
        // On the disk before the row that names it is committed: the file, and its name in
        // each folder up to the upload folder (some made just now).
        if failure == nil && fsync(descriptor) != 0 { failure = Failure("the file could not be written to the disk (\(Self.errorText()))") }
        close(descriptor)
        if failure == nil {
            var folder = directory
            while failure == nil {
                let handle = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                if handle < 0 || fsync(handle) != 0 { failure = Failure("the file's folder could not be written to the disk (\(Self.errorText()))") }
                if handle >= 0 { close(handle) }
                if folder == path { break }
                folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
            }
        }
        if let failure {
            unlink(file)
            throw failure
        }
        return prefix + name
    }

    /// Removes the file `value` names in `subfolder`, written for a save that was refused: no
    /// row names it.
    public func remove(_ value: String, in subfolder: String) {
        if let file = file(named: value, in: subfolder) { unlink(file) }
    }

    /// The name people see of a stored value: its last part, without the random part the
    /// server put before the browser's name (`dune.png` of `covers/5f0c…9a1e-dune.png`).
    public static func displayName(of value: String) -> String {
        let last = value.split(separator: "/").last.map(String.init) ?? value
        let hex = last.prefix(32)
        if hex.count == 32, hex.allSatisfy(\.isHexDigit) {
            let rest = last.dropFirst(32)
            if rest.hasPrefix("-"), rest.count > 1 { return String(rest.dropFirst()) }
        }
        return last
    }

    /// `name` (a browser's, maybe a whole Windows path) as a stored name may hold it: its last
    /// part, letters, digits, `.`, `-` and `_` only (others become `_`), no leading dot, at most
    /// `length` characters — its end kept, where the kind's ending is.
    public static func safeName(_ name: String, length: Int) -> String {
        guard length > 0 else { return "" }
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var safe = String(last.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-" || $0 == "_") ? Character($0) : "_" })
        while safe.hasPrefix(".") { safe.removeFirst() }
        return String(safe.suffix(length))
    }

    /// 128 random bits, as 32 hexadecimal digits.
    static func randomName() -> String {
        var generator = SystemRandomNumberGenerator()
        return [generator.next(), generator.next()].map { (value: UInt64) in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}

/// `read(2)` and `write(2)`, by names no method here hides.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, buffer, count) }
