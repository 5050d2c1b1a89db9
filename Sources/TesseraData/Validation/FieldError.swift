/// What is wrong with one field's value, in words that read after the field's label:
/// "must be a whole number", "at most 50 characters", "required".
public struct FieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message, starting in lowercase so that a form can write "Length must be a whole number".
    public var message: String
    /// What is wrong, for an application that says it in a language of its own; `nil` for a
    /// message written by hand.
    public var reason: Reason?

    /// Creates an error with `message`.
    public init(_ message: String) { self.message = message }

    /// Creates an error for `reason`, its ``message`` in English.
    public init(_ reason: Reason) {
        self.message = reason.message
        self.reason = reason
    }

    /// The ``message``.
    public var description: String { message }

    /// Two errors saying the same are equal, whether or not one was written by hand.
    public static func == (lhs: FieldError, rhs: FieldError) -> Bool { lhs.message == rhs.message }

    public func hash(into hasher: inout Hasher) { hasher.combine(message) }

    /// What can be wrong with a value, each with its English ``message``.
    public enum Reason: Sendable, Hashable {
        /// A value is needed.
        case required
        /// Text holds a NUL character, which no form sends and no engine keeps in text.
        case containsNUL
        /// Not a whole number.
        case notAWholeNumber
        /// A number with a decimal point where a whole one is wanted.
        case wholeNumberWithDecimalPoint
        /// A number outside the column's range.
        case notBetween(String, String)
        /// Not a number.
        case notANumber
        /// Not a decimal number (`12.50`).
        case notADecimal
        /// More digits after the point than the column keeps.
        case tooManyFractionDigits(Int)
        /// Longer than the column takes.
        case tooLong(maximum: Int, actual: Int)
        /// Not a yes or no.
        case notTrueOrFalse
        /// Not a date written `YYYY-MM-DD`.
        case notADate
        /// Not a date and time written `YYYY-MM-DD HH:MM:SS`.
        case notADateAndTime
        /// Not a UUID.
        case notAUUID
        /// Not JSON.
        case notJSON
        /// Text given for binary data.
        case binaryAsText
        /// A generated column.
        case computedByTheDatabase
        /// Binary data in a place that does not change it.
        case binaryNotChangedHere
        /// Binary data for a column of the declared type that does not hold it (empty: none).
        case binaryInColumnOf(String)
        /// NaN, which SQLite stores as empty.
        case sqliteKeepsNoNaN
        /// NaN or an infinity in an SQLite decimal column.
        case sqliteKeepsNoNaNInDecimal
        /// A number SQLite would store rounded: what it would keep.
        case sqliteWouldRound(String)
        /// A value another row of the entity has in a unique column.
        case alreadyUsed(entity: String)
        /// Values other rows of the entity have in unique columns together.
        case alreadyUsedTogether(with: [String], entity: String)
        /// A check constraint, named, of the entity refused the value.
        case brokenRule(String, entity: String)
        /// A to-one value that points at no row: the destination and the key it names.
        case refersToNoRow(entity: String, key: String)
        /// A value the column's declared type does not take, with the server's reason.
        case notAValueOf(type: String, reason: String)
        /// A value the history keeps only the size of.
        case historyKeepsOnlyTheSize
        /// A value not among those allowed (an enumeration's).
        case notOneOf([String])
        /// A file larger than may be sent.
        case fileLargerThan(mebibytes: Int)

        /// The reason in English, reading after the field's label.
        public var message: String {
            switch self {
            case .required: "required"
            case .containsNUL: "must not contain the NUL character"
            case .notAWholeNumber: "must be a whole number"
            case .wholeNumberWithDecimalPoint: "must be a whole number, without a decimal point"
            case .notBetween(let lower, let upper): "must be between \(lower) and \(upper)"
            case .notANumber: "must be a number"
            case .notADecimal: "must be a number such as 12.50"
            case .tooManyFractionDigits(let digits): "at most \(digits) digits after the decimal point"
            case .tooLong(let maximum, let actual): "at most \(maximum) characters (this is \(actual))"
            case .notTrueOrFalse: "must be true or false"
            case .notADate: "must be a date written YYYY-MM-DD, such as 2006-02-15"
            case .notADateAndTime: "must be a date and time written YYYY-MM-DD HH:MM:SS, such as 2006-02-15 04:34:33"
            case .notAUUID: "must be a UUID such as 123e4567-e89b-12d3-a456-426614174000"
            case .notJSON: "must be valid JSON"
            case .binaryAsText: "is binary data, which cannot be entered as text"
            case .computedByTheDatabase: "is computed by the database and cannot be changed"
            case .binaryNotChangedHere: "is binary data, which cannot be changed here"
            case .binaryInColumnOf(let type): "is binary data, which a \(type.isEmpty ? "non-binary" : type) column does not hold"
            case .sqliteKeepsNoNaN: "must be a number: SQLite keeps no NaN (it would store an empty value)"
            case .sqliteKeepsNoNaNInDecimal: "must be a number: SQLite keeps no NaN or infinity in a decimal column"
            case .sqliteWouldRound(let kept): "has more digits than SQLite keeps in this column: it would be saved as \(kept)"
            case .alreadyUsed(let entity): "is already used by another \(entity) row; choose another value"
            case .alreadyUsedTogether(let columns, let entity): "together with \(columns.joined(separator: ", ")) is already used by another \(entity) row"
            case .brokenRule(let name, let entity): "is not allowed by the rule '\(name)' of \(entity)"
            case .refersToNoRow(let entity, let key): "refers to no \(entity) row (there is none with \(key)); choose an existing one"
            case .notAValueOf(let type, let reason): "is not a value of \(type): \(reason)"
            case .historyKeepsOnlyTheSize: "held binary data, of which the history keeps only the size"
            case .notOneOf(let allowed): "must be one of \(allowed.prefix(12).joined(separator: ", "))\(allowed.count > 12 ? ", …" : "")"
            case .fileLargerThan(let mebibytes): "is larger than the \(mebibytes) MiB a file may have"
            }
        }
    }
}
