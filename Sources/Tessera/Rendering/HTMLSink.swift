#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A destination for rendered HTML bytes.
///
/// The renderer fills a buffer of ``RenderOptions/chunkSize`` bytes and hands it to the sink each
/// time it is full, so a page of any size passes through the sink a chunk at a time and never
/// exists whole in memory. Throw from ``write(_:)`` to stop rendering: the renderer stops writing
/// and rethrows the error from ``HTMLRenderer/render(_:into:)-(_,Sink)``.
public protocol HTMLSink {
    /// Takes the next chunk of UTF-8 encoded HTML. The bytes are only valid during the call.
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws
}

extension Array: HTMLSink where Element == UInt8 {
    /// Appends the chunk: the whole document ends up in the array.
    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        append(contentsOf: bytes)
    }
}

/// A sink that writes to an open file descriptor, such as standard output or a file.
public struct FileDescriptorSink: HTMLSink {
    /// The descriptor written to. The sink never closes it.
    public let fileDescriptor: Int32

    /// A sink that writes to `fileDescriptor`.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// A sink that writes to the process's standard output.
    public static var standardOutput: FileDescriptorSink { FileDescriptorSink(fileDescriptor: 1) }

    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard var address = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Darwin)
            let written = Darwin.write(fileDescriptor, address, remaining)
            #else
            let written = Glibc.write(fileDescriptor, address, remaining)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                throw FileDescriptorSinkError(errorNumber: errno)
            }
            remaining -= written
            address += written
        }
    }
}

/// Writing to a file descriptor failed.
public struct FileDescriptorSinkError: Error, CustomStringConvertible, Sendable {
    /// The system's error number (`errno`).
    public var errorNumber: Int32

    public var description: String {
        "could not write the rendered HTML: \(String(cString: strerror(errorNumber)))"
    }
}

/// A sink that counts bytes and chunks and keeps nothing: for measuring a rendering.
public struct CountingSink: HTMLSink {
    /// Bytes received so far.
    public private(set) var byteCount = 0
    /// Chunks received so far.
    public private(set) var chunkCount = 0
    /// The largest chunk received.
    public private(set) var largestChunk = 0

    /// A sink that has counted nothing yet.
    public init() {}

    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        byteCount += bytes.count
        chunkCount += 1
        largestChunk = Swift.max(largestChunk, bytes.count)
    }
}
