import Foundation

extension HTMLRenderer {
    /// The HTML of `view` as an asynchronous sequence of chunks, for a server that writes a
    /// response body as it is rendered:
    ///
    /// ```swift
    /// for try await chunk in renderer.chunks(of: page) {
    ///     try await writer.write(ByteBuffer(bytes: chunk))
    /// }
    /// ```
    ///
    /// Rendering starts when iteration starts, on the renderer's own thread, and runs at most
    /// `bufferedChunks` chunks ahead of the reader: a slow client holds the renderer back instead
    /// of filling memory. When the reader stops early (the client went away, the task was
    /// cancelled), the rendering stops too, and a cancelled reader gets a `CancellationError`
    /// rather than an end that would look like a complete page.
    ///
    /// The sequence can be iterated once: the view is rendered once, on one thread.
    public func chunks<Content: View>(of view: Content, bufferedChunks: Int = 4) -> HTMLChunks {
        let renderer = self
        let body = RenderBody { output, context in
            Content._render(view, into: &output, context: context)
        }
        return HTMLChunks(capacity: max(1, bufferedChunks)) { channel in
            let job = renderer.job(body, into: ChannelSink(channel: channel))
            job.start {
                switch job.result {
                case .failure(let error): channel.finish(throwing: error)
                default: channel.finish(throwing: nil)
                }
            }
        }
    }
}

/// The chunks of a rendering, in order: see ``HTMLRenderer/chunks(of:bufferedChunks:)``.
public struct HTMLChunks: AsyncSequence, Sendable {
    public typealias Element = [UInt8]

    let capacity: Int
    let produce: @Sendable (ChunkChannel) -> Void
    private let iterated = IterationFlag()

    init(capacity: Int, produce: @escaping @Sendable (ChunkChannel) -> Void) {
        self.capacity = capacity
        self.produce = produce
    }

    public func makeAsyncIterator() -> Iterator {
        let channel = ChunkChannel(capacity: capacity)
        guard iterated.claim() else {
            channel.finish(throwing: IteratedTwice())
            return Iterator(channel: channel, produce: nil)
        }
        return Iterator(channel: channel, produce: produce)
    }

    /// A second iteration of the same ``HTMLChunks``: render the view again with another call to
    /// ``HTMLRenderer/chunks(of:bufferedChunks:)``.
    public struct IteratedTwice: Error, CustomStringConvertible {
        public var description: String {
            "HTMLChunks can be iterated once; call chunks(of:) again to render the view again"
        }
    }

    /// Reads the chunks; the first call to ``next()`` starts the rendering.
    public final class Iterator: AsyncIteratorProtocol {
        private let channel: ChunkChannel
        private var produce: (@Sendable (ChunkChannel) -> Void)?

        init(channel: ChunkChannel, produce: (@Sendable (ChunkChannel) -> Void)?) {
            self.channel = channel
            self.produce = produce
        }

        deinit {
            channel.cancel()
        }

        public func next() async throws -> [UInt8]? {
            if let produce {
                // Starts the render thread; this task only waits for chunks.
                self.produce = nil
                produce(channel)
            }
            let channel = channel
            return try await withTaskCancellationHandler {
                try await channel.receive()
            } onCancel: {
                channel.cancel()
            }
        }
    }
}

/// The hand-over between the render thread and the reading task: a queue of at most `capacity`
/// chunks. The render thread waits on a condition when the queue is full; the reader suspends on a
/// continuation when it is empty.
final class ChunkChannel: @unchecked Sendable {
    // Every field below is read and written only with `condition` locked.
    private let condition = NSCondition()
    private let capacity: Int
    private var queue: [[UInt8]] = []
    private var isFinished = false
    private var failure: (any Error)?
    private var isCancelled = false
    private var waitingReader: CheckedContinuation<[UInt8]?, any Error>?

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Called by the render thread: hands over a chunk, waiting while the queue is full.
    func send(_ chunk: [UInt8]) throws {
        condition.lock()
        while queue.count >= capacity && !isCancelled {
            condition.wait()
        }
        if isCancelled {
            condition.unlock()
            throw CancellationError()
        }
        if let reader = waitingReader {
            waitingReader = nil
            condition.unlock()
            reader.resume(returning: chunk)
        } else {
            queue.append(chunk)
            condition.unlock()
        }
    }

    /// Called by the render thread when the rendering has ended.
    func finish(throwing error: (any Error)?) {
        condition.lock()
        isFinished = true
        failure = isCancelled ? CancellationError() : error
        let reader = waitingReader
        let failure = failure
        waitingReader = nil
        condition.unlock()
        if let reader {
            if let failure { reader.resume(throwing: failure) } else { reader.resume(returning: nil) }
        }
    }

    /// Called by the reader: the next chunk, or `nil` at the end.
    func receive() async throws -> [UInt8]? {
        try await withCheckedThrowingContinuation { continuation in
            condition.lock()
            if !queue.isEmpty {
                let chunk = queue.removeFirst()
                condition.signal()
                condition.unlock()
                continuation.resume(returning: chunk)
            } else if isCancelled {
                condition.unlock()
                continuation.resume(throwing: CancellationError())
            } else if isFinished {
                let error = failure
                failure = nil
                condition.unlock()
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: nil) }
            } else {
                waitingReader = continuation
                condition.unlock()
            }
        }
    }

    /// Called when the reader is gone: the render thread stops at its next chunk.
    func cancel() {
        condition.lock()
        isCancelled = true
        let reader = waitingReader
        waitingReader = nil
        condition.broadcast()
        condition.unlock()
        reader?.resume(throwing: CancellationError())
    }
}

/// The sink the render thread writes into: each chunk goes to the channel.
private struct ChannelSink: HTMLSink {
    let channel: ChunkChannel

    mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        try channel.send(Array(bytes))
    }
}

/// Set once, by the first iteration.
private final class IterationFlag: @unchecked Sendable {
    // `claimed` is read and written only with `lock` held.
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}
