import NIOCore
import NIOHTTPTypesHTTP1

/// Puts Tessera's connection handlers in their places and steps aside: Hummingbird adds extra
/// handlers after the conversion to HTTP types, where neither the bytes nor the HTTP version are
/// seen any more.
///
/// - first in the pipeline, a ``ConnectionBytesWatcher`` (the first byte of a request);
/// - before the conversion, an ``OversizedRequestHandler`` (a head too long to read), an
///   ``HTTP10ConnectionHandler`` and a ``ConnectionMessagesWatcher`` (the version, heads and ends
///   of messages).
final class TesseraConnectionHandlers: ChannelInboundHandler, RemovableChannelHandler {
    // NIO takes inbound or outbound handlers only; this one is gone before anything is read.
    typealias InboundIn = Any

    private let timeouts: ConnectionTimeouts

    init(timeouts: ConnectionTimeouts) {
        self.timeouts = timeouts
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let pipeline = context.pipeline.syncOperations
        let deadline = ConnectionDeadline(timeouts: timeouts)
        if let codec = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) {
            try? pipeline.addHandler(OversizedRequestHandler(), position: .before(codec))
            try? pipeline.addHandler(HTTP10ConnectionHandler(), position: .before(codec))
            try? pipeline.addHandler(ConnectionMessagesWatcher(deadline: deadline), position: .before(codec))
            let watcher = ConnectionBytesWatcher(deadline: deadline)
            try? pipeline.addHandler(watcher, position: .first)
            // The channel is active already: the pipeline is made when it connects.
            if context.channel.isActive, let watcherContext = try? pipeline.context(handler: watcher) {
                deadline.start(watcherContext)
            }
        }
        pipeline.removeHandler(context: context, promise: nil)
    }
}
