import Hummingbird
import ServiceLifecycle

extension Response {
    /// A live stream of server-sent events to one browser, written by `send` until the browser
    /// closes the connection, the server shuts down (`close` is called, which must make `send`
    /// return), or `send` returns; then `ended` runs and `ticket`'s place in the quota is given
    /// back — with the response too, when it is dropped unwritten.
    static func eventStream(
        for request: Request, ticket: LiveStreamTicket, close: @escaping @Sendable () -> Void, ended: @escaping @Sendable () async -> Void,
        send: @escaping @Sendable (inout any ResponseBodyWriter) async throws -> Void
    ) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store", .xAccelBuffering: "no"],
            body: ResponseBody { writer in
                do {
                    // Ends the stream when the browser closes the connection, or the server shuts
                    // down: nothing else would interrupt a stream waiting for its next event.
                    try await request.body.consumeWithCancellationOnInboundClose { _ in
                        try await withGracefulShutdownHandler {
                            try await send(&writer)
                        } onGracefulShutdown: {
                            close()
                        }
                    }
                } catch {
                    // The browser went away or the server is stopping: the stream just ends.
                }
                await ended()
                withExtendedLifetime(ticket) {}
                try? await writer.finish(nil)
            })
    }
}
