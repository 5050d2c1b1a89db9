/// The kind of value an attribute holds, decided by reflection from the column's declared type.
///
/// It decides how a value is read (``DatabaseValue`` case), parsed from a form, validated and
/// shown. SQLite's type affinity rules and PostgreSQL's type catalogue both map onto these cases;
/// ``Attribute/declaredType`` keeps the database's own spelling.
public enum ValueType: String, Sendable, Hashable, CaseIterable {
    /// Whole numbers: SQLite `INTEGER` affinity, PostgreSQL `smallint`, `integer`, `bigint`.
    case integer
    /// Floating-point numbers: SQLite `REAL` affinity, PostgreSQL `real`, `double precision`.
    case double
    /// Exact decimals: SQLite `NUMERIC`/`DECIMAL`, PostgreSQL `numeric` (`money` is text: its
    /// form depends on the server's locale).
    case decimal
    /// Text: SQLite `TEXT` affinity or no declared type, PostgreSQL `text`, `varchar`, `char`,
    /// and every type shown as text (arrays, enums, intervals, network addresses…).
    case text
    /// Booleans: SQLite columns declared `BOOLEAN`/`BOOL`, PostgreSQL `boolean`.
    case boolean
    /// Dates: columns declared `DATE`.
    case date
    /// Dates with times: `DATETIME`, `TIMESTAMP`, PostgreSQL `timestamp` and `timestamptz`.
    case timestamp
    /// UUIDs: PostgreSQL `uuid`, SQLite columns declared `UUID`.
    case uuid
    /// JSON documents: PostgreSQL `json` and `jsonb`, SQLite columns declared `JSON`.
    case json
    /// Binary data: SQLite `BLOB`, PostgreSQL `bytea`. Read as a size only, never edited.
    case blob

    /// Whether ``Attribute/maximumLength`` and text search apply to values of this type.
    public var isTextual: Bool { self == .text }

    /// Whether values of this type are numbers (range checks apply).
    public var isNumeric: Bool { self == .integer || self == .double || self == .decimal }
}
