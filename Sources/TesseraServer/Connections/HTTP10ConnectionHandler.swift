import NIOCore
import NIOHTTP1

/// Answers an HTTP/1.0 request as HTTP/1.0, and closes the connection after it unless the client
/// asked to keep it.
///
/// Hummingbird works in HTTP types that have no version: it answers every request as HTTP/1.1,
/// with a chunked body, and keeps the connection open until the client sends `Connection: close`.
/// An HTTP/1.0 client (a monitoring probe, an old proxy, `ab`) cannot read chunks and expects the
/// server to close: it waited forever on a connection the server held forever. This handler sits
/// where the version is still known — between NIO's HTTP/1 parser and the conversion to HTTP
/// types — and puts it back.
final class HTTP10ConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Whether the request being answered is HTTP/1.0.
    private var answeringHTTP10 = false
    /// Whether the connection ends with this response.
    private var closesAfterResponse = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data) {
            answeringHTTP10 = head.version.major == 1 && head.version.minor == 0
            closesAfterResponse = answeringHTTP10 && !head.isKeepAlive
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard answeringHTTP10 else { return context.write(data, promise: promise) }
        switch unwrapOutboundIn(data) {
        case .head(var head):
            head.version = .http1_0
            // HTTP/1.0 has no chunks: a body of unknown length ends where the connection does.
            if !head.headers.contains(name: "content-length") { closesAfterResponse = true }
            head.headers.remove(name: "transfer-encoding")
            head.headers.replaceOrAdd(name: "connection", value: closesAfterResponse ? "close" : "keep-alive")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where closesAfterResponse:
            let written = context.eventLoop.makePromise(of: Void.self)
            if let promise { written.futureResult.cascade(to: promise) }
            context.writeAndFlush(data, promise: written)
            // The channel, not the context: a context may be used only on its event loop, and the
            // channel is Sendable.
            let channel = context.channel
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
        default:
            context.write(data, promise: promise)
        }
    }
}
