import Foundation
import Synchronization

/// Where a ``Database`` writes every statement it runs: one JSON object a line, with the SQL
/// text, the values bound to it as the engine receives them, how long it took, and how many rows
/// it gave (or why it failed).
///
/// ```swift
/// let log = try StatementLog(path: "statements.jsonl")
/// let database = try await Database.open("rental.sqlite", statementLog: log)
/// ```
///
/// A line looks like this (on one line):
///
/// ```json
/// {"sql":"SELECT \"film_id\", \"title\" FROM \"film\" WHERE \"film_id\" = ?","binds":[10],"ms":0.031,"rows":1}
/// ```
///
/// - `sql`: the statement's text, as the engine prepares it (`?` or `$1` for each value).
/// - `binds`: its values, as the engine receives them. On SQLite a whole number is a JSON
///   integer, a number with a fraction a JSON number written with a point or an exponent
///   (`2.0`, `1e-05`), text of every kind (dates, decimals, UUIDs, JSON) a string, and a
///   Boolean the integer 0 or 1, as SQLite stores it; a number SQLite cannot receive as JSON
///   (infinity, not a number) is the string `"inf"`, `"-inf"` or `"nan"`. On PostgreSQL every
///   value is sent as untyped text, which the server types from where it stands: each is a
///   string (`"10"`, `"true"`). `null` is SQL's NULL on both; `{"blob":SIZE}` a binary value,
///   which no engine receives (the statement fails).
/// - `ms`: the time from handing the statement to the connection to its last row, in
///   milliseconds to the microsecond. Waiting for a connection is not counted; on SQLite,
///   waiting for another writer's lock is.
/// - `rows`: how many rows a query gave; absent for a statement whose rows are not read.
/// - `error`: why it failed, when it did (then no `rows`).
///
/// Lines are written in the order statements end, each with one `write` under a lock, so that
/// the lines of statements running at once never mix. The log holds statements run through the
/// database's connections once it is open: reflection's, before, and those of a change listener's
/// connection of its own are not among them. Opened without a log, a database does no work for
/// one.
///
/// What it is for: seeing which statements a page runs and what each costs (`tessera serve
/// --log-statements FILE`), and replaying exactly those — `Benchmarks/Floor` runs a page's
/// statements as captured here.
///
/// The values are written as they are: a log of a database holding personal data holds what
/// its pages asked for. Keep the file where the data may be.
public final class StatementLog: Sendable {
    private let descriptor: Int32
    private let closesDescriptor: Bool
    /// Held while a line is written: one line at a time, whole.
    private let writing = Mutex(())

    /// A log appended to the file at `path`, made (readable by its owner and group) when missing.
    ///
    /// - Throws: ``DatabaseError`` (``DatabaseError/Kind/connection``) when the file cannot be
    ///   opened for appending.
    public init(path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o640)
        guard descriptor >= 0 else {
            throw DatabaseError(
                .connection, "Cannot open '\(path)' to log statements into: \(String(cString: strerror(errno))). Check that its folder exists and may be written.")
        }
        self.descriptor = descriptor
        self.closesDescriptor = true
    }

    /// A log written to the process's standard error.
    public static var standardError: StatementLog {
        StatementLog(descriptor: STDERR_FILENO, closesDescriptor: false)
    }

    private init(descriptor: Int32, closesDescriptor: Bool) {
        self.descriptor = descriptor
        self.closesDescriptor = closesDescriptor
    }

    deinit {
        if closesDescriptor { close(descriptor) }
    }

    /// Writes the line of `statement`, which `engine` ran in `duration`: with its `rowCount`
    /// when its rows were read, or its `failure`.
    func record(_ statement: SQLStatement, on engine: Database.Engine, took duration: Duration, rowCount: Int?, failure: (any Error)?) {
        var line: [UInt8] = []
        line.reserveCapacity(statement.sql.utf8.count + 64)
        line.append(contentsOf: #"{"sql":"#.utf8)
        Self.appendString(statement.sql, to: &line)
        line.append(contentsOf: #","binds":["#.utf8)
        for (index, value) in statement.binds.enumerated() {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            Self.append(value, on: engine, to: &line)
        }
        line.append(contentsOf: #"],"ms":"#.utf8)
        Self.appendMilliseconds(duration, to: &line)
        if let failure {
            line.append(contentsOf: #","error":"#.utf8)
            Self.appendString((failure as? DatabaseError)?.message ?? (failure as? EngineError)?.message ?? "\(failure)", to: &line)
        } else if let rowCount {
            line.append(contentsOf: #","rows":"#.utf8)
            line.append(contentsOf: String(rowCount).utf8)
        }
        line.append(contentsOf: "}\n".utf8)
        writing.withLock { _ in
            line.withUnsafeBytes { bytes in
                var offset = 0
                // A write to a pipe or a terminal may take part of the line; the rest follows.
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0 && errno == EINTR {
                        continue
                    } else {
                        // A full disk or a closed pipe: the statement ran all the same, and a
                        // log must never fail the page that ran it.
                        return
                    }
                }
            }
        }
    }

    /// `value` as `engine` receives it (see the type's description).
    private static func append(_ value: DatabaseValue, on engine: Database.Engine, to line: inout [UInt8]) {
        switch value {
        case .null:
            line.append(contentsOf: "null".utf8)
        case .blob, .bytes:
            // Binary data by its size: the log holds no file.
            line.append(contentsOf: #"{"blob":"#.utf8)
            line.append(contentsOf: String(value.binarySize ?? 0).utf8)
            line.append(UInt8(ascii: "}"))
        case _ where engine == .postgres:
            // PostgreSQL receives every value as its text (PostgresDatabaseConnection).
            appendString(value.text ?? "", to: &line)
        case .integer(let number):
            line.append(contentsOf: String(number).utf8)
        case .bool(let flag):
            line.append(UInt8(ascii: flag ? "1" : "0"))
        case .double(let number):
            if number.isFinite {
                // Swift writes a point or an exponent in every finite Double ("2.0", "1e-05"):
                // what tells it from a whole number when the line is read back.
                line.append(contentsOf: number.description.utf8)
            } else {
                appendString(number.isNaN ? "nan" : number < 0 ? "-inf" : "inf", to: &line)
            }
        case .decimal(let text), .text(let text), .date(let text), .timestamp(let text), .uuid(let text), .json(let text):
            appendString(text, to: &line)
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as
    /// its UTF-8 bytes.
    private static func appendString(_ text: String, to line: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        line.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): line.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): line.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): line.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): line.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): line.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                line.append(contentsOf: #"\u00"#.utf8)
                line.append(hex[Int(byte >> 4)])
                line.append(hex[Int(byte & 0xF)])
            default: line.append(byte)
            }
        }
        line.append(UInt8(ascii: "\""))
    }

    /// `duration` in milliseconds with three decimals (to the microsecond).
    private static func appendMilliseconds(_ duration: Duration, to line: inout [UInt8]) {
        let (seconds, attoseconds) = duration.components
        let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
        line.append(contentsOf: String(microseconds / 1000).utf8)
        line.append(UInt8(ascii: "."))
        let fraction = String(microseconds % 1000)
        line.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 3 - fraction.utf8.count))
        line.append(contentsOf: fraction.utf8)
    }
}
