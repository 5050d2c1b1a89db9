import NIOCore

/// One value read from or written to a database column, typed the way the application shows it.
///
/// The cases are the ones a business application distinguishes, not the storage classes of one
/// engine: an SQLite `INTEGER` and a PostgreSQL `bigint` both arrive as ``integer(_:)``, a
/// `numeric(10,2)` arrives as ``decimal(_:)`` with its exact digits, a `timestamptz` as
/// ``timestamp(_:)`` in UTC.
///
/// ```swift
/// let title: DatabaseValue = "ACADEMY DINOSAUR"   // .text
/// let year: DatabaseValue = 2006                  // .integer
/// if case .integer(let n) = row["release_year"] { print(n) }
/// ```
///
/// Values always travel to the database as bound parameters, never inside SQL text.
public enum DatabaseValue: Sendable, Hashable {
    /// SQL `NULL`.
    case null
    /// A whole number (every integer type of both engines fits in 64 bits).
    case integer(Int64)
    /// A binary floating-point number (`real`, `double precision`).
    case double(Double)
    /// An exact decimal number, kept as its digits (`numeric`, `decimal`) so nothing is rounded.
    case decimal(String)
    /// Text.
    case text(String)
    /// A boolean. SQLite stores it as 0 or 1; reflection knows the column is boolean.
    case bool(Bool)
    /// A calendar date written `YYYY-MM-DD`.
    case date(String)
    /// A date and time written `YYYY-MM-DD HH:MM:SS[.ffffff][+00]`; with a zone it is UTC.
    case timestamp(String)
    /// A UUID in its canonical lowercase text form.
    case uuid(String)
    /// A JSON document as text.
    case json(String)
    /// Binary data. Only its size in bytes is read, so a page of rows never loads large objects.
    case blob(size: Int)
    /// Binary data to write: the bytes themselves (an uploaded file), bound as they are — a
    /// `bytea` on PostgreSQL, a blob on SQLite — never as text. Read back, a value is
    /// ``blob(size:)`` again.
    case bytes(ByteBuffer)

    /// The size in bytes of binary data: of a ``blob(size:)`` read, of ``bytes(_:)`` to write;
    /// `nil` for other values.
    public var binarySize: Int? {
        switch self {
        case .blob(let size): size
        case .bytes(let buffer): buffer.readableBytes
        default: nil
        }
    }

    /// Whether this is ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value as the text a person would type for it, or `nil` for `NULL`.
    ///
    /// This is the inverse of ``Attribute/parse(_:)`` for every case but ``blob(size:)`` and
    /// ``bytes(_:)``, which read as `"<N bytes>"`.
    public var text: String? {
        switch self {
        case .null: return nil
        case .integer(let value): return String(value)
        case .double(let value): return DatabaseValue.text(of: value)
        case .decimal(let value), .text(let value), .date(let value), .timestamp(let value),
            .uuid(let value), .json(let value):
            return value
        case .bool(let value): return value ? "true" : "false"
        case .blob(let size): return "<\(size) bytes>"
        case .bytes(let buffer): return "<\(buffer.readableBytes) bytes>"
        }
    }

    /// Doubles print without a trailing `.0` for whole numbers, and as the SQL words for the
    /// non-finite values, so that both engines read them back.
    static func text(of value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// The name of the case, for messages ("expected a date, got text").
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .integer: return "whole number"
        case .double: return "number"
        case .decimal: return "decimal number"
        case .text: return "text"
        case .bool: return "boolean"
        case .date: return "date"
        case .timestamp: return "timestamp"
        case .uuid: return "UUID"
        case .json: return "JSON"
        case .blob, .bytes: return "binary data"
        }
    }
}

extension DatabaseValue: ExpressibleByStringLiteral {
    /// A string literal is ``text(_:)``.
    public init(stringLiteral value: String) { self = .text(value) }
}

extension DatabaseValue: ExpressibleByIntegerLiteral {
    /// An integer literal is ``integer(_:)``.
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension DatabaseValue: ExpressibleByFloatLiteral {
    /// A floating-point literal is ``double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension DatabaseValue: ExpressibleByBooleanLiteral {
    /// `true` and `false` are ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension DatabaseValue: ExpressibleByNilLiteral {
    /// `nil` is ``null``.
    public init(nilLiteral: ()) { self = .null }
}

extension DatabaseValue: CustomStringConvertible {
    /// The value as text, `NULL` for null; text values are not quoted.
    public var description: String { text ?? "NULL" }
}
