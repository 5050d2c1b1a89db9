import Foundation
import Hummingbird
import TesseraSections

/// The text of server-sent events (the `text/event-stream` format) that a live stream writes.
///
/// Data is JSON on one line: JSON escapes line breaks inside strings, and a line break is all
/// that could end an event early.
enum ServerSentEvent {
    /// How long a browser waits before reconnecting, in milliseconds: the stream's first line.
    static func retry(milliseconds: Int) -> ByteBuffer {
        ByteBuffer(string: "retry: \(milliseconds)\n\n")
    }

    /// An `update` event, identified by its version so that a reconnecting browser says what it
    /// has.
    static func update(_ update: SectionUpdate) throws -> ByteBuffer {
        event("update", id: update.version, data: try encoder.encode(update))
    }

    /// A `reset` event: every section's HTML at `version`.
    static func reset(version: SectionVersion, html: String) throws -> ByteBuffer {
        event("reset", id: version, data: try encoder.encode(Reset(version: version, html: html)))
    }

    /// A `changed` event, without data: what the reader of it showed is out of date (a
    /// dashboard's tables changed).
    static let changed = ByteBuffer(string: "event: changed\ndata: \n\n")

    /// A comment, which browsers ignore: keeps the connection open through proxies, and fails to
    /// write once the browser is gone.
    static let heartbeat = ByteBuffer(string: ": heartbeat\n\n")

    private struct Reset: Encodable {
        let version: SectionVersion
        let html: String
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    private static func event(_ name: String, id: SectionVersion, data: Data) -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.writeString("id: \(id)\nevent: \(name)\ndata: ")
        buffer.writeBytes(data)
        buffer.writeString("\n\n")
        return buffer
    }
}
