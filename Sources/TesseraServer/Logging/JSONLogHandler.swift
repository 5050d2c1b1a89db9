#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Logging
import TesseraData

/// Writes each log entry as one line of JSON — what a log collector (journald's JSON mode,
/// Loki, Elasticsearch, CloudWatch) reads without a pattern of its own.
///
/// ```swift
/// LoggingSystem.bootstrap { label in JSONLogHandler(label: label) }
/// ```
///
/// ```json
/// {"time":"2026-11-26T12:00:00.123Z","level":"notice","label":"tessera","message":"GET /e/film 200 12 ms","request_id":"3b0f0c8d4e5f6a7b","method":"GET","path":"/e/film","status":200,"duration_ms":12.4}
/// ```
///
/// The fields are the time (UTC, milliseconds), the level, the logger's label, the message, and
/// every metadata value at the top level, under its own name — except Hummingbird's request id,
/// `hb.request.id`, written as `request_id`, the one name every line of a request shares. A
/// metadata value that reads as a number (a status, a duration) is written as one. Each line is
/// handed to the system whole (one `write` while it takes it all, as it does for a line of a
/// few KiB), so lines of concurrent requests do not mix; a log that cannot be written (a closed
/// pipe) loses the line and never stops the server.
public struct JSONLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    public var logLevel: Logger.Level = .info
    /// The logger's label, written in each line.
    public let label: String
    private let output: FileHandle

    /// A handler for the logger `label`, writing to `output` (standard output by default).
    public init(label: String, output: FileHandle = .standardOutput, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        self.output = output
        self.metadataProvider = metadataProvider
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let own = event.metadata { merged.merge(own) { _, new in new } }
        var line = Self.line(time: Date(), level: event.level, label: label, message: "\(event.message)", metadata: merged)
        let descriptor = output.fileDescriptor
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                // Foundation's FileHandle.write traps on an error (EPIPE when journald restarts):
                // a line lost is better than a server stopped.
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// The line of one entry, its newline included.
    static func line(time: Date, level: Logger.Level, label: String, message: String, metadata: Logger.Metadata) -> String {
        var line = "{\"time\":"
        appendString(Self.timeFormat.format(time), to: &line)
        line += ",\"level\":"
        appendString(level.rawValue, to: &line)
        line += ",\"label\":"
        appendString(label, to: &line)
        line += ",\"message\":"
        appendString(message, to: &line)
        for key in metadata.keys.sorted() where !["time", "level", "label", "message"].contains(key) {
            line += ","
            appendString(key == "hb.request.id" ? "request_id" : key, to: &line)
            line += ":"
            appendValue(metadata[key]!, to: &line)
        }
        line += "}\n"
        return line
    }

    private static let timeFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)

    private static func appendValue(_ value: Logger.Metadata.Value, to line: inout String) {
        switch value {
        case .string(let text):
            appendString(text, to: &line)
        case .stringConvertible(let convertible):
            let text = convertible.description
            if convertible is any BinaryInteger || convertible is Double, Double(text)?.isFinite == true {
                line += text
            } else {
                appendString(text, to: &line)
            }
        case .array(let values):
            line += "["
            for (index, element) in values.enumerated() {
                if index > 0 { line += "," }
                appendValue(element, to: &line)
            }
            line += "]"
        case .dictionary(let values):
            line += "{"
            for (index, key) in values.keys.sorted().enumerated() {
                if index > 0 { line += "," }
                appendString(key, to: &line)
                line += ":"
                appendValue(values[key]!, to: &line)
            }
            line += "}"
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    private static func appendString(_ text: String, to line: inout String) {
        JSONString.append(text, to: &line)
    }
}
