/// A condition on the rows of an entity: the `WHERE` of a fetch, as a value.
///
/// Write it as text — the syntax of a search form's "advanced" box and of rule files:
///
/// ```swift
/// let q = try Qualifier("last_name like 'A%' and active = true")
/// let r = try Qualifier("rental_rate >= 2.99 and rating in ('PG', 'G') and not (length > 120)")
/// ```
///
/// or build it in Swift, which never fails to parse:
///
/// ```swift
/// let q: Qualifier = .comparison("last_name", .like, "A%") && .comparison("active", .equal, true)
/// ```
///
/// Keys are attribute names of the fetched entity, checked against the model when the fetch
/// runs; values are converted to the attribute's type there (`'2005-05-24'` for a timestamp
/// column), and always travel as bound parameters. <doc:Data#Qualifiers> has the full grammar.
public indirect enum Qualifier: Sendable, Hashable {
    /// `key op value`. With ``DatabaseValue/null``, `=` means `IS NULL` and `!=` `IS NOT NULL`.
    case comparison(String, ComparisonOperator, DatabaseValue)
    /// `key in (v1, v2, …)`; an empty list matches nothing.
    case isIn(String, [DatabaseValue])
    /// Every one of these holds (an empty list always holds).
    case and([Qualifier])
    /// At least one of these holds (an empty list never holds).
    case or([Qualifier])
    /// This does not hold.
    case not(Qualifier)

    /// Parses the qualifier syntax.
    ///
    /// - Throws: ``QualifierParseError`` pointing at the first thing that does not fit.
    public init(_ text: String) throws(QualifierParseError) {
        var parser = QualifierParser(text)
        self = try parser.parse()
    }

    /// `key` contains `text`, ignoring case: `ilike` with a pattern in which every character of
    /// `text` — `%`, `_` and `\` too — stands for itself. What a search or filter box wants.
    public static func contains(_ key: String, _ text: String) -> Qualifier {
        .comparison(key, .caseInsensitiveLike, .text("%" + QueryBuilder.escapeLike(text) + "%"))
    }

    /// The attribute names the qualifier compares, each once: what an application checks against
    /// the columns a person may see before it runs a qualifier that person wrote.
    public var keys: Set<String> {
        var keys: Set<String> = []
        var pending = [self]
        // A loop rather than recursion: a qualifier built in code may be nested deeper than the
        // parser allows.
        while let qualifier = pending.popLast() {
            switch qualifier {
            case .comparison(let key, _, _), .isIn(let key, _): keys.insert(key)
            case .and(let parts), .or(let parts): pending += parts
            case .not(let operand): pending.append(operand)
            }
        }
        return keys
    }

    /// Both hold.
    public static func && (lhs: Qualifier, rhs: Qualifier) -> Qualifier { .and([lhs, rhs]) }
    /// Either holds.
    public static func || (lhs: Qualifier, rhs: Qualifier) -> Qualifier { .or([lhs, rhs]) }
    /// It does not hold.
    public static prefix func ! (operand: Qualifier) -> Qualifier { .not(operand) }
}

extension Qualifier: CustomStringConvertible {
    /// The qualifier in its text syntax; parsing it gives the same qualifier back.
    public var description: String {
        switch self {
        case .comparison(let key, let op, let value):
            return "\(Self.keyText(key)) \(op.rawValue) \(Self.literal(value))"
        case .isIn(let key, let values):
            return "\(Self.keyText(key)) in (" + values.map(Self.literal).joined(separator: ", ") + ")"
        case .and(let parts):
            return parts.isEmpty ? "true" : parts.map { "(\($0))" }.joined(separator: " and ")
        case .or(let parts):
            return parts.isEmpty ? "false" : parts.map { "(\($0))" }.joined(separator: " or ")
        case .not(let operand):
            return "not (\(operand))"
        }
    }

    static func keyText(_ key: String) -> String {
        let plain = key.unicodeScalars.first.map(QualifierParser.isNameStart) == true
            && key.unicodeScalars.allSatisfy(QualifierParser.isNamePart)
            && !QualifierParser.keywords.contains(key.lowercased())
        return plain ? key : quoted(key, by: "\"")
    }

    static func literal(_ value: DatabaseValue) -> String {
        switch value {
        case .null: return "null"
        case .integer(let number): return String(number)
        case .double(let number): return number.isFinite ? String(number) : "'\(DatabaseValue.text(of: number))'"
        case .decimal(let digits): return digits
        case .bool(let flag): return flag ? "true" : "false"
        default: return quoted(value.text ?? "", by: "'")
        }
    }

    /// `text` between `quote`s, each quote inside it doubled. Scalar by scalar: a quote followed
    /// by a combining mark is one `Character`, which a `String` replacement would not see.
    static func quoted(_ text: String, by quote: Unicode.Scalar) -> String {
        var result = String.UnicodeScalarView()
        result.append(quote)
        for scalar in text.unicodeScalars {
            result.append(scalar)
            if scalar == quote { result.append(quote) }
        }
        result.append(quote)
        return String(result)
    }
}
