import NIOCore
import NIOHTTP1

/// Answers a request whose head is longer than NIO's HTTP/1 parser reads (80 KB: in practice an
/// address with a huge search or condition) with `414 URI Too Long` and a sentence saying what to
/// do, where Hummingbird would answer an empty `400 Bad Request`.
///
/// The parser's error still travels on (the connection ends, as it must: the rest of the head is
/// unread); the empty answer Hummingbird then writes is dropped here, so the client reads one
/// response.
final class OversizedRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Whether a response has begun and not ended: then the 414 cannot be written.
    private var responding = false
    /// Whether this handler has answered; every later response part is dropped.
    private var answered = false

    static let message = """
        The address of this request, with its headers, is longer than the 80 KB the server reads. \
        Shorten it: search for fewer or shorter words, or write a shorter condition.

        """

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let parserError = error as? HTTPParserError, parserError == .headerOverflow, !responding, !answered {
            answered = true
            var body = context.channel.allocator.buffer(capacity: Self.message.utf8.count)
            body.writeString(Self.message)
            let headers = HTTPHeaders([
                ("Connection", "close"), ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", String(body.readableBytes)),
            ])
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .uriTooLong, headers: headers))), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if answered {
            promise?.succeed()
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status.code >= 200: responding = true
        case .end: responding = false
        default: break
        }
        context.write(data, promise: promise)
    }
}
