import NIOCore
import NIOHTTP1

/// The one deadline a connection is under at a time, and what moves it: bytes of a new request
/// start the head's clock, a complete head the body's, the end of the body stops the clock
/// (the response takes the time it takes), the end of the response starts the idle clock.
/// When the deadline passes, the connection is closed.
///
/// Beside it, at any phase, the write deadline: while the channel is not writable — its client
/// reads nothing, and what the server wrote fills the socket and the channel's buffer — a clock
/// runs; the client reading again stops it, and its end closes the connection.
///
/// Lives on the connection's event loop, shared by the two handlers that watch it.
final class ConnectionDeadline {
    private enum Phase {
        /// Between requests (or before the first), no byte of the next one yet.
        case idle
        /// Some bytes of a request, not yet its whole head.
        case readingHead
        /// The head, not yet the whole body.
        case readingBody
        /// The request is read; the response is being made or sent.
        case responding
    }

    private let timeouts: ConnectionTimeouts
    private var phase = Phase.idle
    private var timer: Scheduled<Void>?
    private var writeTimer: Scheduled<Void>?
    private weak var channel: (any Channel)?

    init(timeouts: ConnectionTimeouts) {
        self.timeouts = timeouts
    }

    /// The connection opened: a client that sends nothing has the head's time, not the idle's.
    func start(_ context: ChannelHandlerContext) {
        channel = context.channel
        phase = .readingHead
        schedule(timeouts.requestHead, on: context.eventLoop)
    }

    func bytesArrived(_ context: ChannelHandlerContext) {
        guard phase == .idle else { return }
        phase = .readingHead
        schedule(timeouts.requestHead, on: context.eventLoop)
    }

    func headArrived(_ context: ChannelHandlerContext) {
        phase = .readingBody
        schedule(timeouts.requestBody, on: context.eventLoop)
    }

    func bodyEnded() {
        phase = .responding
        timer?.cancel()
        timer = nil
    }

    func responseEnded(_ context: ChannelHandlerContext) {
        // A response may end before its request's body was read (a refusal): the body's clock
        // goes on until it is.
        guard phase == .responding else { return }
        phase = .idle
        schedule(timeouts.idle, on: context.eventLoop)
    }

    /// The channel's writability changed: bytes the client did not read filled its buffers, or
    /// it read some.
    func writabilityChanged(_ context: ChannelHandlerContext) {
        if context.channel.isWritable {
            writeTimer?.cancel()
            writeTimer = nil
        } else if writeTimer == nil {
            writeTimer = closing(after: timeouts.write, on: context.eventLoop)
        }
    }

    func stop() {
        timer?.cancel()
        timer = nil
        writeTimer?.cancel()
        writeTimer = nil
    }

    private func schedule(_ duration: Duration, on eventLoop: any EventLoop) {
        timer?.cancel()
        timer = closing(after: duration, on: eventLoop)
    }

    private func closing(after duration: Duration, on eventLoop: any EventLoop) -> Scheduled<Void> {
        let nanoseconds = duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
        return eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(in: .nanoseconds(nanoseconds)) { [weak self] in
            self?.channel?.close(promise: nil)
        }
    }
}

/// Watches the bytes as they arrive, first in the pipeline: the first of a request starts its
/// head's clock.
final class ConnectionBytesWatcher: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let deadline: ConnectionDeadline

    init(deadline: ConnectionDeadline) {
        self.deadline = deadline
    }

    func channelActive(context: ChannelHandlerContext) {
        deadline.start(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        deadline.bytesArrived(context)
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline.stop()
        context.fireChannelInactive()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        deadline.writabilityChanged(context)
        context.fireChannelWritabilityChanged()
    }
}

/// Watches the requests and responses as HTTP/1 parts, where a head and a body's end are known.
final class ConnectionMessagesWatcher: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let deadline: ConnectionDeadline

    init(deadline: ConnectionDeadline) {
        self.deadline = deadline
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: deadline.headArrived(context)
        case .end: deadline.bodyEnded()
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { deadline.responseEnded(context) }
        context.write(data, promise: promise)
    }
}
