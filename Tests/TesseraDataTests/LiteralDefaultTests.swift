import TesseraData
import Testing

/// What a new row's form shows of a column's default: the constant the database declares, as
/// each engine writes it back in its catalog, and nothing for what the database computes.
@Suite("Defaults a form can show")
struct LiteralDefaultTests {
    static let cases: [(type: ValueType, declared: String, expression: String, shown: DatabaseValue?)] = [
        // SQLite keeps the expression as written.
        (.boolean, "BOOLEAN", "TRUE", .bool(true)), (.boolean, "BOOLEAN", "0", .bool(false)),
        (.integer, "INTEGER", "3", .integer(3)), (.integer, "INTEGER", "(-1)", .integer(-1)),
        (.decimal, "NUMERIC(4,2)", "4.99", .decimal("4.99")), (.text, "TEXT", "'NL'", .text("NL")),
        (.text, "TEXT", "'O''Brien'", .text("O'Brien")), (.timestamp, "TIMESTAMP", "CURRENT_TIMESTAMP", nil),
        (.text, "TEXT", "(datetime('now'))", nil), (.text, "TEXT", "NULL", nil), (.blob, "BLOB", "X'00'", nil),
        // PostgreSQL writes constants cast to their type.
        (.boolean, "boolean", "true", .bool(true)), (.text, "text", "'NL'::text", .text("NL")),
        (.text, "character varying", "'x'::character varying", .text("x")),
        (.text, "card_tier", "'bronze'::card_tier", .text("bronze")), (.text, "text[]", "'{}'::text[]", .text("{}")),
        (.text, "stock_condition", "'new'::inventory.stock_condition", .text("new")),
        (.text, "bit(8)", "'00000000'::\"bit\"", .text("00000000")), (.json, "jsonb", "'{}'::jsonb", .json("{}")),
        (.date, "date", "'infinity'::date", .date("infinity")), (.integer, "integer", "nextval('t_id_seq'::regclass)", nil),
        (.timestamp, "timestamp with time zone", "now()", nil), (.date, "date", "CURRENT_DATE", nil),
        (.uuid, "uuid", "gen_random_uuid()", nil), (.text, "text", "('a'::text || 'b'::text)", nil),
        (.date, "date", "('now'::text)::date", nil), (.integer, "integer", "'twelve'::integer", nil),
    ]

    @Test(arguments: cases.indices)
    func aConstantIsShownAndAComputedDefaultIsNot(_ index: Int) {
        let (type, declared, expression, shown) = Self.cases[index]
        let attribute = Attribute(name: "c", valueType: type, declaredType: declared, isNullable: false, defaultValue: expression, isDatabaseGenerated: true)
        #expect(attribute.literalDefault == shown, "\(expression)")
    }

    @Test func noDefaultShowsNothing() {
        #expect(Attribute(name: "c", valueType: .boolean, declaredType: "boolean").literalDefault == nil)
    }

    /// What PostgreSQL shows of dates and timestamps, read back as it wrote it.
    @Test(arguments: [
        (ValueType.date, "infinity", "infinity"), (.date, "-Infinity", "-infinity"), (.date, "+infinity", "infinity"),
        (.date, "0044-03-15 BC", "0044-03-15 BC"), (.date, "0001-02-29 BC", "0001-02-29 BC"), (.date, "12345-06-07", "12345-06-07"),
        (.timestamp, "INFINITY", "infinity"), (.timestamp, "0044-03-15 12:00:00+00 BC", "0044-03-15 12:00:00+00 BC"),
        (.timestamp, "0044-03-15T12:00 BC", "0044-03-15 12:00:00 BC"),
    ])
    func datesAndTimestampsBeyondTheCommonOnesParse(_ type: ValueType, _ input: String, _ parsed: String) throws {
        let attribute = Attribute(name: "c", valueType: type, declaredType: type == .date ? "date" : "timestamp")
        #expect(try attribute.parse(input).text == parsed)
    }

    @Test(arguments: ["infinite", "0044-02-29 BC", "0002-02-29 BC", "0000-01-01 BC", "2024-02-30 BC", "BC", "12345-02-30"])
    func impossibleDatesAreRefused(_ input: String) {
        let attribute = Attribute(name: "c", valueType: .date, declaredType: "date")
        #expect(throws: FieldError.self) { try attribute.parse(input) }
    }
}
