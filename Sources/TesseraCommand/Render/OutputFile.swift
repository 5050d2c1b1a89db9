#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Tessera

/// A file written whole or not at all: the HTML goes to a temporary file beside it, renamed into
/// place once complete, so a failed rendering never leaves half a page where the old one was.
enum OutputFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(to path: String, _ body: (inout FileDescriptorSink) throws -> Void) throws {
        let temporary = path + ".tessera-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        var sink = FileDescriptorSink(fileDescriptor: descriptor)
        do {
            try body(&sink)
            guard close(descriptor) == 0 else {
                throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            if let failure = error as? Failure { throw failure }
            throw Failure(description: "cannot write '\(path)': \(error)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "cannot write '\(path)': \(reason)")
        }
    }
}
