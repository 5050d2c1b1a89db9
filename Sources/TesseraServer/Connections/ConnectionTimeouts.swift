import HummingbirdCore

/// How long a connection may keep the server waiting: for a request's head, for its body, and
/// between requests.
///
/// Without them, a client that sends half a header, stalls its body or opens connections and
/// sends nothing (slowloris) holds a connection — and its memory and file descriptor — for as
/// long as it likes. A response takes the time it takes (a live stream is open by design, for as
/// long as its page is) while its client reads it; a client that stops reading holds what the
/// server has made for it, and is let go after ``write``.
///
/// ```swift
/// let app = Application(router: router, server: .tessera(timeouts: ConnectionTimeouts(requestHead: .seconds(5))))
/// ```
public struct ConnectionTimeouts: Hashable, Sendable {
    /// From the first byte of a request (or the connection's opening) to the end of its head.
    /// Default 10 seconds.
    public var requestHead: Duration
    /// From the end of a request's head to the end of its body. Default 30 seconds.
    public var requestBody: Duration
    /// From the end of a response to the first byte of the next request on the same
    /// connection. Default 60 seconds.
    public var idle: Duration
    /// How long a response may wait for its client to read it: from when the bytes the server
    /// has written and the client has not read fill the connection's buffers (the socket's, then
    /// 64 KiB of the server's own) to when the client reads again. A client that reads nothing
    /// for this long — an export, a download, a live stream alike — is cut off, and what was
    /// made for it is freed. Default 30 seconds.
    public var write: Duration

    /// Timeouts with the given values, or the defaults.
    public init(
        requestHead: Duration = .seconds(10), requestBody: Duration = .seconds(30), idle: Duration = .seconds(60), write: Duration = .seconds(30)
    ) {
        self.requestHead = requestHead
        self.requestBody = requestBody
        self.idle = idle
        self.write = write
    }
}

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1.1 server with what Tessera's servers need around it: the connection
    /// ``ConnectionTimeouts``, and HTTP/1.0 clients answered in HTTP/1.0 and let go.
    public static func tessera(timeouts: ConnectionTimeouts = ConnectionTimeouts()) -> HTTPServerBuilder {
        .http1(configuration: .init(additionalChannelHandlers: [TesseraConnectionHandlers(timeouts: timeouts)]))
    }
}
