import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// One server-sent event as a browser's `EventSource` sees it.
struct ReceivedEvent: Equatable {
    var id: String?
    var name: String
    var data: String
}

/// Reads a server's live stream over a real HTTP/1.1 connection, event by event, as it arrives:
/// the test clients of Hummingbird read a whole response, and a live stream does not end.
struct EventStream {
    private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    private var buffer: [UInt8] = []
    private var ended = false
    private var body: [UInt8] = []
    /// The response's status and headers (lower-cased names).
    private(set) var status = 0
    private(set) var headers: [String: String] = [:]

    enum Failure: Error { case closed, malformed(String) }

    /// Opens `path` on the server at `port`, with `headers`, runs `body` with the stream, and closes
    /// the connection.
    static func open<Result>(
        port: Int, path: String, headers: [String: String] = [:], _ body: (inout EventStream) async throws -> Result
    ) async throws -> Result {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(
                        wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n"
            for (name, value) in headers { request += "\(name): \(value)\r\n" }
            try await outbound.write(ByteBuffer(string: request + "\r\n"))
            var stream = EventStream(inbound: inbound.makeAsyncIterator(), outbound: outbound)
            try await stream.readHead()
            return try await body(&stream)
        }
    }

    private mutating func fill() async throws {
        guard let chunk = try await inbound.next() else { throw Failure.closed }
        buffer += chunk.readableBytesView
    }

    private mutating func readHead() async throws {
        while true {
            if let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
                let lines = String(decoding: buffer[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
                buffer.removeSubrange(..<end.upperBound)
                status = Int(lines[0].split(separator: " ")[1]) ?? 0
                for line in lines.dropFirst() {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    headers[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
                }
                return
            }
            try await fill()
        }
    }

    /// Moves the complete chunks of the chunked body from the connection's bytes to `body`.
    private mutating func dechunk() throws {
        guard headers["transfer-encoding"] == "chunked" else {
            body += buffer
            buffer = []
            return
        }
        while let lineEnd = buffer.firstRange(of: Array("\r\n".utf8)) {
            guard let size = Int(String(decoding: buffer[..<lineEnd.lowerBound], as: UTF8.self), radix: 16) else {
                throw Failure.malformed("chunk size")
            }
            guard buffer.count >= lineEnd.upperBound + size + 2 else { return }
            body += buffer[lineEnd.upperBound..<(lineEnd.upperBound + size)]
            buffer.removeSubrange(..<(lineEnd.upperBound + size + 2))
            if size == 0 {
                ended = true
                return
            }
        }
    }

    /// Closes the connection's sending side, as a browser leaving the page does, and reads until
    /// the server has ended the response: it ends it once it has forgotten the browser.
    mutating func leave() async throws {
        outbound.finish()
        while !ended {
            try dechunk()
            if ended { return }
            guard let chunk = try await inbound.next() else { return }
            buffer += chunk.readableBytesView
        }
    }

    /// Reads the response to its end: whether the body ended properly (its last chunk came), or the
    /// server closed the connection in the middle of it.
    mutating func readToEnd() async throws -> (body: [UInt8], endedProperly: Bool) {
        while !ended {
            try dechunk()
            if ended { break }
            guard let chunk = try await inbound.next() else { return (body, false) }
            buffer += chunk.readableBytesView
        }
        return (body, true)
    }

    /// Reads the response to its end as ``readToEnd()`` does, or gives up after `limit`: then it
    /// closes its side of the connection (which ends the stream on the server) and says it gave
    /// up — the stream did not end by itself.
    mutating func readToEnd(within limit: Duration) async throws -> (body: [UInt8], endedProperly: Bool, gaveUp: Bool) {
        final class Flag: Sendable { let raised = Mutex(false) }
        let gaveUp = Flag()
        let outbound = outbound
        let timer = Task {
            try await Task.sleep(for: limit)
            gaveUp.raised.withLock { $0 = true }
            outbound.finish()
        }
        defer { timer.cancel() }
        let (body, endedProperly) = try await readToEnd()
        return (body, endedProperly, gaveUp.raised.withLock { $0 })
    }

    /// The next event, skipping comments (heartbeats) and the `retry` field.
    mutating func next() async throws -> ReceivedEvent {
        while true {
            try dechunk()
            if let end = body.firstRange(of: Array("\n\n".utf8)) {
                let block = String(decoding: body[..<end.lowerBound], as: UTF8.self)
                body.removeSubrange(..<end.upperBound)
                var event = ReceivedEvent(id: nil, name: "message", data: "")
                var hasData = false
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix(":") { continue }
                    let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                    let value = parts.count > 1 ? String(parts[1].drop { $0 == " " }) : ""
                    switch parts[0] {
                    case "id": event.id = value
                    case "event": event.name = value
                    case "data":
                        event.data += (hasData ? "\n" : "") + value
                        hasData = true
                    default: break
                    }
                }
                if hasData { return event }
                continue
            }
            try await fill()
        }
    }
}
