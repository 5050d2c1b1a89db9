import Foundation

/// A column of an ``Entity``, as reflection found it.
///
/// An attribute knows what the application needs to show, parse and validate a value without
/// asking the database: its ``valueType``, whether it may be `NULL`, whether the database fills
/// it in (a default, an identity or an auto-incremented key), its maximum length and its range.
///
/// ```swift
/// let title = try database.model.entity(named: "film").attribute(named: "title")
/// title.valueType      // .text
/// title.maximumLength  // 255
/// try title.parse("ACADEMY DINOSAUR")   // .text("ACADEMY DINOSAUR")
/// ```
public struct Attribute: Sendable, Hashable, Identifiable {
    /// The column name, exactly as the database spells it (spaces, quotes and all).
    public var name: String
    /// The kind of value the column holds.
    public var valueType: ValueType
    /// The type as the database declares it (`varchar(50)`, `INTEGER`, `timestamp with time zone`).
    public var declaredType: String
    /// Whether the column accepts `NULL`.
    public var isNullable: Bool
    /// The column's default as the database writes it (an SQL expression such as `0` or
    /// `nextval('film_film_id_seq'::regclass)`), or `nil` when it has none.
    public var defaultValue: String?
    /// Whether the database assigns a value when none is given: a default, an identity, a serial,
    /// an SQLite `INTEGER PRIMARY KEY`, or (on PostgreSQL) a `BEFORE INSERT` trigger of the table
    /// that may fill it. Such an attribute is never "required" in a new row's form.
    public var isDatabaseGenerated: Bool
    /// The longest text the column accepts, in characters (`varchar(50)` gives 50), or `nil`.
    public var maximumLength: Int?
    /// The smallest and largest whole number the column holds (`smallint` is -32768...32767), or
    /// `nil` when the type does not bound it.
    public var integerRange: ClosedRange<Int64>?
    /// For `numeric(p, s)`: the number of digits in all and after the point, or `nil`.
    public var decimalPrecision: DecimalPrecision?
    /// Whether the column is part of its entity's primary key.
    public var isPrimaryKey: Bool
    /// Whether the column is computed by the database (a generated column) and cannot be written.
    public var isReadOnly: Bool
    /// The values the column may take, when it is an enumeration: a PostgreSQL enum type's labels,
    /// or the list of a check constraint such as `CHECK (rating IN ('G', 'PG', 'R'))`; otherwise
    /// `nil`. The database enforces them; a form offers them as a choice.
    public var allowedValues: [String]?
    /// How the engine holds a value this module shows as text (``ValueType/text``): a string, or
    /// a value of a type of its own (an enumeration, an array, a full-text document, a network
    /// address, a range…) that the engine compares and matches differently. ``TextKind/string``
    /// for every other value type.
    public var textKind: TextKind
    /// Whether the engine can order rows by the column: `false` for binary data, JSON, and
    /// PostgreSQL types without a default b-tree ordering (`json`, `point`, `xml`…).
    public var isOrderable: Bool

    /// Whether a fetch can sort by the column: orderable, and neither binary data nor JSON (what
    /// ``Database/isSortable(_:)`` answers, on either engine).
    public var isSortable: Bool {
        isOrderable && valueType != .blob && valueType != .json
    }

    /// How the engine holds a value shown as text; what decides how it is searched and filtered.
    public enum TextKind: Sendable, Hashable {
        /// Text the engine treats as a string (`text`, `varchar`, `char`, `citext`, SQLite's
        /// text): matched with `LIKE` as it is.
        case string
        /// A PostgreSQL enum: matched label by label (its labels are ``allowedValues``).
        case enumeration
        /// A PostgreSQL array of values of `element`: matched element by element.
        case array(element: ValueType)
        /// A PostgreSQL `tsvector`: matched by its words (`@@`).
        case fullTextDocument
        /// Any other type shown as its text (intervals, network addresses, ranges, geometry,
        /// types of extensions…): matched as that text.
        case other
    }

    /// The digits a `numeric(p, s)` column keeps: `p` in all, `s` of them after the point.
    public struct DecimalPrecision: Sendable, Hashable {
        /// All digits (`p`).
        public var digits: Int
        /// Digits after the decimal point (`s`).
        public var fractionDigits: Int
        /// Creates a precision of `digits` digits, `fractionDigits` of them after the point.
        public init(digits: Int, fractionDigits: Int) {
            self.digits = digits
            self.fractionDigits = fractionDigits
        }
    }

    /// The name identifies an attribute within its entity.
    public var id: String { name }

    /// Whether a form must give a value: the column rejects `NULL` and the database fills in none.
    public var isRequired: Bool { !isNullable && !isDatabaseGenerated }

    /// Creates an attribute; reflection does this for you.
    public init(
        name: String, valueType: ValueType, declaredType: String, isNullable: Bool = true,
        defaultValue: String? = nil, isDatabaseGenerated: Bool = false, maximumLength: Int? = nil,
        integerRange: ClosedRange<Int64>? = nil, decimalPrecision: DecimalPrecision? = nil,
        isPrimaryKey: Bool = false, isReadOnly: Bool = false, allowedValues: [String]? = nil,
        textKind: TextKind = .string, isOrderable: Bool? = nil
    ) {
        self.name = name
        self.valueType = valueType
        self.declaredType = declaredType
        self.isNullable = isNullable
        self.defaultValue = defaultValue
        self.isDatabaseGenerated = isDatabaseGenerated
        self.maximumLength = maximumLength
        self.integerRange = integerRange
        self.decimalPrecision = decimalPrecision
        self.isPrimaryKey = isPrimaryKey
        self.isReadOnly = isReadOnly
        self.allowedValues = allowedValues
        self.textKind = textKind
        self.isOrderable = isOrderable ?? (valueType != .blob && valueType != .json)
    }
}
